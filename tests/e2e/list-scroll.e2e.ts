// Wide lists at 1366x768 (ListBody.scroll): the order lists keep their tab strip on one row and their
// cells' text within two lines, scroll sideways inside their card (never the page), and keep the 操作
// column in view with its shadow only while rows pass under it. At 1920 the same list needs no scrolling,
// and every list's 操作 column is only as wide as its buttons (the content columns take the spare width).
import { describe, expect, it } from 'vitest';
import { appUrl, logIn, pagesPerTest } from './support/browser';
import { PHONE } from './support/constants';
import { layoutBreaches, listBreaches } from './support/layout-check';

const page = pagesPerTest();

async function openOrders(p: Awaited<ReturnType<typeof page>>, path: string) {
  await p.goto(appUrl(path));
  await p.getByRole('tab', { selected: true }).first().waitFor();
  await p.locator('tbody tr td').filter({ hasText: /\d{14}/ }).first().waitFor();
  await p.waitForLoadState('networkidle');
}

describe('wide lists', () => {
  it('the seller\'s sale orders at 1366: one tab row, cells within two lines, 操作 pinned while the table scrolls', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.seller);
    await openOrders(p, '/seller/sale-order');
    expect(await listBreaches(p)).toEqual([]);
    expect(await layoutBreaches(p)).toEqual([]);
    const wrap = p.locator('.scpr-list .scpr-table-wrap');
    // The table is wider than its card: it scrolls inside the card, with the shadow at the right only.
    const sizes = await wrap.evaluate((w) => [w.scrollWidth, w.clientWidth]);
    expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    expect(await wrap.evaluate((w) => [w.hasAttribute('data-scroll-start'), w.hasAttribute('data-scroll-end')])).toEqual([false, true]);
    await wrap.evaluate((w) => {
      w.scrollLeft = w.scrollWidth;
    });
    await expect.poll(() => wrap.evaluate((w) => [w.hasAttribute('data-scroll-start'), w.hasAttribute('data-scroll-end')])).toEqual([true, false]);
    // The pinned 查看 of the first row can be clicked there.
    await p.locator('tbody tr').first().getByRole('button', { name: '查看', exact: true }).click();
    await p.waitForURL(/sale-order-detail\?/);
  });

  it('an empty wide list says so (暂无订单) in the middle of what the card shows, not of the whole table', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.seller);
    await openOrders(p, '/seller/sale-order');
    await p.getByPlaceholder('请输入订单编号').fill('99999999999999');
    await p.getByRole('button', { name: '查询', exact: true }).click();
    const empty = p.locator('.scpr-list tbody').getByText('暂无订单', { exact: true });
    await empty.waitFor();
    const wrap = p.locator('.scpr-list .scpr-table-wrap');
    // Still wider than the card with no rows (the columns keep their least widths).
    const [scrollWidth, clientWidth] = await wrap.evaluate((w) => [w.scrollWidth, w.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const middle = async () => {
      const [w, e] = await Promise.all([wrap.boundingBox(), empty.boundingBox()]);
      return Math.round(Math.abs(e!.x + e!.width / 2 - (w!.x + w!.width / 2)));
    };
    expect(await middle()).toBeLessThanOrEqual(2);
    // Scrolled to the far end, it is still there.
    await wrap.evaluate((w) => {
      w.scrollLeft = w.scrollWidth;
    });
    await expect.poll(middle).toBeLessThanOrEqual(2);
  });

  it('the buyer\'s purchase orders at 1366 and the sale orders at 1920 keep the same rules', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await logIn(p, PHONE.buyer);
    await openOrders(p, '/buyer/purchase-order');
    expect(await listBreaches(p)).toEqual([]);
    const q = await page();
    await q.setViewportSize({ width: 1920, height: 1080 });
    await logIn(q, PHONE.seller);
    await openOrders(q, '/seller/sale-order');
    expect(await listBreaches(q)).toEqual([]);
    // Wide enough: no sideways scrolling, so no shadow.
    expect(await q.locator('.scpr-list .scpr-table-wrap').evaluate((w) => w.hasAttribute('data-scroll-end'))).toBe(false);
  });

  it('at 1920 the 操作 column is as wide as its buttons and the names take the spare width: platform goods (one 查看), the goods list (selection, several actions), the to-do list (no scroll)', async () => {
    const p = await page();
    await p.setViewportSize({ width: 1920, height: 1080 });
    await logIn(p, PHONE.tenantAdmin);
    const open = async (path: string) => {
      await p.goto(appUrl(path));
      await p.locator('.scpr-list tbody td.scpr-col--actions .scpr-btn').first().waitFor();
      await p.waitForLoadState('networkidle');
    };
    const width = (label: string) => p.locator('.scpr-list thead th').filter({ hasText: new RegExp(`^${label}`) }).evaluate((th) => th.getBoundingClientRect().width);
    await open('/seller/platform-commodity-manage');
    expect(await listBreaches(p)).toEqual([]);
    expect(await layoutBreaches(p)).toEqual([]);
    // 商品名称 is declared 240 px wide: it grows from there; the price keeps its 120 px.
    expect(await width('商品名称')).toBeGreaterThan(400);
    expect(Math.round(await width('价格'))).toBe(120);
    await open('/todoList');
    expect(await listBreaches(p)).toEqual([]);
    const q = await page();
    await q.setViewportSize({ width: 1920, height: 1080 });
    await logIn(q, PHONE.seller);
    await q.goto(appUrl('/seller/commodity-manage-commodityList'));
    await q.locator('.scpr-list tbody td.scpr-col--actions .scpr-btn').first().waitFor();
    await q.waitForLoadState('networkidle');
    expect(await listBreaches(q)).toEqual([]);
    expect(await layoutBreaches(q)).toEqual([]);
  });
});
