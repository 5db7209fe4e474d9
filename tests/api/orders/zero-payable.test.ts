// An order with nothing to pay (issue 29 item 3; docs/trading.md "Nothing to pay"): the seller lowers the
// price by the whole payable, the buyer agrees, and the order goes on as paid (20 -> 30 by the system's
// move 无需付款, one history row) instead of waiting at 待付款 for money nobody can send. Nothing is offered
// to pay (indent.pay, netPay, offlinePay, the detail screen's 去支付), and delivery and receipt complete it
// at 50 whatever the pay type (never 45: nothing is owed). A change below zero is refused, nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, startTestServer, type TestServer } from '../support/server';
import { ok, PHONES } from '../support/goods';
import { acceptPayTypes, ADDRESS, deps, skuWithStock, stockOf } from '../support/orders';
import { runDueJobs } from '../../../api/server/core';
import { uploadVoucher } from '../support/payments';
import { test as holds, type Logic } from '../../../engine/logic/evaluate';
import { loadScreenFile } from '../../../engine/build/load-files';

let h: TestServer;
let seller: string;
let buyer: string;
let sku: { skuId: string; priceFen: number };
beforeAll(async () => {
  h = await startTestServer();
  seller = await h.client.token(PHONES.seller);
  buyer = await h.client.token(PHONES.buyer);
  sku = await skuWithStock(h, 1000);
  await acceptPayTypes(h, ['5', '6', '8', '9', '10']);
});
afterAll(() => h.close());

const fen = (v: string) => Math.round(Number(v) * 100);
async function placed(payType: string, quantity = 2): Promise<string> {
  const r = await h.client.call('indent.create', { lines: [{ skuId: sku.skuId, quantity }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType }] }, { token: buyer });
  expect(r.body, r.body.msg).toMatchObject({ code: '0' });
  return r.body.resultData.orders[0].orderId as string;
}
const detail = (orderId: string) => ok(h.client, 'indent.buyerDetail', { orderId }, buyer);
/** The whole payable as a price adjustment: "-128.50". */
const minusPayable = async (orderId: string) => `-${(await detail(orderId)).payableAmount as string}`;
const refused = async (key: string, body: unknown, token: string) => {
  const r = await h.client.call(key, body, { token });
  return [r.status, r.body.msg as string];
};

/** Whether the buyer's detail screen (as the build ships it) shows 去支付 for this detail: its own condition,
 * evaluated as the engine does. */
const screen = loadScreenFile('schemas/buyer/purchase-order-detail.json', 'schemas/fragments');
function actionsOf(node: unknown): { id: string; access?: { visible?: Logic } }[] {
  if (Array.isArray(node)) return node.flatMap(actionsOf);
  if (!node || typeof node !== 'object') return [];
  const o = node as Record<string, unknown>;
  return [...(Array.isArray(o.actions) ? (o.actions as { id: string }[]) : []), ...Object.values(o).flatMap(actionsOf)];
}
const payButton = actionsOf(screen).find((a) => a.id === 'pay')!;
const offersPay = (d: Record<string, unknown>) => holds(payButton.access?.visible, { data: d }, true);

async function deliverAndReceive(orderId: string): Promise<string> {
  const d = await detail(orderId);
  const lines = (d.lines as { lineNo: number; quantity: number }[]).map((l) => ({ lineNo: l.lineNo, quantity: l.quantity }));
  expect(await ok(h.client, 'indent.delivery', { orderId, lines, expressCode: 'SF', trackingNo: 'SF900800700' }, seller)).toMatchObject({ status: '40' });
  return (await ok(h.client, 'indent.receive', { orderId }, buyer)).status as string;
}

