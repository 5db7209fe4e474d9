// Spec 3 and 4: the login step, persistence where spec 9 says, clearing on logout, the unread count.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  adjustUnreadAtom,
  applyLogin,
  authStatusAtom,
  authorityListAtom,
  buttonAuthorityAtom,
  clearSession,
  disabledListAtom,
  globalPageConfigAtom,
  hydrate,
  isLoginAtom,
  mallIdAtom,
  mallListAtom,
  noticeDotAtom,
  openedCustomPagesAtom,
  permissionListAtom,
  persist,
  rolesAtom,
  seenAppVersionAtom,
  setUnreadAtom,
  tntIdAtom,
  tokenAtom,
  tokenObjectAtom,
  unreadCountAtom,
  userInfoAtom,
  type LoginResult,
} from '../../../src/session';
import { button, menu, role, userInfo } from '../helpers/entries';
import { memoryStorages } from '../helpers/memory-storage';

const result = (menus = [menu('m1', 'Seller'), menu('m2', 'SaleOrder', 'm1'), button('b1', 'order-export', 'm2')]): LoginResult => ({
  loginUser: userInfo({ username: '张三', accountType: 2, userAuthStatus: '3', entAuthStatus: '1', roleList: [role('卖家管理员')] }),
  tokenDTO: { access_token: 'AT', refresh_token: 'RT', expired: 1_714_550_400_000, seqNo: 'S9' },
  loginAhrBO: { menus, roleBOS: [role('卖家管理员'), role('采购员')] },
});

describe('login step (spec 4)', () => {
  it('stores user, tokens, roles, the login flag and the auth status', () => {
    const store = createStore();
    applyLogin(store, result());
    expect(store.get(userInfoAtom)?.username).toBe('张三');
    expect(store.get(tokenAtom)).toBe('AT');
    expect(store.get(tokenObjectAtom)).toEqual({ access_token: 'AT', refresh_token: 'RT', expired: 1_714_550_400_000, seqNo: 'S9' });
    expect(store.get(rolesAtom).map((r) => r.roleNm)).toEqual(['卖家管理员', '采购员']);
    expect(store.get(isLoginAtom)).toBe(true);
    expect(store.get(authStatusAtom)).toEqual({ userAuthStatus: '3', companyAuthStatus: '1' });
  });

  it('splits rights: route names of menus into the authority list, button paths into button authority', () => {
    const store = createStore();
    applyLogin(store, result());
    expect(store.get(authorityListAtom)).toEqual(['Seller', 'SaleOrder']);
    expect(store.get(buttonAuthorityAtom)).toEqual(['order-export']);
  });

  it.each([
    ["'1'", '1', true],
    ['1 (number)', 1, true],
    ["'2'", '2', false],
    ['missing', undefined, false],
  ])('keeps an entry with belong %s: %s', (_label, belong, kept) => {
    const store = createStore();
    applyLogin(store, result([menu('m1', 'Seller', '0', { belong: belong as string })]));
    expect(store.get(permissionListAtom).length === 1).toBe(kept);
  });

  it.each([
    ['the disabled list is empty', [], true],
    ['the disabled list names other features', ['menu-x', 'menu-y'], true],
    ['the disabled list names menu-wdyj', ['menu-x', 'menu-wdyj'], false],
  ])('men30100068 when %s: kept %s', (_label, disabled, kept) => {
    const store = createStore();
    store.set(disabledListAtom, disabled);
    applyLogin(store, result([menu('men30100068', 'MyPerformance'), menu('m2', 'Seller')]));
    expect(store.get(permissionListAtom).some((e) => e.menuId === 'men30100068')).toBe(kept);
    expect(store.get(authorityListAtom).includes('MyPerformance')).toBe(kept);
  });

  it('flattens nested children', () => {
    const store = createStore();
    applyLogin(store, result([{ ...menu('m1', 'Seller'), children: [menu('m2', 'SaleOrder', 'm1')] }]));
    expect(store.get(authorityListAtom)).toEqual(['Seller', 'SaleOrder']);
  });
});

