// Login (spec sections 3-5, 8): encrypted payload with timestamp and nonce, argon2id passwords, lockout,
// the token object, refresh rotation with reuse detection, logout, unify login, verifyToken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, TOKEN_TTL } from '../../api/catalogue';
import { loadConfig } from '../../api/server/config';
import { counterKey } from '../../api/server/core';
import { REUSE_GRACE_MS } from '../../api/server/modules/acl';
import { APPLE, DEMO, nonce, PASSWORD, TCM } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

const expectError = (r: { status: number; body: { code: string; msg: string } }, e: { status: number; code: string }, msg?: string) => {
  expect({ status: r.status, code: r.body.code }).toEqual({ status: e.status, code: e.code });
  if (msg) expect(r.body.msg).toBe(msg);
};

/** A captcha, read from its stored digest by trying all 10 000 answers. */
async function captcha(tntId = 'T1001'): Promise<{ captchaId: string; captchaCode: string }> {
  const { digest } = await import('../../api/server/core');
  const { captchaId } = (await h.client.call('acl.captchaPin', {}, { tenant: tntId === 'T1001' ? DEMO : { tntId } })).body.resultData;
  const [row] = await h.db.owner.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE captcha_id = $1', [captchaId]);
  for (let i = 0; i < 10_000; i++) {
    const guess = String(i).padStart(4, '0');
    if (digest(tntId, captchaId, guess) === row!.answer_hash) return { captchaId, captchaCode: guess };
  }
  throw new Error('no captcha answer');
}

