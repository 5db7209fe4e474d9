// Demo settlements (issue 31 item 5: every screen shows real rows to the demo accounts on a fresh start):
// a bill in every state between 绿源 (the shop) and the platform, each with its history from 申请结算, its
// amounts those of the orders' online payments; visible to the shop and the platform through their lists,
// never to another enterprise; seeding again changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSettlements } from '../../../api/server/modules/settlement/demo';
import { paymentSuite } from '../support/payments';
import type { TestServer } from '../support/server';

const suite = paymentSuite(['seller', 'admin', 'agent']);
let h: TestServer;
beforeAll(() => ({ h } = suite));
const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => h.db.owner.query<T>(text, params);

describe('demo settlements', () => {
  it('cover every state, each with its history, their amounts the platform\'s online collections', async () => {
    const rows = await q<{ status: number }>("SELECT status FROM settlements WHERE tnt_id = 'T1001' ORDER BY status");
    expect(rows.map((r) => Number(r.status))).toEqual([10, 20, 30, 90, 91]);
    const [bad] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM settlements s WHERE s.tnt_id = 'T1001' AND (s.seller_company_id <> 'C001'
      OR (SELECT to_status FROM settlement_history x WHERE x.tnt_id = s.tnt_id AND x.settlement_id = s.settlement_id ORDER BY seq DESC LIMIT 1) <> s.status
      OR (SELECT move FROM settlement_history x WHERE x.tnt_id = s.tnt_id AND x.settlement_id = s.settlement_id ORDER BY seq LIMIT 1) <> 'apply'
      OR s.amount_fen <> (SELECT sum(amount_fen) FROM settlement_orders o WHERE o.tnt_id = s.tnt_id AND o.settlement_id = s.settlement_id))`);
    expect(bad!.n).toBe(0);
    const [drift] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM settlement_orders so JOIN orders o USING (tnt_id, order_id)
      WHERE so.tnt_id = 'T1001' AND so.collected_fen <> o.paid_fen`);
    expect(drift!.n).toBe(0);
    const [late] = await q<{ n: number }>("SELECT count(*)::int AS n FROM settlement_history WHERE tnt_id = 'T1001' AND at > now()");
    expect(late!.n).toBe(0);
  });

  it('show in the shop\'s and the platform\'s lists (one order left to settle), not another enterprise\'s; again changes nothing', async () => {
    for (const token of [suite.tokens.seller, suite.tokens.admin]) {
      expect((await suite.ok('settlement.page', { pageNum: 1, pageSize: 10 }, token)).total).toBe(5);
      expect((await suite.ok('settlement.settledOrders', { pageNum: 1, pageSize: 10 }, token)).total).toBe(2);
      expect((await suite.ok('settlement.payHistory', { pageNum: 1, pageSize: 10 }, token)).total).toBe(1);
    }
    const open = await suite.ok<{ records: { actions: string[] }[] }>('settlement.orderPage', { pageNum: 1, pageSize: 50, settleStatus: '1' }, suite.tokens.seller);
    expect(open.records.filter((r) => r.actions.includes('settle')).length).toBeGreaterThanOrEqual(1);
    expect((await suite.ok('settlement.page', { pageNum: 1, pageSize: 10 }, suite.tokens.agent)).total).toBe(0);
    expect(await seedDemoSettlements(h.db)).toEqual({ created: 0 });
    const [n] = await q<{ n: number }>("SELECT count(*)::int AS n FROM settlements WHERE tnt_id = 'T1001'");
    expect(n!.n).toBe(5);
  });
});
