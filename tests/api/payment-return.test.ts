// A payment's result is its payer's (issue 29 items 7 and 9): the provider's return carries the attempt's
// own unguessable token; the result page shows the outcome to whoever holds it and nothing to anyone with
// a pay number; a known and an unknown token get answers of the same shape; a payment still waiting lands
// on payment-pending, not payment-fail; voucher files download only with a grant from a party's page.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './support/client';
import type { TestServer } from './support/server';
import { cashier, makeOrder, paymentSuite, uploadVoucher } from './support/payments';

const suite = paymentSuite(['buyer', 'seller', 'personal', 'admin']);
const { call, ok } = suite;
let h: TestServer;
beforeAll(() => ({ h } = suite));

const back = async (query: string) => {
  const r = await h.app.inject({ method: 'GET', url: `/scpr/payment/return?${query}` });
  expect(r.statusCode).toBe(303);
  return new URL(String(r.headers.location), 'http://x');
};
const shape = (u: URL) => [u.pathname.replace(/payment-(success|fail|pending)$/, 'payment-*'), [...u.searchParams.keys()].sort()];
const download = (url: string) => h.app.inject({ method: 'GET', url });

describe('the return and the result page', () => {
  it('a pay number hands out nothing: the old anonymous return of another enterprise\'s voucher payment shows nothing', async () => {
    const { orderId } = await makeOrder(h);
    const { payNo } = await ok('indent.offlinePay', { orderId, vouchers: [await uploadVoucher(h, suite.tokens.buyer)], remark: '工商银行转账，尾号6621' });
    const u = await back(`tntId=${DEMO.tntId}&payNo=${payNo}`);
    expect(u.pathname).toBe('/scprmall/payment-pending');
    expect(u.searchParams.get('t')).toBe('');
    expect(String(u)).not.toContain(payNo);
    for (const t of [u.searchParams.get('t') ?? '', '0'.repeat(32)]) {
      const r = await h.client.call('payment.result', { payNo, t });
      expect(r.body.resultData ?? null).toBeNull();
      expect(JSON.stringify(r.body)).not.toContain('6621');
    }
  });

  it('a known token and an unknown one get the same shape of answer; a waiting payment lands on payment-pending', async () => {
    const { orderId, orderNo } = await makeOrder(h, { payableFen: 777 });
    const pay = await ok<{ payNo: string; cashierUrl: string }>('indent.netPay', { orderId });
    const trade = (await h.app.inject({ method: 'GET', url: pay.cashierUrl })).statusCode;
    expect(trade).toBe(200);
    // The return address the provider holds for this attempt carries its own token.
    const [row] = await h.db.owner.query<{ return_path: string }>('SELECT return_path FROM sandbox_pay_trades WHERE out_trade_no = $1', [pay.payNo]);
    const token = new URLSearchParams(row!.return_path.split('?')[1]).get('r')!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.return_path).not.toContain(pay.payNo);
    const waiting = await back(`tntId=${DEMO.tntId}&r=${token}`);
    expect(waiting.pathname).toBe('/scprmall/payment-pending');
    const unknown = await back(`tntId=${DEMO.tntId}&r=${'a'.repeat(32)}`);
    expect(shape(unknown)).toEqual(shape(waiting));
    // The holder sees the outcome, and only the outcome.
    const seen = await h.client.call('payment.result', { t: token });
    expect(seen.body.resultData).toMatchObject({ payNo: pay.payNo, status: '1', amount: '7.77', orderNo, orderId });
    expect(seen.body.resultData).not.toHaveProperty('vouchers');
    expect(seen.body.resultData).not.toHaveProperty('remark');
    // Paid: the same token now lands on payment-success.
    const { landing } = await cashier(h, pay.cashierUrl, 'SUCCESS');
    const paid = new URL(landing, 'http://x');
    expect(paid.pathname).toBe('/scprmall/payment-success');
    expect(paid.searchParams.get('t')).toBe(token);
    expect(shape(paid)).toEqual(shape(unknown));
  });
});

describe('voucher files are the two parties\' only', () => {
  it('no anonymous download; the buyer\'s and the seller\'s pages give addresses that download; a forged or stale grant does not', async () => {
    const { orderId } = await makeOrder(h);
    const voucher = await uploadVoucher(h, suite.tokens.buyer);
    expect((await download(voucher.url)).statusCode).toBe(200); // before it is a voucher: the uploader's preview
    const { payNo } = await ok('indent.offlinePay', { orderId, vouchers: [voucher] });
    const anonymous = await download(voucher.url);
    expect(anonymous.statusCode).toBe(404);
    const missing = await download(voucher.url.replace(voucher.id, 'f'.repeat(32)));
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([missing.statusCode, missing.json().code]);

    const mine = (await ok('payment.buyerPage', { pageNum: 1, pageSize: 10, payNo })).records[0].vouchers[0].url as string;
    const theirs = (await ok('payment.sellerPage', { pageNum: 1, pageSize: 10, payNo }, suite.tokens.seller)).records[0].vouchers[0].url as string;
    for (const url of [mine, theirs]) {
      const r = await download(url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('private, no-store');
    }
    // Other people: the personal member sees no such payment; the platform sees it without a download.
    expect((await ok('payment.buyerPage', { pageNum: 1, pageSize: 10, payNo }, suite.tokens.personal)).total).toBe(0);
    expect((await call('payment.orderPayments', { orderId }, suite.tokens.personal)).status).toBe(404);
    const platform = (await ok('payment.orderPayments', { orderId }, suite.tokens.admin))[0].vouchers[0].url as string;
    expect((await download(platform)).statusCode).toBe(404);
    // A forged grant, and a grant past its time.
    expect((await download(mine.replace(/g=[0-9a-f]+/, `g=${'0'.repeat(32)}`))).statusCode).toBe(404);
    h.clock.advance(3 * 3600_000);
    expect((await download(mine)).statusCode).toBe(404);
  });
});
