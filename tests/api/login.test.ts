// Login (spec sections 3-5, 8): encrypted payload with timestamp and nonce, argon2id passwords, lockout,
// the token object, refresh rotation with reuse detection, logout, unify login, verifyToken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, TOKEN_TTL } from '../../api/catalogue';
import { APPLE, DEMO, nonce, PASSWORD } from './support/client';
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

  it('locks the phone after 5 failures within 15 minutes (429), even for the right password, and lifts it after', async () => {
    const phone = '13800000004';
    for (let i = 0; i < 5; i++) expectError(await h.client.login(phone, 'Wrong@2026'), ERRORS.LOGIN_FAILED);
    expectError(await h.client.login(phone), ERRORS.TOO_MANY, '密码错误次数过多，账号已锁定，请15分钟后再试');
    expect(await countRows(h.db, 'sessions', "tnt_id = 'T1001' AND person_id = 'P04'")).toBe(0);
    h.clock.advance(15 * 60_000 + 1000);
    expect((await h.client.login(phone)).body.code).toBe('0');
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
    expectError(await h.client.call('acl.refreshToken', { refreshToken: first.refresh_token }), ERRORS.FORCED_OUT);
    expectError(await h.client.call('user.getUserInfo', {}, { token: second.access_token }), ERRORS.FORCED_OUT);
    expectError(await h.client.call('user.getUserInfo', {}, { token: first.access_token }), ERRORS.FORCED_OUT);
    expectError(await h.client.call('acl.refreshToken', { refreshToken: second.refresh_token }), ERRORS.FORCED_OUT);
    const other = await h.client.token('13800000003');
    expect((await h.client.call('user.getUserInfo', {}, { token: other })).body.code).toBe('0');
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
