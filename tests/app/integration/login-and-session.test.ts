// @vitest-environment node
// The real client and session logic against the real server over HTTP (spec 3, 4, 5, 6): the public key
// and the sealed login of every demo account, the login step's session state, the logged-in guard on
// real data, getRsyMenu, the enterprise account list and switch, the public back office (unify login and
// the workbench switch), and registration / password retrieval with a sealed password.
import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../api/catalogue';
import { KEYS, UNIFY_TENANT } from '../../../api/client';
import { loadMenus, loadSwitchableAccounts } from '../../../src/app';
import { runGuard } from '../../../src/routing';
import {
  accountChangeFlagAtom,
  authStatusAtom,
  authorityListAtom,
  buttonAuthorityAtom,
  idytpCdAtom,
  isLoginAtom,
  permissionListAtom,
  rolesAtom,
  tntIdAtom,
  tokenAtom,
  tokenObjectAtom,
  userInfoAtom,
} from '../../../src/session';
import { DEMO, liveApp, loggedOut, logIn, PASSWORD, PHONE, startLive, TOKEN_TTL, type Live, type LiveApp } from './support/live';

let live: Live;
beforeAll(async () => {
  live = await startLive();
});
afterAll(() => live.close());

const caller = (la: LiveApp) => la.app.client.call.bind(la.app.client) as Parameters<typeof loadMenus>[1];

describe('getPubKey through the client', () => {
  it('answers the server RSA-3072 public key as a PEM in resultData.key', async () => {
    const la = liveApp(live);
    await la.app.guard.seedTenant(DEMO);
    const r = await la.app.client.call(KEYS.getPubKey, {});
    expect(createPublicKey(r.key).asymmetricKeyDetails?.modulusLength).toBe(3072);
    expect(r.keyId).not.toBe('');
  });
});

