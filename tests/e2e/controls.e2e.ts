// engine/ui's popover controls in real Chromium (issue 14): the select is a combobox the keyboard drives
// (ArrowDown opens, arrows move, Enter chooses, Escape closes without leaving the field), and the range
// picker fills both ends from spec 9's presets. The shots
// (at 1366 x 768, the list open; .artifacts/e2e/controls-*) are the ones docs/design-system.md shows
// (docs/img/goods-list-select-1366.png, order-range-1366.png).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { PHONE } from './support/constants';

const page = pagesPerTest();

describe('select and date range in Chromium', () => {
  it('the goods list status filter is chosen with the keyboard alone', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.seller);
    await p.goto(appUrl('/seller/commodity-manage-commodityList'));
    const status = p.getByRole('combobox', { name: '状态' }).filter({ visible: true });
    await status.focus();
    await p.keyboard.press('ArrowDown');
    const list = p.getByRole('listbox');
    await list.waitFor();
    const labels = await list.getByRole('option').allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    await screenshot(p, 'controls-select-open-1366');
    await p.keyboard.press('ArrowDown');
    const active = await status.getAttribute('aria-activedescendant');
    const activeText = await p.locator(`[id="${active}"]`).textContent();
    await p.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    expect(await status.inputValue()).toBe(activeText);
    // Escape closes an open list and focus stays in the field.
    await p.keyboard.press('ArrowDown');
    await list.waitFor();
    await p.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await status.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('a form select is chosen with a mouse click; the field keeps the focus; a press outside closes the list', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.seller);
    await p.goto(appUrl('/seller/sale-agent-order'));
    // 付款方式: a short list (no search box), where a press once closed the list before its click.
    const payType = p.getByRole('combobox', { name: '付款方式' }).filter({ visible: true });
    await payType.click();
    const list = p.locator(`[id="${await payType.getAttribute('aria-controls')}"]`);
    const option = list.getByRole('option').nth(1);
    const label = await option.textContent();
    await option.click();
    await list.waitFor({ state: 'detached' });
    expect(await payType.inputValue()).toBe(label);
    expect(await payType.evaluate((el) => el === document.activeElement)).toBe(true);
    // Open again, press the section's title beside it: closed, the value kept.
    await payType.click();
    await list.waitFor();
    await p.locator('.scpr-section__title').filter({ visible: true }).first().click();
    await list.waitFor({ state: 'detached' });
    expect(await payType.inputValue()).toBe(label);
  });

  it('the order list date range takes 本月 into both ends and the list answers anew', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.seller);
    await p.goto(appUrl('/seller/sale-order'));
    // The date range is the fourth filter: folded until 展开.
    const filters = p.getByRole('search', { name: '筛选' }).filter({ visible: true });
    await filters.getByRole('button', { name: '展开' }).click();
    const start = p.getByRole('textbox', { name: '下单日期开始' }).filter({ visible: true });
    await start.click();
    const presets = p.getByRole('list', { name: '快捷选择' });
    await presets.getByRole('button', { name: '本年' }).waitFor();
    expect(await presets.getByRole('button').allTextContents()).toEqual(['昨天', '本周', '本月', '本年']);
    await screenshot(p, 'controls-range-open-1366');
    await presets.getByRole('button', { name: '本月' }).click();
    const today = dayjs();
    const from = today.startOf('month').format('YYYY-MM-DD');
    const to = today.endOf('month').format('YYYY-MM-DD');
    expect(await start.inputValue()).toBe(from);
    expect(await p.getByRole('textbox', { name: '下单日期结束' }).filter({ visible: true }).inputValue()).toBe(to);
    // The payload of the two params is pinned by tests/engine/list.test.tsx; here the list answers anew.
    await filters.getByRole('button', { name: '查询' }).click();
    await p.locator('.scpr-list[aria-busy="false"]').filter({ visible: true }).first().waitFor();
  });

  it('a yes/no form field is a switch that Space and Enter turn on and off', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.buyer);
    await p.goto(appUrl('/buyer/my-address'));
    await p.getByRole('button', { name: '新增收货地址' }).filter({ visible: true }).click();
    const sw = p.getByRole('dialog').getByRole('switch', { name: '默认地址' });
    await sw.waitFor();
    expect(await sw.getAttribute('aria-checked')).toBe('false');
    await sw.focus();
    await p.keyboard.press('Space');
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
    await p.keyboard.press('Enter');
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('false');
    await screenshot(p, 'controls-switch-1366');
  });
});
