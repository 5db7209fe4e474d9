// Each demo account (README) logs in through the login screen and sees what its role allows: header
// menus, the home page's tiles, the message and workbench buttons; a personal account lands in the mall.
// Pages run side by side, one browser context each; no page may meet a CSP violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appUrl, launch, logIn, openPage, screenshot } from './support/browser';
import { PHONE } from './support/constants';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const ALL_TILES = ['金融服务', '功能设置', '投诉中心', '新手引导', '待办事项', '企业大屏'];

interface Role {
  who: string;
  phone: string;
  /** Header menus (main and left), in order; the demo tenant's custom menus (金融服务 left, 农业农村部 in a free
   * slot or under 更多) for the roles granted them. The public back office (公共管理后台) is no header menu here: its
   * pages open in the unified tenant only, reached by 企业公共工作台. */
  menus: string[];
  tiles: string[];
  messages: boolean;
  workbench: boolean;
  home: boolean;
}

const ROLES: Role[] = [
  { who: 'public back office admin', phone: PHONE.unifyAdmin, menus: ['首页'], tiles: ['金融服务', '新手引导', '待办事项'], messages: true, workbench: true, home: true },
  { who: 'tenant admin', phone: PHONE.tenantAdmin, menus: ['首页', '用户中心', '金融服务', '商城', '仓库管理', '仓储中心', '收购中心', '产业中心', '更多'], tiles: ALL_TILES, messages: true, workbench: true, home: true },
  { who: 'seller enterprise admin', phone: PHONE.seller, menus: ['首页', '用户中心', '金融服务', '商城', '农业农村部'], tiles: ['金融服务', '投诉中心', '新手引导', '待办事项'], messages: true, workbench: false, home: true },
  { who: 'buyer enterprise admin', phone: PHONE.buyer, menus: ['首页', '用户中心', '金融服务', '商城', '收购中心', '农业农村部'], tiles: ['金融服务', '投诉中心', '新手引导', '待办事项'], messages: true, workbench: false, home: true },
  { who: 'agent', phone: PHONE.agent, menus: ['首页', '用户中心', '金融服务', '商城', '农业农村部'], tiles: ['金融服务', '新手引导', '待办事项'], messages: true, workbench: false, home: true },
  { who: 'warehouse staff', phone: PHONE.warehouse, menus: ['首页', '仓库管理', '仓储中心'], tiles: ['金融服务', '新手引导', '待办事项'], messages: false, workbench: false, home: true },
];

const headerMenus = (page: Page) => page.locator('header nav').getByRole('button').allTextContents();
const tiles = (page: Page) => page.locator('ul:has([data-card="finance"]) .scpr-card__heading').allTextContents();

describe.concurrent('each demo account sees what its role allows', () => {
  // it.for: the test's own expect (concurrent tests cannot poll with the global one).
  it.for(ROLES)('$who ($phone)', async (role, { expect }) => {
    const w = await openPage(browser);
    try {
      await logIn(w.page, role.phone);
      await w.page.waitForURL(/\/scprmall\/home\?/);
      await w.page.getByRole('heading', { name: '欢迎使用农业产业交易平台' }).waitFor();
      await w.page.locator('[data-card="finance"]').waitFor();
      // Menus, tiles and the unread count arrive by calls of their own after the first tile: polled.
      await expect.poll(() => headerMenus(w.page)).toEqual(role.menus);
      await expect.poll(() => tiles(w.page)).toEqual(role.tiles);
      const header = w.page.locator('header');
      await expect.poll(() => header.getByRole('button', { name: '系统消息' }).count()).toBe(role.messages ? 1 : 0);
      await expect.poll(() => header.getByRole('button', { name: '企业公共工作台' }).count()).toBe(role.workbench ? 1 : 0);
      // The to-do tile: the unread count (0 reads 暂无待办事项 until its call answers), or 暂无待办事项 without messages.
      await expect
        .poll(async () => (await w.page.locator('[data-card="todo"] .scpr-card__text').textContent()) ?? '')
        .toMatch(role.messages ? /^\d+条未读消息$/ : /^暂无待办事项$/);
      await screenshot(w.page, `role-${role.phone}`);
      expect(w.violations).toEqual([]);
      expect(w.errors).toEqual([]);
      expect(w.calls.filter((c) => !c.startsWith('200 '))).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('a personal member (13800000006) is sent from Home to the mall, with no Home link', async () => {
    const w = await openPage(browser);
    try {
      await logIn(w.page, PHONE.farmer);
      // Failed once in a full CI run (not reproduced alone, nor beside a CPU hog): say where the page was.
      await w.page.waitForURL(/\/scprmall\/shopping\?/).catch(async (e: unknown) => {
        await screenshot(w.page, `role-${PHONE.farmer}-not-at-mall`);
        throw new Error(`the personal member stayed at ${w.page.url()}; calls: ${w.calls.slice(-12).join(', ')}`, { cause: e });
      });
      await w.page.locator('header').waitFor();
      // 用户中心 holds only 我的中心, where a personal account's real-name certification lives (spec 4).
      expect(await headerMenus(w.page)).toEqual(['用户中心', '商城']);
      // The mall's front page, with goods of the personal mall (mall type 1) only.
      await w.page.getByRole('heading', { name: '农业产业交易平台商城' }).waitFor();
      await w.page.locator('section[aria-label="最新上架"] li.scpr-card').first().waitFor();
      await screenshot(w.page, `role-${PHONE.farmer}`);
      expect(w.violations).toEqual([]);
    } finally {
      await w.close();
    }
  });
});

describe('the personal member (13800000006) in the buyer centre', () => {
  it('a new address refused empty says what is missing, its fields lined up with the dialog title (one inset)', async () => {
    const w = await openPage(browser);
    try {
      await logIn(w.page, PHONE.farmer);
      await w.page.waitForURL(/\/scprmall\/shopping/);
      await w.page.goto(appUrl('/buyer/my-address'));
      await w.page.getByRole('button', { name: '新增收货地址' }).click();
      const dialog = w.page.getByRole('dialog', { name: '新增收货地址' });
      await dialog.getByRole('button', { name: '保存' }).click();
      for (const m of ['请输入收货人', '请输入手机号码', '请选择所在地区', '请输入详细地址']) await dialog.getByText(m, { exact: true }).waitFor();
      // The form was a card of its own inside the dialog's body: its fields sat 24 px further in than the title.
      const left = async (l: ReturnType<typeof dialog.locator>) => ((await l.boundingBox())?.x ?? NaN);
      const title = await left(dialog.locator('.scpr-modal__header > :first-child'));
      expect(await left(dialog.getByRole('textbox', { name: '收货人' }))).toBe(title);
      // ... and below its buttons the dialog kept the card's padding and the toolbar's margin (56 px, not the body's 20).
      const bottom = async (l: ReturnType<typeof dialog.locator>) => { const b = await l.boundingBox(); return b ? b.y + b.height : NaN; };
      expect((await bottom(dialog)) - (await bottom(dialog.getByRole('button', { name: '保存' })))).toBeLessThanOrEqual(24);
      await screenshot(w.page, 'role-farmer-address');
      expect(w.errors).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
