// Approvals (issue 32 item 2, spec 6 and 7): accounts waiting for the platform as a document (accounts.status
// '0' waiting, '1' active, '9' refused): registrations (USR00100101), customers an enterprise adds
// (USR00600302); the platform approves or refuses with a reason, once when sent many times at once; the
// approve mark counts those waiting; tenant and enterprise isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { creditCodeCheckChar } from '../../engine/validation';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';

let h: TestServer;
let admin: string;
let seller: string;
beforeAll(async () => {
  h = await startTestServer();
  admin = await h.client.token(PHONES.admin);
  seller = await h.client.token(PHONES.seller);
});
afterAll(() => h.close());

const creditCode = (first17: string) => first17 + creditCodeCheckChar(first17);
const call = (key: string, body: unknown, t: string) => h.client.call(key, body, { token: t });
const mark = async (t = admin) => (await ok(h.client, 'tenant.approveMark', {}, t)).mark as number;
const setParam = (paramNo: string, v: string) => h.db.owner.query(`UPDATE tenant_params SET param_value = $1 WHERE tnt_id = 'T1001' AND param_no = $2`, [v, paramNo]);

describe('the demo rows', () => {
  it('waiting, approved and refused registrations and added customers; waiting first; the mark counts the waiting', async () => {
    const page = await ok(h.client, 'approval.page', { pageNum: 1, pageSize: 50 }, admin);
    expect(page.records.map((r: { phone: string; status: string; auditKind: string }) => `${r.phone} ${r.auditKind} ${r.status}`)).toEqual(
      expect.arrayContaining(['13800000021 1 0', '13800000022 1 0', '13800000023 1 1', '13800000024 1 9', '13800000025 2 0', '13800000026 2 1']),
    );
    expect(page.records.slice(0, 3).map((r: { status: string }) => r.status)).toEqual(['0', '0', '0']);
    const refused = page.records.find((r: { phone: string }) => r.phone === '13800000024');
    expect(refused).toMatchObject({ auditNote: '企业名称与营业执照不符，请核实后重新注册', companyNm: '鑫达商贸有限公司', actions: [] });
    expect(page.records.find((r: { phone: string }) => r.phone === '13800000025')).toMatchObject({ addedByNm: '绿源农业科技有限公司' });
    // The enterprise admin 绿源 invited (13800000041, NEED_AUDIT_ADMIN) waits too (tests/api/organ.test.ts).
    expect(await mark()).toBe(4);
    const customers = await ok(h.client, 'approval.customerPage', { pageNum: 1, pageSize: 10 }, seller);
    expect(customers.records.map((r: { companyNm: string; status: string }) => `${r.companyNm} ${r.status}`).sort()).toEqual(['农鲜生鲜配送有限公司 1', '鲜果汇超市有限公司 0']);
  });

  it('a waiting account cannot log in; a refused one is told so', async () => {
    const waiting = await h.client.login('13800000021', 'Demo@2026');
    expect([waiting.status, waiting.body.code]).toEqual([403, ERRORS.ACCOUNT_PENDING.code]);
    const refused = await h.client.login('13800000024', 'Demo@2026');
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([403, ERRORS.FORBIDDEN.code, '账号审核未通过或已停用，请联系平台管理员']);
    expect((await h.client.login('13800000023', 'Demo@2026')).body.code).toBe('0');
  });
});

