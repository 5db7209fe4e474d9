// The effects screens ask for by name, and the engine's navigation carried out by the app.
import { describe, expect, it, vi } from 'vitest';
import { createEffects, createNavigate, appHref, EFFECT, EFFECT_NAMES, loginTarget } from '../../../src/engine-host';
import { buildMenuMap, type JumpTarget } from '../../../src/menus';
import { createRouteIndex } from '../../../src/routing';
import { createStore } from 'jotai';
import { unreadCountAtom, tntIdAtom, type LoginResult } from '../../../src/session';
import type { SessionActions } from '../../../src/app';
import { menu, userInfo } from '../helpers/entries';
import { RECORDS } from '../helpers/routes';

const index = createRouteIndex([...RECORDS, { name: 'Detail', path: '/seller/detail/:id', meta: {} }]);

function setup() {
  const store = createStore();
  const actions = {
    afterLogin: vi.fn((r: LoginResult) => store.set(tntIdAtom, r.loginUser.tntId ?? '')),
    switchEnterprise: vi.fn(async () => ({ ok: true as const })),
    goToWorkbench: vi.fn(async () => ({ ok: true as const })),
    logout: vi.fn(async () => undefined),
  } as unknown as SessionActions;
  const opened: JumpTarget[] = [];
  const went: unknown[] = [];
  const map = buildMenuMap([menu('m_User', 'User'), menu('m_MyCenter', 'MyCenter', 'm_User')], index);
  const refreshed: number[] = [];
  const refreshTenant = async () => void refreshed.push(1);
  const effects = createEffects({ store, actions, unifyTenantId: 'T0000', menuMap: () => map, openTarget: (t) => opened.push(t), goTo: (t) => went.push(t), refreshTenant });
  const run = (name: string, values: Record<string, unknown> = {}, result?: unknown, query: Record<string, unknown> = {}) =>
    effects[name]!({ values, result, scope: { query } });
  return { store, actions, opened, went, run, effects, refreshed };
}

const login = (tntId: string): LoginResult => ({ loginUser: userInfo({ tntId }), tokenDTO: { access_token: 'a', refresh_token: 'r', expired: 1, seqNo: 's' }, loginAhrBO: { menus: [], roleBOS: [] } });

describe('effects', () => {
  it('the app provides exactly the named effects', () => {
    expect(Object.keys(setup().effects).sort()).toEqual([...EFFECT_NAMES].sort());
  });

  it('session.login runs the login step with the call result, then goes Home', async () => {
    const s = setup();
    await s.run(EFFECT.login, {}, login('T1001'));
    expect(s.actions.afterLogin).toHaveBeenCalledWith(login('T1001'));
    expect(s.went).toEqual([{ name: 'Home' }]);
  });

  it('session.login in the public back office goes to its home; a guard target wins over both', async () => {
    const s = setup();
    await s.run(EFFECT.login, {}, login('T0000'));
    await s.run(EFFECT.login, {}, login('T1001'), { redirect: '/user/my-center?tab=1' });
    expect(s.went).toEqual([{ name: 'UnifyHome' }, { path: '/user/my-center?tab=1' }]);
  });

  it.each(['https://evil.test/x', '//evil.test', '/login', '/unify/register', 'user/my-center'])('a redirect of %s is not followed', (redirect) => {
    expect(loginTarget(redirect, false)).toEqual({ name: 'Home' });
  });

  it('switching, the workbench and logout go through the session actions', async () => {
    const s = setup();
    await s.run(EFFECT.switchAccount, { accountId: 'A021' });
    await s.run(EFFECT.workbench);
    await s.run(EFFECT.logout);
    expect(s.actions.switchEnterprise).toHaveBeenCalledWith('A021');
    expect(s.actions.goToWorkbench).toHaveBeenCalledTimes(1);
    expect(s.actions.logout).toHaveBeenCalledTimes(1);
  });

  it('menu.jump opens what spec 4 says for the id: a known menu its route, a wlm_ id its last segment', async () => {
    const s = setup();
    await s.run(EFFECT.jump, { menuId: 'm_User' });
    await s.run(EFFECT.jump, { menuId: 'wlm_12_TodoList' });
    expect(s.opened).toEqual([{ kind: 'route', name: 'MyCenter' }, { kind: 'route', name: 'TodoList' }]);
  });

  it('a read message takes one off the unread count, never below 0', async () => {
    const s = setup();
    s.store.set(unreadCountAtom, 1);
    await s.run(EFFECT.noticeRead);
    await s.run(EFFECT.noticeRead);
    expect(s.store.get(unreadCountAtom)).toBe(0);
  });
});

describe('navigation', () => {
  it('routes by name with params and query; paths as they are', () => {
    expect(appHref({ name: 'Detail', params: { id: 'a b' }, query: { x: 1, empty: '' } }, index)).toBe('/seller/detail/a%20b?x=1');
    expect(appHref({ path: '/home', query: { tab: 'q' } }, index)).toBe('/home?tab=q');
    expect(appHref({ name: 'Nowhere' }, index)).toBeNull();
  });

  it('back, replace, external addresses in a new window, unknown names reported', () => {
    const go = vi.fn();
    const openExternal = vi.fn();
    const notFound = vi.fn();
    const nav = createNavigate({ index, go, openExternal, notFound });
    nav({ back: true });
    nav({ name: 'Home', replace: true });
    nav({ path: 'https://partner.test/a', query: { q: 1 } });
    nav({ name: 'Nowhere' });
    expect(go.mock.calls).toEqual([[-1], ['/home', { replace: true }]]);
    expect(openExternal).toHaveBeenCalledWith('https://partner.test/a?q=1');
    expect(notFound).toHaveBeenCalledTimes(1);
  });
});
