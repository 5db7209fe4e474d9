// Instalment orders (pay types 8 buyer instalments, 9 seller instalments; docs/trading.md "Instalments and
// credit"), through the real server: the plan the seller's settings make at checkout (equal shares, the last
// takes the rest, one due every interval days), the buyer's own plan and its checks, the seller's plan when
// agreeing (9), a price change rescaling the plan, and the money: the first instalment before delivery (here
// by an offline voucher), receipt with instalments owed (45), the last instalment completing the order (50).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, startTestServer, type TestServer } from '../support/server';
import { ok, PHONES } from '../support/goods';
import { acceptPayTypes, ADDRESS, skuWithStock } from '../support/orders';
import { cashier, uploadVoucher } from '../support/payments';
import { chinaDate } from '../../../api/server/modules/indent/numbers';

let h: TestServer;
let seller: string;
let buyer: string;
let sku: { skuId: string; priceFen: number };
beforeAll(async () => {
  h = await startTestServer();
  seller = await h.client.token(PHONES.seller);
  buyer = await h.client.token(PHONES.buyer);
  sku = await skuWithStock(h, 1000);
  // Instalments 8 and 9: 3 instalments, 30 days apart (support/orders acceptPayTypes).
  await acceptPayTypes(h, ['5', '8', '9']);
});
afterAll(() => h.close());

interface Instalment { seq: number; amount: string; dueDate: string; paidAt: string | null }
const fen = (v: string) => Math.round(Number(v) * 100);
const today = (days = 0) => chinaDate(new Date(h.clock.now()), days);
const checkout = (payType: string, quantity: number, instalments?: unknown) =>
  h.client.call('indent.create', { lines: [{ skuId: sku.skuId, quantity }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType, ...(instalments ? { instalments } : {}) }] }, { token: buyer });
async function placed(payType: string, quantity = 3, instalments?: unknown): Promise<string> {
  const r = await checkout(payType, quantity, instalments);
  expect(r.body, r.body.msg).toMatchObject({ code: '0' });
  return r.body.resultData.orders[0].orderId as string;
}
const detail = (orderId: string) => ok(h.client, 'indent.buyerDetail', { orderId }, buyer);
const planOf = async (orderId: string) => ((await detail(orderId)).instalments as Instalment[]).map((i) => [i.seq, fen(i.amount), i.dueDate, i.paidAt !== null]);
const refused = async (key: string, body: unknown, token: string, status: number, msg: string) => {
  const r = await h.client.call(key, body, { token });
  expect([key, r.status, r.body.msg]).toEqual([key, status, msg]);
};

