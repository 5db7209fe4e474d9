// Money on the wire (docs/money.md): every amount a call takes or answers is a decimal string of yuan
// named as an amount (*Amount, amount, *Price, price, *Fee); integer fen never leaves the server. Read
// from the catalogue, so a call added tomorrow is held to it too.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../api/catalogue';
import { requestSchema } from '../../api/server/entities';
import { nodes, typesOf, type SchemaNode } from './support/schema-walk';

/** A name that says "an amount of money". */
const MONEY_NAME = /^(amount|price)$|(Amount|Price|Fee)$/;
/** A name that says "integer fen" (or cents): the server's inside only. */
const FEN_NAME = /(Fen|Cents|_fen|_cents)$/;
/** The outside party's own protocol: the payment provider signs its notification with the amount in fen,
 *  as real providers do (sandbox/signature.ts), and so its refund notification; each is checked against the
 *  payment (or the refund), never shown. */
const PROVIDER_PROTOCOL = new Set(['payment.notify', 'payment.refundNotify']);

function* fields() {
  for (const call of catalogue) {
    for (const side of ['request', 'response'] as const) {
      const schema = requestSchema(call[side]) as SchemaNode;
      for (const { path, node } of nodes(schema)) {
        const name = path.split('/').pop() ?? '';
        if (name && name !== '[]' && name !== '*') yield { where: `${call.key} ${side} ${path}`, call: call.key, name, node };
      }
    }
  }
}

describe('money on the wire', () => {
  it('every amount is a decimal string', () => {
    const amounts = [...fields()].filter((f) => MONEY_NAME.test(f.name));
    expect(amounts.length).toBeGreaterThan(30);
    const notText = amounts.filter((f) => !typesOf(f.node).includes('string') || typesOf(f.node).some((t) => t !== 'string' && t !== 'null'));
    expect(notText.map((f) => `${f.where}: ${typesOf(f.node).join('|')}`)).toEqual([]);
  });

  it('no call takes or answers integer fen', () => {
    const fen = [...fields()].filter((f) => FEN_NAME.test(f.name) && !PROVIDER_PROTOCOL.has(f.call));
    expect(fen.map((f) => f.where)).toEqual([]);
  });
});
