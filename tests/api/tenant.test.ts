// Tenants and platform configuration (spec section 7), malls and footers, the other admin system.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE, TCM } from './support/client';
import { startTestServer, type TestServer } from './support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

describe('tenant info and config', () => {
  it('without a tenant: the list to choose from (not the back office)', async () => {
    const r = await h.client.call('tenant.getTntInfoByServerName', {}, { tenant: null });
    expect(r.body.resultData.tntList.map((x: { tntId: string }) => x.tntId)).toEqual(['T1001', 'T1002', 'T1003']);
    expect(r.body.resultData.tntList[0]).toEqual({ tntId: 'T1001', idytpCd: 'AGRI', industryName: '农业产业', tntName: '农业产业示范平台' });
    expect(r.body.resultData.configRespDTO).toBeNull();
  });

  it('with a tenant: configRespDTO (pageRespDTO, infoRespDTO), registerConfig, hostLevel, indexType', async () => {
    const r = (await h.client.call('tenant.getTntInfoByServerName', { tntId: 'T1002', idytpCd: 'APPLE' }, { tenant: APPLE })).body.resultData;
    expect(r.tntList).toEqual([]);
    expect(r.configRespDTO.infoRespDTO).toMatchObject({ systemName: '苹果产业交易平台', idytpCd: 'APPLE', tntid: 'T1002' });
    expect(r.configRespDTO.pageRespDTO.map((p: { paramNo: string }) => p.paramNo).sort()).toEqual(['TNT_CST_BACKGROUND', 'TNT_CST_FONT', 'TNT_CST_LOGO', 'TNT_CST_SKIN']);
    expect(r.configRespDTO.pageRespDTO.find((p: { paramNo: string }) => p.paramNo === 'TNT_CST_SKIN').paramValue).toBe('orange');
    expect(r.registerConfig).toContainEqual({ paramNo: 'REGISTER_MOBILE', paramValue: '1' });
    expect([r.hostLevel, r.indexType]).toEqual(['1', '2']);
  });

  it('page config: pageRespDTO and infoRespDTO with introduction', async () => {
    const r = (await h.client.call('tenant.getTntPageConfig', { idytpCd: 'TCM', tntid: 'T1003' }, { tenant: TCM })).body.resultData;
    expect(r.infoRespDTO).toMatchObject({ systemName: '中药材产业交易平台', introduction: '道地药材溯源、收购与交易服务。' });
    expect(r.pageRespDTO).toContainEqual({ paramNo: 'TNT_CST_SKIN', paramValue: 'green' });
  });

  it('platform parameters: every name of spec section 7, per tenant', async () => {
    for (const paramNo of ['ENT_REAL_AUTH', 'PERSON_REAL_AUTH', 'USR00100101', 'USR00600302', 'NEED_WMS', 'WMS_MANAGE_MODE', 'TNT_DOWNSELF_ITEM', 'TNT_CST_LOGO', 'TNT_CST_FONT', 'TNT_CST_SKIN', 'TNT_CST_BACKGROUND']) {
      const r = await h.client.call('tenant.queryPlatformParam', { paramNo });
      expect(r.body.resultData, paramNo).toHaveLength(1);
      expect(r.body.resultData[0].paramNo).toBe(paramNo);
    }
    expect((await h.client.call('tenant.queryPlatformParam', { paramNo: 'USR00100101' }, { tenant: APPLE })).body.resultData[0].paramValue).toBe('1');
    // Names outside spec 7 are refused (tests/api/shell-calls.test.ts).
    expect((await h.client.call('tenant.queryPlatformParam', { paramNo: 'NO_SUCH' })).status).toBe(400);
    const bad = await h.client.call('tenant.queryPlatformParam', {});
    expect([bad.status, bad.body.msg]).toEqual([400, '请输入参数编号']);
  });

  it('code list: all, or one code type', async () => {
    const all = (await h.client.call('tenant.queryCodeList', {}, { tenant: null })).body.resultData;
    expect(new Set(all.map((c: { codeType: string }) => c.codeType))).toContain('PAY_TYPE');
    const auth = (await h.client.call('tenant.queryCodeList', { code: 'AUTH_STATUS' })).body.resultData;
    expect(auth).toEqual([
      { codeType: 'AUTH_STATUS', codeValue: '1', codeValueName: '未认证' },
      { codeType: 'AUTH_STATUS', codeValue: '2', codeValueName: '认证审核中' },
      { codeType: 'AUTH_STATUS', codeValue: '3', codeValueName: '已认证' },
      { codeType: 'AUTH_STATUS', codeValue: '4', codeValueName: '认证驳回' },
    ]);
  });

  it('disabled functions (contorValue), tag, general-login flag, per tenant', async () => {
    expect((await h.client.call('tenant.queryContorValue', { tntId: 'T1002', idytpCd: 'APPLE' }, { tenant: APPLE })).body).toEqual({
      code: '0', msg: '操作成功', resultData: { contorValue: 'complain,menu-wdyj' },
    });
    expect((await h.client.call('tenant.queryContorValue')).body.resultData).toEqual({ contorValue: '' });
    expect((await h.client.call('tenant.getTntTag', {}, { tenant: TCM })).body.resultData).toEqual({ tntTag: 'CHINESE_MEDICINE' });
    expect((await h.client.call('tenant.generalLogin')).body.resultData).toBe(true);
    expect((await h.client.call('tenant.generalLogin', {}, { tenant: TCM })).body.resultData).toBe(false);
  });

  it('approve mark: logged in only; 0 for a non-admin', async () => {
    expect((await h.client.call('tenant.approveMark')).status).toBe(401);
    const token = await h.client.token('13800000003');
    expect((await h.client.call('tenant.approveMark', {}, { token })).body.resultData).toEqual({ mark: 0 });
  });
});

