// Demo orders (issue 12 item 5): every status between the demo enterprises, made through the orders'
// moves and the payment services, with deliveries, payments, instalments and history; seeding again
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrders } from '../../api/server/modules/payment/seed-demo';
import { startTestServer, type TestServer } from './support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => h.db.owner.query<T>(text, params);
const demo = "tnt_id = 'T1001' AND note LIKE '演示订单·%'";
/** The demo deliveries' tracking numbers (seed-demo.ts trackingNoOf): the same on every start. */
const FIXED_TRACKING_NOS = ['SF0292495140', 'SF0863348886', 'SF0885770984', 'SF2148475096', 'SF2834642439', 'SF3731197190', 'SF3831395281', 'SF4213229192'];

describe('demo orders', () => {
  it('cover every status and a frozen order, between 绿源 and 丰收 (and the personal member)', async () => {
    const rows = await q<{ status: number; n: number }>(`SELECT status, count(*)::int AS n FROM orders WHERE ${demo} GROUP BY status ORDER BY status`);
    expect(rows.map((r) => Number(r.status))).toEqual([10, 15, 20, 25, 30, 35, 40, 45, 50, 90, 91]);
    const [frozen] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE ${demo} AND frozen`);
    expect(frozen!.n).toBe(1);
    const parties = await q<{ seller: string; buyer: string | null }>(`SELECT DISTINCT seller_company_id AS seller, buyer_company_id AS buyer FROM orders WHERE ${demo} ORDER BY 2`);
    expect(parties).toEqual([{ seller: 'C001', buyer: 'C002' }, { seller: 'C001', buyer: null }]);
    const [agent] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE ${demo} AND order_type = 2`);
    expect(agent!.n).toBe(1);
  });

  it('each buyer\'s orders ship to its own address: the personal member\'s not to 丰收\'s consignee', async () => {
    const rows = await q<{ buyer: string | null; consignee: string; phone: string }>(
      `SELECT DISTINCT buyer_company_id AS buyer, address->>'consignee' AS consignee, address->>'phone' AS phone FROM orders WHERE ${demo} ORDER BY 1`);
    expect(rows).toEqual([
      { buyer: 'C002', consignee: '王建国', phone: '13800000003' },
      { buyer: null, consignee: '李农户', phone: '13800000006' },
    ]);
  });

  it('hold what the moves leave: payments of each kind, deliveries, instalments, amounts, history', async () => {
    const pays = await q<{ channel: string; status: string }>(
      `SELECT DISTINCT p.channel, p.status FROM payments p JOIN payment_orders po USING (tnt_id, pay_id) JOIN orders o ON o.tnt_id = po.tnt_id AND o.order_id = po.order_id WHERE o.${demo} ORDER BY 1, 2`);
    expect(pays).toEqual([{ channel: '1', status: '3' }, { channel: '1', status: '4' }, { channel: '2', status: '2' }, { channel: '2', status: '3' }]);
    const [deliveries] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM order_deliveries d JOIN orders o USING (tnt_id, order_id) WHERE o.${demo}`);
    expect(deliveries!.n).toBeGreaterThanOrEqual(6);
    // Tracking numbers are fixed by their scenario, not by the clock of the first start (a seeded order
    // detail looks the same on every start): each is SF and ten digits, and the set is the same as on the
    // fixed clock of another start.
    const numbers = await q<{ no: string }>(`SELECT DISTINCT d.tracking_no AS no FROM order_deliveries d JOIN orders o USING (tnt_id, order_id) WHERE o.${demo} ORDER BY 1`);
    for (const n of numbers) expect(n.no).toMatch(/^SF\d{10}$/);
    expect(numbers.map((n) => n.no)).toEqual(FIXED_TRACKING_NOS);
    const plan = await q<{ paid: boolean }>(`SELECT i.paid_at IS NOT NULL AS paid FROM order_instalments i JOIN orders o USING (tnt_id, order_id) WHERE o.${demo} ORDER BY i.seq`);
    expect(plan.map((p) => p.paid)).toEqual([true, false]);
    // Paid in full exactly where the state says so.
    const money = await q<{ status: number; paid: string; payable: string }>(`SELECT status, paid_fen::text AS paid, payable_fen::text AS payable FROM orders WHERE ${demo}`);
    for (const m of money) {
      if ([30, 35, 40, 50].includes(Number(m.status))) expect(m.paid, `status ${m.status}`).toBe(m.payable);
      if ([10, 15, 20, 25, 90, 91].includes(Number(m.status))) expect(m.paid, `status ${m.status}`).toBe('0');
    }
    const [noHistory] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE o.${demo} AND NOT EXISTS (SELECT 1 FROM order_history x WHERE x.tnt_id = o.tnt_id AND x.order_id = o.order_id AND x.from_status IS NOT NULL)
      AND o.status <> 10`);
    expect(noHistory!.n).toBe(0);
    // Stock: reserved equals what agreed, undelivered orders hold.
    const [drift] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM item_skus s WHERE s.tnt_id = 'T1001' AND s.reserved <> coalesce((SELECT sum(quantity) FROM order_reservations r WHERE r.tnt_id = s.tnt_id AND r.sku_id = s.sku_id), 0)`);
    expect(drift!.n).toBe(0);
  });

  it('no demo order, move or payment lies in the future', async () => {
    const [late] = await q<{ n: number }>(`SELECT (SELECT count(*)::int FROM order_history x JOIN orders o USING (tnt_id, order_id) WHERE o.tnt_id = 'T1001' AND o.note LIKE '演示订单·%' AND x.at > now())
      + (SELECT count(*)::int FROM payments WHERE created_at > now()) AS n`);
    expect(late!.n).toBe(0);
  });

  it('seeding again changes nothing', async () => {
    const count = async () => (await q<{ o: number; p: number; hist: number }>(
      `SELECT (SELECT count(*)::int FROM orders) AS o, (SELECT count(*)::int FROM payments) AS p, (SELECT count(*)::int FROM order_history) AS hist`))[0];
    const before = await count();
    expect(await seedDemoOrders(h.db)).toEqual({ created: 0 });
    expect(await count()).toEqual(before);
  });
});
