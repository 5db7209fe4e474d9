// Spec 4: tenant change rules; switching account or enterprise; spec 6 and 7: malls.
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import {
  accountChangeFlagAtom,
  applyAccountSwitch,
  cacheMallList,
  changeTenant,
  disabledListAtom,
  idytpCdAtom,
  mallListAtom,
  pageConfigPlan,
  tenantChangePlan,
  tenantTagAtom,
  tntIdAtom,
  tokenAtom,
  userInfoAtom,
  visibleMalls,
  type LoginResult,
} from '../../../src/session';
import { KEYS, UNIFY_TENANT } from '../../../api/client';
import { menu, userInfo } from '../helpers/entries';

const UNIFY = UNIFY_TENANT.tntId;

describe('tenant change plan (spec 4)', () => {
  it.each([
    ['empty tenant', '', { disabledList: 'clear', tenantTag: 'clear' }],
    ['default (unify) tenant', UNIFY, { disabledList: 'clear', tenantTag: 'clear' }],
    ['a sub-platform tenant', 'T001', { disabledList: 'reload', tenantTag: 'reload' }],
  ])('%s', (_label, tntId, plan) => {
    expect(tenantChangePlan(tntId, UNIFY)).toEqual(plan);
  });

  it.each([
    ['no config, normal tenant: fetch', null, 'T001', 'fetch'],
    ['config present, normal tenant: keep', { systemName: 'x' }, 'T001', 'keep'],
    ['default tenant: clear', { systemName: 'x' }, UNIFY, 'clear'],
  ] as const)('page config: %s', (_label, config, tntId, plan) => {
    expect(pageConfigPlan(config, tntId, UNIFY)).toBe(plan);
  });
});

describe('changeTenant', () => {
  it('stores the tenant and reloads the disabled list (comma string) and the tag', async () => {
    const store = createStore();
    store.set(idytpCdAtom, 'I01');
    const call = vi.fn(async (key: string) => (key === KEYS.disabledList ? { contorValue: 'menu-a, menu-wdyj' } : { tntTag: 'APPLE' }));
    await changeTenant(store, call as never, 'T001', UNIFY);
    expect(store.get(tntIdAtom)).toBe('T001');
    expect(store.get(disabledListAtom)).toEqual(['menu-a', 'menu-wdyj']);
    expect(store.get(tenantTagAtom)).toBe('APPLE');
    expect(call).toHaveBeenCalledWith(KEYS.disabledList, { idytpCd: 'I01', tntId: 'T001' });
    expect(call).toHaveBeenCalledWith(KEYS.tenantTag, { idytpCd: 'I01', tntId: 'T001' });
  });

  it('failures clear the list and the tag (spec 7)', async () => {
    const store = createStore();
    store.set(disabledListAtom, ['old']);
    store.set(tenantTagAtom, 'APPLE');
    await changeTenant(store, (async () => Promise.reject(new Error('x'))) as never, 'T002', UNIFY);
    expect(store.get(disabledListAtom)).toEqual([]);
    expect(store.get(tenantTagAtom)).toBe('');
  });

  it('the default tenant clears without calling', async () => {
    const store = createStore();
    store.set(disabledListAtom, ['old']);
    const call = vi.fn();
    await changeTenant(store, call as never, UNIFY, UNIFY);
    expect(call).not.toHaveBeenCalled();
    expect(store.get(disabledListAtom)).toEqual([]);
  });
});

describe('switching account or enterprise (spec 4, 5, 6)', () => {
  const switched = (menus = [menu('m1', 'Buyer')]): LoginResult => ({
    loginUser: userInfo({ username: '李四', accountType: 2 }),
    tokenDTO: { access_token: 'AT2', refresh_token: 'RT2', expired: 1, seqNo: 'S2' },
    loginAhrBO: { menus, roleBOS: [] },
  });

  it.each([
    ['enterprise switch in the unified tenant', 'enterprise', true, '暂无企业公共管理后台权限，请联系企业管理员'],
    ['enterprise switch in a sub-platform', 'enterprise', false, '暂无操作该子平台的权限，请联系企业管理员'],
    ['going to the unified back office', 'unified', false, '暂无产业企业公共后台菜单权限，请联系管理员配置角色'],
  ] as const)('empty menus, %s: warns and changes nothing', (_label, target, inUnifiedTenant, warning) => {
    const store = createStore();
    store.set(tokenAtom, 'AT1');
    const r = applyAccountSwitch(store, switched([]), { target, inUnifiedTenant });
    expect(r).toEqual({ ok: false, warning });
    expect(store.get(tokenAtom)).toBe('AT1');
    expect(store.get(accountChangeFlagAtom)).toBe(false);
  });

  it('replaces user, tokens and perms, and flags the account change', () => {
    const store = createStore();
    const r = applyAccountSwitch(store, switched(), { target: 'enterprise', inUnifiedTenant: false });
    expect(r).toEqual({ ok: true });
    expect(store.get(tokenAtom)).toBe('AT2');
    expect(store.get(userInfoAtom)?.username).toBe('李四');
    expect(store.get(accountChangeFlagAtom)).toBe(true);
  });

  it('to the public back office: its tenant and industry code', () => {
    const store = createStore();
    applyAccountSwitch(store, switched(), { target: 'unified', inUnifiedTenant: false, unified: { tntId: UNIFY, idytpCd: UNIFY_TENANT.idytpCd } });
    expect(store.get(tntIdAtom)).toBe(UNIFY);
    expect(store.get(idytpCdAtom)).toBe(UNIFY_TENANT.idytpCd);
  });
});

describe('malls (spec 6, 7)', () => {
  const malls = [
    { id: 'a', mallNm: '', mallStatus: '1', mallType: '1' },
    { id: 'b', mallNm: '', mallStatus: '1', mallType: '2' },
    { id: 'c', mallNm: '', mallStatus: '1', mallType: '5' },
    { id: 'd', mallNm: '', mallStatus: '0', mallType: '2' },
    { id: 'e', mallNm: '', mallStatus: '1', mallType: '3' },
  ];
  it.each([
    ['enterprise accounts: types 2 and 5+, open only', 2, ['b', 'c']],
    ['personal accounts: type 1, open only', 1, ['a']],
  ])('%s', (_label, accountType, ids) => {
    expect(visibleMalls(malls, accountType).map((m) => m.id)).toEqual(ids);
  });

  it('caches a non-empty list only', () => {
    const store = createStore();
    cacheMallList(store, [{ id: 'a', mallNm: '', mallStatus: '1', mallType: '1' }]);
    cacheMallList(store, []);
    expect(store.get(mallListAtom)).toEqual([{ id: 'a', mallNm: '', mallStatus: '1', mallType: '1' }]);
  });
});