describe('the plan', () => {
  it("checkout (8 and 9): the seller's count and interval, equal shares, the last takes the rest, due from today", async () => {
    for (const payType of ['8', '9']) {
      const id = await placed(payType, 3);
      const d = await detail(id);
      expect([d.instalmentPlan, d.goodsFirst]).toEqual([true, false]); // the detail screen's progress: instalments
      const payable = fen(d.payableAmount);
      const share = Math.floor((payable * 33) / 100);
      expect(await planOf(id)).toEqual([[1, share, today(), false], [2, share, today(30), false], [3, payable - 2 * share, today(60), false]]);
    }
  });

  it("the buyer's own plan (8): shares must add up to 100%, dates from today and each after the last; refused plans write nothing", async () => {
    const before = await countRows(h.db, 'orders');
    for (const [plan, msg] of [
      [[{ percent: 40, dueDate: today() }, { percent: 50, dueDate: today(10) }], '分期比例合计必须为100%'],
      [[{ percent: 50, dueDate: today(-1) }, { percent: 50, dueDate: today(10) }], '分期到期日不能早于今天'],
      [[{ percent: 50, dueDate: today(10) }, { percent: 50, dueDate: today(5) }], '分期到期日须按先后顺序，每期晚于上一期'],
      [[{ percent: 50, dueDate: today(10) }, { percent: 50, dueDate: today(10) }], '分期到期日须按先后顺序，每期晚于上一期'],
    ] as const) {
      const r = await checkout('8', 2, plan);
      expect([r.status, r.body.code, r.body.msg]).toEqual([400, 'YSCPR00000400', msg]);
    }
    // The request's own bound (分期期数为2-24期), before the seller's.
    const steps = (n: number) => Array.from({ length: n }, (_, i) => ({ percent: i === n - 1 ? 100 - 4 * (n - 1) : 4, dueDate: today(i) }));
    const tooMany = await checkout('8', 2, [...steps(24), { percent: 0, dueDate: today(30) }]);
    expect([tooMany.status, tooMany.body.msg]).toEqual([400, '分期计划最多选择24项']);
    expect(await countRows(h.db, 'orders')).toBe(before);
    const id = await placed('8', 2, [{ percent: 20, dueDate: today() }, { percent: 80, dueDate: today(15) }]);
    const payable = fen((await detail(id)).payableAmount);
    expect(await planOf(id)).toEqual([[1, Math.floor(payable / 5), today(), false], [2, payable - Math.floor(payable / 5), today(15), false]]);
  });

  it('the seller sets the plan of 9 when agreeing (checked, nothing written when refused); a price change rescales the plan', async () => {
    const id = await placed('9', 3);
    const original = await planOf(id);
    await refused('indent.agree', { orderId: id, instalments: [{ percent: 30, dueDate: today() }, { percent: 60, dueDate: today(20) }] }, seller, 400, '分期比例合计必须为100%');
    expect([(await detail(id)).status, await planOf(id)]).toEqual(['10', original]);
    expect(await ok(h.client, 'indent.agree', { orderId: id, instalments: [{ percent: 30, dueDate: today() }, { percent: 70, dueDate: today(20) }] }, seller)).toMatchObject({ status: '20' });
    const payable = fen((await detail(id)).payableAmount);
    expect(await planOf(id)).toEqual([[1, Math.floor((payable * 30) / 100), today(), false], [2, payable - Math.floor((payable * 30) / 100), today(20), false]]);

    // Change price (10 -> 15): the same shares over the new payable, the last taking the rounding.
    const changed = await placed('8', 3);
    const before = await planOf(changed);
    expect(await ok(h.client, 'indent.changePrice', { orderId: changed, adjustAmount: '-1.01' }, seller)).toMatchObject({ status: '15' });
    const d = await detail(changed);
    const newPayable = fen(d.payableAmount);
    const oldPayable = before.reduce((s, i) => s + (i[1] as number), 0);
    expect(newPayable).toBe(oldPayable - 101);
    const after = await planOf(changed);
    expect(after.map((i) => [i[0], i[2]])).toEqual(before.map((i) => [i[0], i[2]]));
    expect(after.reduce((s, i) => s + (i[1] as number), 0)).toBe(newPayable);
    expect(after.slice(0, -1).map((i) => i[1])).toEqual(before.slice(0, -1).map((i) => Math.floor((newPayable * (i[1] as number)) / oldPayable)));
  });
});