describe('getPubKey', () => {
  it('answers an RSA-3072 public key that stays the same across calls (persisted)', async () => {
    const a = await h.client.call('acl.getPubKey');
    const b = await h.client.call('acl.getPubKey');
    expect(a.body.code).toBe('0');
    expect(a.body.resultData.key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(b.body.resultData).toEqual(a.body.resultData);
    const { createPublicKey } = await import('node:crypto');
    expect(createPublicKey(a.body.resultData.key).asymmetricKeyDetails?.modulusLength).toBe(3072);
    const [row] = await h.db.owner.query<{ public_pem: string }>('SELECT public_pem FROM server_keys');
    expect(row!.public_pem).toBe(a.body.resultData.key);
  });
});

describe('login', () => {
  it('logs the seller in: token object, user info, menus with belong 1, roles', async () => {
    const r = await h.client.login('13800000002');
    expect(r.status).toBe(200);
    expect(r.body.code).toBe('0');
    const { loginUser, tokenDTO, loginAhrBO } = r.body.resultData;
    expect(Object.keys(tokenDTO).sort()).toEqual(['access_token', 'expired', 'refresh_token', 'seqNo']);
    expect(tokenDTO.expired).toBe(h.clock.now() + TOKEN_TTL.accessMs);
    expect(loginUser).toMatchObject({
      phone: '13800000002', accountType: 2, isTnt: false, companyId: 'C001', companyNm: '绿源农业科技有限公司',
      userAuthStatus: '3', entAuthStatus: '3', tntId: 'T1001', idytpCd: 'AGRI', roleList: [{ roleId: 'R03', roleNm: '卖家管理员' }],
    });
    expect(loginUser.company).toMatchObject({ companyId: 'C001' });
    const paths = loginAhrBO.menus.map((m: { menuPath: string }) => m.menuPath);
    expect(paths).toEqual(expect.arrayContaining(['Seller', 'SaleOrder', 'sale-order-agree', 'Shopping', 'home', 'header-message']));
    expect(paths).not.toContain('Storage');
    expect(loginAhrBO.menus.every((m: { belong: string }) => m.belong === '1')).toBe(true);
    expect(loginAhrBO.roleBOS).toEqual([{ roleId: 'R03', roleNm: '卖家管理员', roleCode: 'SELLER_ADMIN' }]);
  });

  it('stores only an argon2id hash of the password', async () => {
    const [row] = await h.db.owner.query<{ password_hash: string }>(`SELECT password_hash FROM persons WHERE tnt_id = 'T1001' AND phone = '13800000003'`);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row!.password_hash).not.toContain(PASSWORD);
  });

  it('refuses a wrong password and an unknown phone alike', async () => {
    expectError(await h.client.login('13800000003', 'Wrong@2026'), ERRORS.LOGIN_FAILED, '账号或密码错误');
    expectError(await h.client.login('13900000099'), ERRORS.LOGIN_FAILED, '账号或密码错误');
  });

  it('refuses a replayed ciphertext even with fresh request headers', async () => {
    const data = await h.client.loginData('13800000003');
    expect((await h.client.call('acl.login', { data })).body.code).toBe('0');
    expectError(await h.client.call('acl.login', { data }), ERRORS.REPLAY);
  });

  it('refuses a payload stamped outside the 300 s window', async () => {
    const data = await h.client.seal({ phone: '13800000003', password: PASSWORD, timestamp: h.clock.now() - 301_000, nonce: nonce() });
    expectError(await h.client.call('acl.login', { data }), ERRORS.REPLAY);
  });

  it('refuses PKCS#1 v1.5 ciphertext and garbage', async () => {
    const v15 = await h.client.seal({ phone: '13800000003', password: PASSWORD, timestamp: h.clock.now(), nonce: nonce() }, 'RSAES-PKCS1-V1_5');
    expectError(await h.client.call('acl.login', { data: v15 }), ERRORS.DECRYPT_FAILED);
    expectError(await h.client.call('acl.login', { data: 'bm90IGEgY2lwaGVydGV4dA==' }), ERRORS.DECRYPT_FAILED);
  });

  it('refuses bad input with a Chinese message: missing data, ill-typed data, a bad phone inside', async () => {
    const missing = await h.client.call('acl.login', {});
    expectError(missing, ERRORS.BAD_REQUEST, '请输入登录信息');
    expect(missing.body.detail).toEqual([{ path: '/data', message: '请输入登录信息' }]);
    expectError(await h.client.call('acl.login', { data: 42 }), ERRORS.BAD_REQUEST, '登录信息格式不正确');
    const badPhone = await h.client.call('acl.login', { data: await h.client.loginData('12345') });
    expectError(badPhone, ERRORS.BAD_REQUEST, '请输入正确的手机号码');
  });

  it('after 3 wrong passwords the captcha is required, never a lock: with it the owner logs in, and the run ends', async () => {
    const phone = '13800000004';
    for (let i = 0; i < 3; i++) expectError(await h.client.login(phone, 'Wrong@2026'), ERRORS.LOGIN_FAILED);
    expectError(await h.client.login(phone), ERRORS.CAPTCHA_REQUIRED, '登录失败次数较多，请输入图形验证码');
    expect(await countRows(h.db, 'sessions', "tnt_id = 'T1001' AND person_id = 'P04'")).toBe(0);
    const solved = await captcha();
    const wrong = { ...solved, captchaCode: solved.captchaCode === '0000' ? '1111' : '0000' };
    expectError(await h.client.call('acl.login', { data: await h.client.loginData(phone, PASSWORD, wrong) }), ERRORS.CODE_INVALID, '图形验证码错误或已失效');
    const fresh = await captcha();
    expect((await h.client.call('acl.login', { data: await h.client.loginData(phone, PASSWORD, fresh) })).body.code).toBe('0');
    // The success ended the run of failures: no captcha needed now.
    expect((await h.client.login(phone)).body.code).toBe('0');
  });

  it('counts concurrent tries exactly: 10 wrong passwords at once are 10 tries, and only 3 reach the password', async () => {
    const phone = '13800000005';
    const datas = await Promise.all(Array.from({ length: 10 }, () => h.client.loginData(phone, 'Wrong@2026')));
    const answers = await Promise.all(datas.map((data) => h.client.call('acl.login', { data })));
    expect(answers.filter((r) => r.body.code === ERRORS.LOGIN_FAILED.code)).toHaveLength(3);
    expect(answers.filter((r) => r.body.code === ERRORS.CAPTCHA_REQUIRED.code)).toHaveLength(7);
    const [row] = await h.db.owner.query<{ hits: number }>('SELECT hits FROM auth_counters WHERE counter_key = $1', [counterKey('login:fail', phone)]);
    expect(Number(row!.hits)).toBe(10);
    expect(await countRows(h.db, 'login_attempts', "tnt_id = 'T1001' AND phone = $1", [phone])).toBe(3);
  });

  it('the run of failures is the phone\'s in every tenant: another tenant header buys no extra tries', async () => {
    const phone = '13800000001';
    for (let i = 0; i < 3; i++) await h.client.login(phone, 'Wrong@2026', i % 2 ? DEMO : TCM);
    expectError(await h.client.login(phone, PASSWORD, APPLE), ERRORS.CAPTCHA_REQUIRED);
    h.clock.advance(15 * 60_000 + 1);
    expect((await h.client.login(phone, PASSWORD, APPLE)).body.code).toBe('0');
  });

  it('throttles tries per phone (10 a minute) and per client address (60 a minute) with 429', async () => {
    const phone = '13800000006';
    const tries = [];
    for (let i = 0; i < 11; i++) {
      const extra = i >= 3 ? await captcha() : {};
      tries.push(await h.client.call('acl.login', { data: await h.client.loginData(phone, 'Wrong@2026', extra) }, { remoteAddress: `192.0.2.${i}` }));
    }
    expect(tries.slice(0, 10).every((r) => r.body.code === ERRORS.LOGIN_FAILED.code)).toBe(true);
    expectError(tries[10]!, ERRORS.TOO_MANY, '登录尝试过于频繁，请1分钟后再试');
    h.clock.advance(60_001);
    expect((await h.client.call('acl.login', { data: await h.client.loginData(phone, PASSWORD, await captcha()) })).body.code).toBe('0');

    const spray = [];
    for (let i = 0; i < 61; i++) spray.push(await h.client.call('acl.login', { data: await h.client.loginData(`1390000${String(i).padStart(4, '0')}`, 'Wrong@2026') }, { remoteAddress: '192.0.2.250' }));
    expect(spray.slice(0, 60).every((r) => r.body.code === ERRORS.LOGIN_FAILED.code)).toBe(true);
    expectError(spray[60]!, ERRORS.TOO_MANY, '登录尝试过于频繁，请1分钟后再试');
  });

  it('the rate is the server\'s to set (LOGIN_RATE_LIMIT: per phone n, per address 6n), defaults 10 and 60', async () => {
    expect(loadConfig({}).loginRateLimit).toBeUndefined();
    expect(loadConfig({ LOGIN_RATE_LIMIT: '3' }).loginRateLimit).toBe(3);
    expect(() => loadConfig({ LOGIN_RATE_LIMIT: '0' })).toThrow('LOGIN_RATE_LIMIT must be a positive integer');
    const slow = await startTestServer({ loginRate: { perPhonePerMinute: 2 } });
    try {
      const tries = [];
      for (let i = 0; i < 3; i++) tries.push(await slow.client.call('acl.login', { data: await slow.client.loginData('13800000004', 'Wrong@2026') }));
      expect(tries.map((r) => r.body.code)).toEqual([ERRORS.LOGIN_FAILED.code, ERRORS.LOGIN_FAILED.code, ERRORS.TOO_MANY.code]);
    } finally {
      await slow.close();
    }
  });

  it('a tenant resolves its own people only: the demo seller is unknown in the APPLE tenant', async () => {
    expectError(await h.client.login('13800000002', PASSWORD, APPLE), ERRORS.LOGIN_FAILED);
    expect((await h.client.login('13800000001', PASSWORD, APPLE)).body.resultData.loginUser.tntId).toBe('T1002');
  });

  it('unify login enters the public back office tenant whatever the page tenant', async () => {
    const r = await h.client.call('acl.unifyLogin', { data: await h.client.loginData('13800000000') }, { tenant: DEMO });
    expect(r.body.code).toBe('0');
    expect(r.body.resultData.loginUser).toMatchObject({ tntId: 'T0000', idytpCd: 'vLogin', isTnt: true, accountId: 'U000' });
    expectError(await h.client.call('acl.unifyLogin', { data: await h.client.loginData('13800000003') }), ERRORS.LOGIN_FAILED);
  });
});

