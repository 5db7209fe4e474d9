// A new enterprise joins the APPLE tenant in Chromium (issue 32 item 7, spec 4, 6 and 8), as the demo
// people of the README: it registers (企业注册; register audit on in T1002, USR00100101), its login is
// refused while it waits, the APPLE tenant admin (13800000001) approves it in 会员审核; the seller centre
// then sends it to certification with spec 8's warnings: personal real name first (我的中心), then the
// enterprise (/user/ent-certify), which the platform rejects with a reason in 认证审核; the user reads the
// reason, certifies again, is approved, and only then opens the seller centre.
// The captcha's answer and the SMS code are read the way the API tests read them (the captcha's stored
// digest, the SMS provider's message), so this file runs its own server as login-captcha.e2e.ts does: the
// same buildServer, demo data and built client as `npm start`, on a fresh database that nothing else
// shares (no global state of the suite's server changes). The phone, enterprise and ID card are new per run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../api/server/app';
import { digest, type SmsProvider } from '../../api/server/core';
import { encodePng } from '../../api/server/core/png';
import { openDatabase, type Database } from '../../api/server/db';
import { DirBlobStore } from '../../api/server/storage';
import { creditCodeCheckChar, idCardCheckChar } from '../../engine/validation';
import { pagesPerTest, screenshot } from './support/browser';
import { PASSWORD, PHONE } from './support/constants';
import { chooseOption } from './support/select';

const page = pagesPerTest();
const APPLE = { tntId: 'T1002', idytpCd: 'APPLE' };
const QUERY = `tntId=${APPLE.tntId}&idytpCd=${APPLE.idytpCd}`;
const CAPTCHA = '/scpr/acl/captcha/captchaPin';
const NEW_PASSWORD = 'Apple2026x';

// New per run: a phone, an enterprise (credit code by GB 32100) and an ID card (GB 11643).
const run = String(Date.now()).slice(-7);
const phone = `139${run}0`.slice(0, 11);
const credit17 = `91370612MA${run}`;
const creditCode = credit17 + creditCodeCheckChar(credit17);
const id17 = `37061219900101${run.slice(-3)}`;
const idCard = id17 + idCardCheckChar(id17);
const companyNm = `烟台新果${run}果业有限公司`;

let dataDir: string;
let db: Database;
let app: FastifyInstance;
let base: string;
const smsCodes = new Map<string, string>();
const sms: SmsProvider = {
  async send(m) {
    smsCodes.set(m.phone, m.code);
  },
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'scpr-e2e-apple-'));
  db = await openDatabase({ dataDir: join(dataDir, 'db') });
  app = await buildServer({ db, files: new DirBlobStore(join(dataDir, 'files')), seedDemo: true, logger: false, sms, client: { dir: resolve('dist/client') }, defaultTntId: 'T1001' });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  if (app) await app.close();
  else await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const at = (path: string) => `${base}/scprmall${path}`;
const png = (shade: number) => encodePng(8, 8, new Uint8Array(8 * 8 * 3).fill(shade));
const dialog = (p: Page) => p.getByRole('dialog');

/** The answer of a captcha the server handed out, found from its stored digest. */
async function answerOf(captchaId: string): Promise<string> {
  const [row] = await db.owner.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE captcha_id = $1', [captchaId]);
  for (let i = 0; i < 10_000; i++) {
    const guess = String(i).padStart(4, '0');
    if (digest(APPLE.tntId, captchaId, guess) === row!.answer_hash) return guess;
  }
  throw new Error(`no answer for captcha ${captchaId}`);
}

/** Every captcha picture the page was given, by its image (the one shown is the one to answer). */
function watchCaptchas(p: Page): Map<string, string> {
  const pictures = new Map<string, string>();
  p.on('response', (r: Response) => {
    if (new URL(r.url()).pathname !== CAPTCHA) return;
    r.json().then(
      (body: { resultData: { captchaId: string; image: string } }) => pictures.set(body.resultData.image, body.resultData.captchaId),
      () => {},
    );
  });
  return pictures;
}

