// Payment in a real browser (issue 12 items 3 and 6), on the demo orders (api/server/modules/payment/
// seed-demo.ts): the buyer pays online at the sandbox cashier, first choosing 支付失败 (payment-fail, the
// order stays 待付款), then 支付成功 (payment-success, the order awaits delivery); the seller rejects an
// offline voucher with a reason, the buyer pays offline again with a new voucher and the seller confirms
// it. Every screen here is a schema; the cashier is the sandbox provider's own page. No page may meet a CSP
// violation. Written to be extended by the full cart-to-completed journey (the helpers take any order).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encodePng } from '../../api/server/core/png';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { call } from './support/requests';
import { PHONE } from './support/constants';

const page = pagesPerTest();
const dialog = (p: Page) => p.getByRole('dialog');
const toast = (p: Page, text: string) => p.getByText(text, { exact: true }).first().waitFor();

type Row = { payNo: string; orderId: string; orderNo: string; status: string };

/** The order pay page of an order: its 支付信息 block says the order's status. */
async function openPay(p: Page, orderId: string): Promise<void> {
  await p.goto(appUrl(`/buyer/order-pay?orderId=${orderId}`));
  await p.getByText('支付信息').first().waitFor();
}
const orderStatusShown = (p: Page, status: string) => p.locator('main').getByText(status, { exact: true }).first().waitFor();

/** At the sandbox cashier: check the amount is shown, choose, and wait for the result page. */
async function atCashier(p: Page, choice: '支付成功' | '支付失败'): Promise<URL> {
  await p.waitForURL(/\/sandbox-pay\/cashier\?trade=/);
  await p.getByText('应付金额').waitFor();
  await p.getByRole('button', { name: choice }).click();
  await p.waitForURL(choice === '支付成功' ? /\/scprmall\/payment-success\?/ : /\/scprmall\/payment-fail\?/);
  return new URL(p.url());
}

describe('payment end to end', () => {
  it('the buyer pays online: a failed sandbox payment lands on payment-fail and the order stays 待付款; then success: 待发货', async () => {
    const p = await page();
    await logIn(p, PHONE.buyer);
    await p.waitForURL(/\/home\?/);
    const failed = await call<{ records: Row[] }>(p, '/scpr/payment/buyerPage', { pageNum: 1, pageSize: 10, status: '4' });
    const order = failed.records[0]!;
    expect(order.orderId).toBeTruthy();

    await openPay(p, order.orderId);
    await orderStatusShown(p, '待付款');
    await p.getByRole('button', { name: '网银支付' }).click();
    const fail = await atCashier(p, '支付失败');
    // The landing names only the tenant and the attempt's own token; the page reads the outcome with it.
    expect([...fail.searchParams.keys()].sort()).toEqual(['t', 'tntId']);
    await p.locator('main').getByText(order.orderNo).first().waitFor();
    await screenshot(p, 'payment-fail');

    await openPay(p, order.orderId);
    await orderStatusShown(p, '待付款');
    await p.getByRole('button', { name: '网银支付' }).click();
    const success = await atCashier(p, '支付成功');
    expect(success.searchParams.get('t')).toMatch(/^[0-9a-f]{32}$/);
    await p.getByRole('heading', { name: '支付成功' }).first().waitFor();
    await p.locator('main').getByText(order.orderNo).first().waitFor();
    await screenshot(p, 'payment-success');

    await openPay(p, order.orderId);
    await orderStatusShown(p, '待发货');
    const status = await call<{ orderStatus: string; payStatus: string }>(p, '/scpr/payment/status', { orderId: order.orderId });
    expect(status).toMatchObject({ orderStatus: '30', payStatus: '3' });
  });

  it('the seller rejects a voucher with a reason; the buyer pays offline with a new voucher; the seller confirms: 待发货', async () => {
    const seller = await page();
    await logIn(seller, PHONE.seller);
    await seller.waitForURL(/\/home\?/);
    const pending = await call<{ records: Row[] }>(seller, '/scpr/payment/sellerPage', { pageNum: 1, pageSize: 10, status: '2', channel: '2' });
    const first = pending.records[0]!;
    await seller.goto(appUrl('/seller/sale-order-payment'));
    const row = seller.locator('tbody tr', { hasText: first.payNo }).first();
    await row.getByRole('button', { name: '驳回' }).click();
    await dialog(seller).getByLabel('驳回原因').fill('未查到到账记录，请核对后重新提交');
    await dialog(seller).getByRole('button', { name: '确定' }).click();
    await toast(seller, '已驳回付款凭证');

    const buyer = await page();
    await logIn(buyer, PHONE.buyer);
    await buyer.waitForURL(/\/home\?/);
    await openPay(buyer, first.orderId);
    await orderStatusShown(buyer, '待付款');
    await buyer.getByRole('button', { name: '线下支付' }).click();
    await dialog(buyer).getByLabel('付款凭证').setInputFiles({ name: '转账回单.png', mimeType: 'image/png', buffer: encodePng(8, 8, new Uint8Array(8 * 8 * 3).fill(220)) });
    // The upload shows the voucher as a thumbnail (issue 14: picture cards, not file-name links).
    await dialog(buyer).getByRole('img', { name: '转账回单.png' }).waitFor();
    await dialog(buyer).getByLabel('付款说明').fill('建设银行转账，流水号 20261124001');
    await dialog(buyer).getByRole('button', { name: '提交凭证' }).click();
    await toast(buyer, '已提交付款凭证，请等待卖家确认收款');
    await orderStatusShown(buyer, '线下付款待确认');

    const again = await call<{ records: Row[] }>(seller, '/scpr/payment/sellerPage', { pageNum: 1, pageSize: 10, status: '2', channel: '2' });
    const resubmitted = again.records.find((r) => r.orderId === first.orderId)!;
    await seller.goto(appUrl('/seller/sale-order-payment'));
    const newRow = seller.locator('tbody tr', { hasText: resubmitted.payNo }).first();
    await newRow.getByRole('button', { name: '确认收款' }).click();
    await dialog(seller).getByRole('button', { name: '确定' }).click();
    await toast(seller, '已确认收款');
    await screenshot(seller, 'payment-seller-confirmed');

    await openPay(buyer, first.orderId);
    await orderStatusShown(buyer, '待发货');
  });
});