describe('sealed login of every demo account, and the login step (spec 4)', () => {
  // What each demo person's login gives the session: account kind, roles, some routes and buttons granted,
  // some not (README demo accounts; the fixture screens of tests/api).
  const table: [who: string, phone: string, want: { accountType: number; isTnt: boolean; role: string; routes: string[]; not: string[]; buttons: string[] }][] = [
    ['public back office admin', PHONE.unifyAdmin, { accountType: 2, isTnt: false, role: '公共后台管理员', routes: ['Unify', 'UnifyHome'], not: ['Seller', 'Buyer'], buttons: ['unify', 'home', 'header-message'] }],
    ['tenant admin', PHONE.tenantAdmin, { accountType: 2, isTnt: true, role: '平台管理员', routes: ['Seller', 'Buyer', 'Storage', 'User', 'Unify'], not: [], buttons: ['home', 'unify', 'complain', 'sale-order-agree'] }],
    ['seller', PHONE.seller, { accountType: 2, isTnt: false, role: '卖家管理员', routes: ['Seller', 'SaleOrder', 'Shopping', 'User'], not: ['Buyer', 'Storage'], buttons: ['complain', 'sale-order-agree'] }],
    ['buyer', PHONE.buyer, { accountType: 2, isTnt: false, role: '买家管理员', routes: ['Buyer', 'PurchaseOrder', 'Shopping'], not: ['Seller', 'Storage'], buttons: ['purchase-new-guide', 'header-message'] }],
    // The consignment seller settles its shop's orders with the platform (用户中心's shop-order pages), and holds
    // nothing else of the user centre.
    ['agent', PHONE.agent, { accountType: 2, isTnt: false, role: '代销商', routes: ['Seller', 'Shopping', 'ShopOrder', 'ShopOrderSettlement'], not: ['Buyer', 'EntCertify', 'CustomerManage'], buttons: ['home'] }],
    ['warehouse staff', PHONE.warehouse, { accountType: 2, isTnt: false, role: '仓库人员', routes: ['Storage', 'Storehouse'], not: ['Seller', 'Shopping'], buttons: ['home'] }],
    // A personal account's real-name certification lives in 我的中心 (spec 4: the guard sends it there), so
    // it holds MyCenter and the 用户中心 group around it, and nothing else of the user centre.
    ['farmer (personal)', PHONE.farmer, { accountType: 1, isTnt: false, role: '个人会员', routes: ['Shopping', 'Buyer', 'MyCenter'], not: ['Seller', 'EntCertify', 'EntInfo', 'CustomerManage'], buttons: ['header-message'] }],
  ];

  it.each(table)('%s (%s): user, tokens, permissions with belong 1, roles', async (_who, phone, want) => {
    const la = liveApp(live);
    const result = await logIn(la, phone);
    const s = la.app.store;
    expect(la.toastCalls()).toEqual([]);
    expect(s.get(isLoginAtom)).toBe(true);
    expect(s.get(userInfoAtom)).toMatchObject({ phone, accountType: want.accountType, isTnt: want.isTnt, tntId: DEMO.tntId, idytpCd: DEMO.idytpCd });
    // The token object as the server issued it: expired is absolute epoch ms, two hours from now.
    expect(s.get(tokenObjectAtom)).toEqual(result.tokenDTO);
    expect(s.get(tokenObjectAtom)?.expired).toBe(live.server.clock.now() + TOKEN_TTL.accessMs);
    expect(s.get(tokenObjectAtom)?.seqNo).toMatch(/\S/);
    expect(s.get(tokenAtom)).toBe(result.tokenDTO.access_token);
    const perms = s.get(permissionListAtom);
    expect(perms.length).toBeGreaterThan(0);
    expect(perms.every((p) => p.belong === '1')).toBe(true);
    expect(s.get(authorityListAtom)).toEqual(expect.arrayContaining(want.routes));
    for (const r of want.not) expect(s.get(authorityListAtom)).not.toContain(r);
    expect(s.get(buttonAuthorityAtom)).toEqual(expect.arrayContaining(want.buttons));
    expect(s.get(rolesAtom).map((r) => r.roleNm)).toEqual([want.role]);
    expect(s.get(authStatusAtom)).toEqual({ userAuthStatus: '3', companyAuthStatus: want.accountType === 2 ? '3' : '' });
  });

  it('a wrong password: the server message as a 2 s toast, nothing stored', async () => {
    const la = liveApp(live);
    await la.app.guard.seedTenant(DEMO);
    const err = await la.app.client.call(KEYS.login, { phone: PHONE.agent, password: 'Wrong@2026' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: ERRORS.LOGIN_FAILED.code, shown: true });
    expect(la.toastCalls()).toEqual([['账号或密码错误', { type: 'error', durationMs: 2000 }]]);
    expect(la.app.store.get(isLoginAtom)).toBe(false);
  });

  it('logged-in guard on the real session: a personal account opening Home goes to Shopping; a granted page opens', async () => {
    const farmer = liveApp(live);
    await logIn(farmer, PHONE.farmer);
    expect(await runGuard(farmer.app.guard, '/home', DEMO)).toBe('/shopping');
    const seller = liveApp(live);
    await logIn(seller, PHONE.seller);
    expect(await runGuard(seller.app.guard, '/seller/sale-order', DEMO)).toBeNull();
    expect(await runGuard(seller.app.guard, '/buyer/purchase-order', DEMO)).toBe('/404');
    // The first load read the real-auth flags from the platform parameters (ENT_REAL_AUTH is '1' here).
    expect(seller.toastCalls()).toEqual([]);
  });
});

describe('getRsyMenu (spec 7)', () => {
  it('sends tntId, idytpCd, userId and loginUser {phone}; the menus and roles are read again', async () => {
    const la = liveApp(live);
    const login = await logIn(la, PHONE.buyer);
    la.app.store.set(permissionListAtom, []);
    la.app.store.set(authorityListAtom, []);
    expect(await loadMenus(la.app.store, caller(la))).toBe(true);
    expect(la.app.store.get(permissionListAtom).map((p) => p.menuId)).toEqual(login.loginAhrBO.menus.map((m) => m.menuId));
    expect(la.app.store.get(authorityListAtom)).toContain('PurchaseOrder');
    expect(la.app.store.get(userInfoAtom)).toMatchObject({ userId: login.loginUser.userId, phone: PHONE.buyer });
  });
});

