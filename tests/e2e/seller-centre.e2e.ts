// The seller centre's QA pass (1366x768, the smallest supported screen): what the seller sees on the goods
// form in each mode, the delivery dialog of a one-line order, the goods picker of 代客下单 and the to-do
// list's heading. Nothing here changes data: the dialogs are closed without sending.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, logIn, pagesPerTest } from './support/browser';
import { PHONE } from './support/constants';

const page = pagesPerTest();

/** The goods list stays alive (hidden) behind the forms: only visible controls count. */
const buttons = (p: Page) => p.locator('.scpr-form__actions').filter({ visible: true }).getByRole('button').allTextContents();

/** An order's page once its blocks are in: progress, history and pictures arrive in their own time above
 * the action bar and move its buttons. */
async function settled(p: Page): Promise<void> {
  await p.getByRole('region', { name: '订单记录' }).locator('li').first().waitFor();
  await p.waitForFunction(() => !document.body.innerText.includes('加载中'));
  await p.waitForFunction(() => [...document.images].every((i) => i.complete));
}

describe('seller centre', () => {
  it('the goods form: 取消 and 保存 when adding (no second way back), 返回 in the view, whose inputs ask for nothing', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.seller);
    await p.goto(appUrl('/seller/commodity-manage-addCommodity'));
    await p.getByPlaceholder('如：烟台红富士苹果').waitFor();
    expect(await buttons(p)).toEqual(['取消', '保存']);

    await p.goto(appUrl('/seller/commodity-manage-commodityList'));
    await p.locator('tbody tr').filter({ visible: true }).first().getByRole('button', { name: '查看', exact: true }).click();
    await p.waitForURL(/commodity-manage-commodityDetail/);
    const name = p.getByLabel('商品名称').filter({ visible: true });
    await expect.poll(() => name.inputValue()).not.toBe('');
    const actions = await buttons(p);
    expect(actions).toContain('返回');
    expect(actions.filter((a) => a === '取消' || a === '保存')).toEqual([]);
    const placeholders = await p.locator('.scpr-form').filter({ visible: true }).locator('input.scpr-input[placeholder], textarea[placeholder]').count();
    expect(placeholders).toBe(0);
  });

  it('the delivery dialog of a one-line order has no empty 操作 column', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.seller);
    // The tab in the address: the list loads 待发货 alone (after a tab click the old tab's rows stay until
    // its answer comes).
    await p.goto(appUrl('/seller/sale-order?status=30'));
    const orders = p.locator('tbody tr').filter({ visible: true }).filter({ hasText: /\d{14}/ });
    await orders.filter({ hasText: '待发货' }).filter({ hasNotText: '已冻结' }).first().getByRole('button', { name: '查看', exact: true }).click();
    await p.waitForURL(/sale-order-detail/);
    await settled(p);
    await p.getByRole('button', { name: '发货', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: '发货' });
    const lines = dialog.getByRole('table', { name: '发货商品' });
    await lines.locator('tbody tr').first().waitFor();
    const rows = await lines.locator('tbody tr').count();
    const headers = await lines.getByRole('columnheader').allTextContents();
    // Each row can be taken out of a delivery of several lines; a single line cannot.
    expect(headers.includes('操作')).toBe(rows > 1);
    const box = await dialog.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(768);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('代客下单: the filter label of the goods picker stays on one line', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.seller);
    await p.goto(appUrl('/seller/sale-agent-order'));
    await p.getByRole('button', { name: '选择商品' }).click();
    const label = p.getByRole('dialog', { name: '选择商品规格' }).locator('.scpr-picker__filter > span', { hasText: '商品名称' });
    await label.waitFor();
    const lines = await label.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });

  it('a freight rule row refused on save keeps its controls on one line, the messages under them', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.seller);
    await p.goto(appUrl('/seller/freight-template'));
    await p.getByRole('button', { name: '添加配送地区' }).click();
    await p.getByRole('button', { name: '保存' }).click();
    await p.getByText('请选择配送地区').waitFor();
    const tops = await p.locator('.scpr-table-field tbody tr').first().locator('td').evaluateAll((cells) =>
      cells.map((td) => td.querySelector('input')).filter((i): i is HTMLInputElement => !!i).map((i) => Math.round(i.getBoundingClientRect().top)),
    );
    expect(tops.length).toBe(5);
    expect(new Set(tops).size).toBe(1);
  });

  it('the tenant admin sees the goods of a member with its own category and unit names', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.tenantAdmin);
    await p.goto(appUrl('/user/platform-commodity-manage'));
    const row = p.locator('tbody tr').filter({ visible: true }).filter({ hasText: '绿源农业科技' }).first();
    await row.getByRole('button', { name: '查看', exact: true }).click();
    await p.waitForURL(/platform-commodity-manage-detail/);
    const category = p.getByLabel('商品分类').filter({ visible: true });
    const unit = p.getByLabel('计量单位').filter({ visible: true });
    await expect.poll(() => unit.inputValue()).not.toBe('');
    expect(await category.inputValue()).not.toMatch(/^CT\d/);
  });

  it('the to-do list, a page outside the menus, is headed 待办事项', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.seller);
    await p.goto(appUrl('/todoList'));
    await p.getByRole('heading', { name: '待办事项' }).waitFor();
  });
});
