// Offline pay (issue 12 item 3; DOMAIN.md 20 -> 25 -> 30 | 20): the buyer uploads a voucher and submits
// it; the seller sees it in 收款管理 and confirms receipt of the funds or rejects it with a reason; each
// refusal writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLE } from './support/client';
import { countRows, type TestServer } from './support/server';
import { historyOf, makeOrder, orderRow, paymentRows, paymentSuite, PHONES, uploadVoucher } from './support/payments';

const suite = paymentSuite(['buyer', 'seller', 'agent']);
const { call, ok } = suite;
let h: TestServer;
let buyer: string;
let seller: string;
let agent: string;
beforeAll(() => {
  ({ h } = suite);
  ({ buyer, seller, agent } = suite.tokens);
});

async function submitted(payableFen = 9900) {
  const { orderId, orderNo } = await makeOrder(h, { payableFen });
  const voucher = await uploadVoucher(h, buyer);
  const { payNo } = await ok('indent.offlinePay', { orderId, vouchers: [voucher], remark: '工商银行转账' });
  return { orderId, orderNo, payNo, voucher };
}

describe('offline pay with a voucher', () => {
  it('submit (20 -> 25), the seller sees it and confirms (25 -> 30): paid, one history row each', async () => {
    const { orderId, orderNo, payNo, voucher } = await submitted();
    expect(await orderRow(h, orderId)).toEqual({ status: 25, paidFen: 0 });
    const page = await ok('payment.sellerPage', { pageNum: 1, pageSize: 10, status: '2' }, seller);
    expect(page.records.find((r: { payNo: string }) => r.payNo === payNo)).toMatchObject({
      payNo, orderId, orderNo, channel: '2', status: '2', amount: '99.00', remark: '工商银行转账', vouchers: [{ id: voucher.id, name: voucher.name }],
      // The moves the seller may make on it, served with the row (收款管理 shows exactly these buttons).
      actions: ['confirm', 'reject'],
    });
    expect((await ok('indent.pay', { orderId })).canNetPay).toBe(false);
    expect((await call('indent.netPay', { orderId })).status).toBe(409);

    await ok('payment.offlineConfirm', { payNo }, seller);
    expect(await orderRow(h, orderId)).toEqual({ status: 30, paidFen: 9900 });
    expect((await historyOf(h, orderId)).map((m) => [m.from_status, m.to_status, m.actor_role])).toEqual([[20, 25, 'buyer'], [25, 30, 'seller']]);
    const mine = await ok('payment.orderPayments', { orderId });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ payNo, status: '3', channel: '2' });
    // Decided once: a second decision is refused.
    const again = await call('payment.offlineConfirm', { payNo }, seller);
    expect(again.status).toBe(409);
  });

  it('the seller rejects with a reason (25 -> 20); the buyer may pay again', async () => {
    const { orderId, payNo } = await submitted();
    const empty = await call('payment.offlineReject', { payNo, rejectReason: '' }, seller);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请填写驳回原因');
    await ok('payment.offlineReject', { payNo, rejectReason: '未查到到账记录' }, seller);
    expect(await orderRow(h, orderId)).toEqual({ status: 20, paidFen: 0 });
    const moves = await historyOf(h, orderId);
    expect(moves.at(-1)).toMatchObject({ from_status: 25, to_status: 20, actor_role: 'seller' });
    expect(moves.at(-1)!.note).toContain('未查到到账记录');
    expect((await ok('payment.orderPayments', { orderId }))[0]).toMatchObject({ status: '5', rejectReason: '未查到到账记录' });
    expect((await ok('indent.pay', { orderId })).canOfflinePay).toBe(true);
    // 支付记录 offers to pay again (the order waits at 20 for that money); 收款管理 offers the seller nothing more.
    const mine = (await ok('payment.buyerPage', { pageNum: 1, pageSize: 50 })).records.find((r: { payNo: string }) => r.payNo === payNo);
    expect(mine).toMatchObject({ status: '5', actions: ['pay'] });
    const theirs = (await ok('payment.sellerPage', { pageNum: 1, pageSize: 50 }, seller)).records.find((r: { payNo: string }) => r.payNo === payNo);
    expect(theirs).toMatchObject({ status: '5', actions: [] });
  });

  it('refusals: bad input, wrong state, a voucher of another enterprise, another party, no permission, another tenant', async () => {
    const { orderId } = await makeOrder(h);
    const before = await countRows(h.db, 'payments');
    const noVoucher = await call('indent.offlinePay', { orderId, vouchers: [] });
    expect(noVoucher.status).toBe(400);
    expect(noVoucher.body.msg).toContain('请上传付款凭证');
    const badRemark = await call('indent.offlinePay', { orderId, vouchers: [await uploadVoucher(h, buyer)], remark: '转账\u0007' });
    expect(badRemark.status).toBe(400);
    const foreign = await uploadVoucher(h, seller);
    const notMine = await call('indent.offlinePay', { orderId, vouchers: [foreign] });
    expect(notMine.status).toBe(400);
    expect(notMine.body.msg).toContain('付款凭证不存在');
    // A voucher of the buyer's own by id, but pointing elsewhere (checkFileRefs: the upload's own address only).
    const mine = await uploadVoucher(h, buyer);
    for (const url of ['https://evil.example/x.png', `${mine.url}&x=1`]) {
      const forged = await call('indent.offlinePay', { orderId, vouchers: [{ ...mine, url }] });
      expect([forged.status, forged.body.msg], url).toEqual([400, expect.stringContaining('付款凭证不存在')]);
    }
    const delivered = await makeOrder(h, { status: 30, paidFen: 12850 });
    const wrong = await call('indent.offlinePay', { orderId: delivered.orderId, vouchers: [await uploadVoucher(h, buyer)] });
    expect(wrong.status).toBe(409);
    expect(wrong.body.msg).toContain('待发货');
    expect(await countRows(h.db, 'payments')).toBe(before);
    expect((await orderRow(h, orderId)).status).toBe(20);

    const { payNo } = await submitted();
    const afterSubmit = await countRows(h.db, 'payments', "status = '2'");
    expect((await call('payment.offlineConfirm', { payNo }, buyer)).status).toBe(403); // the buyer holds no seller right
    expect((await call('payment.offlineConfirm', { payNo }, agent)).status).toBe(404); // another seller's payment
    const appleAdmin = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('payment.offlineConfirm', { payNo }, { token: appleAdmin, tenant: APPLE })).status).toBe(404);
    expect((await call('payment.offlineConfirm', { payNo: 'bad no!' }, seller)).status).toBe(400);
    expect(await countRows(h.db, 'payments', "status = '2'")).toBe(afterSubmit);
  });
});

