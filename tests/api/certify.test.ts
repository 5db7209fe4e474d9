// Certification (issue 32 item 1, spec 6): a person's real name and an enterprise's certification as a
// document (statuses 1 not yet, 2 in review, 3 certified, 4 rejected), through the real server on the
// prepared demo database: the state table, the spec's validators (GB 11643 ID card check character,
// GB 32100 credit code, real name), refusals with their messages and codes, tenant and enterprise
// isolation, the platform's decision made once when sent many times at once, and the per-tenant switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { creditCodeCheckChar, idCardCheckChar } from '../../engine/validation';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';
import { uploadVoucher } from './support/payments';

let h: TestServer;
let admin: string;
const tokens: Record<string, string> = {};
const token = async (phone: string) => (tokens[phone] ??= await h.client.token(phone));
const idCard = (first17: string) => first17 + idCardCheckChar(first17);
const creditCode = (first17: string) => first17 + creditCodeCheckChar(first17);

beforeAll(async () => {
  h = await startTestServer();
  admin = await token(PHONES.admin);
});
afterAll(() => h.close());

const call = (key: string, body: unknown, t: string) => h.client.call(key, body, { token: t });
const refused = async (key: string, body: unknown, t: string) => {
  const r = await call(key, body, t);
  return [r.status, r.body.code, r.body.msg];
};
const status = async (table: 'companies' | 'persons', id: string) => {
  const col = table === 'companies' ? 'auth_status' : 'user_auth_status';
  const key = table === 'companies' ? 'company_id' : 'person_id';
  const r = await h.db.owner.query<{ s: string }>(`SELECT ${col} AS s FROM ${table} WHERE tnt_id = 'T1001' AND ${key} = $1`, [id]);
  return r[0]?.s;
};
const enterpriseBody = async (t: string, over: Record<string, unknown> = {}) => ({
  companyNm: '春耕农资贸易有限公司', creditCode: creditCode('91370602MA3C00013'), legalPerson: '郑春耕', regionCode: '370602', address: '烟台市芝罘区南大街8号',
  licence: [await uploadVoucher(h, t)], ...over,
});

describe('the demo rows: every state on a fresh start', () => {
  it('the platform lists certifications in review, certified and rejected, those in review first; not yet has no document', async () => {
    const page = await ok(h.client, 'certify.page', { pageNum: 1, pageSize: 50 }, admin);
    const states = new Set(page.records.map((r: { status: string }) => r.status));
    expect([...states].sort()).toEqual(['2', '3', '4']);
    expect(page.records[0].status).toBe('2');
    const rejected = page.records.find((r: { companyNm: string }) => r.companyNm === '田园优品农业发展有限公司');
    expect(rejected).toMatchObject({ status: '4', rejectReason: '营业执照照片不清晰，请上传清晰完整的营业执照', actions: [] });
    const inReview = page.records.find((r: { status: string }) => r.status === '2');
    expect(inReview.actions).toEqual(['approve', 'reject']);
    // Pictures are restricted files: served with a grant.
    expect(rejected.licence[0].url).toMatch(/&e=\d+&g=[0-9a-f]{32}$/);
    const notYet = await ok(h.client, 'certify.enterprise', {}, await token('13800000013'));
    expect(notYet).toMatchObject({ certId: '', status: '1', companyNm: '春耕农资贸易有限公司', actions: ['submit'] });
  });

  it('filters by kind, state and keyword', async () => {
    const persons = await ok(h.client, 'certify.page', { pageNum: 1, pageSize: 50, certType: '1', status: '4' }, admin);
    expect(persons.records.map((r: { realName: string }) => r.realName)).toEqual(['刘菜农']);
    const kw = await ok(h.client, 'certify.page', { pageNum: 1, pageSize: 50, keyword: '合作社' }, admin);
    expect(kw.records.map((r: { companyNm: string }) => r.companyNm)).toEqual(['青禾果蔬种植专业合作社']);
  });
});

