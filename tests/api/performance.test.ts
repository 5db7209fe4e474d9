// 我的业绩 (issue 33 item 6, spec 2.8 my-performance): computed from the real orders of the caller's
// enterprise and of the caller; checked against the orders table itself, and against an order placed
// here; other tenants see nothing of it; accounts without the right are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { formatFen } from '../../engine/validation';
import { APPLE } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

async function expected(where: string) {
  const [r] = await h.db.owner.query<{ n: string; fen: string }>(
    `SELECT count(*)::text AS n, coalesce(sum(payable_fen - refunded_fen), 0)::text AS fen FROM orders WHERE tnt_id = 'T1001' AND status NOT IN (90, 91) AND ${where}`,
  );
  return { n: Number(r!.n), amount: formatFen(BigInt(r!.fen)) };
}

describe('my performance', () => {
  it("the seller's enterprise: sales and purchases from its orders, by month too", async () => {
    const seller = await h.client.token(PHONES.seller);
    const s = await ok(h.client, 'performance.summary', {}, seller);
    const sales = await expected("seller_company_id = 'C001'");
    const buys = await expected("buyer_company_id = 'C001'");
    const mine = await expected("created_by = 'A020'");
    expect(sales.n).toBeGreaterThan(0);
    expect(s).toMatchObject({ saleNum: sales.n, saleAmount: sales.amount, purchaseNum: buys.n, purchaseAmount: buys.amount, myOrderNum: mine.n, myOrderAmount: mine.amount });
    const months = await ok(h.client, 'performance.monthPage', { pageNum: 1, pageSize: 100 }, seller);
    expect(months.records.length).toBe(months.total);
    expect(months.records.reduce((n: number, m: { saleNum: number }) => n + m.saleNum, 0)).toBe(sales.n);
    const sorted = [...months.records.map((m: { month: string }) => m.month)].sort().reverse();
    expect(months.records.map((m: { month: string }) => m.month)).toEqual(sorted);
  });

  it('the buyer sees its purchases; a cancelled order does not count', async () => {
    const buyer = await h.client.token(PHONES.buyer);
    const before = await ok(h.client, 'performance.summary', {}, buyer);
    const buys = await expected("buyer_company_id = 'C002'");
    expect(before).toMatchObject({ purchaseNum: buys.n, purchaseAmount: buys.amount, saleNum: (await expected("seller_company_id = 'C002'")).n });
    // Cancel one of its waiting orders through the real call: the figures drop by exactly that order.
    const [o] = await h.db.owner.query<{ order_id: string; net: string }>(
      "SELECT order_id, (payable_fen - refunded_fen)::text AS net FROM orders WHERE tnt_id = 'T1001' AND buyer_company_id = 'C002' AND status = 10 AND NOT frozen ORDER BY order_id LIMIT 1",
    );
    if (!o) return;
    const r = await h.client.call('indent.cancel', { orderId: o.order_id, reason: '不需要了' }, { token: buyer });
    expect(r.body.code, r.body.msg).toBe('0');
    const after = await ok(h.client, 'performance.summary', {}, buyer);
    expect(after.purchaseNum).toBe(before.purchaseNum - 1);
    expect(BigInt(after.purchaseAmount.replace('.', ''))).toBe(BigInt(before.purchaseAmount.replace('.', '')) - BigInt(o.net));
  });

  it('another tenant sees none of it; bad input and accounts without the right are refused', async () => {
    const apple = await h.client.token(PHONES.admin, APPLE);
    const a = await h.client.call('performance.summary', {}, { token: apple, tenant: APPLE });
    expect(a.body.resultData).toMatchObject({ saleNum: 0, purchaseNum: 0, myOrderNum: 0, saleAmount: '0.00' });
    const seller = await h.client.token(PHONES.seller);
    const bad = await h.client.call('performance.monthPage', { pageNum: 0, pageSize: 10 }, { token: seller });
    expect([bad.status, bad.body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    const warehouse = await h.client.token('13800000005');
    const r = await h.client.call('performance.summary', {}, { token: warehouse });
    expect([r.status, r.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
  });
});