describe('enterprise accounts and switching (spec 4, 6)', () => {
  it('the seller holds two enterprise accounts; the switch offers the other one', async () => {
    const la = liveApp(live);
    await logIn(la, PHONE.seller);
    const accounts = await loadSwitchableAccounts(caller(la));
    expect(accounts.map((a) => [a.companyNm, a.current])).toEqual([['丰收农产品采购有限公司', false]]);
  });

  it('switching replaces user, tokens and rights, reloads, revokes the old login; the new one works', async () => {
    const la = liveApp(live);
    const before = await logIn(la, PHONE.seller);
    const [target] = await loadSwitchableAccounts(caller(la));
    const r = await la.app.actions.switchEnterprise(target!.accountId);
    expect(r).toEqual({ ok: true });
    const s = la.app.store;
    expect(la.location.reload).toHaveBeenCalledTimes(1);
    expect(s.get(accountChangeFlagAtom)).toBe(true);
    expect(s.get(userInfoAtom)).toMatchObject({ accountId: target!.accountId, companyNm: '丰收农产品采购有限公司' });
    expect(s.get(rolesAtom).map((x) => x.roleNm)).toEqual(['买家管理员']);
    expect(s.get(authorityListAtom)).toContain('PurchaseOrder');
    expect(s.get(authorityListAtom)).not.toContain('SaleOrder');
    expect(s.get(tokenAtom)).not.toBe(before.tokenDTO.access_token);
    // After the reload the first load goes to Home (the account-change flag), on the new login.
    expect(await runGuard(la.app.guard, '/buyer/purchase-order', DEMO)).toBe('/home');
    expect(la.toastCalls()).toEqual([]);
    // A tab still holding the old login is told its login is no longer valid, and logs out.
    const stale = liveApp(live);
    stale.app.store.set(tntIdAtom, DEMO.tntId);
    stale.app.store.set(idytpCdAtom, DEMO.idytpCd);
    stale.app.actions.afterLogin(before);
    await stale.app.client.call(KEYS.accountList, {}).catch(() => undefined);
    await loggedOut(stale);
    expect(stale.toastCalls()[0]).toEqual([ERRORS.TOKEN_INVALID.msg, { type: 'error', durationMs: 2000 }]);
    expect(stale.location.replace).toHaveBeenCalledWith('/scprmall/login?tntId=T1001&idytpCd=AGRI');
    expect(stale.app.store.get(isLoginAtom)).toBe(false);
    // Switch back, so the next login of this person starts where the seed put it.
    await la.app.actions.switchEnterprise(before.loginUser.accountId!);
  });
});

describe('the public back office (unify, spec 2.3 and 4)', () => {
  it('the workbench switch: tenant T0000 / vLogin from the catalogue constant, its home, calls carry its headers', async () => {
    const la = liveApp(live);
    await logIn(la, PHONE.unifyAdmin);
    const r = await la.app.actions.goToWorkbench();
    expect(r).toEqual({ ok: true });
    const s = la.app.store;
    expect([s.get(tntIdAtom), s.get(idytpCdAtom)]).toEqual([UNIFY_TENANT.tntId, UNIFY_TENANT.idytpCd]);
    expect(la.location.replace).toHaveBeenCalledWith('/scprmall/unify/manage/home');
    expect(s.get(userInfoAtom)).toMatchObject({ tntId: UNIFY_TENANT.tntId, isTnt: true });
    expect(await loadMenus(s, caller(la))).toBe(true);
    expect(s.get(authorityListAtom)).toContain('UnifyHome');
    expect(la.toastCalls()).toEqual([]);
  });

  it('without the unify permission the switch is refused with a 2 s toast and nothing changes', async () => {
    const la = liveApp(live);
    const login = await logIn(la, PHONE.buyer);
    await expect(la.app.actions.goToWorkbench()).rejects.toMatchObject({ code: ERRORS.FORBIDDEN.code });
    expect(la.toastCalls()).toEqual([[ERRORS.FORBIDDEN.msg, { type: 'error', durationMs: 2000 }]]);
    expect(la.app.store.get(tokenAtom)).toBe(login.tokenDTO.access_token);
    expect(la.app.store.get(tntIdAtom)).toBe(DEMO.tntId);
  });

  it('unify login: the sealed payload enters the back office tenant, and the session follows it', async () => {
    const la = liveApp(live);
    await la.app.guard.seedTenant(UNIFY_TENANT);
    const result = await la.app.client.call(KEYS.unifyLogin, { phone: PHONE.unifyAdmin, password: PASSWORD });
    la.app.actions.afterLogin(result);
    expect(la.app.store.get(userInfoAtom)).toMatchObject({ tntId: UNIFY_TENANT.tntId, idytpCd: UNIFY_TENANT.idytpCd });
    expect(await runGuard(la.app.guard, '/unify/login', {})).toBe('/unify/manage/home');
    expect(await loadMenus(la.app.store, caller(la))).toBe(true);
    expect(la.toastCalls()).toEqual([]);
  });
});

