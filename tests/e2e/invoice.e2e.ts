// Invoices in a real browser (issue 31 items 2 and 8): on a paid demo order the buyer applies from the
// order details (申请开票: the dialog filled with the invoiceable amount), the seller agrees in 开票申请审核
// with the invoice's number and an uploaded file, and the buyer reads the result on the order. Every
// screen here is a schema.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encodePng } from '../../api/server/core/png';
import { creditCodeCheckChar } from '../../engine/validation';
import { appUrl, logIn, pagesPerTest, screenshot, settled } from './support/browser';
import { call } from './support/requests';
import { PHONE } from './support/constants';

const page = pagesPerTest();
const dialog = (p: Page) => p.getByRole('dialog');
const toast = (p: Page, text: string) => p.getByText(text, { exact: true }).first().waitFor();

const TAX_NO = '91330100MA2C00002' + creditCodeCheckChar('91330100MA2C00002');

describe('invoice end to end', () => {
  it('the buyer applies on a paid order, the seller agrees with number and file, the buyer sees 已开票 on the order', async () => {
    const buyer = await page();
    await logIn(buyer, PHONE.buyer);
    await buyer.waitForURL(/\/home\?/);
    // A paid demo order nobody has applied for yet (the demo invoices use other orders).
    const orders = await call<{ records: { orderId: string; orderNo: string }[] }>(buyer, '/scpr/indent/indent/v2/buyerPage', { pageNum: 1, pageSize: 10, status: '35' });
    const order = orders.records[0]!;
    await buyer.goto(appUrl(`/buyer/purchase-order-detail?orderId=${order.orderId}`));
    await settled(buyer);
    await buyer.getByRole('button', { name: '申请开票' }).click();
    const form = dialog(buyer);
    await expect.poll(() => form.getByLabel('开票金额（元）').inputValue()).not.toBe('');
    const amount = await form.getByLabel('开票金额（元）').inputValue();
    await form.getByLabel('增值税专用发票').check();
    await form.getByLabel('发票抬头').fill('丰收农产品采购有限公司');
    await form.getByLabel('纳税人识别号').fill(TAX_NO);
    await form.getByRole('button', { name: '提交申请' }).click();
    await toast(buyer, '已提交开票申请');
    const mine = await call<{ records: { applyNo: string; orderIds: string[]; amount: string; status: string }[] }>(buyer, '/scpr/indent/ccbInvoice/buyerPage', { pageNum: 1, pageSize: 10, status: '1' });
    const applied = mine.records.find((r) => r.orderIds.includes(order.orderId))!;
    expect(applied.amount).toBe(amount);

    const seller = await page();
    await logIn(seller, PHONE.seller);
    await seller.waitForURL(/\/home\?/);
    await seller.goto(appUrl('/seller/sale-invoice-audit'));
    const row = seller.locator('tbody tr', { hasText: applied.applyNo }).first();
    await row.getByRole('button', { name: '同意开票' }).click();
    await dialog(seller).getByLabel('发票号码').fill('26370088');
    await dialog(seller).getByLabel('发票文件').setInputFiles({ name: '发票.png', mimeType: 'image/png', buffer: encodePng(8, 8, new Uint8Array(8 * 8 * 3).fill(200)) });
    await dialog(seller).getByRole('img', { name: '发票.png' }).waitFor();
    await dialog(seller).getByRole('button', { name: '确定' }).click();
    await toast(seller, '已开票');
    await screenshot(seller, 'invoice-seller-agreed');

    await buyer.goto(appUrl(`/buyer/purchase-order-detail?orderId=${order.orderId}`));
    const invoices = buyer.locator('tbody tr', { hasText: applied.applyNo }).first();
    await invoices.getByText('已开票').waitFor();
    await invoices.getByText('26370088').waitFor();
    await screenshot(buyer, 'invoice-buyer-result');
  });
});
