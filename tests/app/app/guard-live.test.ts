// The guards against the live session and a fake server (spec 4): guests load the tenant's config;
// after login the real-auth flags are loaded before the certification rule runs.
import { describe, expect, it } from 'vitest';
import { KEYS } from '../../../api/client';
import { runGuard } from '../../../src/routing';
import { globalPageConfigAtom, tenantTagAtom, disabledListAtom, themeAtom, type LoginResult } from '../../../src/session';
import { toastsAtom } from '../../../src/feedback';
import { appFixture, pathOfKey } from '../helpers/app-fixture';
import { ok } from '../helpers/fake-api';
import { menu, userInfo } from '../helpers/entries';

const tenantInfo = {
  tntList: [],
  configRespDTO: {
    pageRespDTO: [
      { paramNo: 'TNT_CST_LOGO', paramValue: '/logo.png' },
      { paramNo: 'TNT_CST_SKIN', paramValue: 'green' },
    ],
    infoRespDTO: { systemName: '苹果产业平台', idytpCd: 'I01', tntid: 'T001' },
  },
  registerConfig: [{ paramNo: 'REG_MOBILE', paramValue: '1' }],
  hostLevel: 1,
  indexType: 2,
};

describe('guest navigation', () => {
  it('seeds the tenant from the query, loads its config once, and sends to Login', async () => {
    const f = appFixture({
      [KEYS.disabledList]: () => ok({ contorValue: 'menu-wdyj' }),
      [KEYS.tenantTag]: () => ok({ tntTag: 'APPLE' }),
      [KEYS.tenantInfoByServerName]: () => ok(tenantInfo),
    });
    const to = await runGuard(f.app.guard, '/seller/sale-order', { tntId: 'T001', idytpCd: 'I01' });
    expect(to).toBe('/login?tntId=T001&idytpCd=I01&redirect=%2Fseller%2Fsale-order');
    expect(f.app.store.get(disabledListAtom)).toEqual(['menu-wdyj']);
    expect(f.app.store.get(tenantTagAtom)).toBe('APPLE');
    expect(f.app.store.get(globalPageConfigAtom)).toMatchObject({ systemName: '苹果产业平台', logo: '/logo.png', theme: 'green', tntId: 'T001' });
    expect(f.app.store.get(themeAtom)).toBe('green');
    expect(await runGuard(f.app.guard, '/login', { tntId: 'T001', idytpCd: 'I01' })).toBeNull();
    expect(f.paths().filter((p) => p === pathOfKey(KEYS.tenantInfoByServerName))).toHaveLength(1);
  });
});

describe('logged-in first load', () => {
  const login: LoginResult = {
    loginUser: userInfo({ username: '张三', accountType: 2, userAuthStatus: '3', entAuthStatus: '2' }),
    tokenDTO: { access_token: 'AT', refresh_token: 'RT', expired: Date.parse('2100-01-01'), seqNo: 'S' },
    loginAhrBO: { menus: [menu('m_Seller', 'Seller'), menu('m_SaleOrder', 'SaleOrder', 'm_Seller'), menu('m_User', 'User'), menu('m_EntCertify', 'EntCertify', 'm_User')], roleBOS: [] },
  };
  const params = (values: Record<string, string>) => async (req: Request) => ok([{ paramValue: values[((await req.json()) as { paramNo: string }).paramNo] ?? '0' }]);

  it('loads the real-auth flags, then applies certification with its warning', async () => {
    // The route table of the real screen files: EntCertify is schemas/user/ent-certify.json.
    const f = appFixture({ [KEYS.platformParam]: params({ ENT_REAL_AUTH: '1', PERSON_REAL_AUTH: '1' }), [KEYS.generalLogin]: () => ok(true) }, { records: 'screens' });
    f.app.actions.afterLogin(login);
    const to = await runGuard(f.app.guard, '/seller/sale-order', {});
    expect(to).toBe('/user/ent-certify');
    expect(await runGuard(f.app.guard, '/user/ent-certify', {})).toBeNull();
    expect(f.app.store.get(toastsAtom).map((t) => t.message)).toEqual(['企业认证审核中，请耐心等待，认证成功后方可使用本功能']);
    // Once at a time: a second redirect while the first warning shows adds none.
    await runGuard(f.app.guard, '/seller/sale-order', {});
    expect(f.app.store.get(toastsAtom)).toHaveLength(1);
  });

  it('real-name verification off: the page opens (with the tenant query re-added when known)', async () => {
    const f = appFixture({ [KEYS.platformParam]: params({}), [KEYS.generalLogin]: () => ok(false) }, { records: 'screens' });
    f.app.actions.afterLogin(login);
    expect(await runGuard(f.app.guard, '/seller/sale-order', {})).toBeNull();
  });
});
