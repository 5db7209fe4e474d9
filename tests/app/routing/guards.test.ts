// Spec 4 routing guards, every rule, as a table: session, target, expected decision.
import { describe, expect, it } from 'vitest';
import { createRouteIndex, decide, type Decision, type GuardSession, type Query, type TenantInfo } from '../../../src/routing';
import { SCREEN_RECORDS as RECORDS, TENANT_Q, screenSession as baseSession } from '../helpers/routes';

const index = createRouteIndex(RECORDS);

function run(session: Partial<GuardSession>, path: string, query: Query = TENANT_Q, tenantInfo?: TenantInfo): Decision {
  return decide({ to: { path, query, record: index.match(path) }, session: baseSession(session), tenantInfo });
}

type Want = 'allow' | 'prepare-routes' | 'load-tenant' | { name: string; warning?: string } | { path: string; query?: Query };

const check = (d: Decision, want: Want) => {
  if (typeof want === 'string') return expect(d.kind).toBe(want);
  expect(d.kind).toBe('redirect');
  if (d.kind !== 'redirect') return;
  if ('name' in want) {
    expect(d.to).toMatchObject({ name: want.name });
    expect(d.warning).toBe(want.warning);
  } else expect(d.to).toEqual(want.query ? want : { path: want.path, query: d.to.query });
};

const NOT_YET = '请先完成企业认证，认证通过后方可使用本功能';
const IN_REVIEW = '企业认证审核中，请耐心等待，认证成功后方可使用本功能';
const REJECTED = '企业认证被驳回，请进行重新认证';
const NEITHER = '请先到账户中心完成企业和个人身份认证';

describe('logged in (spec 4)', () => {
  const rows: [rule: string, session: Partial<GuardSession>, path: string, want: Want][] = [
    ['a permitted page opens', {}, '/seller/sale-order', 'allow'],
    ['first load: the permitted routes are added, then navigation repeats', { routesReady: false }, '/seller/sale-order', 'prepare-routes'],
    ['account-change flag: go to Home', { accountChange: true }, '/seller/sale-order', { name: 'Home' }],
    ['account-change flag on the platform tenant: go to the unify home', { accountChange: true, platform: true }, '/seller/sale-order', { name: 'UnifyHome' }],
    ['account-change flag, already going Home: allowed', { accountChange: true }, '/home', 'allow'],
    ['personal account opening Home goes to Shopping', { accountType: '1' }, '/home', { name: 'Shopping' }],
    ['enterprise account opening Home stays', {}, '/home', 'allow'],
    ['Login redirects to Home', {}, '/login', { name: 'Home' }],
    ['Register redirects to Home', {}, '/register', { name: 'Home' }],
    ['Retrieve redirects to Home', {}, '/retrieve', { name: 'Home' }],
    ['Login on the platform tenant redirects to the unify home', { platform: true }, '/unify/login', { name: 'UnifyHome' }],
    ['SetTntid redirects to Home', {}, '/setTntid', { name: 'Home' }],
    ['SetTntid on the platform tenant redirects to the unify home', { platform: true }, '/setTntid', { name: 'UnifyHome' }],
    ['/unify/ paths for a non-platform tenant go to Home', {}, '/unify/manage/home', { name: 'Home' }],
    ['/unify/ paths on the platform tenant open', { platform: true }, '/unify/manage/home', 'allow'],
    ['APPLE tenant landing on Home goes to MyCenter', { tenantTag: 'APPLE' }, '/home', { name: 'MyCenter' }],
    ['CHINESE_MEDICINE tenant landing on Home goes to MyCenter', { tenantTag: 'CHINESE_MEDICINE' }, '/home', { name: 'MyCenter' }],
    ['another tag stays on Home', { tenantTag: 'OTHER' }, '/home', 'allow'],
    ['seller without mall authority opening Shopping goes to Seller', { authority: new Set(['Shopping', 'Seller']) }, '/shopping', { name: 'Seller' }],
    ['seller with mall authority opens Shopping', {}, '/shopping', 'allow'],
    ['a route not in the authority list goes to page-not-found', { authority: new Set(['Seller']) }, '/seller/sale-order', { name: 'PageNotFound' }],
    ['excludeAuth routes bypass the check', { authority: new Set() }, '/finance', 'allow'],
    ['notAuth routes bypass the check', { authority: new Set() }, '/payment-success', 'allow'],
    ['an unknown path goes to /404', {}, '/no/such/page', { path: '/404' }],
    ['enterprise not certified (1): EntCertify, not yet', { authStatus: { userAuthStatus: '3', companyAuthStatus: '1' } }, '/seller/sale-order', { name: 'EntCertify', warning: NOT_YET }],
    ['enterprise in review (2): EntCertify, in review', { authStatus: { userAuthStatus: '3', companyAuthStatus: '2' } }, '/seller/sale-order', { name: 'EntCertify', warning: IN_REVIEW }],
    ['enterprise rejected (4): EntCertify, rejected', { authStatus: { userAuthStatus: '3', companyAuthStatus: '4' } }, '/seller/sale-order', { name: 'EntCertify', warning: REJECTED }],
    ['person not certified: MyCenter, neither done', { authStatus: { userAuthStatus: '1', companyAuthStatus: '1' } }, '/seller/sale-order', { name: 'MyCenter', warning: NEITHER }],
    ['certification waived for tenant admins', { isTnt: true, authStatus: { userAuthStatus: '1', companyAuthStatus: '1' } }, '/seller/sale-order', 'allow'],
    ['certification waived when real-name verification is off', { realAuth: { ENT_REAL_AUTH: false, PERSON_REAL_AUTH: false }, authStatus: { userAuthStatus: '1', companyAuthStatus: '1' } }, '/seller/sale-order', 'allow'],
    ['certification waived on the platform tenant', { platform: true, authStatus: { userAuthStatus: '1', companyAuthStatus: '1' } }, '/seller/sale-order', 'allow'],
    ['enterprise certification does not apply to personal accounts', { accountType: '1', authStatus: { userAuthStatus: '3', companyAuthStatus: '' } }, '/buyer/purchase-order', 'allow'],
    ...(['/home', '/user/my-center', '/user/ent-certify', '/user/role-manage', '/user/company-cert'] as const).map(
      (p): [string, Partial<GuardSession>, string, Want] => [`uncertified users may still open ${p}`, { authStatus: { userAuthStatus: '3', companyAuthStatus: '1' } }, p, 'allow'],
    ),
    ['tntId and idytpCd are added when missing', {}, '/seller/sale-order', { path: '/seller/sale-order', query: { tntId: 'T001', idytpCd: 'I01' } }],
  ];

  it.each(rows)('%s', (_rule, session, path, want) => {
    const query = _rule.startsWith('tntId and idytpCd') ? {} : TENANT_Q;
    check(run(session, path, query), want);
  });

  it('keeps the other query parameters when adding the tenant', () => {
    const d = run({}, '/seller/sale-order', { id: '9', tntId: 'T001' });
    expect(d).toMatchObject({ kind: 'redirect', to: { path: '/seller/sale-order', query: { id: '9', tntId: 'T001', idytpCd: 'I01' } } });
  });
});

