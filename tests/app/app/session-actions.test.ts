// Spec 4 logout and switching, through the real client against a fake server.
import { describe, expect, it } from 'vitest';
import { KEYS, UNIFY_TENANT } from '../../../api/client';
import { accountChangeFlagAtom, idytpCdAtom, isLoginAtom, originFlagsAtom, tntIdAtom,
  userInfoAtom, tokenAtom, type LoginResult } from '../../../src/session';
import { toastsAtom } from '../../../src/feedback';
import { appFixture, pathOfKey } from '../helpers/app-fixture';
import { envelope, flush, ok } from '../helpers/fake-api';
import { menu, userInfo } from '../helpers/entries';

const login: LoginResult = {
  loginUser: userInfo({ username: '张三', accountType: 2, accountId: 'A1' }),
  tokenDTO: { access_token: 'AT', refresh_token: 'RT', expired: Date.parse('2100-01-01'), seqNo: 'SEQ1' },
  loginAhrBO: { menus: [menu('m_Seller', 'Seller')], roleBOS: [] },
};

function loggedIn(handlers: Parameters<typeof appFixture>[0] = {}) {
  const f = appFixture({ [KEYS.logout]: () => ok(null), [KEYS.clearOtherAdminCookie]: () => new Response(''), ...handlers });
  f.app.store.set(tntIdAtom, 'T001');
  f.app.store.set(idytpCdAtom, 'I01');
  f.app.actions.afterLogin(login);
  return f;
}

describe('logout (spec 4)', () => {
  it('sends seqNo, tntId, idytpCd; clears everything; reloads at login with the tenant', async () => {
    const f = loggedIn();
    await f.app.actions.logout();
    expect(f.paths()).toEqual([pathOfKey(KEYS.logout)]);
    expect(f.bodyOf(KEYS.logout)).toEqual({ seqNo: 'SEQ1', tntId: 'T001', idytpCd: 'I01' });
    expect(f.app.store.get(isLoginAtom)).toBe(false);
    expect(f.storages.session.keys()).toEqual([]);
    expect(f.location.replace).toHaveBeenCalledWith('/scprmall/login?tntId=T001&idytpCd=I01');
  });

  it("clears the other admin system's cookie first when the cross-origin flag is '1'", async () => {
    const f = loggedIn();
    f.app.store.set(originFlagsAtom, { crossOrigin: '1', fromAdmin: false });
    await f.app.actions.logout();
    expect(f.paths()).toEqual([pathOfKey(KEYS.clearOtherAdminCookie), pathOfKey(KEYS.logout)]);
  });

  it('still clears and leaves when the logout call fails', async () => {
    const f = loggedIn({ [KEYS.logout]: () => new Response('x', { status: 502 }) });
    await f.app.actions.logout();
    expect(f.app.store.get(tokenAtom)).toBe('');
    expect(f.location.replace).toHaveBeenCalledTimes(1);
  });

  it('an expired-login answer: alert 登录已过期, and logout once the user closes it', async () => {
    const f = loggedIn({ [KEYS.mallList]: () => envelope({ code: 'YAUTH00000049', msg: 'expired' }, 401) });
    await f.app.client.call(KEYS.mallList, {}).catch(() => undefined);
    const { alertsAtom } = await import('../../../src/feedback');
    const [alert] = f.app.store.get(alertsAtom);
    expect(alert?.message).toBe('登录已过期');
    expect(f.location.replace).not.toHaveBeenCalled();
    alert?.close();
    await flush(60);
    expect(f.location.replace).toHaveBeenCalledWith('/scprmall/login?tntId=T001&idytpCd=I01');
  });

  it('the platform tenant logs out to the unify login', async () => {
    const f = loggedIn();
    f.app.store.set(tntIdAtom, UNIFY_TENANT.tntId);
    f.app.store.set(idytpCdAtom, UNIFY_TENANT.idytpCd);
    await f.app.actions.logout();
    expect(f.location.replace).toHaveBeenCalledWith('/scprmall/unify/login?tntId=T0000&idytpCd=vLogin');
  });
});

describe('switching enterprise (spec 4, 5)', () => {
  it('an empty menu list warns and changes nothing', async () => {
    const f = loggedIn({ [KEYS.changeAccount]: () => ok({ ...login, loginAhrBO: { menus: [] } }) });
    const r = await f.app.actions.switchEnterprise('A2');
    expect(r.ok).toBe(false);
    expect(f.app.store.get(toastsAtom).map((t) => t.message)).toEqual(['暂无操作该子平台的权限，请联系企业管理员']);
    expect(f.app.store.get(accountChangeFlagAtom)).toBe(false);
    expect(f.location.reload).not.toHaveBeenCalled();
  });

  it('otherwise replaces the session and reloads', async () => {
    const f = loggedIn({ [KEYS.changeAccount]: () => ok({ ...login, tokenDTO: { ...login.tokenDTO, access_token: 'AT9' } }) });
    await f.app.actions.switchEnterprise('A2');
    expect(f.bodyOf(KEYS.changeAccount)).toEqual({ accountId: 'A2' });
    expect(f.app.store.get(tokenAtom)).toBe('AT9');
    expect(f.app.store.get(accountChangeFlagAtom)).toBe(true);
    expect(f.location.reload).toHaveBeenCalledTimes(1);
  });

  it('the workbench button sends accountId and tntIdReplace (spec 7); the server picks the account there', async () => {
    const f = loggedIn({ [KEYS.changeAccount]: () => ok(login) });
    const from = f.app.store.get(userInfoAtom)?.accountId;
    await f.app.actions.goToWorkbench();
    expect(from).toBeTruthy();
    expect(f.bodyOf(KEYS.changeAccount)).toEqual({ accountId: from, tntIdReplace: UNIFY_TENANT.tntId });
    expect(f.app.store.get(tntIdAtom)).toBe(UNIFY_TENANT.tntId);
    expect(f.app.store.get(idytpCdAtom)).toBe(UNIFY_TENANT.idytpCd);
    expect(f.location.replace).toHaveBeenCalledWith('/scprmall/unify/manage/home');
  });

  it('empty menus going to the public back office: its own warning', async () => {
    const f = loggedIn({ [KEYS.changeAccount]: () => ok({ ...login, loginAhrBO: { menus: [] } }) });
    await f.app.actions.goToWorkbench();
    expect(f.app.store.get(toastsAtom).map((t) => t.message)).toEqual(['暂无产业企业公共后台菜单权限，请联系管理员配置角色']);
  });
});

