// The login captcha in a real browser (docs/security.md, "Login"): after 3 wrong passwords the server
// asks for a captcha (YSCPR00003400), the login page then shows the picture and its field, and the right
// answer with the right password gets in.
// The answer is read the way the API tests read it (tests/api/login.test.ts): from the server's store, by
// trying the 10 000 four-digit answers against the stored digest. The suite's shared server keeps its
// embedded database to itself, so this file runs its own: the same buildServer, demo data and built
// client as `npm start` (the client the global setup built), in this process, on a fresh database whose
// store the test can read. The product has no way to reveal an answer, and gets none here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../api/server/app';
import { digest } from '../../api/server/core';
import { openDatabase, type Database } from '../../api/server/db';
import { DirBlobStore } from '../../api/server/storage';
import { pagesPerTest, screenshot } from './support/browser';
import { PASSWORD, PHONE } from './support/constants';

const page = pagesPerTest();
const TENANT = 'T1001';
const LOGIN = '/scpr/acl/acl/login';
const CAPTCHA = '/scpr/acl/captcha/captchaPin';

let dataDir: string;
let db: Database;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'scpr-e2e-captcha-'));
  db = await openDatabase({ dataDir: join(dataDir, 'db') });
  app = await buildServer({
    db,
    files: new DirBlobStore(join(dataDir, 'files')),
    seedDemo: true,
    logger: false,
    client: { dir: resolve('dist/client') },
    defaultTntId: TENANT,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  // The server closes its database with it.
  if (app) await app.close();
  else await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The answer of a captcha the server handed out, found from its stored digest. */
async function answerOf(captchaId: string): Promise<string> {
  const [row] = await db.owner.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE captcha_id = $1', [captchaId]);
  for (let i = 0; i < 10_000; i++) {
    const guess = String(i).padStart(4, '0');
    if (digest(TENANT, captchaId, guess) === row!.answer_hash) return guess;
  }
  throw new Error(`no answer for captcha ${captchaId}`);
}

const isCall = (path: string) => (r: Response) => new URL(r.url()).pathname === path;

describe('login captcha', () => {
  it('after 3 wrong passwords the login page asks for the captcha, and the right answer gets in', async () => {
    const p = await page();
    await p.goto(`${base}/scprmall/login`);
    await p.getByLabel('手机号码').fill(PHONE.buyer);
    const password = p.getByLabel('密码');
    const submit = p.getByRole('button', { name: '登录', exact: true });
    /** Submits the form and resolves with the server's answer code. */
    const tryLogin = async (): Promise<string> => {
      const [answer] = await Promise.all([p.waitForResponse(isCall(LOGIN)), submit.click()]);
      return ((await answer.json()) as { code: string }).code;
    };
    for (let i = 0; i < 3; i++) {
      await password.fill(`Wrong@${i}2026`);
      expect(await tryLogin()).not.toBe('0');
    }
    expect(await p.getByLabel('图形验证码').count()).toBe(0);

    // The fourth try, with the right password but no captcha: refused, and the page shows the captcha.
    // Every picture the page fetches, by its image: the one shown is the one to answer (a submit that
    // reached the server also fetches a fresh one, as a captcha is used once).
    const pictures = new Map<string, string>();
    let asked = 0;
    p.on('request', (r) => {
      if (new URL(r.url()).pathname === CAPTCHA) asked += 1;
    });
    p.on('response', (r) => {
      if (!isCall(CAPTCHA)(r)) return;
      // The last one may come as the page leaves (the successful submit spends its captcha too).
      r.json().then(
        (body: { resultData: { captchaId: string; image: string } }) => pictures.set(body.resultData.image, body.resultData.captchaId),
        () => {},
      );
    });
    await password.fill(PASSWORD);
    expect(await tryLogin()).toBe('YSCPR00003400');
    await p.getByText('登录失败次数较多，请输入图形验证码').first().waitFor();
    const image = p.getByAltText('图形验证码');
    // Every picture fetched has come, and the one drawn is among them.
    const shown = async () => (asked > 0 && pictures.size === asked ? pictures.get((await image.getAttribute('src')) ?? '') : undefined);
    await expect.poll(shown).toBeTruthy();
    const captchaId = (await shown())!;
    await screenshot(p, 'login-captcha');

    await p.getByLabel('图形验证码').fill(await answerOf(captchaId));
    expect(await tryLogin()).toBe('0');
    await p.waitForURL((u) => !u.pathname.endsWith('/login'));
  });
});
