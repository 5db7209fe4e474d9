// Spec 2.11 side menu, user area, floating switch, agriculture-centre guide rule.
import { describe, expect, it } from 'vitest';
import { buildMenuMap } from '../../../src/menus';
import { sideMenuModel, toggleOpen } from '../../../src/menus/side-menu';
import { buyerSellerSwitch, shouldQueryGuide, userAreaModel } from '../../../src/menus/user-area';
import { createRouteIndex } from '../../../src/routing';
import { custom, menu, role, userInfo } from '../helpers/entries';
import { RECORDS } from '../helpers/routes';

const map = buildMenuMap(
  [
    menu('m_User', 'User', '0'),
    menu('m_MyCenter', 'MyCenter', 'm_User', { menuOrderno: 1 }),
    menu('m_EntInfo', 'EntInfo', 'm_User', { menuOrderno: 2 }),
    menu('m_MemberEnterprise', 'MemberEnterprise', 'm_User', { menuOrderno: 3 }),
    menu('m_Seller', 'Seller', '0'),
    menu('m_SellerOrderManage', 'SellerOrderManage', 'm_Seller', { menuOrderno: 1 }),
    menu('m_SaleOrder', 'SaleOrder', 'm_SellerOrderManage'),
    menu('m_SaleOrderDetail', 'SaleOrderDetail', 'm_SellerOrderManage'),
    custom('c_root', '外部系统', '0', { webUrl: '' }),
    custom('c_group', '报表', 'c_root', { webUrl: '', menuOrderno: 1 }),
    custom('c_leaf', '销售报表', 'c_group'),
    custom('c_label', '说明', 'c_root', { webUrl: '', menuOrderno: 2 }),
  ],
  createRouteIndex(RECORDS),
);

const side = (over: Partial<Parameters<typeof sideMenuModel>[0]> = {}) =>
  sideMenuModel({ map, activeId: undefined, groupId: 'm_User', companyAuthStatus: '3', approvalPending: false, ...over });

describe('side menu (spec 2.11)', () => {
  it.each([
    ['1', true],
    ['10', true],
    ['2', false],
    ['3', false],
  ])('enterprise information red dot for company auth status %s: %s', (status, dot) => {
    expect(side({ companyAuthStatus: status }).items.find((i) => i.node.routeName === 'EntInfo')?.dot).toBe(dot);
  });

  it('platform member management red dot when approvals are pending', () => {
    expect(side({ approvalPending: true }).items.find((i) => i.node.routeName === 'MemberEnterprise')?.dot).toBe(true);
    expect(side().items.find((i) => i.node.routeName === 'MemberEnterprise')?.dot).toBe(false);
  });

  it('two levels; hidden children omitted; the submenu holding the active page is open with its selected icon', () => {
    const m = side({ groupId: 'm_Seller', activeId: 'm_SaleOrder' });
    expect(m.items.map((i) => i.node.menuId)).toEqual(['m_SellerOrderManage']);
    expect(m.items[0]?.children.map((i) => i.node.menuId)).toEqual(['m_SaleOrder']);
    expect(m.openId).toBe('m_SellerOrderManage');
    expect(m.items[0]?.icon).toBe('orders-active');
    expect(side({ groupId: 'm_Seller', activeId: undefined }).items[0]?.icon).toBe('orders');
  });

  it('custom side menu: items with no web URL and no children only display', () => {
    const m = side({ groupId: 'c_root', activeId: 'c_leaf' });
    expect(m.items.map((i) => [i.node.menuId, i.displayOnly])).toEqual([
      ['c_group', false],
      ['c_label', true],
    ]);
    expect(m.openId).toBe('c_group');
  });

  it('one submenu open at a time', () => {
    expect(toggleOpen(undefined, 'a')).toBe('a');
    expect(toggleOpen('a', 'b')).toBe('b');
    expect(toggleOpen('b', 'b')).toBeUndefined();
  });
});

describe('user area (spec 2.11)', () => {
  const base = { user: userInfo({ username: '王五', accountType: 2, userIcon: '/a.png' }), roles: [role('管理员'), role('采购')], unified: false, generalLogin: true, tntId: 'T001', can: (p: string) => p === 'unify' || p === 'header-message' };

  it('avatar, username, first role, enterprise switch for enterprise accounts', () => {
    expect(userAreaModel(base)).toMatchObject({ avatar: '/a.png', name: '王五', role: '管理员', canSwitchEnterprise: true, showMessages: true });
  });

  it('username defaults to 未设置; personal accounts cannot switch enterprise', () => {
    expect(userAreaModel({ ...base, user: userInfo({ accountType: 1 }), roles: [] })).toMatchObject({ name: '未设置', role: '', canSwitchEnterprise: false });
  });

  it.each([
    ['all conditions met', {}, true, false],
    ['on the unified tenant: industry portal instead', { unified: true }, false, true],
    ['general login not allowed', { generalLogin: false }, false, false],
    ['excluded tenant ZZNF', { tntId: 'ZZNF' }, false, false],
    ['excluded tenant HB-JZXLX', { tntId: 'HB-JZXLX' }, false, false],
    ['no unify permission', { can: () => false }, false, false],
  ])('workbench button: %s', (_label, over, workbench, portal) => {
    const m = userAreaModel({ ...base, ...over });
    expect(m.showWorkbench).toBe(workbench);
    expect(m.showIndustryPortal).toBe(portal);
  });
});

describe('floating buyer/seller switch (spec 2.11)', () => {
  it.each([
    ['/seller/sale-order', ['Buyer'], '我是买家'],
    ['/seller/sale-order', ['Seller'], null],
    ['/buyer/purchase-order', ['Seller'], '我是卖家'],
    ['/buyer/purchase-order', ['Buyer'], null],
    ['/user/my-center', ['Buyer', 'Seller'], null],
  ])('%s with %o: %s', (path, authority, label) => {
    expect(buyerSellerSwitch(path, new Set(authority))?.label ?? null).toBe(label);
  });
});

describe('收购专区 click (spec 2.11)', () => {
  it.each([
    ['3', true, true],
    ['1', true, false],
    ['3', false, false],
  ])('company auth %s, new-guide permission %s: query the guide %s', (status, perm, expected) => {
    expect(shouldQueryGuide(status, (p) => perm && p === 'purchase-new-guide')).toBe(expected);
  });
});
