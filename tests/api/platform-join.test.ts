// Platform join (issue 32 item 2, spec 7: joined, applying, all, apply, cancel, approve): an enterprise of
// the public back office applies to join an industry platform, that platform's admin approves (the
// enterprise and its admin's account are made there, signing in with the back office's password) or
// refuses with a reason; the applicant cancels while it waits. On the prepared demo database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE, DEMO, TCM } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { PHONES } from './support/goods';

const UNIFY = { tntId: 'T0000', idytpCd: 'vLogin' } as const;
let h: TestServer;
let qilu: string;
beforeAll(async () => {
  h = await startTestServer();
  qilu = await h.client.token('13800000100', UNIFY);
});
afterAll(() => h.close());

const as = (token: string, tenant: { tntId: string; idytpCd: string }) => ({
  call: (key: string, body: unknown = {}) => h.client.call(key, body, { token, tenant }),
});
const states = async () =>
  ((await as(qilu, UNIFY).call('join.all')).body.resultData.records as { tntId: string; status: string; actions: string[] }[]).map((r) => `${r.tntId} ${r.status} ${r.actions.join(',')}`);

describe('the demo rows', () => {
  it('joined T1001, applying at T1002 (APPLE), refused at T1003 with its reason', async () => {
    expect(await states()).toEqual(['T1001 2 ', 'T1002 1 cancel', 'T1003  apply']);
    const joined = (await as(qilu, UNIFY).call('join.joined')).body.resultData.records;
    expect(joined.map((r: { tntId: string; tntName: string }) => r.tntName)).toEqual(['农业产业示范平台']);
    const mine = (await as(qilu, UNIFY).call('join.applying')).body.resultData.records;
    expect(mine.map((r: { tntId: string; status: string; reason: string }) => [r.tntId, r.status, r.reason])).toEqual([
      ['T1002', '1', ''], ['T1003', '3', '本平台仅接受中药材产业企业入驻'],
    ]);
    // Joined: the enterprise's admin signs in to T1001 with the back office's password.
    expect((await h.client.login('13800000100', 'Demo@2026', DEMO)).body.resultData.loginUser).toMatchObject({ companyNm: '齐鲁果品集团有限公司', accountType: 2 });
  });
});

describe('apply, cancel, approve, refuse', () => {
  it('applies to T1003 again; applying twice is refused; the platform admin approves once when sent many times at once', async () => {
    const applied = await as(qilu, UNIFY).call('join.apply', { tntId: 'T1003' });
    expect(applied.body.resultData).toMatchObject({ tntId: 'T1003', status: '1', actions: ['cancel'] });
    const twice = await as(qilu, UNIFY).call('join.apply', { tntId: 'T1003' });
    expect([twice.status, twice.body.code, twice.body.msg]).toEqual([409, ERRORS.CONFLICT.code, '已提交入驻申请，请等待平台审核']);
    const tcmAdmin = await h.client.token(PHONES.admin, TCM);
    const page = (await as(tcmAdmin, TCM).call('join.page', { pageNum: 1, pageSize: 10 })).body.resultData;
    expect(page.records[0]).toMatchObject({ joinId: applied.body.resultData.joinId, status: '1', actions: ['approve', 'refuse'] });
    const all = await Promise.all(Array.from({ length: 5 }, () => as(tcmAdmin, TCM).call('join.approve', { joinId: applied.body.resultData.joinId })));
    expect(all.filter((r) => r.body.code === '0')).toHaveLength(1);
    for (const r of all.filter((x) => x.body.code !== '0')) expect([r.status, r.body.msg]).toEqual([409, '入驻申请状态为“已入驻”，不能同意入驻']);
    expect(await countRows(h.db, 'accounts', "tnt_id = 'T1003' AND person_id IN (SELECT person_id FROM persons WHERE tnt_id = 'T1003' AND phone = '13800000100')")).toBe(1);
    expect(await states()).toEqual(['T1001 2 ', 'T1002 1 cancel', 'T1003 2 ']);
    const again = await as(qilu, UNIFY).call('join.apply', { tntId: 'T1001' });
    expect([again.status, again.body.msg]).toEqual([409, '本企业已入驻该平台']);
  });

  it('cancels while waiting; a cancelled application cannot be approved; refusal needs a reason', async () => {
    const mine = (await as(qilu, UNIFY).call('join.applying')).body.resultData.records.find((r: { tntId: string; status: string }) => r.tntId === 'T1002' && r.status === '1');
    const appleAdmin = await h.client.token(PHONES.admin, APPLE);
    const noReason = await as(appleAdmin, APPLE).call('join.refuse', { joinId: mine.joinId, reason: '' });
    expect([noReason.status, noReason.body.msg]).toEqual([400, '请输入驳回原因']);
    const cancelled = await as(qilu, UNIFY).call('join.cancel', { tntId: 'T1002', joinId: mine.joinId });
    expect(cancelled.body.resultData).toMatchObject({ status: '4', actions: [] });
    const late = await as(appleAdmin, APPLE).call('join.approve', { joinId: mine.joinId });
    expect([late.status, late.body.msg]).toEqual([409, '入驻申请状态为“已撤销”，不能同意入驻']);
    expect(await states()).toEqual(['T1001 2 ', 'T1002  apply', 'T1003 2 ']);
  });

  it('only an enterprise of the public back office applies; only the platform admin decides; another platform cannot see it', async () => {
    const seller = await h.client.token(PHONES.seller);
    const fromIndustry = await h.client.call('join.apply', { tntId: 'T1002' }, { token: seller });
    expect([fromIndustry.status, fromIndustry.body.msg]).toEqual([403, '请在企业公共管理后台申请入驻产业平台']);
    const applied = (await as(qilu, UNIFY).call('join.apply', { tntId: 'T1002' })).body.resultData;
    const notAdmin = await h.client.call('join.approve', { joinId: applied.joinId }, { token: seller });
    expect(notAdmin.status).toBe(403);
    const demoAdmin = await h.client.token(PHONES.admin, DEMO);
    const elsewhere = await h.client.call('join.approve', { joinId: applied.joinId }, { token: demoAdmin });
    expect([elsewhere.status, elsewhere.body.msg]).toEqual([404, '入驻申请不存在']);
    const unknown = await as(qilu, UNIFY).call('join.apply', { tntId: 'T0000' });
    expect([unknown.status, unknown.body.msg]).toEqual([404, '产业平台不存在']);
  });
});