/** Logs in on the APPLE tenant's login page; resolves with the answer's code. */
async function tryLogIn(p: Page, who: string, password: string): Promise<string> {
  await p.goto(at(`/login?${QUERY}`));
  await p.getByLabel('手机号码').fill(who);
  await p.getByLabel('密码').fill(password);
  const [answer] = await Promise.all([
    p.waitForResponse((r) => new URL(r.url()).pathname === '/scpr/acl/acl/login'),
    p.getByRole('button', { name: '登录', exact: true }).click(),
  ]);
  return ((await answer.json()) as { code: string }).code;
}

async function logIn(p: Page, who: string, password = PASSWORD): Promise<void> {
  expect(await tryLogIn(p, who, password)).toBe('0');
  await p.waitForURL((u) => !u.pathname.endsWith('/login'));
}

/** Opens the seller centre's goods list: where the guard lets the user be, and the warning it showed. */
async function openSellerCentre(p: Page, warning?: string): Promise<string> {
  await p.goto(at('/seller/commodity-manage-commodityList'));
  if (warning) await p.getByText(warning).first().waitFor();
  else await p.getByRole('button', { name: '查询' }).first().waitFor();
  return new URL(p.url()).pathname.replace('/scprmall', '');
}

/** The platform decides the new user's waiting certification of this kind in 认证审核 (found by its phone). */
async function decide(admin: Page, kind: '个人实名认证' | '企业认证', how: { approve: true } | { reason: string }): Promise<void> {
  await admin.goto(at('/user/company-cert'));
  await admin.getByLabel('姓名/企业名称').filter({ visible: true }).fill(phone);
  await admin.getByRole('button', { name: '查询' }).click();
  const row = admin.locator('tbody tr', { hasText: kind }).filter({ hasText: phone }).filter({ has: admin.getByRole('button', { name: '通过', exact: true }) });
  await row.first().waitFor();
  expect(await row.count()).toBe(1);
  if ('approve' in how) {
    await row.getByRole('button', { name: '通过', exact: true }).click();
    await dialog(admin).getByRole('button', { name: '确定' }).click();
    await admin.getByText('已通过认证').first().waitFor();
  } else {
    await row.getByRole('button', { name: '驳回', exact: true }).click();
    await dialog(admin).getByLabel('驳回原因').fill(how.reason);
    await dialog(admin).getByRole('button', { name: '确定' }).click();
    await admin.getByText('已驳回认证').first().waitFor();
  }
}

