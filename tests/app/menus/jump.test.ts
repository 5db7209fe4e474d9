// Spec 4 "Jumping by menu id" and spec 2.11 embed modes.
import { describe, expect, it } from 'vitest';
import { buildMenuMap, jumpByMenuId } from '../../../src/menus';
import { createRouteIndex } from '../../../src/routing';
import { custom, menu } from '../helpers/entries';
import { RECORDS } from '../helpers/routes';

const map = buildMenuMap(
  [
    menu('m_Seller', 'Seller', '0'),
    menu('m_SaleOrder', 'SaleOrder', 'm_Seller'),
    custom('c_inline', '外部报表', '0', { embedWay: 'PAGE_INLINE', webUrl: 'https://r.test/x' }),
    custom('c_menu', '外部菜单', '0', { embedWay: 'MENU', webUrl: 'https://r.test/m' }),
    custom('c_link', '外部链接', '0', { embedWay: 'LINK_JUMP', webUrl: 'https://r.test/l' }),
    custom('c_nourl', '仅展示', '0', { webUrl: '' }),
    custom('c_app', '金融产品', '0', { embedWay: 'MENU', webUrl: '/scprmall/finance?from=menu' }),
    custom('c_app_inline', '金融产品（内嵌）', '0', { embedWay: 'PAGE_INLINE', webUrl: '/scprmall/finance' }),
    custom('c_app_link', '金融产品（新窗口）', '0', { embedWay: 'LINK_JUMP', webUrl: '/scprmall/finance' }),
    custom('c_app_static', '静态页', '0', { embedWay: 'PAGE_INLINE', webUrl: '/scprmall/demo/finance.html' }),
  ],
  createRouteIndex(RECORDS),
);

describe('jump by menu id (spec 4)', () => {
  it.each([
    ['known built-in (defMenu 1): its route', 'm_SaleOrder', { kind: 'route', name: 'SaleOrder' }],
    ['known built-in group: its first child', 'm_Seller', { kind: 'route', name: 'SaleOrder' }],
    [
      'known custom (PAGE_INLINE): the custom page',
      'c_inline',
      { kind: 'custom-page', query: { menuId: 'c_inline', activeMenuId: 'c_inline', activeHref: 'https://r.test/x', headrMenu: 'Custom' } },
    ],
    ['known custom (MENU): the custom page', 'c_menu', { kind: 'custom-page', query: { menuId: 'c_menu', activeMenuId: 'c_menu', activeHref: 'https://r.test/m', headrMenu: 'Custom' } }],
    ['known custom (LINK_JUMP): an external link', 'c_link', { kind: 'external', url: 'https://r.test/l' }],
    ['known custom (MENU) whose address is an app page: that route, in place', 'c_app', { kind: 'route', name: 'Finance' }],
    ['known custom (PAGE_INLINE) whose address is an app page: that route, in place', 'c_app_inline', { kind: 'route', name: 'Finance' }],
    ['known custom (LINK_JUMP) whose address is an app page: still a new window', 'c_app_link', { kind: 'external', url: '/scprmall/finance' }],
    [
      'known custom (PAGE_INLINE) under the app base but no app page: framed',
      'c_app_static',
      { kind: 'custom-page', query: { menuId: 'c_app_static', activeMenuId: 'c_app_static', activeHref: '/scprmall/demo/finance.html', headrMenu: 'Custom' } },
    ],
    ['known custom with no web URL: nothing', 'c_nourl', { kind: 'none' }],
    ['unknown wlm_ id: the last segment is the route', 'wlm_men30100012_SupplierManage', { kind: 'route', name: 'SupplierManage' }],
    ['unknown wlm_ id, one segment', 'wlm_Cockpit', { kind: 'route', name: 'Cockpit' }],
    ['other unknown id: CustomPage', 'men99999999', { kind: 'route', name: 'CustomPage', query: { menuId: 'men99999999' } }],
  ])('%s', (_rule, id, expected) => {
    expect(jumpByMenuId(id, map)).toEqual(expected);
  });
});