describe('tokens', () => {
  it('an access token works, then expires after its lifetime (YAUTH00000049 登录已过期)', async () => {
    const token = await h.client.token('13800000003');
    expect((await h.client.call('user.getUserInfo', {}, { token })).body.code).toBe('0');
    h.clock.advance(TOKEN_TTL.accessMs + 1);
    expectError(await h.client.call('user.getUserInfo', {}, { token }), ERRORS.TOKEN_EXPIRED, '登录已过期，请重新登录');
  });

  it('a missing, unknown or other-tenant token is invalid (YTOKEN0000010)', async () => {
    expectError(await h.client.call('user.getUserInfo'), ERRORS.TOKEN_INVALID);
    expectError(await h.client.call('user.getUserInfo', {}, { token: 'nope' }), ERRORS.TOKEN_INVALID);
    const appleToken = await h.client.token('13800000001', APPLE);
    expectError(await h.client.call('user.getUserInfo', {}, { token: appleToken, tenant: DEMO }), ERRORS.TOKEN_INVALID);
  });

  it('refresh rotates: new pair, same seqNo; the old refresh token is spent', async () => {
    const login = (await h.client.login('13800000003')).body.resultData.tokenDTO;
    h.clock.advance(60_000);
    const r = await h.client.call('acl.refreshToken', { refreshToken: login.refresh_token });
    expect(r.body.code).toBe('0');
    expect(r.body.resultData.seqNo).toBe(login.seqNo);
    expect(r.body.resultData.access_token).not.toBe(login.access_token);
    expect(r.body.resultData.refresh_token).not.toBe(login.refresh_token);
    expect(r.body.resultData.expired).toBe(h.clock.now() + TOKEN_TTL.accessMs);
    expect((await h.client.call('user.getUserInfo', {}, { token: r.body.resultData.access_token })).body.code).toBe('0');
  });

  it('a reused refresh token revokes the whole family: every token of it is forced out (YSJTL00000001)', async () => {
    const first = (await h.client.login('13800000003')).body.resultData.tokenDTO;
    const second = (await h.client.call('acl.refreshToken', { refreshToken: first.refresh_token })).body.resultData;
    h.clock.advance(REUSE_GRACE_MS + 1);
    expectError(await h.client.call('acl.refreshToken', { refreshToken: first.refresh_token }), ERRORS.FORCED_OUT);
    expectError(await h.client.call('user.getUserInfo', {}, { token: second.access_token }), ERRORS.FORCED_OUT);
    expectError(await h.client.call('user.getUserInfo', {}, { token: first.access_token }), ERRORS.FORCED_OUT);
    expectError(await h.client.call('acl.refreshToken', { refreshToken: second.refresh_token }), ERRORS.FORCED_OUT);
    const other = await h.client.token('13800000003');
    expect((await h.client.call('user.getUserInfo', {}, { token: other })).body.code).toBe('0');
  });

  it('a spent refresh token back within the grace (the answer was lost to a reload) gets a new pair of the same family; the grace runs from the first exchange', async () => {
    const first = (await h.client.login('13800000003')).body.resultData.tokenDTO;
    const second = (await h.client.call('acl.refreshToken', { refreshToken: first.refresh_token })).body.resultData;
    h.clock.advance(REUSE_GRACE_MS - 1000);
    const again = await h.client.call('acl.refreshToken', { refreshToken: first.refresh_token });
    expect(again.body.code).toBe('0');
    expect(again.body.resultData.seqNo).toBe(first.seqNo);
    expect(again.body.resultData.refresh_token).not.toBe(second.refresh_token);
    for (const token of [second.access_token, again.body.resultData.access_token]) {
      expect((await h.client.call('user.getUserInfo', {}, { token })).body.code).toBe('0');
    }
    // The second exchange did not restart the grace: past it, the spent token is theft again.
    h.clock.advance(1001);
    expectError(await h.client.call('acl.refreshToken', { refreshToken: first.refresh_token }), ERRORS.FORCED_OUT);
    expectError(await h.client.call('user.getUserInfo', {}, { token: again.body.resultData.access_token }), ERRORS.FORCED_OUT);
  });

  it('refresh refuses an unknown token, bad input and an expired refresh token', async () => {
    expectError(await h.client.call('acl.refreshToken', { refreshToken: 'unknown' }), ERRORS.TOKEN_INVALID);
    expectError(await h.client.call('acl.refreshToken', {}), ERRORS.BAD_REQUEST, '请输入刷新令牌');
    const t = (await h.client.login('13800000003')).body.resultData.tokenDTO;
    h.clock.advance(TOKEN_TTL.refreshMs + 1);
    expectError(await h.client.call('acl.refreshToken', { refreshToken: t.refresh_token }), ERRORS.TOKEN_EXPIRED);
  });

  it('logout revokes on the server: the access and refresh tokens stop working', async () => {
    const t = (await h.client.login('13800000003')).body.resultData.tokenDTO;
    const r = await h.client.call('acl.logout', { seqNo: t.seqNo, tntId: 'T1001', idytpCd: 'AGRI' }, { token: t.access_token });
    expect(r.body).toEqual({ code: '0', msg: '操作成功', resultData: null });
    expectError(await h.client.call('user.getUserInfo', {}, { token: t.access_token }), ERRORS.TOKEN_INVALID);
    expectError(await h.client.call('acl.refreshToken', { refreshToken: t.refresh_token }), ERRORS.TOKEN_INVALID);
    expectError(await h.client.call('acl.logout', { seqNo: t.seqNo }, { token: t.access_token }), ERRORS.TOKEN_INVALID);
  });

  it('logout with another person\'s seqNo does not touch their session', async () => {
    const mine = (await h.client.login('13800000003')).body.resultData.tokenDTO;
    const theirs = (await h.client.login('13800000002')).body.resultData.tokenDTO;
    await h.client.call('acl.logout', { seqNo: theirs.seqNo }, { token: mine.access_token });
    expect((await h.client.call('user.getUserInfo', {}, { token: theirs.access_token })).body.code).toBe('0');
    expectError(await h.client.call('user.getUserInfo', {}, { token: mine.access_token }), ERRORS.TOKEN_INVALID);
  });

  it('verifyToken answers the user of a valid token and refuses others', async () => {
    const t = (await h.client.login('13800000003')).body.resultData.tokenDTO;
    const ok = await h.client.call('acl.verifyToken', { tntId: 'T1001', idytpCd: 'AGRI', tokenDTO: t });
    expect(ok.body.resultData).toMatchObject({ valid: true, loginUser: { phone: '13800000003' } });
    expectError(await h.client.call('acl.verifyToken', { tokenDTO: { access_token: 'x' } }), ERRORS.TOKEN_INVALID);
    expectError(await h.client.call('acl.verifyToken', {}), ERRORS.BAD_REQUEST);
  });
});