describe('a price changed to zero', () => {
  it('pay first (5): the buyer agrees and the order awaits delivery as paid; nothing is offered to pay; it completes at 50', async () => {
    const id = await placed('5');
    expect(offersPay(await detail(id))).toBe(false); // 10: nothing to pay yet either
    expect(await ok(h.client, 'indent.changePrice', { orderId: id, adjustAmount: await minusPayable(id) }, seller)).toMatchObject({ status: '15' });
    expect((await detail(id)).payableAmount).toBe('0.00');
    const reserved = (await stockOf(h, sku.skuId)).reserved;
    expect(await ok(h.client, 'indent.buyerAgree', { orderId: id }, buyer)).toEqual({ orderId: id, status: '30' });
    expect((await stockOf(h, sku.skuId)).reserved).toBe(reserved + 2);

    const d = await detail(id);
    expect([d.status, d.payableAmount, d.paidAmount, d.unpaidAmount, d.actions]).toEqual(['30', '0.00', '0.00', '0.00', []]);
    expect(d.history.slice(-2).map((x: Record<string, string | null>) => [x.move, x.fromStatus, x.toStatus, x.actorRole])).toEqual([
      ['buyerAgree', '15', '20', 'buyer'], ['nothingDue', '20', '30', 'system'],
    ]);
    expect(d.history.at(-1).moveNm).toBe('无需付款');
    expect(offersPay(d)).toBe(false);
    expect(await ok(h.client, 'indent.pay', { orderId: id }, buyer)).toMatchObject({ dueAmount: '0.00', canNetPay: false, canOfflinePay: false });
    const payments = await countRows(h.db, 'payments');
    const [netStatus, netMsg] = await refused('indent.netPay', { orderId: id }, buyer);
    expect([netStatus, netMsg]).toEqual([409, expect.stringContaining('无需支付')]);
    const [offStatus] = await refused('indent.offlinePay', { orderId: id, vouchers: [await uploadVoucher(h, buyer)], remark: '零元' }, buyer);
    expect(offStatus).toBe(409);
    expect(await countRows(h.db, 'payments')).toBe(payments);

    expect(await deliverAndReceive(id)).toBe('50');
    expect(offersPay(await detail(id))).toBe(false);
    // The screen itself offers 去支付 only while something is owed (a zero order left at 20 by an older
    // version shows no voucher upload), and still offers it at 20 with money owed.
    const at20 = { ...d, status: '20', actions: ['offlineSubmit', 'cancel'] };
    expect([offersPay(at20), offersPay({ ...at20, unpaidAmount: '0.01' })]).toEqual([false, true]);
  });

  it('goods first (6), credit (10), buyer and seller instalments (8, 9): receipt completes at 50, nothing owed', async () => {
    for (const payType of ['6', '10', '8', '9']) {
      const id = await placed(payType, 1);
      await ok(h.client, 'indent.changePrice', { orderId: id, adjustAmount: await minusPayable(id) }, seller);
      expect([payType, (await ok(h.client, 'indent.buyerAgree', { orderId: id }, buyer)).status]).toEqual([payType, '30']);
      const d = await detail(id);
      // Instalments of nothing are settled with the order: none shows as due.
      expect([payType, d.instalments.filter((i: { paidAt: string | null }) => i.paidAt === null)]).toEqual([payType, []]);
      expect(offersPay(d)).toBe(false);
      expect(await ok(h.client, 'indent.pay', { orderId: id }, buyer)).toMatchObject({ dueAmount: '0.00', canNetPay: false, canOfflinePay: false });
      expect([payType, await deliverAndReceive(id)]).toEqual([payType, '50']);
    }
  });

  it('a change below zero is refused with a clear message, nothing written', async () => {
    const id = await placed('5', 1);
    const payable = fen((await detail(id)).payableAmount);
    const history = await countRows(h.db, 'order_history', 'order_id = $1', [id]);
    expect(await refused('indent.changePrice', { orderId: id, adjustAmount: `-${((payable + 1) / 100).toFixed(2)}` }, seller)).toEqual([400, '改价后应付金额不能小于0']);
    const d = await detail(id);
    expect([d.status, fen(d.payableAmount), d.adjustAmount]).toEqual(['10', payable, '0.00']);
    expect(await countRows(h.db, 'order_history', 'order_id = $1', [id])).toBe(history);
  });

  it('the unpaid timeout leaves the zero order alone', async () => {
    const id = await placed('5', 1);
    await ok(h.client, 'indent.changePrice', { orderId: id, adjustAmount: await minusPayable(id) }, seller);
    await ok(h.client, 'indent.buyerAgree', { orderId: id }, buyer);
    h.clock.advance(3 * 24 * 3600_000);
    await runDueJobs(deps(h));
    buyer = await h.client.token(PHONES.buyer); // the day's jump outlived the session
    expect((await detail(id)).status).toBe('30');
  });
});
