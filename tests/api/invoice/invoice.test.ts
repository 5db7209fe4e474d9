// Invoices (issue 31 item 2; DOMAIN.md "Invoices"): the buyer applies over paid orders of one seller (type,
// title, tax number checked as a unified social credit code, amount, orders); the seller agrees with the
// invoice's number and file, or refuses with a reason; the buyer may withdraw an undecided application.
// The state table and its refusals, the amount's bounds, tenant and enterprise isolation, and parallel
// applications for one order never claiming more than was paid for it.
import { beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '../../../engine/validation';
import { APPLE } from '../support/client';
import { countRows, type TestServer } from '../support/server';
import { makeOrder, paymentSuite, PHONES, uploadVoucher } from '../support/payments';

const suite = paymentSuite(['buyer', 'seller', 'agent', 'personal']);
const { call, ok } = suite;
let h: TestServer;
let buyer: string;
let seller: string;
let agent: string;
let personal: string;
beforeAll(() => {
  ({ h } = suite);
  ({ buyer, seller, agent, personal } = suite.tokens);
});

const TAX_NO = '91330100MA2C00002' + creditCodeCheckChar('91330100MA2C00002');
const BAD_CHECK = TAX_NO.slice(0, 17) + (TAX_NO[17] === '0' ? '1' : '0');
const application = (orderIds: string[], amount: string, extra: Record<string, unknown> = {}) => ({
  orderIds, invoiceType: '2', title: '丰收农产品采购有限公司', taxNo: TAX_NO, amount, ...extra,
});
const paid = (paidFen = 10000, extra = {}) => makeOrder(h, { status: 30, payableFen: paidFen, paidFen, ...extra });
const history = (invoiceId: string) =>
  h.db.owner.query<{ move: string; from_status: string | null; to_status: string; actor_role: string; note: string }>(
    'SELECT move, from_status, to_status, actor_role, note FROM invoice_history WHERE invoice_id = $1 ORDER BY seq', [invoiceId]);

describe('apply, agree, refuse, cancel: the state table', () => {
  it('applied (1) -> issued (2) by the seller with number and file; history one row per move; the buyer sees the result on the order', async () => {
    const { orderId, orderNo } = await paid(12850);
    const quote = await ok('invoice.invoiceable', { orderIds: [orderId] });
    expect(quote.maxAmount).toBe('128.50');
    const { invoiceId, applyNo, status } = await ok('invoice.apply', application([orderId], '128.50', { remark: '请尽快开具' }));
    expect(status).toBe('1');
    expect(applyNo).toMatch(/^KP\d{14}\d{6}$/);
    const page = await ok('invoice.sellerPage', { pageNum: 1, pageSize: 10, status: '1' }, seller);
    expect(page.records.find((r: { invoiceId: string }) => r.invoiceId === invoiceId)).toMatchObject({
      amount: '128.50', orderNos: orderNo, taxNo: TAX_NO, invoiceType: '2', actions: ['agree', 'refuse'],
    });
    const mine = await ok('invoice.buyerPage', { pageNum: 1, pageSize: 10 });
    expect(mine.records.find((r: { invoiceId: string }) => r.invoiceId === invoiceId).actions).toEqual(['cancel']);

    const file = await uploadVoucher(h, seller);
    expect((await ok('invoice.agree', { invoiceId, invoiceNumber: '26370001', files: [file] }, seller)).status).toBe('2');
    const onOrder = await ok('invoice.orderInvoices', { orderId });
    expect(onOrder).toHaveLength(1);
    expect(onOrder[0]).toMatchObject({ status: '2', invoiceNumber: '26370001', actions: [] });
    // The file is the two parties' only: served with a grant on their pages, and not anonymously.
    expect(onOrder[0].files[0].url).toMatch(/&e=\d+&g=[0-9a-f]{32}$/);
    const [fileRow] = await h.db.owner.query<{ restricted: boolean }>('SELECT restricted FROM files WHERE file_id = $1', [file.id]);
    expect(fileRow!.restricted).toBe(true);
    expect((await history(invoiceId)).map((r) => [r.move, r.from_status, r.to_status, r.actor_role])).toEqual([
      ['apply', null, '1', 'buyer'], ['agree', '1', '2', 'seller'],
    ]);
    // Issued is final: nothing more, each refusal naming the state and the move.
    const again = await call('invoice.refuse', { invoiceId, reason: '重复' }, seller);
    expect([again.status, again.body.msg]).toEqual([409, '开票申请状态为“已开票”，不能拒绝开票']);
    const cancel = await call('invoice.cancel', { invoiceId });
    expect([cancel.status, cancel.body.msg]).toEqual([409, '开票申请状态为“已开票”，不能撤销申请']);
    // The whole amount is invoiced: nothing more may be applied for on this order.
    const more = await call('invoice.apply', application([orderId], '0.01'));
    expect([more.status, more.body.msg]).toEqual([409, '所选订单的已付款金额已全部申请开票']);
  });

  it('refused (3) with a reason, which the buyer reads; the amount is free again', async () => {
    const { orderId } = await paid(5000);
    const { invoiceId } = await ok('invoice.apply', application([orderId], '50'));
    const empty = await call('invoice.refuse', { invoiceId, reason: '' }, seller);
    expect([empty.status, empty.body.msg]).toEqual([400, '请填写拒绝原因']);
    const blank = await call('invoice.refuse', { invoiceId, reason: '   ' }, seller);
    expect([blank.status, blank.body.msg]).toEqual([400, '请填写拒绝原因']);
    await ok('invoice.refuse', { invoiceId, reason: '抬头与营业执照不一致' }, seller);
    const [row] = await ok('invoice.orderInvoices', { orderId });
    expect(row).toMatchObject({ status: '3', reason: '抬头与营业执照不一致', actions: [] });
    expect((await history(invoiceId)).at(-1)).toMatchObject({ move: 'refuse', from_status: '1', to_status: '3', note: '抬头与营业执照不一致' });
    expect((await ok('invoice.invoiceable', { orderIds: [orderId] })).maxAmount).toBe('50.00');
    const agree = await call('invoice.agree', { invoiceId, invoiceNumber: '26370002', files: [await uploadVoucher(h, seller)] }, seller);
    expect([agree.status, agree.body.msg]).toEqual([409, '开票申请状态为“已拒绝”，不能同意开票']);
  });

  it('withdrawn (4) by the buyer only; the seller cannot withdraw, the buyer cannot agree', async () => {
    const { orderId } = await paid(3000);
    const { invoiceId } = await ok('invoice.apply', application([orderId], '10'));
    const bySeller = await h.client.call('invoice.cancel', { invoiceId }, { token: seller });
    expect(bySeller.status).toBe(403); // the seller holds no buyer's right to withdraw
    const byBuyer = await call('invoice.agree', { invoiceId, invoiceNumber: '26370003', files: [await uploadVoucher(h, buyer)] });
    expect(byBuyer.status).toBe(403);
    expect((await ok('invoice.cancel', { invoiceId })).status).toBe('4');
    expect((await history(invoiceId)).map((r) => r.move)).toEqual(['apply', 'cancel']);
    expect((await ok('invoice.invoiceable', { orderIds: [orderId] })).maxAmount).toBe('30.00');
  });

  it('several orders of one seller in one application, spread over them in the order given', async () => {
    const a = await paid(3000);
    const b = await paid(2000);
    const { invoiceId } = await ok('invoice.apply', application([a.orderId, b.orderId], '40.00'));
    const parts = await h.db.owner.query<{ order_id: string; amount_fen: string }>('SELECT order_id, amount_fen::text FROM invoice_orders WHERE invoice_id = $1 ORDER BY amount_fen DESC', [invoiceId]);
    expect(parts).toEqual([{ order_id: a.orderId, amount_fen: '3000' }, { order_id: b.orderId, amount_fen: '1000' }]);
    expect((await ok('invoice.invoiceable', { orderIds: [a.orderId, b.orderId] })).maxAmount).toBe('10.00');
    const other = await makeOrder(h, { status: 30, payableFen: 1000, paidFen: 1000, sellerCompanyId: 'C003' });
    const mixed = await call('invoice.apply', application([a.orderId, other.orderId], '1'));
    expect([mixed.status, mixed.body.msg]).toEqual([400, '一次申请的订单须为同一卖家的订单']);
  });
});

describe('bad input: a Chinese message and code, nothing written', () => {
  it('tax number, type, title, amount bounds, unpaid and cancelled orders, file and number of the seller', async () => {
    const { orderId, orderNo } = await paid(10000);
    const before = await countRows(h.db, 'invoices');
    const cases: [Record<string, unknown>, number, string][] = [
      [application([orderId], '10', { taxNo: BAD_CHECK }), 400, '纳税人识别号须为正确的统一社会信用代码'],
      [application([orderId], '10', { taxNo: undefined }), 400, '增值税专用发票须填写纳税人识别号'],
      [application([orderId], '10', { taxNo: 'ABC' }), 400, '纳税人识别号须为正确的统一社会信用代码'],
      [application([orderId], '10', { invoiceType: '3' }), 400, '请选择发票类型'],
      [application([orderId], '10', { title: '' }), 400, '发票抬头至少2个字'],
      [application([orderId], '10', { title: '抬'.repeat(61) }), 400, '发票抬头不超过60个字'],
      [application([orderId], '0'), 400, '开票金额须大于0'],
      [application([orderId], '1.234'), 400, '开票金额为最多两位小数的数字'],
      [application([orderId], '100.01'), 409, '开票金额不能超过可开票金额100.00元'],
      [application([], '1'), 400, '请选择开票订单'],
      [application(Array.from({ length: 21 }, (_, i) => `O${i}`), '1'), 400, '一次最多为20笔订单申请开票'],
      [application(['NOPE'], '1'), 404, '订单不存在'],
    ];
    for (const [body, status, msg] of cases) {
      const r = await call('invoice.apply', body);
      expect([r.status, r.body.msg], JSON.stringify(body).slice(0, 80)).toEqual([status, expect.stringContaining(msg)]);
    }
    const unpaid = await makeOrder(h, { status: 20 });
    const r1 = await call('invoice.apply', application([unpaid.orderId], '1'));
    expect([r1.status, r1.body.msg]).toEqual([409, expect.stringMatching(/^订单\w+尚未付款，不能申请开票$/)]);
    const cancelled = await makeOrder(h, { status: 90, paidFen: 0 });
    const r2 = await call('invoice.apply', application([cancelled.orderId], '1'));
    expect([r2.status, r2.body.msg]).toEqual([409, expect.stringContaining('状态为“已取消”，不能申请开票')]);
    // The whole amount at its bound is accepted.
    const { invoiceId } = await ok('invoice.apply', application([orderId], '100.00'));
    expect(await countRows(h.db, 'invoices')).toBe(before + 1);
    // The seller's number and file: the shape, a file of another enterprise, a number given twice.
    const shape = await call('invoice.agree', { invoiceId, invoiceNumber: '12-34', files: [await uploadVoucher(h, seller)] }, seller);
    expect([shape.status, shape.body.msg]).toEqual([400, '发票号码为8-20位数字或字母']);
    const noFile = await call('invoice.agree', { invoiceId, invoiceNumber: '26379999', files: [] }, seller);
    expect([noFile.status, noFile.body.msg]).toEqual([400, '请上传发票文件']);
    const foreign = await call('invoice.agree', { invoiceId, invoiceNumber: '26379999', files: [await uploadVoucher(h, buyer)] }, seller);
    expect([foreign.status, foreign.body.msg]).toEqual([400, '发票文件不存在，请重新上传']);
    await ok('invoice.agree', { invoiceId, invoiceNumber: '26379999', files: [await uploadVoucher(h, seller)] }, seller);
    const second = await paid(1000);
    const id2 = (await ok('invoice.apply', application([second.orderId], '10'))).invoiceId;
    const dup = await call('invoice.agree', { invoiceId: id2, invoiceNumber: '26379999', files: [await uploadVoucher(h, seller)] }, seller);
    expect([dup.status, dup.body.msg]).toEqual([409, '发票号码26379999已被使用']);
    expect((await ok('invoice.orderInvoices', { orderId: second.orderId }))[0].status).toBe('1');
    expect(orderNo).toBeTruthy();
  });

  it('a personal account applies for ordinary invoices only', async () => {
    const { orderId } = await makeOrder(h, { status: 30, payableFen: 2000, paidFen: 2000, buyerCompanyId: null, buyerAccountId: 'A060' });
    const special = await h.client.call('invoice.apply', application([orderId], '20'), { token: personal });
    expect([special.status, special.body.msg]).toEqual([400, '个人账号只能申请增值税普通发票']);
    const r = await h.client.call('invoice.apply', { orderIds: [orderId], invoiceType: '1', title: '李农户', amount: '20' }, { token: personal });
    expect(r.body.code).toBe('0');
    const mine = await h.client.call('invoice.buyerPage', { pageNum: 1, pageSize: 10 }, { token: personal });
    expect(mine.body.resultData.records.map((x: { invoiceId: string }) => x.invoiceId)).toEqual([r.body.resultData.invoiceId]);
  });
});

describe('isolation', () => {
  it('another enterprise and another tenant: 404, or 403 without the right; nothing listed', async () => {
    const { orderId } = await paid(1000);
    const { invoiceId } = await ok('invoice.apply', application([orderId], '10'));
    // C003 sells too, but not this order: its seller sees nothing and cannot decide.
    const other = await call('invoice.refuse', { invoiceId, reason: '不是我的' }, agent);
    expect([other.status, other.body.msg]).toEqual([404, '开票申请不存在']);
    const otherPage = await ok('invoice.sellerPage', { pageNum: 1, pageSize: 100 }, agent);
    expect(otherPage.records.some((r: { invoiceId: string }) => r.invoiceId === invoiceId)).toBe(false);
    expect((await call('invoice.orderInvoices', { orderId }, agent)).status).toBe(404);
    // Another buyer applying over this buyer's order: "not found".
    const foreignApply = await call('invoice.apply', { ...application([orderId], '1'), invoiceType: '1' }, personal);
    expect([foreignApply.status, foreignApply.body.msg]).toEqual([404, '订单不存在']);
    // The buyer holds no seller rights.
    expect((await call('invoice.sellerPage', { pageNum: 1, pageSize: 10 })).status).toBe(403);
    // Another tenant's admin: the invoice does not exist there.
    const appleAdmin = await h.client.token(PHONES.admin, APPLE);
    const apple = await h.client.call('invoice.refuse', { invoiceId, reason: '越权' }, { token: appleAdmin, tenant: APPLE });
    expect(apple.status).toBe(404);
    expect((await h.client.call('invoice.orderInvoices', { orderId }, { token: appleAdmin, tenant: APPLE })).status).toBe(404);
    expect((await ok('invoice.orderInvoices', { orderId }))[0].status).toBe('1');
  });
});

describe('concurrency', () => {
  it('20 parallel applications of 30.00 on an order paid 100.00: exactly 3 stand, never more than was paid', async () => {
    const { orderId } = await paid(10000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('invoice.apply', application([orderId], '30.00'))));
    const okN = answers.filter((r) => r.body.code === '0').length;
    expect(okN).toBe(3);
    expect(answers.filter((r) => r.body.code !== '0').map((r) => [r.status, r.body.msg])).toEqual(Array(17).fill([409, '开票金额不能超过可开票金额10.00元']));
    const [claimed] = await h.db.owner.query<{ sum: string }>(
      `SELECT coalesce(sum(io.amount_fen), 0)::text AS sum FROM invoice_orders io JOIN invoices i USING (tnt_id, invoice_id) WHERE io.order_id = $1 AND i.status IN ('1', '2')`, [orderId]);
    expect(claimed!.sum).toBe('9000');
  });

  it('parallel applications over two orders in opposite orders never deadlock and never over-claim', async () => {
    const a = await paid(5000);
    const b = await paid(5000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call('invoice.apply', application(i % 2 ? [a.orderId, b.orderId] : [b.orderId, a.orderId], '25.00'))),
    );
    expect(answers.filter((r) => r.body.code === '0')).toHaveLength(4);
    expect(answers.every((r) => r.body.code === '0' || r.status === 409)).toBe(true);
    expect((await ok('invoice.invoiceable', { orderIds: [a.orderId, b.orderId] })).maxAmount).toBe('0.00');
  });
});
