// What the buyer sees, checked in Chromium at 1366 and 1920 px (a QA pass over the storefront and the
// buyer centre): product details show a large gallery beside the goods summary and the SKU picker, and a detail's actions
// sit apart from its content; header links are not underlined and the buyer centre lights 商城; the
// purchase order list keeps every cell on one line; goods cards take more columns on a wide screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, logIn, pagesPerTest } from './support/browser';
import { PHONE } from './support/constants';
import { listBreaches } from './support/layout-check';

const page = pagesPerTest();
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

async function buyer(): Promise<Page> {
  const p = await page();
  await logIn(p, PHONE.buyer);
  return p;
}

describe('the buyer storefront and centre', () => {
  it('product details: the gallery on the left, the goods summary and the SKU picker (cards alike) stacked beside it', async () => {
    const p = await buyer();
    await p.goto(appUrl(`/shopping/shopping-mall-search?keyword=${encodeURIComponent('小米')}`));
    await p.locator('a.scpr-card__main').first().click();
    await p.waitForURL(/\/shopping\/product-details\?/);
    await p.getByRole('button', { name: '加入购物车' }).waitFor();
    await p.locator('.scpr-gallery__main img').waitFor();
    for (const viewport of VIEWPORTS) {
      await p.setViewportSize(viewport);
      const boxes = await p.evaluate(() => {
        const card = (el: Element | null) => {
          const r = el!.getBoundingClientRect();
          const s = getComputedStyle(el!);
          return { top: Math.round(r.top), left: Math.round(r.left), right: Math.round(r.right), bottom: Math.round(r.bottom), background: s.backgroundColor, radius: s.borderTopLeftRadius };
        };
        const [gallery, summary] = [...document.querySelectorAll('.scpr-detail')];
        return { gallery: card(gallery!), summary: card(summary!), picker: card(document.querySelector('.scpr-sku-picker')) };
      });
      const at = `${viewport.width}px`;
      expect(boxes.gallery.top, at).toBe(boxes.summary.top);
      expect(boxes.gallery.right, at).toBeLessThan(boxes.summary.left);
      expect(boxes.picker.left, at).toBe(boxes.summary.left);
      expect(boxes.picker.top, at).toBeGreaterThanOrEqual(boxes.summary.bottom);
      expect(boxes.picker.background, at).toBe(boxes.summary.background);
      expect(boxes.picker.radius, at).toBe(boxes.summary.radius);
    }
    // The detail's actions (返回, 继续逛逛, 去购物车) close their card: space above them, none added below.
    const bar = await p.evaluate(() => {
      const s = getComputedStyle(document.querySelector('.scpr-detail > .scpr-toolbar:last-child')!);
      return { top: s.marginTop, bottom: s.marginBottom };
    });
    expect(bar).toEqual({ top: '16px', bottom: '0px' });
  });

  it('product details: a large main picture (at least 300 px at 1366) that a click on a thumbnail changes', async () => {
    const p = await buyer();
    await p.setViewportSize(VIEWPORTS[0]);
    await p.goto(appUrl(`/shopping/shopping-mall-search?keyword=${encodeURIComponent('小米')}`));
    await p.locator('a.scpr-card__main').first().click();
    await p.waitForURL(/\/shopping\/product-details\?/);
    const main = p.getByRole('button', { name: /^查看大图：/ });
    await main.locator('img').waitFor();
    const box = await main.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(300);
    expect(Math.abs(box!.width - box!.height)).toBeLessThanOrEqual(1);
    const before = await main.locator('img').getAttribute('src');
    await p.getByRole('button', { name: '第2张' }).click();
    await expect.poll(() => main.locator('img').getAttribute('src')).not.toBe(before);
    expect(await p.getByRole('button', { name: '第2张' }).getAttribute('aria-current')).toBe('true');
    await main.click();
    await p.getByRole('dialog').getByText(/^2 \/ \d+$/).waitFor();
  });

  it('goods cards fill a wide row with more columns instead of stretching their pictures (4 a row at 1366, 6 at 1920)', async () => {
    const p = await buyer();
    await p.goto(appUrl('/shopping/shopping-mall-search'));
    await p.locator('.scpr-card__image').first().waitFor();
    const columns = [];
    for (const viewport of VIEWPORTS) {
      await p.setViewportSize(viewport);
      columns.push(await p.evaluate(() => getComputedStyle(document.querySelector('.scpr-cards__grid')!).gridTemplateColumns.split(' ').length));
    }
    expect(columns).toEqual([4, 6]);
  });

  it('the header: links are not underlined; in the buyer centre 商城 (which holds it) is the active entry', async () => {
    const p = await buyer();
    await p.goto(appUrl('/buyer/my-address'));
    await p.getByRole('button', { name: '新增收货地址' }).waitFor();
    const header = await p.evaluate(() => ({
      underlined: [...document.querySelectorAll('.scpr-header a')].filter((a) => getComputedStyle(a).textDecorationLine !== 'none').map((a) => a.textContent),
      active: [...document.querySelectorAll('.scpr-header .scpr-menu-item--active')].map((li) => li.textContent),
    }));
    expect(header).toEqual({ underlined: [], active: ['商城'] });
  });

  it('the purchase order list keeps each cell on one line (long goods and seller names are cut with …)', async () => {
    const p = await buyer();
    for (const viewport of VIEWPORTS) {
      await p.setViewportSize(viewport);
      await p.goto(appUrl('/buyer/purchase-order'));
      await p.locator('tbody tr td').filter({ hasText: /\d{14}/ }).first().waitFor();
      await p.waitForLoadState('networkidle');
      expect(await listBreaches(p, 1), `${viewport.width}px`).toEqual([]);
    }
  });
});