describe('malls', () => {
  it('lists the tenant\'s malls with id, status and type', async () => {
    const r = await h.client.call('mall.mallList', { tntId: 'T1001', idytpCd: 'AGRI' });
    expect(r.body.resultData).toEqual([
      { id: 'M01', mallNm: '农产品零售商城', mallType: '1', mallStatus: '1' },
      { id: 'M02', mallNm: '企业采购商城', mallType: '2', mallStatus: '1' },
      { id: 'M03', mallNm: '产地直供商城', mallType: '5', mallStatus: '0' },
    ]);
  });

  it('queryMallFooterByMallId answers the footer fields', async () => {
    const r = await h.client.call('mall.queryMallFooterByMallId', { mallId: 'M01' });
    expect(r.body.resultData).toMatchObject({ mallId: 'M01', cooperationPhone: '400-800-2026', partners: '绿源农业,丰收合作社,安达物流', copyright: '© 2026 农业产业示范平台 版权所有' });
  });

  it('another tenant\'s mall is not found (404), an unknown one too; missing mallId is 400', async () => {
    await h.db.owner.query(`INSERT INTO malls VALUES ('T1002', 'MAPPLE', '苹果专区', '2', '1', 9)`);
    await h.db.owner.query(`INSERT INTO mall_footers (tnt_id, mall_id, copyright) VALUES ('T1002', 'MAPPLE', '苹果')`);
    expect((await h.client.call('mall.queryMallFooterByMallId', { mallId: 'MAPPLE' }, { tenant: APPLE })).status).toBe(200);
    const other = await h.client.call('mall.queryMallFooterByMallId', { mallId: 'MAPPLE' });
    expect([other.status, other.body.code, other.body.msg]).toEqual([404, ERRORS.NOT_FOUND.code, '数据不存在或已被删除']);
    expect((await h.client.call('mall.queryMallFooterByMallId', { mallId: 'M03' })).status).toBe(404);
    const bad = await h.client.call('mall.queryMallFooterByMallId', {});
    expect([bad.status, bad.body.msg]).toEqual([400, '请输入商城编号']);
  });
});

describe('the other admin system', () => {
  it('clear-cookie expires every cookie sent, with no tenant and no anti-replay headers needed', async () => {
    const r = await h.app.inject({ method: 'POST', url: '/sxnmfw/acl/clearCookie', headers: { cookie: 'SESSION=abc; other_admin=1' } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ code: '0', msg: '操作成功', resultData: null });
    expect(r.headers['set-cookie']).toEqual([
      'SESSION=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      'other_admin=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);
  });
});
