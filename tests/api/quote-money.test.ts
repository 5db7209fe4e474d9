// Issue 29, item 6: the quote tells the truth. Line amounts, freight and totals are exact integers of fen
// (api/server/money.ts orderAmounts, freight/fee.ts), one computation for the quote (cart.settle) and
// order creation (indent.create), with one bound: past MAX_ORDER_FEN both refuse 400 订单金额过大. The
// issue's figures are replayed; a property test holds the quote to exact BigInt arithmetic, and quote and
// create to the same verdict, over prices, quantities, weights and freight rules up to their bounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ERRORS } from '../../api/catalogue';
import { MAX_ORDER_FEN, ORDER_TOO_LARGE, orderAmounts } from '../../api/server/money';
import { freightFee } from '../../api/server/modules/freight';
import { startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';
import { ADDRESS, goodsOnShelf, withoutTradingDemo } from './support/trading';
import { acceptPayTypes } from './support/orders';

/** The exact reference: yuan text of a BigInt of fen. */
const yuan = (fen: bigint) => `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;
const MAX = BigInt(MAX_ORDER_FEN);

/** DOMAIN.md's fee rule on BigInts, written again here as the reference. */
function exactFee(milli: bigint, r: { fu: bigint; ff: bigint; eu: bigint; ef: bigint }): bigint {
  if (milli <= r.fu) return r.ff;
  const over = milli - r.fu;
  return r.ff + ((over + r.eu - 1n) / r.eu) * r.ef;
}

describe('order amounts, exact (no server)', () => {
  it('line amounts, goods and payable equal BigInt arithmetic, or are refused past the bound', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ priceFen: fc.integer({ min: 0, max: MAX_ORDER_FEN }), quantity: fc.integer({ min: 1, max: 999999 }) }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: MAX_ORDER_FEN }),
        (lines, freightFen) => {
          const goods = lines.reduce((s, l) => s + BigInt(l.priceFen) * BigInt(l.quantity), 0n);
          const payable = goods + BigInt(freightFen);
          if (payable > MAX) {
            expect(() => orderAmounts({ lines, freightFen })).toThrow(ORDER_TOO_LARGE);
            return;
          }
          const a = orderAmounts({ lines, freightFen });
          expect(a.lineFen.map(BigInt)).toEqual(lines.map((l) => BigInt(l.priceFen) * BigInt(l.quantity)));
          expect([BigInt(a.goodsFen), BigInt(a.payableFen)]).toEqual([goods, payable]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the freight fee equals BigInt arithmetic, or is refused past the bound', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.integer({ min: 1, max: 99_999_999_999 }), fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.integer({ min: 1, max: 99_999_999_999 }), fc.integer({ min: 0, max: 99_999_999_999 }),
        (milli, fu, ff, eu, ef) => {
          const exact = exactFee(milli, { fu: BigInt(fu), ff: BigInt(ff), eu: BigInt(eu), ef: BigInt(ef) });
          const rule = { firstUnitMilli: fu, firstFeeFen: ff, extraUnitMilli: eu, extraFeeFen: ef };
          if (exact > MAX) expect(() => freightFee(rule, milli)).toThrow(ORDER_TOO_LARGE);
          else expect(BigInt(freightFee(rule, milli))).toBe(exact);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the quote and order creation (issue 29, item 6)', () => {
  let h: TestServer;
  let seller: string;
  let buyer: string;
  let skuId: string;
  let addressId: string;
  let templateId: string;
  beforeAll(async () => {
    h = await startTestServer();
    await withoutTradingDemo(h.db);
    [seller, buyer] = [await h.client.token(PHONES.seller), await h.client.token(PHONES.buyer)];
    await acceptPayTypes(h, ['5']);
    // The seller's default template charges by weight (no goods names a template of its own).
    const rule = { regions: ['370000'], firstUnit: '0.001', firstFee: '999999.99', extraUnit: '0.001', extraFee: '999999.99' };
    templateId = (await ok(h.client, 'freight.templateAdd', { templateNm: '按重量', chargeMode: '2', rules: [rule], freeRules: [] }, seller)).templateId;
    await ok(h.client, 'freight.templateSetDefault', { templateId }, seller);
    const goods = await goodsOnShelf(h.client, seller, { skus: [{ specValues: '整车', price: '1.00', stock: 99999, weight: '99999.999' }] });
    skuId = goods.skuIds[0]!;
    addressId = (await ok(h.client, 'address.add', { ...ADDRESS, isDefault: true }, buyer)).addressId;
  });
  afterAll(() => h.close());

  /** The SKU and the template's one rule as given (fen, thousandths), set as the owner. */
  async function setUp(s: { priceFen: bigint; weightMilli: bigint; fu: bigint; ff: bigint; eu: bigint; ef: bigint }): Promise<void> {
    await h.db.owner.query('UPDATE item_skus SET price = $1::numeric / 100, weight = $2::numeric / 1000, stock = 999999, reserved = 0 WHERE sku_id = $3',
      [String(s.priceFen), String(s.weightMilli), skuId]);
    await h.db.owner.query('UPDATE freight_rules SET first_unit_milli = $1, first_fee_fen = $2, extra_unit_milli = $3, extra_fee_fen = $4 WHERE template_id = $5',
      [String(s.fu), String(s.ff), String(s.eu), String(s.ef), templateId]);
  }

  const quote = (quantity: number) => h.client.call('cart.settle', { addressId, buyNow: { skuId, quantity } }, { token: buyer });
  const create = (quantity: number) => h.client.call('indent.create', { skuId, quantity, addressId, payType: '5' }, { token: buyer });
  const refusal = (r: { status: number; body: { code: string; msg: string } }) => [r.status, r.body.code, r.body.msg];
  const TOO_LARGE = [400, ERRORS.BAD_REQUEST.code, ORDER_TOO_LARGE];

  it('999999.99 per 0.001 kg: the freight is refused like the order, not answered as "9.999999899999901e+.21"', async () => {
    await setUp({ priceFen: 100n, weightMilli: 99999999n, fu: 1n, ff: 99999999n, eu: 1n, ef: 99999999n });
    const orders = await h.db.owner.query('SELECT count(*)::int AS n FROM orders');
    expect(refusal(await quote(100))).toEqual(TOO_LARGE);
    expect(refusal(await create(100))).toEqual(TOO_LARGE);
    expect(await h.db.owner.query('SELECT count(*)::int AS n FROM orders')).toEqual(orders);
  });

  it('99999999999.99 x 99999: refused by both (exact: 9999899999999000.01, answered "9999899999999000.00")', async () => {
    await setUp({ priceFen: 9999999999999n, weightMilli: 0n, fu: 1n, ff: 0n, eu: 1n, ef: 0n });
    expect(refusal(await quote(99999))).toEqual(TOO_LARGE);
    expect(refusal(await create(99999))).toEqual(TOO_LARGE);
  });

  it('at the bound: the last fen is kept, and the order payable is the quote total', async () => {
    // 3333333333333 fen x 3 = 9999999999999 fen (99,999,999,999.99 yuan), freight 0: exactly the bound.
    await setUp({ priceFen: 3333333333333n, weightMilli: 0n, fu: 1n, ff: 0n, eu: 1n, ef: 0n });
    const q = await quote(3);
    expect(q.body.resultData.groups[0]).toMatchObject({ goodsAmount: '99999999999.99', freightAmount: '0.00', totalAmount: '99999999999.99' });
    expect((await create(3)).body.resultData.orders[0].payableAmount).toBe('99999999999.99');
    // One fen of freight more, and both refuse.
    await setUp({ priceFen: 3333333333333n, weightMilli: 0n, fu: 1n, ff: 1n, eu: 1n, ef: 0n });
    expect(refusal(await quote(3))).toEqual(TOO_LARGE);
    expect(refusal(await create(3))).toEqual(TOO_LARGE);
  });

  it('property: the quote equals exact BigInt arithmetic, and create gives the same verdict and payable', async () => {
    const big = (max: bigint) => fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max }));
    const seen = { accepted: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(
        big(9999999999999n), fc.integer({ min: 1, max: 99999 }), fc.oneof(fc.constant(0n), big(99999999999999n)),
        big(99999999999n), fc.bigInt({ min: 0n, max: 99999999999n }), big(99999999999n), fc.bigInt({ min: 0n, max: 99999999999n }),
        async (priceFen, quantity, weightMilli, fu, ff, eu, ef) => {
          await setUp({ priceFen, weightMilli, fu, ff, eu, ef });
          const goods = priceFen * BigInt(quantity);
          const freight = exactFee(weightMilli * BigInt(quantity), { fu, ff, eu, ef });
          const total = goods + freight;
          const [q, c] = [await quote(quantity), await create(quantity)];
          if (total > MAX) {
            seen.refused++;
            expect(refusal(q)).toEqual(TOO_LARGE);
            expect(refusal(c)).toEqual(TOO_LARGE);
            return;
          }
          seen.accepted++;
          expect(q.body.code, q.body.msg).toBe('0');
          expect(q.body.resultData.groups[0]).toMatchObject({ goodsAmount: yuan(goods), freightAmount: yuan(freight), totalAmount: yuan(total) });
          expect(q.body.resultData).toMatchObject({ goodsAmount: yuan(goods), freightAmount: yuan(freight), totalAmount: yuan(total) });
          expect(c.body.code, c.body.msg).toBe('0');
          expect(c.body.resultData.orders[0].payableAmount).toBe(yuan(total));
        },
      ),
      // Besides the random runs: an order just within the bound, and one a fen of freight past it.
      { numRuns: 25, examples: [[3333333333333n, 3, 1000n, 3000n, 0n, 1n, 0n], [3333333333333n, 3, 1000n, 3000n, 1n, 1n, 0n]] },
    );
    expect(seen.accepted).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });
});
