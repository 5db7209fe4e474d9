// The lists' totals and status tabs (docs/trading.md "Lists and counts"): with no filter but status and
// dates they read order_counts (migration 0031: delta rows written by triggers in each move's transaction),
// otherwise they count the orders. Either way they answer what counting the orders answers, on every side,
// after creates, moves and a fold of the delta rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ok, PHONES } from '../support/goods';
import { acceptPayTypes, BUYER, createOrder, move, SELLER, skuWithStock, TNT } from '../support/orders';

let h: TestServer;
let seller: string;
let buyer: string;
let admin: string;
let skuId: string;
beforeAll(async () => {
  h = await startTestServer();
  seller = await h.client.token(PHONES.seller);
  buyer = await h.client.token(PHONES.buyer);
  admin = await h.client.token(PHONES.admin);
  skuId = (await skuWithStock(h, 100_000)).skuId;
  await acceptPayTypes(h, ['5']);
});
afterAll(() => h.close());

const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

/** What counting the orders says: per status, for a side's scope and an optional day range. */
async function counted(scope: string, days?: [string, string]): Promise<Record<string, number>> {
  const rows = await h.db.owner.query<{ status: number; n: number }>(
    `SELECT status, count(*)::int AS n FROM orders WHERE tnt_id = $1 AND ${scope}
     ${days ? `AND created_at >= ($2::date::timestamp AT TIME ZONE INTERVAL '08:00') AND created_at < (($3::date + 1)::timestamp AT TIME ZONE INTERVAL '08:00')` : ''}
     GROUP BY status`, days ? [TNT, ...days] : [TNT]);
  return Object.fromEntries(rows.map((r) => [String(r.status), r.n]));
}

const SIDES = [
  { key: 'seller', scope: `seller_company_id = 'C001'` },
  { key: 'buyer', scope: `buyer_company_id = 'C002'` },
  { key: 'platform', scope: 'true' },
] as const;
const token = (side: (typeof SIDES)[number]['key']) => ({ seller, buyer, platform: admin })[side];

async function expectCountsMatch(days?: [string, string]) {
  const range = days ? { beginDate: days[0], endDate: days[1] } : {};
  for (const side of SIDES) {
    const want = await counted(side.scope, days);
    const tabs = await ok(h.client, `indent.${side.key}StatusCount`, range, token(side.key));
    expect([side.key, tabs.byStatus]).toEqual([side.key, want]);
    const all = Object.values(want).reduce((a, n) => a + n, 0);
    expect((await ok(h.client, `indent.${side.key}Page`, { pageNum: 1, pageSize: 5, ...range }, token(side.key))).total).toBe(all);
    for (const [status, n] of Object.entries(want))
      expect((await ok(h.client, `indent.${side.key}Page`, { pageNum: 1, pageSize: 5, status, ...range }, token(side.key))).total).toBe(n);
  }
}

describe('order counts of the lists', () => {
  it('totals and tabs equal the orders counted, per side, status and day range, through creates and moves', async () => {
    await expectCountsMatch();
    const made: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await h.client.call('indent.create', { skuId, quantity: 1, consignee: '张三', phone: '13912345678', regionCode: '370602', detail: '南大街100号', payType: '5' }, { token: buyer });
      expect(r.body.code, r.body.msg).toBe('0');
      made.push(r.body.resultData.orders[0].orderId);
    }
    await move(h, made[0]!, 'agree', SELLER);
    await move(h, made[1]!, 'refuse', SELLER, undefined, '缺货');
    await move(h, made[2]!, 'cancel', BUYER);
    await expectCountsMatch();
    // A day range: yesterday's orders (made with the clock moved back) are outside today's range.
    h.clock.advance(-86_400_000);
    await createOrder(h, [{ skuId, quantity: 1 }]);
    h.clock.advance(86_400_000);
    const today = chinaDay(h.clock.now());
    await expectCountsMatch([today, today]);
    await expectCountsMatch([chinaDay(h.clock.now() - 86_400_000), today]);
    // Another filter (pay type, order number ...) counts the orders themselves: the same answer.
    const tabs = await ok(h.client, 'indent.sellerStatusCount', { payType: '5' }, seller);
    const byPay = await h.db.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE tnt_id = $1 AND seller_company_id = 'C001' AND pay_type = 5`, [TNT]);
    expect(tabs.all).toBe(byPay[0]!.n);
  });

  it('a read folds a scope with many delta rows into one row per status and day; the counts stay the same', async () => {
    for (let i = 0; i < 120; i++) {
      const o = await createOrder(h, [{ skuId, quantity: 1 }]);
      if (i % 2) await move(h, o.orderId, 'agree', SELLER);
    }
    const rows = async () => (await h.db.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_counts WHERE tnt_id = $1 AND side = 's' AND owner = 'C001'`, [TNT]))[0]!.n;
    const before = await rows();
    expect(before).toBeGreaterThan(200);
    await expectCountsMatch(); // reads, and folds
    const after = await rows();
    expect(after).toBeLessThan(before);
    const groups = await h.db.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT DISTINCT status, day FROM order_counts WHERE tnt_id = $1 AND side = 's' AND owner = 'C001') g`, [TNT]);
    expect(after).toBe(groups[0]!.n);
    await expectCountsMatch();
  });
});
