// Public pages: a browser at /scprmall/ gets the demo tenant's login page; registration offers the
// tenant's modules with a captcha picture (a data: image under the CSP); the public back office login;
// a refused login. No page may meet a CSP violation or an uncaught error (withPage).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appUrl, baseUrl, launch, screenshot, withPage } from './support/browser';
import { PASSWORD, PHONE } from './support/constants';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe.concurrent('public pages', () => {
  it('/ and /scprmall/ give the login page of the demo tenant', () =>
    withPage(browser, async (p) => {
      await p.goto(`${baseUrl()}/`);
      await p.waitForURL(/\/scprmall\/login\?tntId=T1001&idytpCd=AGRI$/);
      await p.getByRole('heading', { name: '农业产业交易平台' }).waitFor();
      await p.getByRole('button', { name: '登录', exact: true }).waitFor();
      expect(await p.getByLabel('手机号码').count()).toBe(1);
      expect(await p.title()).toContain('农业产业交易平台');
      await screenshot(p, 'public-login');
    }));

  it('registration offers the modules the tenant enables, each with a captcha picture', () =>
    withPage(browser, async (p) => {
      await p.goto(appUrl('/register'));
      const tabs = p.getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.allTextContents()).toEqual(['手机号注册', '邀请码注册', '企业注册', '个人注册']);
      const captcha = p.getByAltText('图形验证码');
      await captcha.waitFor();
      expect(await captcha.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await p.waitForFunction(() => (document.querySelector('img[alt="图形验证码"]') as HTMLImageElement | null)?.naturalWidth ?? 0 > 0);
      await p.getByRole('tab', { name: '企业注册' }).click();
      await p.getByLabel('企业名称').waitFor();
      await screenshot(p, 'public-register');
    }));

  it('the CHINESE_MEDICINE tenant closes personal registration (its paramValue is not 1)', () =>
    withPage(browser, async (p) => {
      await p.goto(appUrl('/register?tntId=T1003&idytpCd=TCM'));
      await p.getByRole('tab').first().waitFor();
      expect(await p.getByRole('tab').allTextContents()).toEqual(['手机号注册', '邀请码注册', '企业注册']);
    }));

  it('the public back office: its own login page, then its home', () =>
    withPage(browser, async (p) => {
      await p.goto(appUrl('/unify/login?tntId=T0000&idytpCd=vLogin'));
      await p.getByRole('heading', { name: '企业公共管理后台' }).waitFor();
      await p.getByLabel('手机号码').fill(PHONE.unifyAdmin);
      await p.getByLabel('密码').fill(PASSWORD);
      await p.getByRole('button', { name: '登录', exact: true }).click();
      await p.waitForURL(/\/scprmall\/unify\/manage\/home\?/);
      await p.getByRole('heading', { name: '欢迎使用企业公共工作台' }).waitFor();
      await screenshot(p, 'unify-home');
    }));

  it("a wrong password: the server's message, still on the login page", () =>
    withPage(browser, async (p) => {
      await p.goto(appUrl('/login'));
      await p.getByLabel('手机号码').fill(PHONE.agent);
      await p.getByLabel('密码').fill('Wrong@2026');
      await p.getByRole('button', { name: '登录', exact: true }).click();
      await p.getByText('账号或密码错误').waitFor();
      expect(new URL(p.url()).pathname).toBe('/scprmall/login');
    }));
});
