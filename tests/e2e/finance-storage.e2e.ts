// Financial services and platform storage in Chromium against the real server (issue 33 item 4): the demo
// buyer opens 金融服务 > 金融产品 on the left of the header and lands on /finance (an app page, opened in
// place, the menu lit), filters the products, opens one; the home tile leads there too. The tenant admin
// opens 平台仓储 (/user/platform-storage), filters the warehouses, reads a detail with its status record,
// suspends a warehouse with a reason and resumes it (leaving it as it was). Both pages at 1366 and 1920 px.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { call } from './support/requests';
import { PHONE } from './support/constants';
import { chooseOption } from './support/select';

const page = pagesPerTest();
const dialog = (p: Page) => p.getByRole('dialog');
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

const WAREHOUSE = '西安猕猴桃气调库';

/** Resumes the warehouse through the API if it is still suspended (status 2). */
async function resume(p: Page, name: string): Promise<void> {
  const found = await call<{ records: { warehouseId: string; warehouseName: string; status: string }[] }>(p, '/scpr/wms/warehouse/page', { pageNum: 1, pageSize: 50, keyword: name });
  for (const w of found.records.filter((x) => x.warehouseName === name && x.status === '2')) {
    await call(p, '/scpr/wms/warehouse/changeStatus', { warehouseId: w.warehouseId, status: '1' });
  }
}

describe('financial services (/finance)', () => {
  it('金融服务 > 金融产品 in the header opens the finance page in place; filters and a detail work', async () => {
    const p = await page();
    await logIn(p, PHONE.buyer);
    await p.waitForURL(/\/home\?/);
    const main = p.getByRole('navigation', { name: '主菜单' });
    await main.getByRole('button', { name: '金融服务' }).click();
    await main.getByRole('menuitem', { name: '金融产品' }).click();
    await p.waitForURL(/\/scprmall\/finance/);
    await p.locator('tbody tr', { hasText: '惠农订单贷' }).first().waitFor();
    await p.locator('tbody tr', { hasText: '中国农业银行' }).first().waitFor();
    // The menu that opened it is the lit one.
    expect(await main.locator('li.scpr-menu-item--active').first().textContent()).toContain('金融服务');
    for (const size of SIZES) {
      await p.setViewportSize(size);
      await screenshot(p, `finance-${size.width}`);
    }

    await chooseOption(p.getByLabel('产品类型'), '农业保险');
    await p.getByRole('button', { name: '查询' }).first().click();
    await p.locator('tbody tr', { hasText: '农产品仓储财产险' }).first().waitFor();
    // The old rows stay until the filtered answer comes: wait for that answer itself.
    await expect.poll(() => p.locator('tbody tr', { hasText: '惠农订单贷' }).count()).toBe(0);
    await p.locator('tbody tr', { hasText: '苹果种植收入保险' }).first().getByRole('button', { name: '详情' }).click();
    const drawer = dialog(p);
    await drawer.getByText('连片种植10亩以上的苹果种植户或合作社。').waitFor();
    await drawer.getByText('95585').waitFor();
    await screenshot(p, 'finance-detail');
  });

  it('the home tile 金融服务 leads to the same page', async () => {
    const p = await page();
    await logIn(p, PHONE.buyer);
    await p.waitForURL(/\/home\?/);
    await p.getByRole('main').getByText('金融服务', { exact: true }).first().click();
    await p.waitForURL(/\/scprmall\/finance/);
    await p.locator('tbody tr', { hasText: '惠农订单贷' }).first().waitFor();
  });
});

describe('platform storage (/user/platform-storage)', () => {
  it('the tenant admin filters the warehouses, reads a detail, suspends one with a reason and resumes it', async () => {
    const p = await page();
    await logIn(p, PHONE.tenantAdmin);
    await p.waitForURL(/\/home\?/);
    await p.goto(appUrl('/user/platform-storage'));
    await p.locator('tbody tr', { hasText: '烟台苹果冷链中心库' }).first().waitFor();
    await p.locator('tbody tr', { hasText: '0535-5212018' }).first().waitFor();
    for (const size of SIZES) {
      await p.setViewportSize(size);
      await screenshot(p, `platform-storage-${size.width}`);
    }

    // 状态 is among the filters folded under 展开 at this width.
    await p.getByRole('button', { name: '展开' }).first().click();
    await chooseOption(p.getByLabel('状态'), '已停用');
    await p.getByRole('button', { name: '查询' }).first().click();
    const closed = p.locator('tbody tr', { hasText: '昆明斗南花卉冷库' }).first();
    await closed.waitFor();
    // The closed one may already be on the unfiltered first page: wait for the filtered answer itself.
    await expect.poll(() => p.locator('tbody tr', { hasText: '烟台苹果冷链中心库' }).count()).toBe(0);
    await closed.getByRole('button', { name: '详情' }).click();
    const drawer = dialog(p);
    await drawer.getByText('租约到期，仓库已迁出').waitFor();
    await screenshot(p, 'platform-storage-detail');
    await p.keyboard.press('Escape');

    await p.goto(appUrl('/user/platform-storage'));
    const row = p.locator('tbody tr', { hasText: WAREHOUSE }).first();
    await row.getByRole('button', { name: '暂停入库' }).click();
    await dialog(p).getByLabel('暂停入库原因').fill('冷机年检');
    // From 确定 on the warehouse may be suspended; the run shares the server, so a test stopped before
    // resuming it puts it back through the API.
    let resumed = false;
    try {
      await dialog(p).getByRole('button', { name: '确定' }).click();
      await p.getByText('已暂停入库', { exact: true }).first().waitFor();
      await row.getByRole('button', { name: '恢复运营' }).click();
      await dialog(p).getByRole('button', { name: '确定' }).click();
      await p.getByText('已恢复运营', { exact: true }).first().waitFor();
      await row.getByRole('button', { name: '暂停入库' }).waitFor();
      resumed = true;
    } finally {
      if (!resumed) await resume(p, WAREHOUSE);
    }
  });
});
