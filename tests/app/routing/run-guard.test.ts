// The runner: / -> /home, unknown -> /404, query seeding, prepare-routes and load-tenant steps, warnings.
import { describe, expect, it, vi } from 'vitest';
import { createRouteIndex, runGuard, type GuardDeps, type GuardSession, type TenantInfo } from '../../../src/routing';
import { SCREEN_RECORDS as RECORDS, TENANT_Q, screenSession as baseSession } from '../helpers/routes';

function deps(session: Partial<GuardSession> = {}, info: TenantInfo = { hasConfig: true, tenantList: [] }) {
  const state = baseSession(session);
  const d = {
    index: createRouteIndex(RECORDS),
    session: () => state,
    prepareRoutes: vi.fn(() => {
      state.routesReady = true;
    }),
    clearAccountChange: vi.fn(() => {
      state.accountChange = false;
    }),
    loadTenantInfo: vi.fn(async () => info),
    seedTenant: vi.fn(async (ids: { tntId?: string; idytpCd?: string }) => {
      Object.assign(state, ids);
    }),
    warn: vi.fn(),
  } satisfies GuardDeps;
  return { d, state };
}

describe('runGuard', () => {
  it.each([
    ['/', {}, '/home'],
    ['/', TENANT_Q, '/home?tntId=T001&idytpCd=I01'],
    ['/page-not-found', {}, '/404'],
    ['/no/such/page', TENANT_Q, '/404'],
  ])('%s %o -> %s', async (path, query, expected) => {
    expect(await runGuard(deps().d, path, query)).toBe(expected);
  });

  it('lets a permitted page through', async () => {
    expect(await runGuard(deps().d, '/seller/sale-order', TENANT_Q)).toBeNull();
  });

  it('first load: prepares the routes once, then decides', async () => {
    const { d } = deps({ routesReady: false });
    expect(await runGuard(d, '/seller/sale-order', TENANT_Q)).toBeNull();
    expect(d.prepareRoutes).toHaveBeenCalledTimes(1);
  });

  it('after an account switch: Home, and the flag is cleared on arrival', async () => {
    const { d, state } = deps({ routesReady: false, accountChange: true });
    expect(await runGuard(d, '/seller/sale-order', TENANT_Q)).toBe('/home');
    expect(await runGuard(d, '/home', TENANT_Q)).toBeNull();
    expect(state.accountChange).toBe(false);
  });

  it('seeds tntId and idytpCd from the query', async () => {
    const { d, state } = deps({ tntId: '', idytpCd: '' });
    await runGuard(d, '/seller/sale-order', { tntId: 'T009', idytpCd: 'I09' });
    expect(d.seedTenant).toHaveBeenCalledWith({ tntId: 'T009', idytpCd: 'I09' });
    expect(state.tntId).toBe('T009');
  });

  it('re-adds the tenant query when missing', async () => {
    expect(await runGuard(deps().d, '/seller/sale-order', { id: '1' })).toBe('/seller/sale-order?id=1&tntId=T001&idytpCd=I01');
  });

  it('resolves a named target to its path and shows the warning', async () => {
    const { d } = deps({ authStatus: { userAuthStatus: '3', companyAuthStatus: '2' } });
    expect(await runGuard(d, '/seller/sale-order', TENANT_Q)).toBe('/user/ent-certify');
    expect(d.warn).toHaveBeenCalledWith('企业认证审核中，请耐心等待，认证成功后方可使用本功能');
  });

  // Spec 8's four certification warnings, each sending to the real screen (schemas/user/ent-certify.json,
  // my-center.json), which then opens for the uncertified user without a warning.
  it.each([
    [{ userAuthStatus: '3', companyAuthStatus: '1' }, '/user/ent-certify', '请先完成企业认证，认证通过后方可使用本功能'],
    [{ userAuthStatus: '3', companyAuthStatus: '2' }, '/user/ent-certify', '企业认证审核中，请耐心等待，认证成功后方可使用本功能'],
    [{ userAuthStatus: '3', companyAuthStatus: '4' }, '/user/ent-certify', '企业认证被驳回，请进行重新认证'],
    [{ userAuthStatus: '1', companyAuthStatus: '1' }, '/user/my-center', '请先到账户中心完成企业和个人身份认证'],
  ])('certification %o: %s with its warning, and that screen opens', async (authStatus, target, warning) => {
    const { d } = deps({ authStatus });
    expect(await runGuard(d, '/seller/sale-order', TENANT_Q)).toBe(target);
    expect(d.warn).toHaveBeenCalledWith(warning);
    expect(d.index.match(target)?.kind).not.toBe('area');
    expect(await runGuard(d, target, TENANT_Q)).toBeNull();
    expect(d.warn).toHaveBeenCalledTimes(1);
  });

  it('guest on a normal tenant: loads the tenant info, then sends to Login with the tenant', async () => {
    const { d } = deps({ isLogin: false });
    expect(await runGuard(d, '/seller/sale-order', TENANT_Q)).toBe('/login?tntId=T001&idytpCd=I01&redirect=%2Fseller%2Fsale-order');
    expect(d.loadTenantInfo).toHaveBeenCalledTimes(1);
  });

  it('a rule naming a screen that does not exist yet lets the navigation through instead of looping', async () => {
    const { d } = deps();
    d.index = createRouteIndex(RECORDS.filter((r) => r.name !== 'PageNotFound'));
    expect(await runGuard(d, '/seller/sale-order', TENANT_Q)).toBeNull();
    d.session().authority = new Set();
    expect(await runGuard(d, '/seller/sale-order', TENANT_Q)).toBeNull();
  });
});