describe('money owed after delivery, and sellers without online pay', () => {
  it('what is owed later is paid by voucher with the status unchanged; the last instalment after receipt completes the order (45 -> 50)', async () => {
    const { orderId } = await makeOrder(h, { status: 45, payType: 8, payableFen: 10001, paidFen: 5000, instalments: [{ amountFen: 5000, paid: true }, { amountFen: 5001 }] });
    expect(await ok('indent.pay', { orderId })).toMatchObject({ dueAmount: '50.01', instalmentNo: 2, canOfflinePay: true, canNetPay: true });
    const voucher = async () => [await uploadVoucher(h, buyer)];
    const first = (await ok('indent.offlinePay', { orderId, vouchers: await voucher(), remark: '第二期' })).payNo as string;
    expect(await orderRow(h, orderId)).toEqual({ status: 45, paidFen: 5000 });
    expect(await ok('indent.pay', { orderId })).toMatchObject({ canOfflinePay: false, canNetPay: false, openPayNo: first });
    for (const key of ['indent.offlinePay', 'indent.netPay']) {
      const again = await call(key, key === 'indent.netPay' ? { orderId } : { orderId, vouchers: await voucher() });
      expect([key, again.status, again.body.msg]).toEqual([key, 409, '该订单已提交线下付款凭证，请等待卖家确认']);
    }
    // Rejected: the payment is, the order is not (no move, no history row).
    await ok('payment.offlineReject', { payNo: first, rejectReason: '金额不符' }, seller);
    expect([await orderRow(h, orderId), await historyOf(h, orderId)]).toEqual([{ status: 45, paidFen: 5000 }, []]);
    h.clock.advance(1000); // payments are listed by creation time: a tie would leave their order to the numbers' random part
    const second = (await ok('indent.offlinePay', { orderId, vouchers: await voucher() })).payNo as string;
    await ok('payment.offlineConfirm', { payNo: second }, seller);
    expect(await orderRow(h, orderId)).toEqual({ status: 50, paidFen: 10001 });
    expect((await historyOf(h, orderId)).map((m) => [m.move, m.from_status, m.to_status])).toEqual([['paidOff', 45, 50]]);
    expect((await paymentRows(h, orderId)).map((p) => [p.pay_no, p.status, p.channel, p.amount_fen])).toEqual([[first, '5', '2', '5001'], [second, '3', '2', '5001']]);

    // Goods first, still being delivered (30): the money is recorded, the order goes on delivering.
    const goodsFirst = await makeOrder(h, { status: 30, payType: 6, payableFen: 9900 });
    const { payNo } = await ok('indent.offlinePay', { orderId: goodsFirst.orderId, vouchers: await voucher() });
    await ok('payment.offlineConfirm', { payNo }, seller);
    expect([await orderRow(h, goodsFirst.orderId), await historyOf(h, goodsFirst.orderId)]).toEqual([{ status: 30, paidFen: 9900 }, []]);
  });

  it('a seller without online pay: the pay page offers vouchers only and names the account; net, re-net and batch pay are refused', async () => {
    const account = { bankName: '中国农业银行烟台分行', accountName: '绿源农业科技有限公司', accountNo: '6228480123456789012' };
    await ok('paytype.shopSettingSave', { onlineEnabled: false, ...account }, seller);
    try {
      const a = await makeOrder(h);
      const b = await makeOrder(h);
      expect(await ok('indent.pay', { orderId: a.orderId })).toMatchObject({ canNetPay: false, canOfflinePay: true, onlineEnabled: false, receivingAccount: account });
      const before = await countRows(h.db, 'payments');
      for (const [key, body] of [['indent.netPay', { orderId: a.orderId }], ['indent.reNetPay', { orderId: a.orderId }], ['indent.batchPay', { orderIds: [a.orderId, b.orderId] }]] as const) {
        const r = await call(key, body);
        expect([key, r.status, r.body.msg]).toEqual([key, 409, '卖家“绿源农业科技有限公司”未开通在线支付，请使用线下支付']);
      }
      expect(await countRows(h.db, 'payments')).toBe(before);
      const { payNo } = await ok('indent.offlinePay', { orderId: a.orderId, vouchers: [await uploadVoucher(h, buyer)] });
      await ok('payment.offlineConfirm', { payNo }, seller);
      expect(await orderRow(h, a.orderId)).toEqual({ status: 30, paidFen: 12850 });
    } finally {
      await ok('paytype.shopSettingSave', { onlineEnabled: true, ...account }, seller);
    }
    expect((await ok('indent.pay', { orderId: (await makeOrder(h)).orderId })).canNetPay).toBe(true);
  });
});