describe("whose plan it is (issue 29): 9 is the seller's, 8 the buyer's within the seller's settings", () => {
  // The issue's case: 1% tomorrow, 99% ten years on, against C001's 3 instalments 30 days apart.
  const issuePlan = () => [{ percent: 1, dueDate: today(1) }, { percent: 99, dueDate: '2036-12-31' }];
  const refusedCheckout = async (payType: string, plan: unknown, msg: string) => {
    const before = [await countRows(h.db, 'orders'), await countRows(h.db, 'order_instalments')];
    const r = await checkout(payType, 2, plan);
    expect([payType, r.status, r.body.code, r.body.msg]).toEqual([payType, 400, 'YSCPR00000400', msg]);
    expect([await countRows(h.db, 'orders'), await countRows(h.db, 'order_instalments')]).toEqual(before);
  };

  it("9: a plan sent by the buyer is refused, nothing written; without one, the seller's settings make it", async () => {
    await refusedCheckout('9', issuePlan(), '卖家自定义分期按卖家设置的分期计划付款，不能自行设定分期');
    await refusedCheckout('9', [{ percent: 34, dueDate: today() }, { percent: 33, dueDate: today(30) }, { percent: 33, dueDate: today(60) }], '卖家自定义分期按卖家设置的分期计划付款，不能自行设定分期');
    const id = await placed('9', 2);
    expect((await planOf(id)).map((i) => i[2])).toEqual([today(), today(30), today(60)]);
  });

  it("8: at most the seller's number of instalments, the last due no later than the seller's plan would end", async () => {
    await refusedCheckout('8', issuePlan(), `最后一期到期日不能晚于${today(60)}（卖家设置的分期期限）`);
    await refusedCheckout('8', [25, 25, 25, 25].map((percent, i) => ({ percent, dueDate: today(i * 10) })), '分期期数不能超过卖家设置的3期');
    await refusedCheckout('8', [{ percent: 50, dueDate: today(1) }, { percent: 50, dueDate: today(61) }], `最后一期到期日不能晚于${today(60)}（卖家设置的分期期限）`);
    // Within them: fewer instalments, other shares and dates, up to the last day the seller allows.
    const id = await placed('8', 2, [{ percent: 1, dueDate: today(1) }, { percent: 99, dueDate: today(60) }]);
    const payable = fen((await detail(id)).payableAmount);
    expect(await planOf(id)).toEqual([[1, Math.floor(payable / 100), today(1), false], [2, payable - Math.floor(payable / 100), today(60), false]]);
    expect((await planOf(await placed('8', 2, [{ percent: 30, dueDate: today() }, { percent: 30, dueDate: today(7) }, { percent: 40, dueDate: today(45) }]))).length).toBe(3);
  });

  it('a pay type without instalments takes no plan', async () => {
    await refusedCheckout('5', [{ percent: 50, dueDate: today() }, { percent: 50, dueDate: today(30) }], '所选付款方式不分期，不能设定分期计划');
  });
});

describe('paying an instalment order', () => {
  it('first instalment by voucher (20 -> 25 -> 30), delivered and received with instalments owed (45), the last paid online (50)', async () => {
    const id = await placed('8', 3);
    await ok(h.client, 'indent.agree', { orderId: id }, seller);
    const plan = await planOf(id);
    const due = await ok(h.client, 'indent.pay', { orderId: id }, buyer);
    expect([fen(due.dueAmount), due.instalmentNo, due.canOfflinePay]).toEqual([plan[0]![1], 1, true]);
    const { payNo } = await ok(h.client, 'indent.offlinePay', { orderId: id, vouchers: [await uploadVoucher(h, buyer)], remark: '首期款' }, buyer);
    await ok(h.client, 'payment.offlineConfirm', { payNo }, seller);
    let d = await detail(id);
    expect([d.status, fen(d.paidAmount)]).toEqual(['30', plan[0]![1]]);
    expect((await planOf(id)).map((i) => i[3])).toEqual([true, false, false]);

    await ok(h.client, 'indent.delivery', { orderId: id, lines: [{ lineNo: 1, quantity: 3 }], expressCode: 'SF', trackingNo: 'SF300400500' }, seller);
    expect(await ok(h.client, 'indent.receive', { orderId: id }, buyer)).toMatchObject({ status: '45' });
    // Received, two instalments owed: what is due now is the second one, online.
    for (const n of [2, 3]) {
      const next = await ok(h.client, 'indent.pay', { orderId: id }, buyer);
      expect([fen(next.dueAmount), next.instalmentNo]).toEqual([plan[n - 1]![1], n]);
      const pay = await ok<{ cashierUrl: string }>(h.client, 'indent.netPay', { orderId: id }, buyer);
      expect((await cashier(h, pay.cashierUrl, 'SUCCESS')).landing).toContain('payment-success');
      d = await detail(id);
      expect(d.status).toBe(n === 3 ? '50' : '45');
    }
    expect([fen(d.paidAmount), (await planOf(id)).map((i) => i[3])]).toEqual([fen(d.payableAmount), [true, true, true]]);
    expect(d.history.map((x: { fromStatus: string | null; toStatus: string }) => [x.fromStatus, x.toStatus])).toEqual([
      [null, '10'], ['10', '20'], ['20', '25'], ['25', '30'], ['30', '40'], ['40', '45'], ['45', '50'],
    ]);
    expect((await ok(h.client, 'indent.pay', { orderId: id }, buyer)).dueAmount).toBe('0.00');
  });
});
