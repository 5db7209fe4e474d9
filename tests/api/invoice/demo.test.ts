// Demo invoices and scores (issue 31 items 2 and 4): on a fresh start the demo buyer 丰收 (C002) has an
// invoice in every state with 绿源 (C001), the seller's audit list and the buyer's list show them, and the
// products of the scored demo orders show an average and reviews; seeding again changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoInvoices } from '../../../api/server/modules/invoice/demo';
import { seedDemoScores } from '../../../api/server/modules/score/demo';
import { ok, PHONES } from '../support/goods';
import { startTestServer, type TestServer } from '../support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

describe('demo invoices and scores', () => {
  it('every invoice state, seen by both sides; the issued one with its number and file', async () => {
    const rows = await h.db.owner.query<{ status: string }>(`SELECT status FROM invoices WHERE tnt_id = 'T1001' AND remark LIKE '演示开票·%' ORDER BY status`);
    expect(rows.map((r) => r.status)).toEqual(['1', '2', '3', '4']);
    const seller = await h.client.token(PHONES.seller);
    const buyer = await h.client.token(PHONES.buyer);
    const audit = await ok(h.client, 'invoice.sellerPage', { pageNum: 1, pageSize: 10 }, seller);
    expect(audit.records.map((r: { status: string }) => r.status).sort()).toEqual(['1', '2', '3', '4']);
    const issued = audit.records.find((r: { status: string }) => r.status === '2');
    expect(issued.invoiceNumber).toMatch(/^2637\d+$/);
    expect(issued.files).toHaveLength(1);
    expect(audit.records.find((r: { status: string }) => r.status === '1').actions).toEqual(['agree', 'refuse']);
    const mine = await ok(h.client, 'invoice.buyerPage', { pageNum: 1, pageSize: 10 }, buyer);
    expect(mine.total).toBe(4);
    const onOrder = await ok(h.client, 'invoice.orderInvoices', { orderId: issued.orderIds[0] }, buyer);
    expect(onOrder[0]).toMatchObject({ status: '2', invoiceNumber: issued.invoiceNumber });
  });

  it('scored demo lines give products an average and reviews; one completed order is left to score', async () => {
    const [item] = await h.db.owner.query<{ item_id: string }>(`SELECT item_id FROM order_scores WHERE tnt_id = 'T1001' ORDER BY item_id LIMIT 1`);
    const buyer = await h.client.token(PHONES.buyer);
    const summary = await ok(h.client, 'score.itemSummary', { itemId: item!.item_id }, buyer);
    expect(summary.count).toBeGreaterThan(0);
    const page = await ok(h.client, 'score.itemPage', { itemId: item!.item_id, pageNum: 1, pageSize: 10 }, buyer);
    expect(page.records.length).toBe(summary.count);
    const [open] = await h.db.owner.query<{ order_id: string }>(`SELECT order_id FROM orders WHERE tnt_id = 'T1001' AND note = '演示订单·已完成-代客下单'`);
    const lines = await ok(h.client, 'score.orderLines', { orderId: open!.order_id }, buyer);
    expect(lines.every((l: { actions: string[] }) => l.actions.includes('score'))).toBe(true);
  });

  it('seeding again changes nothing', async () => {
    const count = async (t: string) => (await h.db.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]!.n;
    const before = [await count('invoices'), await count('invoice_history'), await count('order_scores')];
    expect(await seedDemoInvoices(h.db)).toEqual({ created: 0 });
    expect(await seedDemoScores(h.db)).toEqual({ created: 0 });
    expect([await count('invoices'), await count('invoice_history'), await count('order_scores')]).toEqual(before);
  });
});
