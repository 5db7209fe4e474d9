// Spec 2.11 header rules.
import { describe, expect, it } from 'vitest';
import { buildMenuMap } from '../../../src/menus';
import { headerModel, isHeaderItemActive, type HeaderInput } from '../../../src/menus/header';
import { createRouteIndex } from '../../../src/routing';
import type { PermissionEntry } from '../../../src/session';
import { custom, menu } from '../helpers/entries';
import { RECORDS } from '../helpers/routes';

const index = createRouteIndex(RECORDS);
const SELLER_BUYER = [
  menu('m_Shopping', 'Shopping', '0', { menuOrderno: 10 }),
  menu('m_ShoppingMall', 'ShoppingMall', 'm_Shopping', { menuOrderno: 1 }),
  menu('m_Seller', 'Seller', 'm_Shopping', { menuOrderno: 2 }),
  menu('m_Buyer', 'Buyer', 'm_Shopping', { menuOrderno: 3 }),
  menu('m_User', 'User', '0', { menuOrderno: 40 }),
  menu('m_MyCenter', 'MyCenter', 'm_User'),
  menu('m_EntInfo', 'EntInfo', 'm_User'),
  menu('m_Storage', 'Storage', '0', { menuOrderno: 50 }),
];

const model = (perms: PermissionEntry[], over: Partial<HeaderInput> = {}) =>
  headerModel({
    map: buildMenuMap(perms, index),
    systemName: '苹果产业平台',
    unified: false,
    accountType: '2',
    fromAdmin: false,
    can: (p) => p === 'home',
    ...over,
  });

const ids = (items: { node: { menuId: string } }[]) => items.map((i) => i.node.menuId);