describe('persistence (spec 9)', () => {
  it('keeps each field where the spec says', () => {
    const storages = memoryStorages();
    const store = createStore();
    persist(store, storages);
    store.set(mallListAtom, [{ id: 'M1', mallNm: '', mallStatus: '1', mallType: '2' }]);
    store.set(mallIdAtom, 'M1');
    store.set(globalPageConfigAtom, { systemName: '农业产业平台' });
    store.set(openedCustomPagesAtom, [{ menuId: 'c1', title: '外链', query: { menuId: 'c1' } }]);
    store.set(seenAppVersionAtom, '20220326');
    store.set(tokenAtom, 'AT');
    store.set(unreadCountAtom, 3);
    expect(storages.local.keys()).toEqual(['ALL_MALL_LIST', 'appVersion', 'globalPageConfig', 'mallId', 'openedCustomPages']);
    expect(JSON.parse(storages.local.getItem('ALL_MALL_LIST')!)).toEqual([{ id: 'M1', mallNm: '', mallStatus: '1', mallType: '2' }]);
    expect(storages.local.getItem('appVersion')).toBe('"20220326"');
    expect(storages.session.keys()).toEqual(['SCPR_SESSION_CACHE:token']);
  });

  it('a reload (new store) reads them back; memory-only fields start empty', () => {
    const storages = memoryStorages();
    const before = createStore();
    persist(before, storages);
    applyLogin(before, result());
    before.set(mallIdAtom, 'M1');
    before.set(unreadCountAtom, 5);
    const after = createStore();
    hydrate(after, storages);
    expect(after.get(tokenAtom)).toBe('AT');
    expect(after.get(isLoginAtom)).toBe(true);
    expect(after.get(authorityListAtom)).toEqual(['Seller', 'SaleOrder']);
    expect(after.get(mallIdAtom)).toBe('M1');
    expect(after.get(unreadCountAtom)).toBe(0);
  });

  it('a corrupt entry is dropped, not fatal', () => {
    const storages = memoryStorages();
    storages.local.setItem('mallId', '{not json');
    const store = createStore();
    hydrate(store, storages);
    expect(store.get(mallIdAtom)).toBe('');
    expect(storages.local.getItem('mallId')).toBeNull();
  });
});

describe('logout clears everything (spec 4)', () => {
  it('every field returns to empty and every stored entry goes, except the seen app version', () => {
    const storages = memoryStorages();
    const store = createStore();
    persist(store, storages);
    applyLogin(store, result());
    store.set(tntIdAtom, 'T001');
    store.set(mallListAtom, [{ id: 'M1', mallNm: '', mallStatus: '1', mallType: '2' }]);
    store.set(mallIdAtom, 'M1');
    store.set(globalPageConfigAtom, { systemName: 'x' });
    store.set(openedCustomPagesAtom, [{ menuId: 'c', title: 't', query: {} }]);
    store.set(seenAppVersionAtom, '20220326');
    store.set(unreadCountAtom, 2);
    store.set(noticeDotAtom, 0);
    clearSession(store, storages);
    expect(store.get(isLoginAtom)).toBe(false);
    expect(store.get(tokenAtom)).toBe('');
    expect(store.get(tokenObjectAtom)).toBeNull();
    expect(store.get(permissionListAtom)).toEqual([]);
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(tntIdAtom)).toBe('');
    expect(store.get(mallListAtom)).toEqual([]);
    expect(store.get(unreadCountAtom)).toBe(0);
    expect(store.get(noticeDotAtom)).toBe(1);
    expect(storages.session.keys()).toEqual([]);
    expect(storages.local.keys()).toEqual(['appVersion']);
  });
});

describe('unread count (spec 4)', () => {
  it('goes up and down by one and never below 0; notice dot defaults to 1', () => {
    const store = createStore();
    expect(store.get(noticeDotAtom)).toBe(1);
    store.set(adjustUnreadAtom, 1);
    store.set(adjustUnreadAtom, 1);
    store.set(adjustUnreadAtom, -1);
    expect(store.get(unreadCountAtom)).toBe(1);
    store.set(adjustUnreadAtom, -1);
    store.set(adjustUnreadAtom, -1);
    expect(store.get(unreadCountAtom)).toBe(0);
    store.set(setUnreadAtom, -4);
    expect(store.get(unreadCountAtom)).toBe(0);
    store.set(setUnreadAtom, 7);
    expect(store.get(unreadCountAtom)).toBe(7);
  });
});
