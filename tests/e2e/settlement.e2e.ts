// Shop settlements in a real browser (issue 31 item 5), as the demo accounts: the shop (绿源农业科技,
// 13800000002) applies to settle its demo order left unsettled from 店铺订单; the platform (13800000001) finds
// the bill in 结算单, approves it and pays it on 结算单付款 with a bank transfer serial number: 已结算, and the
// payout is listed in 结算付款记录. Screens are captured at 1366 and 1920 px wide.
import { randomBytes } from 'node:crypto';
import { describe, it } from 'vitest';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { PHONE } from './support/constants';

const page = pagesPerTest();
const JOURNEY_MS = 300_000;

describe('shop settlements', () => {
  it('the shop applies, the platform approves and pays; the payout is listed', { timeout: JOURNEY_MS }, async () => {
    const shop = await page();
    await shop.setViewportSize({ width: 1366, height: 900 });
    await logIn(shop, PHONE.seller);
    await shop.goto(appUrl('/user/shop-order?settleStatus=1'));
    const row = shop.locator('tbody tr').filter({ has: shop.getByRole('button', { name: '申请结算' }) }).first();
    await row.waitFor();
    await screenshot(shop, 'settlement-shop-order-1366');
    const orderNo = ((await row.locator('td').first().textContent()) ?? '').trim();
    await row.getByRole('button', { name: '申请结算' }).click();
    await shop.getByRole('button', { name: '确定' }).click();
    await shop.getByText('已提交结算申请，等待平台审核', { exact: true }).first().waitFor();

    const platform = await page();
    await platform.setViewportSize({ width: 1920, height: 1080 });
    await logIn(platform, PHONE.tenantAdmin);
    await platform.goto(appUrl('/user/shop-order-settlement?status=10'));
    const bill = platform.locator('tbody tr').filter({ has: platform.getByRole('button', { name: '审核通过' }) }).first();
    await bill.waitFor();
    await screenshot(platform, 'settlement-bills-1920');
    await bill.getByRole('link').first().click();
    await platform.getByText(orderNo).first().waitFor();
    await platform.locator('main').getByRole('button', { name: '审核通过', exact: true }).last().click();
    await platform.getByRole('button', { name: '确定' }).click();
    await platform.getByText('已审核通过，等待付款', { exact: true }).first().waitFor();
    const transferNo = `CCB${randomBytes(5).toString('hex').toUpperCase()}`;
    await platform.locator('main').getByRole('button', { name: '结算付款', exact: true }).last().click();
    const dialog = platform.getByRole('dialog', { name: '银行转账流水号' });
    await dialog.getByLabel(/银行转账流水号/).fill(transferNo);
    await dialog.getByRole('button', { name: '确定' }).click();
    await platform.getByText('已登记付款，结算完成', { exact: true }).first().waitFor();
    await platform.getByText(transferNo).first().waitFor();
    await screenshot(platform, 'settlement-paid-1920');

    await platform.setViewportSize({ width: 1366, height: 900 });
    await platform.goto(appUrl('/user/pay-history'));
    await platform.getByText(transferNo).first().waitFor();
    await screenshot(platform, 'settlement-pay-history-1366');
  });
});
