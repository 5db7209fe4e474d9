// The key screens of the visual and accessibility checks (issue 14). Adding a screen is one line: a name,
// who sees it, and how to open it (a path, or steps) until it is ready. Data: the demo seed, filtered to
// goods no other e2e file changes; dates are masked (the seed dates its rows from the first start).
import type { Locator, Page } from 'playwright-core';
import { appUrl, logIn } from './browser';
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
  // Order screens, on seeded orders in states no other e2e file reaches (refused; received awaiting
  // payment): their rows do not change when the other files place orders; the tab counts do (masked).
  { name: 'sale-order', user: PHONE.seller, open: orderList('/seller/sale-order?status=91') },
  { name: 'sale-order-detail', user: PHONE.seller, open: orderDetail('/seller/sale-order?status=45') },
  { name: 'sale-agent-order', user: PHONE.seller, open: goTo('/seller/sale-agent-order', (p) => p.getByLabel('所在地区省份')) },
  { name: 'purchase-order', user: PHONE.buyer, open: orderList('/buyer/purchase-order?status=45') },
  { name: 'purchase-order-detail', user: PHONE.buyer, open: orderDetail('/buyer/purchase-order?status=45') },
  { name: 'user-order-list', user: PHONE.tenantAdmin, open: orderList('/user/user-order-list?status=91') },
];

/** Starts the next screens as `user` (none: a guest): the previous session is dropped first, cookies
 * and the tab's storage (the app keeps its session there), so the login screen shows again. */
export async function actAs(page: Page, user: string | undefined): Promise<void> {
  await page.context().clearCookies();
  await page.goto(appUrl('/login'));
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('about:blank');
  if (user) await logIn(page, user);
}

/** An order list on a status tab, once its rows and the tab counts are in. */
function orderList(path: string) {
  return async (p: Page): Promise<void> => {
  await p.goto(appUrl(path));
  await p.getByRole('tab', { selected: true }).filter({ visible: true }).first().waitFor();
  await p.locator('tbody tr td').filter({ hasText: /\d{14}/ }).first().waitFor();
  await p.waitForLoadState('networkidle');
  };
}

/** The first order of a status tab, opened from the list: progress, lines, deliveries, history. */
function orderDetail(path: string) {
  return async (p: Page): Promise<void> => {
  await orderList(path)(p);
  await p.locator('tbody tr').first().getByRole('button', { name: '查看', exact: true }).click();
  await p.waitForURL(/order-detail\?/);
  await p.getByRole('region', { name: '订单记录' }).locator('li').first().waitFor();
  await p.waitForLoadState('networkidle');
  await p.waitForFunction(() => !document.body.innerText.includes('加载中'));
  };
}

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
  // The gallery's pictures are drawn before the shot.
  await p.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.scpr-gallery img')].every((i) => i.complete && i.naturalWidth > 0));
}

/** Text that follows the clock (dates and times of seeded rows): masked in screenshots. */
export const clockText = (p: Page): Locator[] => [
  // The innermost cells only: a detail field holding a sub-table (deliveries) keeps its other columns.
  p.locator('td:not(:has(td)), dd:not(:has(td)), .scpr-card__text, .scpr-card__extra, .scpr-notice__time, .scpr-timeline__time').filter({ hasText: /\d{4}-\d{2}-\d{2}/ }),
  // Order numbers carry the day they were placed (20261124000001); tab counts follow what other files ordered.
  p.locator('td:not(:has(td)), dd:not(:has(td))').filter({ hasText: /\d{14}/ }),
  p.locator('.scpr-tab__count'),
];
