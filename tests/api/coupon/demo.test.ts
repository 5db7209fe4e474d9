// Demo coupons (issue 31 item 3): on a fresh start the demo seller 绿源 (C001) has a coupon in every state
// and the demo buyer 丰收 (C002) holds coupons unused, used (by an order awaiting the seller, its discount
// on the order) and expired; the mall offers the running ones; seeding again changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCoupons } from '../../../api/server/modules/coupon/demo';
import { ok, PHONES } from '../support/goods';
import { startTestServer, type TestServer } from '../support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

describe('demo coupons', () => {
  it('every coupon state for the seller, every buyer coupon state for the buyer, the used one on its order', async () => {
    const seller = await h.client.token(PHONES.seller);
    const buyer = await h.client.token(PHONES.buyer);
    const tabs = await ok(h.client, 'coupon.statusCount', {}, seller);
    for (const t of tabs.tabs) expect(t.count, t.label).toBeGreaterThan(0);
    const mine = await ok(h.client, 'coupon.receivedCount', {}, buyer);
    expect(mine.tabs.map((t: { label: string; count: number }) => [t.label, t.count > 0])).toEqual([['未使用', true], ['已使用', true], ['已过期', true]]);
    const used = await ok(h.client, 'coupon.received', { pageNum: 1, pageSize: 10, status: '2' }, buyer);
    const [o] = await h.db.owner.query<{ discount_fen: string; status: number }>('SELECT discount_fen::text, status FROM orders WHERE order_no = $1', [used.records[0].orderNo]);
    expect(o).toEqual({ discount_fen: '1000', status: 10 });
    const mall = await ok(h.client, 'coupon.list', { pageNum: 1, pageSize: 20 }, buyer);
    expect(mall.records.some((r: { couponNm: string; canReceive: boolean }) => r.couponNm === '无门槛5元券' && r.canReceive)).toBe(true);
  });

  it('seeding again changes nothing', async () => {
    const count = async (t: string) => (await h.db.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]!.n;
    const tables = ['coupons', 'user_coupons', 'coupon_history', 'user_coupon_history', 'orders'];
    const before = await Promise.all(tables.map(count));
    expect(await seedDemoCoupons(h.db)).toEqual({ created: 0 });
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