describe('registration and password retrieval: the password field sealed (spec 5)', () => {
  /** Reads the captcha answer from its stored digest, by trying all 10 000 (tests/api does the same). */
  async function solveCaptcha(tntId: string, captchaId: string): Promise<string> {
    const { digest } = await import('../../../api/server/core');
    const [row] = await live.server.db.owner.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE captcha_id = $1', [captchaId]);
    for (let i = 0; i < 10_000; i++) {
      const guess = String(i).padStart(4, '0');
      if (digest(tntId, captchaId, guess) === row!.answer_hash) return guess;
    }
    throw new Error('no captcha answer');
  }

  /** A captcha solved, as a person reading the picture would. */
  const captcha = async (la: LiveApp) => {
    const { captchaId } = await la.app.client.call(KEYS.captchaPin, {});
    return { captchaId, captchaCode: await solveCaptcha(DEMO.tntId, captchaId) };
  };

  /** The SMS code sent for the phone, and the captcha that opened the send (consumed by the submit). */
  const codes = async (la: LiveApp, phone: string, opeType: '1' | '2') => {
    const solved = await captcha(la);
    await la.app.client.call(KEYS.sendVerifiedCode, { opeType, phone, ...solved });
    live.server.clock.advance(61_000); // one code per phone a minute
    return { smsCode: live.server.smsCode(phone), ...solved };
  };

  it('registers by mobile, logs in with the new password, resets it, and only the new one opens', async () => {
    const phone = '13977770001';
    const la = liveApp(live);
    await la.app.guard.seedTenant(DEMO);
    const reg = await la.app.client.call(KEYS.registerByMobile, { phone, password: 'Abc12345', ...(await codes(la, phone, '1')) });
    expect(reg).toMatchObject({ accountType: 1, status: '1' });
    expect((await logIn(liveApp(live), phone, DEMO, 'Abc12345')).loginUser).toMatchObject({ phone, accountType: 1 });

    await la.app.client.call(KEYS.retrievePassword, { phone, password: 'Xyz98765', ...(await codes(la, phone, '2')) });
    const next = liveApp(live);
    await next.app.guard.seedTenant(DEMO);
    await expect(next.app.client.call(KEYS.login, { phone, password: 'Abc12345' })).rejects.toMatchObject({ code: ERRORS.LOGIN_FAILED.code });
    const ok = await next.app.client.call(KEYS.login, { phone, password: 'Xyz98765' });
    expect(ok.loginUser.phone).toBe(phone);
    expect(la.toastCalls()).toEqual([]);
  });

  it('a new password that breaks the rule is refused with the server message', async () => {
    const phone = '13977770002';
    const la = liveApp(live);
    await la.app.guard.seedTenant(DEMO);
    const err = await la.app.client.call(KEYS.registerByMobile, { phone, password: 'short', ...(await codes(la, phone, '1')) }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: ERRORS.BAD_REQUEST.code });
    expect(la.toastCalls()).toHaveLength(1);
    expect(la.toastCalls()[0]![1]).toEqual({ type: 'error', durationMs: 2000 });
  });
});
