// Title, permitted routes, tenant query seeding, route matching, one-warning-at-a-time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeMenuName, createRouteIndex, createWarnOnce, pageTitle, permittedRoutes, tenantFromQuery, withTenantQuery } from '../../../src/routing';
import { RECORDS } from '../helpers/routes';

const index = createRouteIndex(RECORDS);

describe('page title (spec 2): system name - active menu', () => {
  it.each([
    ['农业产业平台', '销售订单', '农业产业平台 - 销售订单'],
    ['农业产业平台', undefined, '农业产业平台'],
    [undefined, '销售订单', '销售订单'],
    ['', '', ''],
  ])('%s + %s', (system, menu, expected) => {
    expect(pageTitle(system, menu)).toBe(expected);
  });

  it('a hidden detail page shows its parent menu; the server menu name wins over the screen title', () => {
    const detail = index.byName('SaleOrderDetail');
    expect(activeMenuName(detail, index, () => undefined)).toBe('销售订单');
    expect(activeMenuName(detail, index, (n) => (n === 'SaleOrder' ? '我的销售单' : undefined))).toBe('我的销售单');
  });
});

describe('permitted routes (spec 4)', () => {
  it('public, authority-exempt and granted routes only', () => {
    const names = permittedRoutes(RECORDS, new Set(['Seller', 'SaleOrder'])).map((r) => r.name);
    expect(names).toContain('Home');
    expect(names).toContain('Login');
    expect(names).toContain('SaleOrder');
    expect(names).not.toContain('PurchaseOrder');
    expect(names).not.toContain('Buyer');
  });
});

describe('tenant query (spec 2, 4)', () => {
  it.each([
    [{ tntId: 'T2' }, { tntId: 'T1', idytpCd: 'I1' }, { tntId: 'T2' }],
    [{ tntId: 'T1', idytpCd: 'I1' }, { tntId: 'T1', idytpCd: 'I1' }, null],
    [{ idytpCd: 'I3' }, { tntId: '', idytpCd: '' }, { idytpCd: 'I3' }],
    [{}, { tntId: 'T1', idytpCd: 'I1' }, null],
  ])('seed from %o over %o', (query, current, expected) => {
    expect(tenantFromQuery(query, current)).toEqual(expected);
  });

  it.each([
    [{}, { tntId: 'T1', idytpCd: 'I1' }, { tntId: 'T1', idytpCd: 'I1' }],
    [{ tntId: 'X' }, { tntId: 'T1', idytpCd: 'I1' }, { tntId: 'X', idytpCd: 'I1' }],
    [{ tntId: 'X', idytpCd: 'Y' }, { tntId: 'T1', idytpCd: 'I1' }, null],
    [{}, { tntId: '', idytpCd: '' }, null],
  ])('add to %o from %o', (query, tenant, expected) => {
    expect(withTenantQuery(query, tenant)).toEqual(expected);
  });
});

describe('route index', () => {
  it('matches full paths, case-insensitively, with a trailing slash, and parameter segments', () => {
    const withParam = createRouteIndex([...RECORDS, { name: 'OrderById', path: '/seller/order/:id' }, { name: 'OrderNew', path: '/seller/order/new' }]);
    expect(withParam.match('/seller/sale-order/')?.name).toBe('SaleOrder');
    expect(withParam.match('/Seller/Sale-Order')?.name).toBe('SaleOrder');
    expect(withParam.match('/seller/order/42')?.name).toBe('OrderById');
    expect(withParam.match('/seller/order/new')?.name).toBe('OrderNew');
    expect(withParam.match('/seller/nothing')).toBeUndefined();
  });
});

describe('certification warnings show once at a time (spec 8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the same text is not shown again while on screen; it may be once it has gone', () => {
    vi.useFakeTimers();
    const show = vi.fn();
    const warn = createWarnOnce(show, 2000);
    expect(warn('请先完成企业认证，认证通过后方可使用本功能')).toBe(true);
    expect(warn('请先完成企业认证，认证通过后方可使用本功能')).toBe(false);
    expect(warn('企业认证被驳回，请进行重新认证')).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(warn('请先完成企业认证，认证通过后方可使用本功能')).toBe(true);
    expect(show).toHaveBeenCalledTimes(3);
  });
});