describe('the platform decides', () => {
  it('approve: the account logs in; the mark falls; deciding again is refused with the state', async () => {
    const page = await ok(h.client, 'approval.page', { pageNum: 1, pageSize: 10, keyword: '13800000021' }, admin);
    const { accountId } = page.records[0];
    const before = await mark();
    expect(await ok(h.client, 'approval.approve', { accountId }, admin)).toMatchObject({ status: '1', actions: [] });
    expect(await mark()).toBe(before - 1);
    expect((await h.client.login('13800000021', 'Demo@2026')).body.code).toBe('0');
    const again = await call('approval.refuse', { accountId, auditNote: '重复' }, admin);
    expect([again.status, again.body.code, again.body.msg]).toEqual([409, ERRORS.CONFLICT.code, '账号状态为“正常”，不能审核拒绝']);
  });

  it('refuse needs a reason; the reason is kept; approve and refuse many times at once: one decision, one history row', async () => {
    const page = await ok(h.client, 'approval.page', { pageNum: 1, pageSize: 10, keyword: '13800000022' }, admin);
    const { accountId } = page.records[0];
    const empty = await call('approval.refuse', { accountId, auditNote: '' }, admin);
    expect([empty.status, empty.body.msg]).toEqual([400, '请输入拒绝原因']);
    const all = await Promise.all([
      ...Array.from({ length: 3 }, () => call('approval.approve', { accountId }, admin)),
      ...Array.from({ length: 3 }, () => call('approval.refuse', { accountId, auditNote: '资料不全' }, admin)),
    ]);
    expect(all.filter((r) => r.body.code === '0')).toHaveLength(1);
    for (const r of all.filter((x) => x.body.code !== '0')) expect(r.status).toBe(409);
    expect(await countRows(h.db, 'account_history', "tnt_id = 'T1001' AND account_id = $1 AND move IN ('approve', 'refuse')", [accountId])).toBe(1);
  });

  it('only the tenant admin decides (403); another tenant sees none of these and cannot decide them (404)', async () => {
    const page = await ok(h.client, 'approval.page', { pageNum: 1, pageSize: 10, status: '0' }, admin);
    const { accountId } = page.records[0];
    const notAdmin = await call('approval.approve', { accountId }, seller);
    expect([notAdmin.status, notAdmin.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    const apple = await h.client.token(PHONES.admin, APPLE);
    const other = await h.client.call('approval.approve', { accountId }, { token: apple, tenant: APPLE });
    expect([other.status, other.body.msg]).toEqual([404, '审核申请不存在']);
    const applePage = await h.client.call('approval.page', { pageNum: 1, pageSize: 50 }, { token: apple, tenant: APPLE });
    expect(applePage.body.resultData.records.map((r: { phone: string }) => r.phone).sort()).toEqual(['13800000031', '13800000032']);
    // An ordinary account (not an audited one) is no audit document.
    const plain = await call('approval.approve', { accountId: 'A030' }, admin);
    expect([plain.status, plain.body.msg]).toEqual([404, '审核申请不存在']);
  });
});

describe('adding a customer (USR00600302)', () => {
  const body = (n: string, over: Record<string, unknown> = {}) => ({ companyNm: `测试客户${n}有限公司`, creditCode: creditCode(`91330106MA2C0${n}`), contactNm: '周联系', phone: `1391112${n}`, ...over });

  it('audit off: the customer is active at once; audit on: it waits for the platform and counts in the mark', async () => {
    await setParam('USR00600302', '0');
    const active = await ok(h.client, 'approval.addCustomer', body('0001'), seller);
    expect(active).toMatchObject({ auditKind: '2', status: '1', companyNm: '测试客户0001有限公司', addedByNm: '绿源农业科技有限公司' });
    await setParam('USR00600302', '1');
    const before = await mark();
    const waiting = await ok(h.client, 'approval.addCustomer', body('0002'), seller);
    expect(waiting.status).toBe('0');
    expect(await mark()).toBe(before + 1);
    const mine = await ok(h.client, 'approval.customerPage', { pageNum: 1, pageSize: 50 }, seller);
    expect(mine.records.map((r: { companyNm: string }) => r.companyNm)).toEqual(expect.arrayContaining(['测试客户0001有限公司', '测试客户0002有限公司']));
    // Another enterprise does not see them.
    const buyer = await h.client.token(PHONES.buyer);
    const theirs = await call('approval.customerPage', { pageNum: 1, pageSize: 50 }, buyer);
    expect(theirs.status === 403 || theirs.body.resultData.records.every((r: { companyNm: string }) => !r.companyNm.startsWith('测试客户'))).toBe(true);
  });

  it('refuses bad input, a registered enterprise or phone, and writes nothing', async () => {
    const before = await countRows(h.db, 'accounts');
    const cases: [Record<string, unknown>, number, string][] = [
      [body('0003', { creditCode: '91330106MA2C00030' }), 400, '请输入正确的统一社会信用代码'],
      [body('0003', { phone: '12345' }), 400, '请输入正确的手机号码'],
      [body('0003', { contactNm: '周1' }), 400, '请输入正确的姓名（字母与空格，或2-20个汉字）'],
      [body('0003', { creditCode: creditCode('91330100MA2C00001') }), 409, '该企业已注册'],
      [body('0003', { phone: '13800000003' }), 409, '该手机号已注册'],
    ];
    for (const [b, status, msg] of cases) {
      const r = await call('approval.addCustomer', b, seller);
      expect([r.status, r.body.msg], JSON.stringify(b)).toEqual([status, msg]);
    }
    expect(await countRows(h.db, 'accounts')).toBe(before);
    const farmer = await h.client.token('13800000006');
    const personal = await call('approval.addCustomer', body('0004'), farmer);
    expect(personal.status).toBe(403);
  });
});
