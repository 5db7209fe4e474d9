// Codes are declared once (api/server/codes; issue 30 item 3): the SQL checks of the live database, the
// entity enums and the code lists all say what the declaration says. A check is read from pg_constraint
// and evaluated for every candidate code, so "BETWEEN 5 AND 10", "IN ('5', ...)" and "NOT IN ('8', '9')"
// are compared by meaning, not by spelling.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/server/db';
import {
  CREDIT_PAY_TYPE, GOODS_FIRST_PAY_TYPES, INSTALMENT_PAY_TYPES, ORDER_KINDS, ORDER_TYPE_NAMES, ORDER_TYPES, PAY_TYPE_NAMES, PAY_TYPES,
} from '../../api/server/codes';
import { paytypeCodes } from '../../api/server/modules/paytype/codes';
import { indentCodes } from '../../api/server/modules/indent/codes';
import { PAY_CHANNEL, PAY_KIND, PAY_STATUS, paymentCodes } from '../../api/server/modules/payment/codes';
import { orderFlow } from '../../api/server/modules/indent/workflow';
import { afterSaleFlow } from '../../api/server/modules/aftersale/workflow';
import { invoiceFlow } from '../../api/server/modules/invoice/workflow';
import { openTestDatabase } from './support/server';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** Every CHECK constraint of a table that reads the column, as its expression text. */
async function checksOn(table: string, column: string): Promise<string[]> {
  const rows = await db.owner.query<{ def: string }>(
    `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
     WHERE c.contype = 'c' AND c.conrelid = $1::regclass
       AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey) AND a.attname = $2)
     ORDER BY c.conname`,
    [table, column],
  );
  return rows.map((r) => r.def.replace(/^CHECK \(/, '(').replace(/\) NOT VALID$/, ')'));
}

/** The candidates a check refuses (its expression is false; null passes, as in SQL), with the column set
 *  to each candidate cast to `type` and every other column it reads set as `others` says. */
async function refused(def: string, column: string, type: string, candidates: readonly string[], others: Record<string, string> = {}): Promise<string[]> {
  let expr = def.replace(new RegExp(`\\b${column}\\b`, 'g'), `(v::${type})`);
  for (const [col, value] of Object.entries(others)) expr = expr.replace(new RegExp(`\\b${col}\\b`, 'g'), `(${value})`);
  const rows = await db.owner.query<{ v: string }>(`SELECT v FROM unnest($1::text[]) AS v WHERE (${expr}) IS FALSE`, [candidates]);
  return rows.map((r) => r.v).sort();
}

const numbers = Array.from({ length: 21 }, (_, i) => String(i)); // 0 ... 20: every code and its neighbours
const complement = (declared: readonly string[], within: readonly string[]) => within.filter((v) => !declared.includes(v)).sort();
const sorted = (xs: readonly string[]) => [...xs].sort();

describe('pay types (spec 9, 5-10)', () => {
  it('orders.pay_type accepts exactly the declared pay types', async () => {
    const defs = await checksOn('orders', 'pay_type');
    expect(defs).toHaveLength(1);
    expect(await refused(defs[0]!, 'pay_type', 'smallint', numbers)).toEqual(complement(PAY_TYPES, numbers));
  });

  it('shop_pay_types: the declared pay types, instalment settings on the instalment types, credit days on credit', async () => {
    const defs = await checksOn('shop_pay_types', 'pay_type');
    // An enabled setting with no count, interval or days: each check refuses the subset that needs them.
    const bare = { enabled: 'true', instalment_count: 'NULL::int', interval_days: 'NULL::int', credit_days: 'NULL::int' };
    const refusals = await Promise.all(defs.map((d) => refused(d, 'pay_type', 'text', numbers, bare)));
    expect(refusals.sort()).toEqual(
      [complement(PAY_TYPES, numbers), sorted(INSTALMENT_PAY_TYPES), [CREDIT_PAY_TYPE]].sort(),
    );
    // With every setting given, only the domain check refuses anything.
    const full = { enabled: 'true', instalment_count: '3', interval_days: '30', credit_days: '30' };
    for (const d of defs) expect(complement(PAY_TYPES, numbers)).toEqual(expect.arrayContaining(await refused(d, 'pay_type', 'text', numbers, full)));
  });

  it('the entity enums and the code list are the declaration', () => {
    const entity = (name: string) => JSON.parse(readFileSync(new URL(`../../schemas/entities/${name}.json`, import.meta.url), 'utf8'));
    expect(entity('pay-type').properties.payType.enum).toEqual(PAY_TYPES);
    expect(entity('order').properties.payType.enum).toEqual(PAY_TYPES);
    expect(paytypeCodes.PAY_TYPE).toEqual(PAY_TYPES.map((p) => [p, PAY_TYPE_NAMES[p]]));
  });

  it('the subsets are subsets, and instalments are never goods first', () => {
    for (const sub of [INSTALMENT_PAY_TYPES, GOODS_FIRST_PAY_TYPES, [CREDIT_PAY_TYPE]]) for (const p of sub) expect(PAY_TYPES).toContain(p);
    expect(INSTALMENT_PAY_TYPES.filter((p) => GOODS_FIRST_PAY_TYPES.includes(p))).toEqual([]);
  });
});

