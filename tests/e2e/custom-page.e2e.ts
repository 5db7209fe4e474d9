// Custom menus and custom pages (spec 2.2, 2.10, 2.11, 7) in Chromium against the real server: the demo
// buyer opens 金融服务 in the header, picks 供应链金融介绍 (PAGE_INLINE) and the custom page frames the demo
// finance page (served by our own
// server; the page's CSP frame-src lets exactly that in) with the tenant and token parameters appended; the
// jump-by-id fallback; the external custom menu 农业农村部 opens a new window with the same parameters;
// /sft-auth-success shows its result. No page may meet a CSP violation or an uncaught error (withPage).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessToken, appUrl, launch, logIn, screenshot, withPage } from './support/browser';
import { PHONE } from './support/constants';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FINANCE_TEXT = '供应链金融服务';

describe('custom pages', () => {
  it('金融服务 > 供应链金融介绍 in the header frames the demo finance page with the token parameters, under a CSP that allows it', () =>
    withPage(browser, async (p) => {
      await logIn(p, PHONE.buyer);
      // The session renews its token shortly after login (the e2e token enters its refresh window 10 s in),
      // maybe between the click and the read below: the frame carries the tab's token of either moment.
      const tokenBefore = await accessToken(p);
      const main = p.getByRole('navigation', { name: '主菜单' });
      await main.getByRole('button', { name: '金融服务' }).click();
      await main.getByRole('menuitem', { name: '供应链金融介绍' }).click();
      await p.waitForURL(/\/scprmall\/custom-page\?/);
      const query = new URL(p.url()).searchParams;
      expect(query.get('menuId')).toBe('cst_finance');
      expect(query.get('activeMenuId')).toBe('cst_finance_intro');
      expect(query.get('activeHref')).toBe('/scprmall/demo/finance.html');
      expect(query.get('headrMenu')).toBe('Custom');

      const frame = p.locator('iframe[title="供应链金融介绍"]');
      await frame.waitFor();
      const src = new URL((await frame.getAttribute('src'))!);
      expect(src.pathname).toBe('/scprmall/demo/finance.html');
      expect(src.searchParams.get('tntId')).toBe('T1001');
      expect(src.searchParams.get('idytpCd')).toBe('AGRI');
      const token = src.searchParams.get('access_token');
      expect(token).toBeTruthy();
      expect([tokenBefore, await accessToken(p)]).toContain(token);
      expect(src.searchParams.get('refresh_token')).toBeTruthy();
      expect(Number(src.searchParams.get('expired'))).toBeGreaterThan(Date.now());
      // Same origin: sandboxed without its origin; no referrer.
      expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
      expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
      // The framed page's own content.
      await p.frameLocator('iframe[title="供应链金融介绍"]').getByRole('heading', { name: FINANCE_TEXT }).waitFor();
      expect(await p.frameLocator('iframe[title="供应链金融介绍"]').locator('body').textContent()).toContain('订单融资');
      await p.getByRole('status').filter({ hasText: '页面加载中' }).waitFor({ state: 'detached' });
      await screenshot(p, 'custom-page-finance');

      // The page was served with frame-src 'self' (the demo tenant's inline menu is on our origin).
      const served = await p.request.get(appUrl('/custom-page?tntId=T1001&idytpCd=AGRI'));
      expect(served.headers()['content-security-policy']).toContain("frame-src 'self'");
      expect(served.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    }));

  it('the jump-by-id fallback (only menuId) and NoMenuCustomPage frame the same page', () =>
    withPage(browser, async (p) => {
      await logIn(p, PHONE.buyer);
      await p.goto(appUrl('/custom-page?menuId=cst_finance_intro&tntId=T1001&idytpCd=AGRI'));
      await p.frameLocator('iframe[title="供应链金融介绍"]').getByRole('heading', { name: FINANCE_TEXT }).waitFor();
      await p.goto(appUrl('/no-menu-custom-page?menuId=cst_finance&activeMenuId=cst_finance_intro&activeHref=%2Fscprmall%2Fdemo%2Ffinance.html&headrMenu=Custom&tntId=T1001&idytpCd=AGRI'));
      await p.frameLocator('iframe[title="供应链金融介绍"]').getByRole('heading', { name: FINANCE_TEXT }).waitFor();
      expect(await p.locator('.scpr-side').count()).toBe(0);
      // An address that is not http(s) is refused.
      await p.goto(appUrl('/custom-page?activeHref=javascript%3Aalert(1)&tntId=T1001&idytpCd=AGRI'));
      await p.getByText('页面地址无效').waitFor();
      expect(await p.locator('iframe').count()).toBe(0);
    }));

  it('the external custom menu 农业农村部 opens a new window with the tenant and tokens appended', () =>
    withPage(browser, async (p) => {
      // No outside network in tests: the external site is answered here.
      await p.context().route('https://www.moa.gov.cn/**', (r) => r.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>农业农村部</title>' }));
      await logIn(p, PHONE.buyer);
      // The tab's token of before or after the click: the session may renew it in between (see above).
      const tokenBefore = await accessToken(p);
      const popup = p.context().waitForEvent('page');
      await p.getByRole('navigation', { name: '功能菜单' }).getByRole('button', { name: '农业农村部' }).click();
      const opened = await popup;
      const url = new URL(opened.url() === 'about:blank' ? (await opened.waitForURL(/moa\.gov\.cn/), opened.url()) : opened.url());
      expect(url.origin).toBe('https://www.moa.gov.cn');
      expect(url.searchParams.get('tntId')).toBe('T1001');
      const token = url.searchParams.get('access_token');
      expect(token).toBeTruthy();
      expect([tokenBefore, await accessToken(p)]).toContain(token);
      await opened.close();
      // The app stays where it was.
      expect(new URL(p.url()).pathname).not.toContain('custom-page');
    }));

  it('/sft-auth-success shows 认证成功 and leads back home', () =>
    withPage(browser, async (p) => {
      await logIn(p, PHONE.buyer);
      await p.goto(appUrl('/sft-auth-success?tntId=T1001&idytpCd=AGRI'));
      await p.getByRole('heading', { name: '认证成功' }).waitFor();
      await screenshot(p, 'sft-auth-success');
      await p.getByRole('button', { name: '返回首页' }).click();
      await p.waitForURL(/\/scprmall\/home/);
    }));
});
