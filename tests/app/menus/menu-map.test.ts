// Spec 4 "Menu map after login", rule by rule.
import { describe, expect, it } from 'vitest';
import { ancestry, buildMenuMap, landing } from '../../../src/menus';
import { createRouteIndex } from '../../../src/routing';
import type { PermissionEntry } from '../../../src/session';
import { button, custom, menu } from '../helpers/entries';
import { RECORDS } from '../helpers/routes';

const index = createRouteIndex(RECORDS);

// As the menu sync of docs/contracts.md section 3 would send them for a seller.
const PERMS = [
  menu('m_Shopping', 'Shopping', '0', { menuOrderno: 10, menuNm: '商城' }),
  menu('m_Seller', 'Seller', 'm_Shopping', { menuOrderno: 20, menuNm: '卖家中心' }),
  menu('m_SellerOrderManage', 'SellerOrderManage', 'm_Seller', { menuOrderno: 10, menuNm: '订单管理' }),
  menu('m_SaleOrderDetail', 'SaleOrderDetail', 'm_SellerOrderManage', { menuOrderno: 5, menuNm: '订单详情' }),
  menu('m_SaleOrder', 'SaleOrder', 'm_SellerOrderManage', { menuOrderno: 10, menuNm: '销售订单' }),
  button('b_export', 'order-export', 'm_SaleOrder'),
  menu('m_User', 'User', '0', { menuOrderno: 40, menuNm: '用户中心' }),
  menu('m_MyCenter', 'MyCenter', 'm_User', { menuOrderno: 20, menuNm: '账户中心' }),
  menu('m_EntInfo', 'EntInfo', 'm_User', { menuOrderno: 10, menuNm: '企业信息' }),
  custom('c_fin', '金融服务', '0', { menuOrderno: 1 }),
  custom('c_group', '外部系统', '0', { menuOrderno: 5, webUrl: '' }),
  custom('c_child', '外部报表', 'c_group', { menuOrderno: 1 }),
];

describe('menu map (spec 4)', () => {
  const map = buildMenuMap(PERMS, index);

  it('non-button entries only', () => {
    expect(map.byId.has('b_export')).toBe(false);
    expect(map.byId.size).toBeGreaterThan(0);
  });

  it.each([
    ['m_SaleOrder', 'm_Shopping'],
    ['m_Seller', 'm_Shopping'],
    ['m_Shopping', 'm_Shopping'],
    ['m_MyCenter', 'm_User'],
    ['c_child', 'c_group'],
  ])('root of %s is %s (walk up to parent 0)', (id, root) => {
    expect(map.byId.get(id)?.rootId).toBe(root);
  });

  it.each([
    ['m_SaleOrder', 'Shopping'],
    ['m_MyCenter', 'User'],
    ['c_child', 'Custom'],
    ['c_fin', 'Custom'],
  ])('headrMenu of %s is %s (Custom under a custom root, else the root menu path)', (id, headr) => {
    expect(map.byId.get(id)?.headrMenu).toBe(headr);
  });

  it('built-in menus take the route path and meta from the screen record', () => {
    const detail = map.byRoute.get('SaleOrderDetail');
    expect(map.byRoute.get('SaleOrder')?.path).toBe('/seller/sale-order');
    expect(detail?.hidden).toBe(true);
    expect(map.byRoute.get('SellerOrderManage')?.icon).toEqual(['orders', 'orders-active']);
  });

  it('custom menus have no path; their web addresses are collected separately', () => {
    const c = map.byId.get('c_child');
    expect(c?.path).toBeUndefined();
    expect(c?.routeName).toBeUndefined();
    expect([...map.customUrls.entries()]).toEqual([
      ['c_fin', 'https://ext.test/c_fin'],
      ['c_child', 'https://ext.test/c_child'],
    ]);
  });

  it('ordered by menuOrderno at every level', () => {
    expect(map.roots.map((n) => n.menuId)).toEqual(['c_fin', 'c_group', 'm_Shopping', 'm_User']);
    expect(map.byId.get('m_User')?.children.map((n) => n.menuId)).toEqual(['m_EntInfo', 'm_MyCenter']);
  });

  it('default redirect: the first non-hidden child', () => {
    // SaleOrderDetail (order 5) is hidden, so SaleOrder (order 10) is the redirect.
    expect(map.byId.get('m_SellerOrderManage')?.redirect).toBe('m_SaleOrder');
    expect(landing(map.byId.get('m_Shopping')!, map).menuId).toBe('m_SaleOrder');
  });

  it('exempt routes not granted hang under their configured parent with order 999', () => {
    const withExempt = createRouteIndex([...RECORDS, { name: 'SellerHelp', path: '/seller/help', menuParent: 'Seller', meta: { title: '帮助', excludeAuth: true } }]);
    const m = buildMenuMap(PERMS, withExempt);
    const help = m.byRoute.get('SellerHelp');
    expect(help).toMatchObject({ order: 999, authorised: false, parentId: 'm_Seller', headrMenu: 'Shopping', rootId: 'm_Shopping' });
    expect(m.byId.get('m_Seller')?.children.at(-1)?.routeName).toBe('SellerHelp');
  });

  it('not granted and not exempt: absent', () => {
    expect(map.byRoute.has('PurchaseOrder')).toBe(false);
  });

  it('an entry whose parent was not granted becomes its own root', () => {
    const m = buildMenuMap([menu('m_Seller', 'Seller', 'm_Shopping')], index);
    expect(m.roots.map((n) => n.menuId)).toEqual(['m_Seller']);
    expect(m.byId.get('m_Seller')?.headrMenu).toBe('Seller');
  });

  it('survives a parent cycle in bad data', () => {
    const m = buildMenuMap([menu('a', 'Seller', 'b'), menu('b', 'Buyer', 'a')], index);
    expect(m.byId.size).toBe(2);
  });

  it('ancestry lists root to node', () => {
    expect(ancestry(map.byId.get('m_SaleOrder'), map).map((n) => n.menuId)).toEqual(['m_Shopping', 'm_Seller', 'm_SellerOrderManage', 'm_SaleOrder']);
  });

  it('a missing menuOrderno falls back to the screen order', () => {
    // The server never sends a null order (the catalogue says integer); the map still copes with one.
    const noOrder = { menuOrderno: null } as unknown as Partial<PermissionEntry>;
    const m = buildMenuMap([menu('m_User', 'User', '0', noOrder), menu('m_Storage', 'Storage', '0', { menuOrderno: undefined })], index);
    expect(m.roots.map((n) => n.order)).toEqual([40, 50]);
  });
});

