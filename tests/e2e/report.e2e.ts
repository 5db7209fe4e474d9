// The sale report in Chromium as the demo seller (issue 31 items 6-8): the summary, the chart by day (echarts,
// fetched on this route and not on the order list) and the paged orders of the last 30 days; 导出Excel starts
// the export with the list's filters, the dialog follows its progress and the .xlsx downloads, parsed back
// here: the same orders as the list.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { appUrl, logIn, pagesPerTest } from './support/browser';
import { PHONE } from './support/constants';

const page = pagesPerTest();

describe('the sale report', () => {
  it('shows the orders of the last 30 days with their chart, and its export downloads the list as .xlsx', async () => {
    const p = await page();
    const scripts: string[] = [];
    p.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    await logIn(p, PHONE.seller);
    await p.goto(appUrl('/seller/sale-order'));
    await p.locator('tbody tr td').filter({ hasText: /\d{14}/ }).first().waitFor();
    await p.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s.includes('echarts'))).toEqual([]);

    await p.goto(appUrl('/seller/sale-report'));
    const rows = p.locator('.scpr-list tbody tr').filter({ hasText: /\d{14}/ });
    await rows.first().waitFor();
    await p.locator('.scpr-chart svg').first().waitFor();
    expect(scripts.some((s) => s.includes('echarts'))).toBe(true);
    const summary = p.getByRole('region', { name: '订单汇总' });
    await expect.poll(async () => Number((await summary.getByText(/^\d+$/).first().textContent()) ?? '0')).toBeGreaterThan(0);
    const shown = await rows.locator('td').first().allTextContents();

    // The export runs as a scheduler job: on a busy machine it may take longer than playwright's 30 s default.
    const downloading = p.waitForEvent('download', { timeout: 120_000 });
    await p.getByRole('button', { name: '导出Excel' }).click();
    await p.getByRole('dialog', { name: '导出Excel' }).waitFor();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^销售订单-\d{8}\.xlsx$/);
    await p.getByRole('dialog', { name: '导出Excel' }).getByText(/导出完成，共 \d+ 条/).waitFor();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await file.path())!)) as never);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[])[1]).toBe('订单编号');
    const numbers = sheet.getColumn(1).values.slice(2).map(String);
    // The first page's orders lead the sheet, in the list's order.
    expect(numbers.slice(0, shown.length)).toEqual(shown.map((s) => s.trim()));

    // The summary follows the list's 查询: a buyer nobody is leaves no orders in either.
    await p.getByRole('button', { name: '关闭' }).first().click().catch(() => undefined);
    await p.getByPlaceholder('请输入买家名称').fill('没有这个买家');
    await p.getByRole('button', { name: '查询' }).click();
    await p.getByText('所选日期内暂无订单').waitFor();
    await expect.poll(async () => (await summary.locator('dd').nth(2).textContent())?.trim()).toBe('0');
  });
});