describe('an enterprise certifies: submit, reject with a reason, resubmit, approve', () => {
  it('walks the state table and mirrors the status onto the enterprise', async () => {
    const owner = await token('13800000013');
    const sent = await ok(h.client, 'certify.enterpriseSubmit', await enterpriseBody(owner), owner);
    expect(sent).toMatchObject({ certType: '2', status: '2', legalPerson: '郑春耕', regionName: '山东省 烟台市 芝罘区', actions: [] });
    expect(await status('companies', 'C013')).toBe('2');
    // In review: submitting again is refused with the state's and the move's names.
    expect(await refused('certify.enterpriseSubmit', await enterpriseBody(owner), owner)).toEqual([409, ERRORS.CONFLICT.code, '认证状态为“认证审核中”，不能提交认证']);
    // The applicant cannot decide its own (403: only the platform).
    expect(await refused('certify.approve', { certId: sent.certId }, owner)).toEqual([403, ERRORS.FORBIDDEN.code, ERRORS.FORBIDDEN.msg]);
    const noReason = await call('certify.reject', { certId: sent.certId, rejectReason: '' }, admin);
    expect([noReason.status, noReason.body.msg]).toEqual([400, '请输入驳回原因']);
    const rejected = await ok(h.client, 'certify.reject', { certId: sent.certId, rejectReason: '法定代表人与营业执照不一致' }, admin);
    expect(rejected).toMatchObject({ status: '4', rejectReason: '法定代表人与营业执照不一致' });
    expect(await status('companies', 'C013')).toBe('4');
    const mine = await ok(h.client, 'certify.enterprise', {}, owner);
    expect(mine).toMatchObject({ status: '4', rejectReason: '法定代表人与营业执照不一致', actions: ['resubmit'] });
    expect(await refused('certify.approve', { certId: sent.certId }, admin)).toEqual([409, ERRORS.CONFLICT.code, '认证状态为“认证驳回”，不能认证通过']);
    const again = await ok(h.client, 'certify.enterpriseSubmit', await enterpriseBody(owner, { legalPerson: '郑春耕', address: '烟台市芝罘区南大街10号' }), owner);
    expect(again).toMatchObject({ certId: sent.certId, status: '2', rejectReason: '' });
    const approved = await ok(h.client, 'certify.approve', { certId: sent.certId }, admin);
    expect(approved).toMatchObject({ status: '3', actions: [] });
    expect(await status('companies', 'C013')).toBe('3');
    const info = await ok(h.client, 'certify.enterpriseInfo', {}, owner);
    expect(info).toMatchObject({ companyNm: '春耕农资贸易有限公司', entAuthStatus: '3', legalPerson: '郑春耕', address: '烟台市芝罘区南大街10号', regionCode: '370602' });
    expect(info.certifiedAt).not.toBe('');
    const detail = await ok(h.client, 'certify.detail', { certId: sent.certId }, admin);
    expect(detail.history.map((x: { move: string; fromStatus: string; toStatus: string }) => `${x.move} ${x.fromStatus}->${x.toStatus}`)).toEqual([
      'create ->1', 'submit 1->2', 'reject 2->4', 'resubmit 4->2', 'approve 2->3',
    ]);
    expect(detail.history[2].note).toBe('法定代表人与营业执照不一致');
    // The login answer carries the new status (what the guard reads after a reload).
    const user = await ok(h.client, 'user.getUserInfo', {}, owner);
    expect(user.entAuthStatus).toBe('3');
  });

  it('approve sent many times at once: one decision, the others refused, one history row', async () => {
    const owner = await token('13800000011'); // 青禾: in review from the seed
    const { certId } = await ok(h.client, 'certify.enterprise', {}, owner);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('certify.approve', { certId }, admin)));
    expect(answers.filter((r) => r.body.code === '0')).toHaveLength(1);
    for (const r of answers.filter((x) => x.body.code !== '0')) expect([r.status, r.body.msg]).toEqual([409, '认证状态为“已认证”，不能认证通过']);
    expect(await countRows(h.db, 'certification_history', "tnt_id = 'T1001' AND cert_id = $1 AND move = 'approve'", [certId])).toBe(1);
    // Approve and reject at once: exactly one of them.
    const p14 = await token('13800000014');
    const person = await ok(h.client, 'certify.person', {}, p14);
    const both = await Promise.all([
      call('certify.approve', { certId: person.certId }, admin), call('certify.reject', { certId: person.certId, rejectReason: '照片模糊' }, admin),
      call('certify.approve', { certId: person.certId }, admin), call('certify.reject', { certId: person.certId, rejectReason: '照片模糊' }, admin),
    ]);
    expect(both.filter((r) => r.body.code === '0')).toHaveLength(1);
    expect(await countRows(h.db, 'certification_history', "tnt_id = 'T1001' AND cert_id = $1 AND move IN ('approve', 'reject')", [person.certId])).toBe(1);
  });
});