describe('header (spec 2.11)', () => {
  it('left: User and the finance custom menu; right: the other main menus', () => {
    const h = model([...SELLER_BUYER, custom('c_fin', '金融服务', '0', { menuOrderno: 1 })]);
    expect(ids(h.left)).toEqual(['m_User', 'c_fin']);
    expect(ids(h.right)).toEqual(['m_Shopping', 'm_Storage']);
  });

  it('issue 33: the tenant admin\'s menu order puts the named menus first, the rest after them as they were', () => {
    expect(ids(model(SELLER_BUYER, { menuOrder: ['Storage'] }).right)).toEqual(['m_Storage', 'm_Shopping']);
    expect(ids(model(SELLER_BUYER, { menuOrder: ['Nowhere'] }).right)).toEqual(['m_Shopping', 'm_Storage']);
    // User stays at the left whatever the order says.
    expect(ids(model(SELLER_BUYER, { menuOrder: ['User', 'Storage'] }).left)).toEqual(['m_User']);
  });

  it('the public back office (/unify/manage) is a header menu in the unified tenant only: elsewhere its click led back to Home', () => {
    const perms = [...SELLER_BUYER, menu('m_Unify', 'Unify', '0', { menuOrderno: 80, menuNm: '公共管理后台' }), menu('m_UnifyHome', 'UnifyHome', 'm_Unify')];
    const idx = createRouteIndex([...RECORDS, { name: 'Unify', path: '/unify/manage', kind: 'area', meta: { title: '公共管理后台' } } as (typeof RECORDS)[number]]);
    const header = (unified: boolean) =>
      headerModel({ map: buildMenuMap(perms, idx), systemName: '农业产业交易平台', unified, accountType: '2', fromAdmin: false, can: (p) => p === 'home' });
    expect(ids(header(false).right)).toEqual(['m_Shopping', 'm_Storage']);
    // (its one page: a group with a single child is a direct link)
    expect(ids(header(true).right)).toEqual(['m_Shopping', 'm_Storage', 'm_UnifyHome']);
  });

  it('Shopping shows Buyer and Seller as children; they are hidden from the top level', () => {
    const h = model(SELLER_BUYER);
    const shopping = h.right.find((i) => i.node.menuId === 'm_Shopping');
    expect(ids(shopping?.children ?? [])).toEqual(['m_ShoppingMall', 'm_Seller', 'm_Buyer']);
    expect(ids(h.right)).not.toContain('m_Seller');
  });

  it('Buyer and Seller as areas of their own (the menu registry) still show under Shopping, not at the top', () => {
    const h = model([
      menu('m_Shopping', 'Shopping', '0', { menuOrderno: 10 }),
      menu('m_Seller', 'Seller', '0', { menuOrderno: 30 }),
      menu('m_Buyer', 'Buyer', '0', { menuOrderno: 40 }),
      menu('m_Storage', 'Storage', '0', { menuOrderno: 50 }),
    ]);
    expect(ids(h.right)).toEqual(['m_Shopping', 'm_Storage']);
    expect(ids(h.right[0]?.children ?? [])).toEqual(['m_Seller', 'm_Buyer']);
  });

  it('the buyer or seller centre lights 商城, the entry that holds its area; other areas light only themselves', () => {
    const h = model([
      menu('m_Shopping', 'Shopping', '0', { menuOrderno: 10 }),
      menu('m_ShoppingMall', 'ShoppingMall', 'm_Shopping', { menuOrderno: 1 }),
      menu('m_Seller', 'Seller', '0', { menuOrderno: 30 }),
      menu('m_Buyer', 'Buyer', '0', { menuOrderno: 40 }),
      menu('m_Storage', 'Storage', '0', { menuOrderno: 50 }),
    ]);
    const active = (rootId: string | undefined) => ids(h.right.filter((i) => isHeaderItemActive(i, rootId)));
    expect(active('m_Buyer')).toEqual(['m_Shopping']);
    expect(active('m_Seller')).toEqual(['m_Shopping']);
    expect(active('m_Shopping')).toEqual(['m_Shopping']);
    expect(active('m_Storage')).toEqual(['m_Storage']);
    expect(active(undefined)).toEqual([]);
  });

  it('a Shopping with only one adopted area is a direct link to it', () => {
    const h = model([menu('m_Shopping', 'Shopping', '0', { menuOrderno: 10 }), menu('m_Buyer', 'Buyer', '0', { menuOrderno: 40 })]);
    expect(h.right).toHaveLength(1);
    expect(h.right[0]).toMatchObject({ label: 'Shopping', children: [] });
    expect(h.right[0]?.node.menuId).toBe('m_Buyer');
  });

  it('without Shopping, Seller is a top-level menu', () => {
    const h = model([menu('m_Seller', 'Seller', '0'), menu('m_SaleOrder', 'SaleOrder', 'm_Seller'), menu('m_SellerOrderManage', 'SellerOrderManage', 'm_Seller')]);
    expect(ids(h.right)).toEqual(['m_Seller']);
  });

  it('a group with a single child collapses into a direct link', () => {
    const h = model([menu('m_Storage', 'Storage', '0'), menu('m_StorageStock', 'StorageStock', 'm_Storage', { menuNm: '库存' })]);
    expect(h.right[0]).toMatchObject({ label: 'Storage', children: [] });
    expect(h.right[0]?.node.menuId).toBe('m_StorageStock');
  });

  it.each([
    [2, ['c1', 'c2'], ['c1', 'c2'], []],
    [2, ['c1', 'c2', 'c3', 'c4'], ['c1', 'c2'], ['c3', 'c4']],
    [3, ['c1', 'c2'], ['c1'], ['c2']],
    [4, ['c1'], [], ['c1']],
    [5, ['c1'], [], ['c1']],
  ])('%i main menus + customs %o: %o fill the 4 slots, %o go into 更多', (mains, customs, shown, more) => {
    const areas = ['Storage', 'Storehouse', 'Seller', 'Buyer', 'Takeover'];
    const perms = [
      ...areas.slice(0, mains).map((a, i) => menu(`m_${a}`, a, '0', { menuOrderno: i })),
      ...customs.map((c, i) => custom(c, `自定义${c}`, '0', { menuOrderno: 100 + i })),
    ];
    const h = model(perms);
    expect(h.right.filter((i) => !i.node.custom)).toHaveLength(mains);
    expect(ids(h.right.filter((i) => i.node.custom))).toEqual(shown);
    expect(ids(h.more)).toEqual(more);
  });

  it('the finance custom menu stays on the left whatever the order numbers, and takes none of the 4 right slots', () => {
    const perms = [
      ...['Storage', 'Storehouse', 'Seller'].map((a, i) => menu(`m_${a}`, a, '0', { menuOrderno: 10 + i })),
      custom('c_fin', '金融服务', '0', { menuOrderno: 200 }),
      custom('c1', '自定义1', '0', { menuOrderno: 100 }),
      custom('c2', '自定义2', '0', { menuOrderno: 101 }),
    ];
    const h = model(perms);
    expect(ids(h.left)).toEqual(['c_fin']);
    // 3 main menus + 1 custom fill the 4 slots; the finance menu is not counted among them.
    expect(ids(h.right)).toEqual(['m_Storage', 'm_Storehouse', 'm_Seller', 'c1']);
    expect(ids(h.more)).toEqual(['c2']);
    // The tenant admin's menu order cannot move it to the right either.
    expect(ids(model(perms, { menuOrder: ['c_fin', 'c2'] }).left)).toEqual(['c_fin']);
  });

  it('the finance custom menu with pages under it is a dropdown of them on the left, after User', () => {
    const h = model([
      ...SELLER_BUYER,
      custom('c_fin', '金融服务', '0', { menuOrderno: 90, webUrl: '' }),
      custom('c_fin_products', '金融产品', 'c_fin', { menuOrderno: 1, embedWay: 'MENU', webUrl: '/scprmall/finance' }),
      custom('c_fin_intro', '供应链金融介绍', 'c_fin', { menuOrderno: 2, embedWay: 'PAGE_INLINE', webUrl: '/scprmall/demo/finance.html' }),
    ]);
    expect(ids(h.left)).toEqual(['m_User', 'c_fin']);
    expect(h.left[1]!.label).toBe('金融服务');
    expect(h.left[1]!.children.map((c) => [c.node.menuId, c.label])).toEqual([['c_fin_products', '金融产品'], ['c_fin_intro', '供应链金融介绍']]);
    expect(ids(h.right)).toEqual(['m_Shopping', 'm_Storage']);
  });

  it('a menu named otherwise, or a built-in one named 金融服务, is no finance custom menu: it goes right', () => {
    const h = model([...SELLER_BUYER, custom('c_x', '金融资讯', '0'), menu('m_Takeover', 'Takeover', '0', { menuNm: '金融服务', menuOrderno: 60 })]);
    expect(ids(h.left)).toEqual(['m_User']);
    expect(ids(h.right)).toEqual(['m_Shopping', 'm_Storage', 'm_Takeover', 'c_x']);
  });

  it('on the app page a finance custom menu opens (/finance), that menu is the lit one', () => {
    const perms = [
      ...SELLER_BUYER,
      custom('c_fin', '金融服务', '0', { menuOrderno: 90, webUrl: '' }),
      custom('c_fin_products', '金融产品', 'c_fin', { embedWay: 'MENU', webUrl: '/scprmall/finance' }),
    ];
    const map = buildMenuMap(perms, index);
    const page = map.byRoute.get('Finance');
    expect(page?.menuId).toBe('c_fin_products');
    const h = model(perms);
    expect(ids(h.left.filter((i) => isHeaderItemActive(i, page?.rootId)))).toEqual(['c_fin_products']);
  });

  it('农业中心 is shown as 收购专区', () => {
    const h = model([custom('c_agri', '农业中心', '0')]);
    expect(h.right[0]?.label).toBe('收购专区');
  });

  it.each([
    ['enterprise account with home permission', {}, true],
    ['personal account', { accountType: '1' }, false],
    ['no home permission', { can: () => false }, false],
    ['coming from the admin site', { fromAdmin: true }, false],
  ] as const)('Home link: %s -> %s', (_label, over, shown) => {
    expect(model(SELLER_BUYER, over).showHome).toBe(shown);
  });

  it('title: the system name, or the fixed title on the unified tenant', () => {
    expect(model(SELLER_BUYER).title).toBe('苹果产业平台');
    expect(model(SELLER_BUYER, { unified: true }).title).toBe('企业公共工作台');
  });
});
