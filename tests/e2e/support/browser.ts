// The browser side of the e2e suite: one Chromium per test file, a fresh context per user, and a watch
// on every page for Content-Security-Policy violations (the securitypolicyviolation event and the
// console), so a test can fail on any.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { APP_VERSION, STORAGE_KEYS } from '../../../src/session/constants';
import { ARTIFACTS, CHROMIUM, PASSWORD } from './constants';

let server: 'baseUrl' | 'pristineUrl' = 'baseUrl';
/** The pages of this file go to the server that no flow writes to (each test file is its own module
 * instance, so this concerns the calling file only). */
export const toPristineServer = (): void => {
  server = 'pristineUrl';
};
export const baseUrl = (): string => inject(server);
export const appUrl = (path: string): string => `${baseUrl()}/scprmall${path}`;

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM.executablePath, args: [...CHROMIUM.args] });

/** Playwright waits 30 s by default for a click, a locator or a navigation: less than a step can take
 * beside CI's CPU hog with seven logins at once. Every step gets the bound expect.poll has (vitest
 * config); a passing step ends as soon as its condition holds, so this costs nothing when all is well. */
export const STEP_TIMEOUT_MS = 60_000;

/** A browser context whose steps wait up to STEP_TIMEOUT_MS. Every context of the suite is made here. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', ...options });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  return context;
}

/** The version-update notice (spec 6 and 9) is marked seen in every page of `context`, before the app
 * starts: shown once to each new browser otherwise, it would stand over the screens of every other test
 * and visual baseline. Set on every navigation, so a test that clears local storage still has it. Only
 * the notice's own test (version-notice.e2e.ts) opens pages without it. */
export async function markVersionSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(([key, value]) => {
    // about:blank and opaque origins have no storage to set.
    try {
      localStorage.setItem(key, value);
    } catch {
      // nothing to mark there
    }
  }, [STORAGE_KEYS.appVersion, JSON.stringify(APP_VERSION)] as const);
}

export interface PageOptions {
  /** Leave the version-update notice unseen (default: seen, markVersionSeen). */
  versionUnseen?: boolean;
}

export interface WatchedPage {
  page: Page;
  /** CSP violations seen so far (event and console). */
  violations: string[];
  /** Calls answered, as "status key-path". */
  calls: string[];
  /** Uncaught errors of the page. */
  errors: string[];
  close(): Promise<void>;
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await newContext(browser);
  if (!options.versionUnseen) await markVersionSeen(context);
  const page = await context.newPage();
  const violations: string[] = [];
  const calls: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.exposeFunction('__reportCsp', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp(v: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/scpr/')) calls.push(`${r.status()} ${path}`);
  });
  return { page, violations, calls, errors, close: () => context.close() };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Logs in through the login screen and waits until the app has left it. */
export async function logIn(page: Page, phone: string, password = PASSWORD): Promise<void> {
  await page.goto(appUrl('/login'));
  await page.getByLabel('手机号码').fill(phone);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
}

/** The access token the tab keeps (the session cache of spec 9, src/session). */
export const accessToken = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('SCPR_SESSION_CACHE:token') ?? '""') as string);

/** Runs a test body on a fresh page, then fails on any CSP violation or uncaught error the page met.
 * Safe for concurrent tests: each owns its page. */
export async function withPage<T>(browser: Browser, body: (page: Page, watched: WatchedPage) => Promise<T>): Promise<T> {
  const w = await openPage(browser);
  try {
    const out = await body(w.page, w);
    if (w.violations.length || w.errors.length) throw new Error(`the page met ${[...w.violations, ...w.errors].join('; ')}`);
    return out;
  } finally {
    await w.close();
  }
}

/** One browser for a test file, and fresh watched pages for its tests: after each test every page it
 * opened is closed, and the test fails if any of them met a CSP violation or an uncaught error. Call at
 * the top of the file; returns the function that opens a page. */
export function pagesPerTest(): (options?: PageOptions) => Promise<Page> {
  let browser: Browser;
  const pages: WatchedPage[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async () => {
    const violations = pages.flatMap((p) => p.violations);
    const errors = pages.flatMap((p) => p.errors);
    await Promise.all(pages.splice(0).map((p) => p.close()));
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
  afterAll(() => browser.close());
  return async (options?: PageOptions) => {
    const w = await openPage(browser, options);
    pages.push(w);
    return w.page;
  };
}

/** Waits until the page has settled: nothing says 加载中 (lazy blocks and first loads are in) and every
 * picture has loaded. A page's blocks arrive in their own time, each moving what stands below it; a click
 * on a button below one still loading can meet the place the button has just left. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.body.innerText.includes('加载中') && !document.querySelector('[aria-busy="true"]'));
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
}