describe('not logged in (spec 4)', () => {
  const guest = (over: Partial<GuardSession> = {}) => ({ isLogin: false, authority: new Set<string>(), ...over });
  const withConfig: TenantInfo = { hasConfig: true, tenantList: [] };

  const rows: [rule: string, session: Partial<GuardSession>, path: string, info: TenantInfo | undefined, want: Want][] = [
    ...(['/login', '/register', '/retrieve', '/unify/login', '/unify/register', '/unify/retrieve', '/setTntid', '/payment-success', '/payment-fail'] as const).map(
      (p): [string, Partial<GuardSession>, string, TenantInfo | undefined, Want] => [`platform tenant: ${p} allowed`, guest({ platform: true }), p, undefined, 'allow'],
    ),
    ['platform tenant: anything else goes to unifyLogin', guest({ platform: true }), '/seller/sale-order', undefined, { name: 'UnifyLogin' }],
    ['platform tenant: Home goes to unifyLogin', guest({ platform: true }), '/home', undefined, { name: 'UnifyLogin' }],
    ['normal tenant: the global page config is loaded first', guest(), '/login', undefined, 'load-tenant'],
    ['a list of tenants and none chosen: SetTntid', guest({ tntId: '' }), '/login', { hasConfig: false, tenantList: [{ tntId: 'T001', idytpCd: 'I01', industryName: '苹果' }, { tntId: 'T002', idytpCd: 'I02', industryName: '茶叶' }] }, { name: 'SetTntid' }],
    ['a list of tenants, already on SetTntid: allowed', guest({ tntId: '' }), '/setTntid', { hasConfig: false, tenantList: [{ tntId: 'T001', idytpCd: 'I01', industryName: '苹果' }] }, 'allow'],
    ['config exists: Register allowed', guest(), '/register', withConfig, 'allow'],
    ['config exists: Login with the query allowed', guest(), '/login', withConfig, 'allow'],
    ['config exists: anything else goes to Login (with the tenant query)', guest(), '/seller/sale-order', withConfig, { path: '/login' }],
    ['no config and no list: tenant selection', guest(), '/login', { hasConfig: false, tenantList: [] }, { name: 'SetTntid' }],
  ];

  it.each(rows)('%s', (_rule, session, path, info, want) => {
    const d = run(session, path, TENANT_Q, info);
    if (typeof want === 'object' && 'path' in want && want.path === '/login') {
      expect(d).toMatchObject({ kind: 'redirect', to: { name: 'Login', query: { tntId: 'T001', idytpCd: 'I01', redirect: path } } });
    } else check(d, want);
  });

  it('Home as the target: Login without a redirect (Home is where a login lands anyway)', () => {
    const d = run(guest(), '/home', TENANT_Q, withConfig);
    expect(d).toEqual({ kind: 'redirect', rule: 'guest-login', to: { name: 'Login', query: { tntId: 'T001', idytpCd: 'I01' } } });
  });

  it('the target keeps its own query, not the tenant (the login address has it)', () => {
    const d = run(guest(), '/seller/sale-order', { ...TENANT_Q, id: '7' }, withConfig);
    expect(d).toMatchObject({ to: { name: 'Login', query: { tntId: 'T001', idytpCd: 'I01', redirect: '/seller/sale-order?id=7' } } });
  });

  it.each([
    ['/login', 'Login'],
    ['/retrieve', 'Retrieve'],
  ])('config exists: %s gets the tenant query added', (path) => {
    const d = run(guest(), path, {}, withConfig);
    expect(d).toMatchObject({ kind: 'redirect', to: { path, query: { tntId: 'T001', idytpCd: 'I01' } } });
  });
});