describe('a new enterprise of the APPLE tenant: registration, approval, certification, the seller centre', () => {
  it('registers, waits, is approved; certifies, is rejected with a reason, certifies again, is approved, then sells', async () => {
    const user = await page();
    const admin = await page();
    await user.setViewportSize({ width: 1366, height: 900 });

    // 1. 企业注册 on the APPLE tenant, with the captcha and the SMS code.
    const pictures = watchCaptchas(user);
    await user.goto(at(`/register?${QUERY}`));
    await user.getByRole('tab', { name: '企业注册' }).click();
    const form = user.getByRole('tabpanel').filter({ has: user.getByLabel('企业名称') });
    await form.getByLabel('企业名称').fill(companyNm);
    await form.getByLabel('统一社会信用代码').fill(creditCode);
    await form.getByLabel('管理员手机号码').fill(phone);
    const image = form.getByAltText('图形验证码');
    await image.waitFor();
    await expect.poll(async () => pictures.get((await image.getAttribute('src')) ?? '')).toBeTruthy();
    const captchaId = pictures.get((await image.getAttribute('src'))!)!;
    await form.getByLabel('图形验证码').fill(await answerOf(captchaId));
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => smsCodes.get(phone)).toBeTruthy();
    await form.getByLabel('短信验证码').fill(smsCodes.get(phone)!);
    await form.getByLabel('设置密码').fill(NEW_PASSWORD);
    await form.getByLabel('用户名').fill('新果农');
    await screenshot(user, 'apple-register');
    await form.getByRole('button', { name: '注册', exact: true }).click();
    await user.getByText('注册成功，请等待平台审核').first().waitFor();
    await user.waitForURL(/\/login/);

    // 2. Waiting: the login is refused with the pending message.
    expect(await tryLogIn(user, phone, NEW_PASSWORD)).toBe('YSCPR00002403');
    await user.getByText('账号正在审核中，请耐心等待').first().waitFor();
    expect(new URL(user.url()).pathname).toBe('/scprmall/login');

    // 3. The APPLE tenant admin approves it in 会员审核 (账号审核).
    await logIn(admin, PHONE.tenantAdmin);
    await admin.goto(at('/user/member-enterprise'));
    await admin.getByRole('tab', { name: '账号审核' }).click();
    const waiting = admin.locator('tbody tr', { hasText: phone });
    await waiting.first().waitFor();
    await screenshot(admin, 'apple-member-audit');
    await waiting.getByRole('button', { name: '通过', exact: true }).click();
    await dialog(admin).getByRole('button', { name: '确定' }).click();
    await admin.getByText('已审核通过').first().waitFor();

    // 4. In, but the seller centre wants the real name first (我的中心), then the enterprise.
    await logIn(user, phone, NEW_PASSWORD);
    expect(await openSellerCentre(user, '请先到账户中心完成企业和个人身份认证')).toBe('/user/my-center');
    await user.getByRole('button', { name: '去实名认证' }).click();
    await dialog(user).getByLabel('真实姓名').fill('林新果');
    await dialog(user).getByLabel('身份证号码').fill(idCard);
    await dialog(user).getByLabel('身份证照片（人像面、国徽面）').setInputFiles([
      { name: '人像面.png', mimeType: 'image/png', buffer: png(170) },
      { name: '国徽面.png', mimeType: 'image/png', buffer: png(190) },
    ]);
    await dialog(user).locator('img').nth(1).waitFor();
    await dialog(user).getByRole('button', { name: '提交认证' }).click();
    await user.getByText('已提交实名认证，请耐心等待平台审核').first().waitFor();
    await decide(admin, '个人实名认证', { approve: true });

    // 5. The enterprise: not yet certified.
    expect(await openSellerCentre(user, '请先完成企业认证，认证通过后方可使用本功能')).toBe('/user/ent-certify');
    await user.getByRole('button', { name: '提交企业认证' }).click();
    const cert = dialog(user);
    await expect.poll(() => cert.getByLabel('企业名称').inputValue()).toBe(companyNm);
    await cert.getByLabel('法定代表人').fill('林新果');
    await chooseOption(cert.getByLabel('所在地区省份'), '山东省');
    await chooseOption(cert.getByLabel('所在地区城市'), '烟台市');
    await chooseOption(cert.getByLabel('所在地区区县'), '牟平区');
    await cert.getByLabel('详细地址').fill('宁海大街88号');
    await cert.getByLabel('营业执照').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: png(210) });
    await cert.locator('img').first().waitFor();
    await screenshot(user, 'apple-ent-certify-form');
    await cert.getByRole('button', { name: '提交认证' }).click();
    await user.getByText('已提交企业认证，请耐心等待平台审核').first().waitFor();

    // In review: still no seller centre.
    expect(await openSellerCentre(user, '企业认证审核中，请耐心等待，认证成功后方可使用本功能')).toBe('/user/ent-certify');

    // 6. The platform rejects it with a reason; the user reads the reason and certifies again.
    const REASON = `营业执照照片不清晰-${run}`;
    await decide(admin, '企业认证', { reason: REASON });
    expect(await openSellerCentre(user, '企业认证被驳回，请进行重新认证')).toBe('/user/ent-certify');
    await user.getByText(REASON).first().waitFor();
    await screenshot(user, 'apple-ent-certify-rejected');
    await user.getByRole('button', { name: '重新认证' }).click();
    await expect.poll(() => dialog(user).getByLabel('详细地址').inputValue()).toBe('宁海大街88号');
    // The rejected picture is replaced by a clearer one (one licence at most).
    await dialog(user).getByRole('button', { name: '删除营业执照.png' }).click();
    await dialog(user).getByLabel('营业执照').setInputFiles({ name: '营业执照清晰版.png', mimeType: 'image/png', buffer: png(230) });
    await dialog(user).getByRole('button', { name: '预览营业执照清晰版.png' }).waitFor();
    await dialog(user).getByRole('button', { name: '提交认证' }).click();
    await user.getByText('已提交企业认证，请耐心等待平台审核').first().waitFor();
    expect(await openSellerCentre(user, '企业认证审核中，请耐心等待，认证成功后方可使用本功能')).toBe('/user/ent-certify');

    // 7. Approved: now, and only now, the seller centre opens.
    await decide(admin, '企业认证', { approve: true });
    expect(await openSellerCentre(user)).toBe('/seller/commodity-manage-commodityList');
    await screenshot(user, 'apple-seller-centre');
  });
});
