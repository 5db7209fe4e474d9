// Coupons in Chromium (issue 31 item 3): the seller creates a coupon in 新建优惠券; the buyer takes it on a
// goods' details (领券 · 立即领取), buys the goods at once, chooses that coupon on the order form (the
// discount in the totals), places the order; the seller agrees; the buyer pays at the sandbox cashier
// and pays the goods and freight less the coupon: the amount paid is asserted. A coupon that has not
// started is edited: its goods picked by name in the searchable, paged picker, 编辑 shown only while 未开始,
// the add form reused in edit mode with what was saved.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { call } from './support/requests';
import { PHONE } from './support/constants';

const page = pagesPerTest();
const toast = (p: Page, text: string) => p.getByText(text, { exact: true }).first().waitFor();
const CHINA = 8 * 3_600_000;
const dayOf = (ms: number) => new Date(ms + CHINA).toISOString().slice(0, 10);
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

describe('coupons end to end', () => {
  it('created by the seller, taken on product details, used at checkout: the buyer pays less', async () => {
    const name = `E2E立减${randomBytes(2).toString('hex')}`;
    const seller = await page();
    await logIn(seller, PHONE.seller);
    await seller.waitForURL(/\/home\?/);
    await seller.goto(appUrl('/seller/coupon-add'));
    await seller.getByLabel('优惠券名称').fill(name);
    await seller.getByLabel('优惠金额（元）').fill('66');
    await seller.getByLabel('开始日期').fill(dayOf(Date.now()));
    await seller.getByLabel('结束日期').fill(dayOf(Date.now() + 10 * 86_400_000));
    await seller.getByLabel('发放总量（张）').fill('5');
    await screenshot(seller, 'coupon-add');
    await seller.getByRole('button', { name: '创建优惠券' }).click();
    await toast(seller, '优惠券已创建');
    await seller.waitForURL(/\/seller\/coupon-list/);
    await seller.locator('tbody tr', { hasText: name }).first().getByText('进行中').waitFor();
    await screenshot(seller, 'coupon-list');

    // A goods of the seller whose one piece costs more than the coupon takes off.
    const buyer = await page();
    await logIn(buyer, PHONE.buyer);
    await buyer.waitForURL(/\/home\?/);
    const found = await call<{ records: { itemId: string; itemNm: string; minPrice: string }[] }>(buyer, '/scpr/item/front/search', { pageNum: 1, pageSize: 50, companyId: 'C001' });
    const goods = found.records.find((g) => fen(g.minPrice) > 10_000)!;
    expect(goods, 'a goods of 绿源 above 100 yuan').toBeTruthy();
    await buyer.goto(appUrl(`/shopping/product-details?itemId=${goods.itemId}`));
    const tile = buyer.locator('.scpr-card', { hasText: name });
    await tile.getByRole('button', { name: '立即领取' }).click();
    await toast(buyer, '领取成功');
    await tile.getByRole('button', { name: '已领取' }).waitFor();
    await screenshot(buyer, 'coupon-product-details');
    await buyer.getByRole('button', { name: '立即购买' }).click();
    await buyer.waitForURL(/\/shopping\/generate-order\?/);
    await buyer.getByText('提交订单').first().waitFor();
    const coupons = buyer.getByRole('radiogroup', { name: '优惠券' });
    await coupons.getByRole('radio', { name: new RegExp(name) }).check();
    // The best coupon is chosen already (it takes most off): its wording says what this order saves.
    await expect.poll(() => coupons.getByRole('radio', { name: new RegExp(name), checked: true }).count()).toBe(1);
    await buyer.getByText(/本单减66\.00元/).first().waitFor();
    await screenshot(buyer, 'coupon-generate-order');
    await buyer.getByRole('button', { name: '提交订单' }).click();
    await toast(buyer, '下单成功，等待卖家确认');
    await buyer.waitForURL(/\/buyer\/purchase-order/);

    const orders = await call<{ records: { orderId: string; orderNo: string }[] }>(buyer, '/scpr/indent/indent/v2/buyerPage', { pageNum: 1, pageSize: 5, goodsName: goods.itemNm });
    const order = orders.records[0]!;
    const placed = await call<{ goodsAmount: string; freightAmount: string; discountAmount: string; payableAmount: string }>(buyer, '/scpr/indent/indent/v2/buyerDetail', { orderId: order.orderId });
    expect(placed.discountAmount).toBe('66.00');
    const expected = fen(placed.goodsAmount) + fen(placed.freightAmount) - 6600;
    expect(fen(placed.payableAmount)).toBe(expected);
    const mine = await call<{ records: { couponNm: string; status: string; orderNo: string }[] }>(buyer, '/scpr/indent/coupon/received', { pageNum: 1, pageSize: 50, status: '2' });
    expect(mine.records.find((r) => r.couponNm === name)).toMatchObject({ status: '2', orderNo: order.orderNo });

    // The seller agrees; the buyer pays at the sandbox cashier: what is asked and paid is less the coupon.
    await call(seller, '/scpr/indent/indent/v2/agree', { orderId: order.orderId });
    await buyer.goto(appUrl(`/buyer/order-pay?orderId=${order.orderId}`));
    await buyer.getByText('支付信息').first().waitFor();
    await buyer.getByRole('button', { name: '网银支付' }).click();
    await buyer.waitForURL(/\/sandbox-pay\/cashier\?trade=/);
    await buyer.getByText('应付金额').waitFor();
    await buyer.getByText(placed.payableAmount).first().waitFor();
    await buyer.getByRole('button', { name: '支付成功' }).click();
    await buyer.waitForURL(/\/scprmall\/payment-success\?/);
    const paid = await call<{ paidAmount: string; status: string }>(buyer, '/scpr/indent/indent/v2/buyerDetail', { orderId: order.orderId });
    expect([paid.status, fen(paid.paidAmount)]).toEqual(['30', expected]);
  }, 300_000);

  it('edited before it starts: goods picked by search, 编辑 only while 未开始, the add form reused with what was saved', async () => {
    const name = `E2E待开始${randomBytes(2).toString('hex')}`;
    const seller = await page();
    await logIn(seller, PHONE.seller);
    await seller.waitForURL(/\/home\?/);
    // A goods far down the seller's list (not among the first 20 a plain select would offer).
    const all = await call<{ records: { itemId: string; itemNm: string }[]; total: number }>(seller, '/scpr/item/item/page', { pageNum: 1, pageSize: 100, status: '1' });
    expect(all.total, 'the seller has more on-shelf goods than one picker page').toBeGreaterThan(20);
    const target = all.records[all.records.length - 1]!;
    await seller.goto(appUrl('/seller/coupon-add'));
    await seller.getByLabel('优惠券名称').fill(name);
    await seller.getByLabel('优惠金额（元）').fill('8');
    await seller.getByLabel('开始日期').fill(dayOf(Date.now() + 3 * 86_400_000));
    await seller.getByLabel('结束日期').fill(dayOf(Date.now() + 12 * 86_400_000));
    await seller.getByLabel('发放总量（张）').fill('20');
    await seller.getByRole('radio', { name: '指定商品' }).check();
    await seller.getByRole('button', { name: '选择商品' }).click();
    const dialog = seller.getByRole('dialog');
    await dialog.getByLabel('商品名称').fill(target.itemNm);
    await dialog.getByRole('button', { name: '查询' }).click();
    const hit = dialog.locator('tbody tr', { hasText: target.itemNm }).first();
    await hit.getByRole('checkbox').check();
    await screenshot(seller, 'coupon-goods-picker');
    await dialog.getByRole('button', { name: '确定' }).click();
    await seller.locator('.scpr-subtable', { hasText: target.itemNm }).waitFor();
    await seller.getByRole('button', { name: '创建优惠券' }).click();
    await toast(seller, '优惠券已创建');
    await seller.waitForURL(/\/seller\/coupon-list/);
    const row = seller.locator('tbody tr', { hasText: name }).first();
    await row.getByText('未开始').waitFor();
    // 编辑 only while 未开始: a running coupon's row has none.
    const running = seller.locator('tbody tr', { hasText: '进行中' }).first();
    await running.waitFor();
    expect(await running.getByRole('button', { name: '编辑' }).count()).toBe(0);
    await row.getByRole('button', { name: '编辑' }).click();
    await seller.waitForURL(/\/seller\/coupon-edit\?couponId=/);
    // The list stays alive behind (its own 优惠券名称 filter): the form's field by its name.
    const nameField = seller.locator('input[name="couponNm"]');
    await expect.poll(() => nameField.inputValue()).toBe(name);
    await seller.locator('.scpr-subtable', { hasText: target.itemNm }).waitFor();
    // The edit form at the two widths every new screen is looked at.
    for (const width of [1366, 1920]) {
      await seller.setViewportSize({ width, height: 900 });
      await screenshot(seller, `coupon-edit-${width}`);
    }
    await seller.setViewportSize({ width: 1440, height: 900 });
    await nameField.fill(`${name}改`);
    await seller.getByLabel('优惠金额（元）').fill('12');
    await seller.getByRole('button', { name: '保存修改' }).click();
    await toast(seller, '优惠券已修改');
    await seller.waitForURL(/\/seller\/coupon-detail\?couponId=/);
    await seller.getByText(`${name}改`).first().waitFor();
    await seller.getByText('编辑优惠券', { exact: true }).first().waitFor();
    const couponId = new URL(seller.url()).searchParams.get('couponId')!;
    const saved = await call<{ couponNm: string; ruleText: string; scopeIds: string[]; status: string; actions: string[] }>(seller, '/scpr/indent/coupon/detail', { couponId });
    expect(saved).toMatchObject({ couponNm: `${name}改`, ruleText: '无门槛减12.00', scopeIds: [target.itemId], status: '1', actions: ['edit', 'close'] });
    // Closed, it leaves the seller's data as the other files expect (no coupon waiting to start).
    await call(seller, '/scpr/indent/coupon/close', { couponId, reason: 'E2E 结束' });
  }, 300_000);
});
