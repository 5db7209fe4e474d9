// Order scores in a real browser (issue 31 item 4), as the demo buyer (丰收农产品采购, 13800000003): on a
// completed order's details the buyer scores a line that has no score yet (评价: stars and text), then the
// goods' product details show the review and the average the server computes. Calls are made directly only
// to find such a line and to read the expected average back.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appUrl, logIn, pagesPerTest, settled } from './support/browser';
import { call } from './support/requests';
import { PHONE } from './support/constants';

const page = pagesPerTest();
const JOURNEY_MS = 240_000;

interface Line { orderId: string; lineNo: number; itemId: string; itemNm: string; actions: string[] }

describe('order scores', () => {
  it('the buyer scores a completed order line; the product details show the review and the average', { timeout: JOURNEY_MS }, async () => {
    const p = await page();
    await logIn(p, PHONE.buyer);
    await p.waitForURL(/\/home\?/);
    const orders = await call<{ records: { orderId: string }[] }>(p, '/scpr/indent/indent/v2/buyerPage', { pageNum: 1, pageSize: 100, status: '50' });
    let line: Line | undefined;
    for (const o of orders.records) {
      const lines = await call<Line[]>(p, '/scpr/item/cst/orderItemScore/orderLines', { orderId: o.orderId });
      line = lines.find((l) => l.actions.includes('score'));
      if (line) break;
    }
    expect(line, 'a completed order line left to score (the demo leaves the agent order)').toBeTruthy();
    const text = `果子很甜，包装完好${randomBytes(3).toString('hex')}`;

    await p.goto(appUrl(`/buyer/purchase-order-detail?orderId=${line!.orderId}`));
    await settled(p);
    const scores = p.getByRole('region', { name: '商品评价' });
    const row = scores.locator('tbody tr').filter({ hasText: line!.itemNm }).first();
    await row.getByRole('button', { name: '评价' }).click();
    const dialog = p.getByRole('dialog', { name: '评价商品' });
    await dialog.getByText('4星 满意', { exact: true }).click();
    await dialog.getByLabel('评价内容').fill(text);
    await dialog.getByRole('button', { name: '提交评价' }).click();
    await p.getByText('评价成功', { exact: true }).first().waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain(text);

    const summary = await call<{ average: string; count: number }>(p, '/scpr/item/cst/orderItemScore/itemSummary', { itemId: line!.itemId });
    expect(summary.count).toBeGreaterThan(0);
    await p.goto(appUrl(`/shopping/product-details?itemId=${line!.itemId}`));
    await p.getByText(text).first().waitFor();
    const shown = p.getByRole('region', { name: '商品评价' }).first();
    await expect.poll(async () => (await shown.textContent()) ?? '').toContain(summary.average);
  });
});
