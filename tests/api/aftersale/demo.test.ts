// Demo after-sales (issue 31: every screen shows real rows on a fresh start): every state, made through the
// module's services (history from create to the state, refund parts, the orders' refunded money), visible
// to the demo seller and buyer through their lists; seeding again changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAfterSales } from '../../../api/server/modules/aftersale/demo';
import { paymentSuite } from '../support/payments';
import type { TestServer } from '../support/server';

const suite = paymentSuite(['buyer', 'seller']);
let h: TestServer;
beforeAll(() => ({ h } = suite));

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => h.db.owner.query<T>(text, params);

describe('demo after-sales', () => {
  it('cover every state, each with its history from 申请售后, between 绿源 and 丰收', async () => {
    const rows = await q<{ status: number; n: number }>("SELECT status, count(*)::int AS n FROM after_sales WHERE tnt_id = 'T1001' GROUP BY status ORDER BY status");
    expect(rows.map((r) => Number(r.status))).toEqual([10, 20, 30, 40, 50, 61, 62, 63]);
    const [bad] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM after_sales a WHERE a.tnt_id = 'T1001' AND (a.seller_company_id <> 'C001' OR a.buyer_company_id <> 'C002'
      OR (SELECT to_status FROM after_sale_history x WHERE x.tnt_id = a.tnt_id AND x.after_sale_id = a.after_sale_id ORDER BY seq DESC LIMIT 1) <> a.status
      OR (SELECT move FROM after_sale_history x WHERE x.tnt_id = a.tnt_id AND x.after_sale_id = a.after_sale_id ORDER BY seq LIMIT 1) <> 'create')`);
    expect(bad!.n).toBe(0);
    // The finished ones refunded their orders: online through the sandbox, the voucher order by the seller.
    const refunds = await q<{ channel: string; done: boolean }>(`SELECT DISTINCT r.channel, r.refunded_at IS NOT NULL AS done FROM after_sale_refunds r WHERE r.tnt_id = 'T1001' ORDER BY 1, 2`);
    expect(refunds).toEqual([{ channel: '1', done: true }, { channel: '2', done: false }, { channel: '2', done: true }]);
    const [drift] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE o.tnt_id = 'T1001' AND o.refunded_fen <>
      coalesce((SELECT sum(a.amount_fen) FROM after_sales a WHERE a.tnt_id = o.tnt_id AND a.order_id = o.order_id AND a.status = 50), 0)`);
    expect(drift!.n).toBe(0);
    const [late] = await q<{ n: number }>("SELECT count(*)::int AS n FROM after_sale_history WHERE tnt_id = 'T1001' AND at > now()");
    expect(late!.n).toBe(0);
  });

  it('show in the seller\'s and the buyer\'s lists, and again changes nothing', async () => {
    const seller = await suite.ok<{ total: number }>('aftersale.sellerPage', { pageNum: 1, pageSize: 10 }, suite.tokens.seller);
    const buyer = await suite.ok<{ total: number }>('aftersale.buyerPage', { pageNum: 1, pageSize: 10 });
    expect([seller.total, buyer.total]).toEqual([9, 9]);
    expect(await seedDemoAfterSales(h.db)).toEqual({ created: 0 });
    const [n] = await q<{ n: number }>("SELECT count(*)::int AS n FROM after_sales WHERE tnt_id = 'T1001'");
    expect(n!.n).toBe(9);
  });
});
