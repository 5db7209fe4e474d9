// The key screens of the visual and accessibility checks (issue 14). Adding a screen is one line: a name,
// who sees it, and how to open it (a path, or steps) until it is ready. Data: the demo seed, filtered to
// goods no other e2e file changes; dates are masked (the seed dates its rows from the first start).
import type { Locator, Page } from 'playwright-core';
import { appUrl } from './browser';
import { PHONE } from './constants';

export interface KeyScreen {
  name: string;
  /** Logged in as this phone; none: a guest. */
  user?: string;
  /** Opens the screen and resolves when it is ready. */
  open: (p: Page) => Promise<void>;
}

/** Seeded goods of the seller that no other e2e file edits. */
const KEYWORD = '小米';

const goTo = (path: string, ready: (p: Page) => Locator) => async (p: Page) => {
  await p.goto(appUrl(path));
  await ready(p).first().waitFor();
};

export const KEY_SCREENS: readonly KeyScreen[] = [
  { name: 'login', open: goTo('/login', (p) => p.getByRole('button', { name: '登录', exact: true })) },
  { name: 'home', user: PHONE.seller, open: goTo('/home', (p) => p.getByRole('heading', { name: /^欢迎使用/ })) },
  { name: 'goods-list', user: PHONE.seller, open: goodsList },
  { name: 'goods-form', user: PHONE.seller, open: goTo('/seller/commodity-manage-addCommodity', (p) => p.getByPlaceholder('如：烟台红富士苹果')) },
  { name: 'mall-search', user: PHONE.seller, open: goTo(`/shopping/shopping-mall-search?keyword=${encodeURIComponent(KEYWORD)}`, (p) => p.locator('.scpr-card__image')) },
  { name: 'product-details', user: PHONE.seller, open: productDetails },
];

async function goodsList(p: Page): Promise<void> {
  await p.goto(appUrl('/seller/commodity-manage-commodityList'));
  await p.getByLabel('商品名称').filter({ visible: true }).fill(KEYWORD);
  await p.getByRole('button', { name: '查询' }).click();
  await p.locator('tbody tr', { hasText: KEYWORD }).first().waitFor();
  await p.waitForFunction((k) => [...document.querySelectorAll('tbody tr')].every((r) => r.textContent?.includes(k)), KEYWORD);
}

async function productDetails(p: Page): Promise<void> {
  await goTo(`/shopping/shopping-mall-search?keyword=${encodeURIComponent(KEYWORD)}`, (q) => q.locator('.scpr-card__main'))(p);
  await p.locator('a.scpr-card__main').first().click();
  await p.waitForURL(/\/shopping\/product-details\?/);
  await p.getByRole('region', { name: '规格与价格' }).or(p.locator('.scpr-detail dl')).first().waitFor();
  // Every block has its data (the SKU picker loads on its own): no 加载中 left on the page.
  await p.waitForLoadState('networkidle');
  await p.waitForFunction(() => !document.body.innerText.includes('加载中'));
}

/** Text that follows the clock (dates and times of seeded rows): masked in screenshots. */
export const clockText = (p: Page): Locator[] => [p.locator('td, dd, .scpr-card__text, .scpr-notice__time').filter({ hasText: /\d{4}-\d{2}-\d{2}/ })];