describe('validators and bad input (spec 5): a Chinese message, nothing written', () => {
  it('refuses a wrong ID card check character, a wrong credit code, a bad real name, a missing picture, a foreign file, an unknown region', async () => {
    const p15 = await token('13800000015'); // rejected personal member
    const pics = [await uploadVoucher(h, p15), await uploadVoucher(h, p15)];
    const good = idCard('37061219921111006');
    const wrongCheck = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    const before = await countRows(h.db, 'certification_history');
    const cases: [Record<string, unknown>, string][] = [
      [{ realName: '刘菜农', idCard: wrongCheck, idPictures: pics }, '请输入正确的18位身份证号码'],
      [{ realName: '刘菜农', idCard: '37061219921111006', idPictures: pics }, '请输入正确的18位身份证号码'],
      [{ realName: '刘', idCard: good, idPictures: pics }, '请输入正确的姓名（字母与空格，或2-20个汉字）'],
      [{ realName: '刘菜农1', idCard: good, idPictures: pics }, '请输入正确的姓名（字母与空格，或2-20个汉字）'],
      [{ realName: '刘菜农', idCard: good, idPictures: pics.slice(0, 1) }, '请上传身份证人像面和国徽面照片'],
      [{ realName: '刘菜农', idCard: good }, '请上传身份证人像面和国徽面照片'],
    ];
    for (const [body, msg] of cases) {
      const r = await call('certify.personSubmit', body, p15);
      expect([r.status, r.body.msg], JSON.stringify(body)).toEqual([400, msg]);
    }
    // Another account's upload by its own address is this tenant's file: allowed by checkFileRefs only when
    // the address is the upload's own; a made-up address is refused.
    const forged = await call('certify.personSubmit', { realName: '刘菜农', idCard: good, idPictures: [{ ...pics[0], url: 'https://evil.example/x.png' }, pics[1]] }, p15);
    expect([forged.status, forged.body.msg]).toEqual([400, '文件不存在或无权使用，请重新上传']);
    const owner = await token('13800000012'); // 田园优品: rejected
    for (const [over, msg] of [
      [{ creditCode: '91370602MA3C00012X'.slice(0, 17) + 'Z' }, '请输入正确的统一社会信用代码'],
      [{ creditCode: creditCode('91370602MA3C0001I'.replace('I', '2')).toLowerCase().slice(0, 17) + '!' }, '请输入正确的统一社会信用代码'],
      [{ legalPerson: '张' }, '请输入正确的姓名（字母与空格，或2-20个汉字）'],
      [{ regionCode: '999999' }, '请选择正确的企业所在地区'],
      [{ licence: [] }, '请上传营业执照'],
      [{ address: '' }, '请输入企业详细地址'],
    ] as const) {
      const r = await call('certify.enterpriseSubmit', await enterpriseBody(owner, { companyNm: '田园优品农业发展有限公司', creditCode: creditCode('91370602MA3C00012'), ...over }), owner);
      expect([r.status, r.body.msg], JSON.stringify(over)).toEqual([400, msg]);
    }
    expect(await countRows(h.db, 'certification_history')).toBe(before);
    // The right values go through: a lower-case code is stored upper-case.
    const ok1 = await ok(h.client, 'certify.personSubmit', { realName: '刘菜农', idCard: good.toLowerCase(), idPictures: pics }, p15);
    expect(ok1).toMatchObject({ status: '2', idCard: good.toUpperCase() });
    expect(await status('persons', 'P15')).toBe('2');
  });

  it('a credit code another enterprise holds is refused (409)', async () => {
    const owner = await token('13800000012');
    const r = await call('certify.enterpriseSubmit', await enterpriseBody(owner, { creditCode: creditCode('91330100MA2C00001') }), owner);
    expect([r.status, r.body.msg]).toEqual([409, '该统一社会信用代码已被其他企业使用']);
  });
});

describe('who may see and decide', () => {
  it('a personal account has no enterprise to certify; an enterprise admin is not the platform', async () => {
    const farmer = await token('13800000006');
    expect(await refused('certify.enterprise', {}, farmer)).toEqual([403, ERRORS.FORBIDDEN.code, ERRORS.FORBIDDEN.msg]);
    const seller = await token(PHONES.seller);
    expect((await call('certify.page', { pageNum: 1, pageSize: 10 }, seller)).status).toBe(403);
  });

  it("another tenant sees none of this tenant's certifications and cannot decide them", async () => {
    const apple = await h.client.token(PHONES.admin, APPLE);
    const page = await h.client.call('certify.page', { pageNum: 1, pageSize: 50 }, { token: apple, tenant: APPLE });
    expect(page.body.resultData).toEqual({ total: 0, records: [] });
    const mine = await ok(h.client, 'certify.page', { pageNum: 1, pageSize: 1, status: '2' }, admin);
    const other = await h.client.call('certify.approve', { certId: mine.records[0].certId }, { token: apple, tenant: APPLE });
    expect([other.status, other.body.msg]).toEqual([404, '认证申请不存在']);
  });

  it('ENT_REAL_AUTH and PERSON_REAL_AUTH switch certification per tenant', async () => {
    await h.db.owner.query(`UPDATE tenant_params SET param_value = '0' WHERE tnt_id = 'T1001' AND param_no = 'ENT_REAL_AUTH'`);
    const owner = await token('13800000012');
    const r = await call('certify.enterpriseSubmit', await enterpriseBody(owner, { creditCode: creditCode('91370602MA3C00012') }), owner);
    expect([r.status, r.body.code, r.body.msg]).toEqual([403, ERRORS.FEATURE_CLOSED.code, '当前平台未开启企业认证']);
    await h.db.owner.query(`UPDATE tenant_params SET param_value = '1' WHERE tnt_id = 'T1001' AND param_no = 'ENT_REAL_AUTH'`);
    const flag = await h.client.call('tenant.queryPlatformParam', { paramNo: 'PERSON_REAL_AUTH' }, {});
    expect(flag.body.resultData[0].paramValue).toBe('1');
  });
});
