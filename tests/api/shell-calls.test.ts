// Calls the application shell makes whose server side issue 4 fixed: the public key without a tenant,
// the platform switch with accountId and tntIdReplace (spec 7), and platform parameters limited to the
// spec 7 names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ERRORS } from '../../api/catalogue';
import { startTestServer, type TestServer } from './support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

describe('acl.getPubKey needs no tenant', () => {
  it('answers without tenant headers (the key is global)', async () => {
    const r = await h.client.call('acl.getPubKey', {}, { tenant: null });
    expect(r.status).toBe(200);
    expect(r.body.resultData.key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const withTenant = await h.client.call('acl.getPubKey', {}, { tenant: { tntId: 'T1002', idytpCd: 'APPLE' } });
    expect(withTenant.body.resultData.key).toBe(r.body.resultData.key);
  });

  it('a login sealed with that key still needs a tenant', async () => {
    const r = await h.client.call('acl.login', { data: await h.client.loginData('13800000001') }, { tenant: null });
    expect([r.status, r.body.code]).toEqual([ERRORS.TENANT_UNKNOWN.status, ERRORS.TENANT_UNKNOWN.code]);
  });
});

describe('user.changeAccount to the public back office, as spec 7 sends it', () => {
  it('accepts the current accountId with tntIdReplace and enters the back office account', async () => {
    const token = await h.client.token('13800000000');
    const r = await h.client.call('user.changeAccount', { accountId: 'A000', tntIdReplace: 'T0000' }, { token });
    expect(r.status).toBe(200);
    expect(r.body.resultData.loginUser).toMatchObject({ accountId: 'U000', tntId: 'T0000', idytpCd: 'vLogin' });
    expect(r.body.resultData.loginAhrBO.menus.length).toBeGreaterThan(0);
  });

  it('still refuses without the unify permission, whatever accountId says', async () => {
    const token = await h.client.token('13800000003');
    const r = await h.client.call('user.changeAccount', { accountId: 'A030', tntIdReplace: 'T0000' }, { token });
    expect([r.status, r.body.code]).toEqual([ERRORS.FORBIDDEN.status, ERRORS.FORBIDDEN.code]);
  });
});

const PLATFORM_PARAM_NAMES = (JSON.parse(readFileSync('schemas/entities/tenant.json', 'utf8')) as { properties: { platformParamNo: { enum: string[] } } })
  .properties.platformParamNo.enum;

describe('tenant.queryPlatformParam answers only the spec 7 parameter names', () => {
  it('the names are those of spec 7', () => {
    expect(PLATFORM_PARAM_NAMES).toEqual([
      'ENT_REAL_AUTH', 'PERSON_REAL_AUTH', 'USR00100101', 'USR00600302', 'NEED_WMS', 'WMS_MANAGE_MODE', 'TNT_DOWNSELF_ITEM',
      'TNT_CST_LOGO', 'TNT_CST_FONT', 'TNT_CST_SKIN', 'TNT_CST_BACKGROUND',
    ]);
  });

  it.each([...PLATFORM_PARAM_NAMES])('%s is answered', async (paramNo) => {
    const r = await h.client.call('tenant.queryPlatformParam', { tntid: 'T1001', idytpCd: 'AGRI', paramNo });
    expect(r.status).toBe(200);
    expect(r.body.resultData).toEqual([{ paramNo, paramValue: expect.any(String) }]);
  });

  it.each(['contorValue', 'REGISTER_MOBILE', 'NOT_A_PARAM'])('%s (internal or unknown) is refused before any query', async (paramNo) => {
    const r = await h.client.call('tenant.queryPlatformParam', { tntid: 'T1001', idytpCd: 'AGRI', paramNo });
    expect([r.status, r.body.code, r.body.msg]).toEqual([ERRORS.BAD_REQUEST.status, ERRORS.BAD_REQUEST.code, '参数编号不存在']);
    expect(JSON.stringify(r.body)).not.toContain('menu-wdyj');
  });
});
