// Settlements under concurrent requests (issue 31 item 5: anything that moves money), on PGlite and
// PostgreSQL: 20 applications naming one order make exactly one bill; 20 payments of one bill record one
// payout; 20 bills over overlapping orders never hold an order twice; one transfer number sent for two
// bills at once pays exactly one.
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentSuite } from '../support/payments';
import type { TestServer } from '../support/server';
import { completedOrder } from '../aftersale/support';

const suite = paymentSuite(['buyer', 'seller', 'admin']);
const { ok, call } = suite;
let h: TestServer;
beforeAll(() => ({ h } = suite));
const seller = () => suite.tokens.seller;
const admin = () => suite.tokens.admin;

const outcomes = (rs: { status: number; body: { code: string; msg: string } }[]) => {
  const wins = rs.filter((r) => r.body.code === '0');
  const losses = rs.filter((r) => r.body.code !== '0');
  return { wins: wins.length, lossStatuses: [...new Set(losses.map((r) => r.status))], lossMessages: [...new Set(losses.map((r) => r.body.msg))] };
};

describe('settlements under concurrent requests', () => {
  it('20 × 申请结算 of one order: one bill, the others refused (409) naming it', async () => {
    const o = await completedOrder(suite, { online: true });
    const rs = await Promise.all(Array.from({ length: 20 }, () => call('settlement.apply', { orderIds: [o.orderId] }, seller())));
    const r = outcomes(rs);
    expect(r.wins).toBe(1);
    expect(r.lossStatuses).toEqual([409]);
    expect(r.lossMessages.every((m) => /已在结算单JS\d+中，请勿重复申请|订单已在其他结算单中，请勿重复申请/.test(m))).toBe(true);
    const [n] = await h.db.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM settlement_orders WHERE order_id = $1', [o.orderId]);
    expect(n!.n).toBe(1);
  });

  it('20 bills over overlapping pairs of 5 orders at once: no order is held twice, the sums are exact', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, (_, i) => completedOrder(suite, { online: true, payableFen: 1000 + i })));
    const pairs = Array.from({ length: 20 }, (_, i) => [orders[i % 5]!.orderId, orders[(i + 1) % 5]!.orderId]);
    await Promise.all(pairs.map((p) => call('settlement.apply', { orderIds: p }, seller())));
    const ids = orders.map((o) => o.orderId);
    const held = await h.db.owner.query<{ order_id: string; n: number }>(
      'SELECT order_id, count(*)::int AS n FROM settlement_orders WHERE holding AND order_id = ANY($1) GROUP BY order_id', [ids]);
    expect(held.every((x) => x.n === 1)).toBe(true);
    const sums = await h.db.owner.query<{ ok: boolean }>(
      `SELECT s.amount_fen = sum(o.amount_fen) AND s.order_count = count(*) AS ok FROM settlements s JOIN settlement_orders o USING (tnt_id, settlement_id)
       WHERE o.order_id = ANY($1) GROUP BY s.settlement_id, s.amount_fen, s.order_count`, [ids]);
    expect(sums.length).toBeGreaterThan(0);
    expect(sums.every((x) => x.ok)).toBe(true);
  });

  it('20 × 结算付款 of one bill with different transfers: one payout recorded; one transfer for two bills at once: one paid', async () => {
    const o = await completedOrder(suite, { online: true });
    const { settlementId } = await ok('settlement.apply', { orderIds: [o.orderId] }, seller());
    await ok('settlement.approve', { settlementId }, admin());
    const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => call('settlement.pay', { settlementId, transferNo: `PAR${String(i).padStart(6, '0')}` }, admin())));
    const r = outcomes(rs);
    expect(r.wins).toBe(1);
    expect(r.lossMessages).toEqual(['结算单状态为“已结算”，不能结算付款']);
    const [row] = await h.db.owner.query<{ status: number; transfer_no: string }>('SELECT status, transfer_no FROM settlements WHERE settlement_id = $1', [settlementId]);
    expect(Number(row!.status)).toBe(30);
    const [{ n }] = (await h.db.owner.query<{ n: number }>("SELECT count(*)::int AS n FROM settlement_history WHERE settlement_id = $1 AND move = 'pay'", [settlementId])) as [{ n: number }];
    expect(n).toBe(1);

    const bills = [];
    for (let i = 0; i < 2; i++) {
      const x = await completedOrder(suite, { online: true });
      const { settlementId: id } = await ok('settlement.apply', { orderIds: [x.orderId] }, seller());
      await ok('settlement.approve', { settlementId: id }, admin());
      bills.push(id as string);
    }
    const both = await Promise.all(bills.map((id) => call('settlement.pay', { settlementId: id, transferNo: 'SAME20261127' }, admin())));
    const b = outcomes(both);
    expect(b.wins).toBe(1);
    expect(b.lossStatuses).toEqual([409]);
    const [{ paid }] = (await h.db.owner.query<{ paid: number }>("SELECT count(*)::int AS paid FROM settlements WHERE transfer_no = 'SAME20261127'")) as [{ paid: number }];
    expect(paid).toBe(1);
  });
});