describe('every coded column is one of those checked here', () => {
  it('pay_type lives in orders and shop_pay_types, order_type in orders; no amount column is named *_cents', async () => {
    const cols = await db.owner.query<{ t: string; c: string }>(
      `SELECT table_name AS t, column_name AS c FROM information_schema.columns
       WHERE table_schema = 'public' AND (column_name IN ('pay_type', 'order_type') OR column_name LIKE '%\\_cents')
       ORDER BY 1, 2`,
    );
    // A new table with a pay type must be added to the checks above (and its CHECK compared by meaning).
    expect(cols.map((r) => `${r.t}.${r.c}`)).toEqual(['orders.order_type', 'orders.pay_type', 'shop_pay_types.pay_type']);
  });
});

describe('order types and kinds', () => {
  it('orders.order_type and orders.kind accept exactly the declared codes', async () => {
    const [type] = await checksOn('orders', 'order_type');
    expect(await refused(type!, 'order_type', 'smallint', numbers)).toEqual(complement(ORDER_TYPES, numbers));
    const kinds = [...ORDER_KINDS, 'other', 'normal '];
    const [kind] = await checksOn('orders', 'kind');
    expect(await refused(kind!, 'kind', 'text', kinds)).toEqual(['normal ', 'other']);
  });

  it('the entity enums and the code list are the declaration', () => {
    const order = JSON.parse(readFileSync(new URL('../../schemas/entities/order.json', import.meta.url), 'utf8'));
    expect(order.properties.orderType.enum).toEqual(ORDER_TYPES);
    expect(order.properties.kind.enum).toEqual(ORDER_KINDS);
    expect(indentCodes.ORDER_TYPE).toEqual(ORDER_TYPES.map((t) => [t, ORDER_TYPE_NAMES[t]]));
  });
});

describe('payment codes (payment/codes.ts)', () => {
  it('payments.channel, kind and status accept exactly the declared codes, and the code lists name each', async () => {
    for (const [column, declared, list] of [
      ['channel', PAY_CHANNEL, paymentCodes.PAY_CHANNEL],
      ['kind', PAY_KIND, paymentCodes.PAY_KIND],
      ['status', PAY_STATUS, paymentCodes.PAY_STATUS],
    ] as const) {
      const codes = Object.values(declared) as string[];
      const defs = await checksOn('payments', column);
      expect(defs, column).toHaveLength(1);
      expect(await refused(defs[0]!, column, 'text', numbers), column).toEqual(complement(codes, numbers));
      expect(sorted(list.map(([v]) => v)), column).toEqual(sorted(codes));
    }
  });
});

describe('document states (the workflow declarations, docs/workflow.md)', () => {
  it('each document table\'s status accepts exactly its declared states', async () => {
    const codes = [...numbers, ...Array.from({ length: 100 }, (_, i) => String(i))].filter((v, i, all) => all.indexOf(v) === i);
    for (const [table, type, flow] of [
      ['orders', 'smallint', orderFlow],
      ['after_sales', 'smallint', afterSaleFlow],
      ['invoices', 'text', invoiceFlow],
    ] as const) {
      const declared = flow.stateList().map(([code]) => code);
      const defs = await checksOn(table, 'status');
      expect(defs, table).toHaveLength(1);
      expect(await refused(defs[0]!, 'status', type, codes), table).toEqual(complement(declared, codes));
    }
  });
});
