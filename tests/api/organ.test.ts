// Organisation and roles (issue 32 item 3, spec 6): roles with their checked tree of menus and buttons (a
// change holds from the very next request), departments, the accounts of an enterprise (invite, stop,
// start, roles), the enterprise admin audit (NEED_AUDIT_ADMIN, spec 9: it equals ENT_REAL_AUTH), the
// platform's lists; bad input, another enterprise, another tenant and missing permissions for each call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, UNIFY_TENANT } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';

let h: TestServer;
let admin: string;
let seller: string;
let buyer: string;
let personal: string;
beforeAll(async () => {
  h = await startTestServer();
  [admin, seller, buyer, personal] = (await Promise.all([PHONES.admin, PHONES.seller, PHONES.buyer, PHONES.personal].map((p) => h.client.token(p)))) as [string, string, string, string];
});
afterAll(() => h.close());

type Tenant = { tntId: string; idytpCd: string };
const call = (key: string, body: unknown, t: string, tenant?: Tenant) => h.client.call(key, body, { token: t, ...(tenant ? { tenant } : {}) });
const status = async (key: string, body: unknown, t: string, tenant?: Tenant) => {
  const r = await call(key, body, t, tenant);
  return [r.status, r.body.msg] as [number, string];
};
type Node = { menuId: string; menuPath: string; children?: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const menuPaths = async (t: string) => (await ok(h.client, 'user.getRsyMenu', {}, t)).loginAhrBO.menus.map((m: { menuPath: string }) => m.menuPath) as string[];

describe('roles', () => {
  it('the platform manages the platform roles, an enterprise its own; the tenant admin role and held roles are not editable', async () => {
    const platform = await ok(h.client, 'organ.rolePage', { pageNum: 1, pageSize: 20 }, admin);
    const byCode = new Map(platform.records.map((r: { roleCode: string }) => [r.roleCode, r]));
    expect(byCode.get('TNT_ADMIN')).toMatchObject({ editable: false, scope: '1' });
    expect(byCode.get('ENT_ADMIN')).toMatchObject({ editable: true, roleNm: '企业管理员' });
    expect(platform.records.some((r: { roleNm: string }) => r.roleNm === '订单专员')).toBe(false);
    const own = await ok(h.client, 'organ.rolePage', { pageNum: 1, pageSize: 10 }, seller);
    expect(own.records.map((r: { roleNm: string; accountCount: number; scope: string }) => `${r.roleNm} ${r.accountCount} ${r.scope}`)).toEqual(['订单专员 1 2', '商品专员 1 2']);
    expect((await ok(h.client, 'organ.rolePage', { pageNum: 1, pageSize: 10 }, buyer)).total).toBe(0);
  });

  it('the tree offers what the caller holds; the role ticks what it holds', async () => {
    const tree = await ok(h.client, 'organ.roleTree', { roleId: 'RC0011' }, seller);
    const paths = flat(tree.tree).map((n) => n.menuPath);
    expect(paths).toEqual(expect.arrayContaining(['Seller', 'SaleOrder', 'CustomerManage', 'customer-add', 'RoleManage']));
    // Not the seller's: the platform's review screens.
    expect(paths).not.toContain('CompanyCert');
    expect(tree).toMatchObject({ roleId: 'RC0011', roleNm: '订单专员' });
    expect(tree.menuIds).toEqual(expect.arrayContaining(['m_SellerOderManage', 'm_SaleOrder']));
    expect(tree.menuIds).not.toContain('m_CommodityManage');
  });

  it('unticking one button: the page stays, the button goes, from the very next request (server check and menus)', async () => {
    expect(await menuPaths(seller)).toContain('customer-add');
    const tree = await ok(h.client, 'organ.roleTree', { roleId: 'R03' }, admin);
    const without = tree.menuIds.filter((id: string) => id !== 'b_customer-add');
    await ok(h.client, 'organ.roleSave', { roleId: 'R03', roleNm: '卖家管理员', menuIds: without }, admin);
    const paths = await menuPaths(seller);
    expect(paths).toContain('CustomerManage');
    expect(paths).not.toContain('customer-add');
    const refused = await call('approval.addCustomer', { companyNm: '测试客户有限公司', creditCode: '91330106MA2C0999X', contactNm: '周联系', phone: '13911120999' }, seller);
    expect([refused.status, refused.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    // Ticking it again gives it back, as the next request sees.
    await ok(h.client, 'organ.roleSave', { roleId: 'R03', roleNm: '卖家管理员', menuIds: [...without, 'b_customer-add'] }, admin);
    expect(await menuPaths(seller)).toContain('customer-add');
    expect((await ok(h.client, 'organ.roleTree', { roleId: 'R03' }, admin)).menuIds).toContain('b_customer-add');
  });

  it('an enterprise creates, edits and deletes its own roles; bad input writes nothing', async () => {
    const made = await ok(h.client, 'organ.roleSave', { roleNm: '报表专员', remark: '只看报表', menuIds: ['m_SaleReportManage'] }, seller);
    expect(made).toMatchObject({ roleNm: '报表专员', scope: '2', accountCount: 0, editable: true });
    expect((await ok(h.client, 'organ.roleTree', { roleId: made.roleId }, seller)).menuIds).toContain('m_SaleReportManage');
    expect(await status('organ.roleSave', { roleNm: '订单专员', menuIds: [] }, seller)).toEqual([409, '角色名称已存在']);
    const before = await countRows(h.db, 'roles', "tnt_id = 'T1001'");
    expect((await status('organ.roleSave', { roleNm: '', menuIds: [] }, seller))[0]).toBe(400);
    expect((await status('organ.roleSave', { roleNm: '一二三四五六七八九十一二三四五六七八九十一', menuIds: [] }, seller))[0]).toBe(400);
    expect((await status('organ.roleSave', { roleNm: '坏\u0007名', menuIds: [] }, seller))[0]).toBe(400);
    expect((await status('organ.roleSave', { roleNm: '坏权限', menuIds: ['m_x; DROP'] }, seller))[0]).toBe(400);
    expect(await countRows(h.db, 'roles', "tnt_id = 'T1001'")).toBe(before);
    // Granting what the caller does not hold.
    expect(await status('organ.roleSave', { roleNm: '越权', menuIds: ['m_CompanyCert'] }, seller)).toEqual([403, '不能授予自己没有的权限']);
    expect(await status('organ.roleDelete', { roleId: 'RC0011' }, seller)).toEqual([409, '该角色下仍有账号，不能删除']);
    expect((await ok(h.client, 'organ.roleDelete', { roleId: made.roleId }, seller)).roleId).toBe(made.roleId);
  });

  it('another enterprise, another tenant: not found; the fixed role and a held one: refused; no permission: 403', async () => {
    expect(await status('organ.roleSave', { roleId: 'RC0011', roleNm: '改名', menuIds: [] }, buyer)).toEqual([404, '角色不存在']);
    expect(await status('organ.roleTree', { roleId: 'RC0011' }, buyer)).toEqual([404, '角色不存在']);
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect(await status('organ.roleDelete', { roleId: 'RC0011' }, apple, APPLE)).toEqual([404, '角色不存在']);
    expect(await status('organ.roleSave', { roleId: 'R01', roleNm: '平台管理员', menuIds: [] }, admin)).toEqual([403, '该角色不能修改']);
    expect(await status('organ.roleSave', { roleId: 'R03', roleNm: '卖家管理员', menuIds: [] }, seller)).toEqual([404, '角色不存在']);
    const none = await call('organ.rolePage', { pageNum: 1, pageSize: 10 }, personal);
    expect([none.status, none.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
  });
});

describe('accounts of an enterprise', () => {
  it('the admin lists its accounts with roles, departments and states; another enterprise is not found', async () => {
    const page = await ok(h.client, 'organ.accountPage', { pageNum: 1, pageSize: 50 }, seller);
    const row = (phone: string) => page.records.find((r: { phone: string }) => r.phone === phone);
    expect(row('13800000044')).toMatchObject({ status: '1', organNm: '华东销售组', roleNms: '订单专员', actions: ['disable'] });
    expect(row('13800000045')).toMatchObject({ status: '9', actions: ['enable'] });
    expect(row('13800000041')).toMatchObject({ status: '0', auditKind: '3', isAdmin: true, actions: [] });
    expect(row('13800000002')).toMatchObject({ actions: [] });
    expect(await status('organ.accountPage', { pageNum: 1, pageSize: 10, companyId: 'C002' }, seller)).toEqual([404, '企业不存在']);
    const platform = await ok(h.client, 'organ.accountPage', { pageNum: 1, pageSize: 10, companyId: 'C002' }, admin);
    expect(platform.records.map((r: { phone: string }) => r.phone)).toContain('13800000003');
  });

  it('invite: a member is active at once; an enterprise admin waits for the platform (NEED_AUDIT_ADMIN), counted in the approve mark', async () => {
    const member = await ok(h.client, 'organ.accountInvite', { phone: '13911130001', username: '新成员', organId: 'O0013', roleIds: ['RC0012'] }, seller);
    expect(member).toMatchObject({ status: '1', auditKind: '', organNm: '商品部', roleNms: '商品专员' });
    const markBefore = (await ok(h.client, 'tenant.approveMark', {}, admin)).mark;
    const adminInvite = await ok(h.client, 'organ.accountInvite', { phone: '13911130002', username: '新管理', roleIds: ['R08'] }, seller);
    expect(adminInvite).toMatchObject({ status: '0', auditKind: '3', isAdmin: true });
    expect((await ok(h.client, 'tenant.approveMark', {}, admin)).mark).toBe(markBefore + 1);
    const audits = await ok(h.client, 'approval.page', { pageNum: 1, pageSize: 10, auditKind: '3', status: '0' }, admin);
    expect(audits.records.map((r: { phone: string }) => r.phone)).toEqual(expect.arrayContaining(['13911130002', '13800000041']));
    await ok(h.client, 'approval.approve', { accountId: adminInvite.accountId }, admin);
    expect((await ok(h.client, 'organ.accountPage', { pageNum: 1, pageSize: 5, keyword: '13911130002' }, seller)).records[0]).toMatchObject({ status: '1' });
    expect(await status('organ.accountInvite', { phone: '13911130001', username: '重复', roleIds: ['RC0012'] }, seller)).toEqual([409, '该手机号已是本企业成员']);
  });

  it('invite: bad input, a role or department not the enterprise\'s, no permission', async () => {
    const before = await countRows(h.db, 'accounts', "tnt_id = 'T1001'");
    expect((await status('organ.accountInvite', { phone: '1234', username: '坏号', roleIds: ['RC0012'] }, seller))[0]).toBe(400);
    expect((await status('organ.accountInvite', { phone: '13911130009', username: '', roleIds: ['RC0012'] }, seller))[0]).toBe(400);
    expect((await status('organ.accountInvite', { phone: '13911130009', username: '无角色' }, seller))[0]).toBe(400);
    expect(await status('organ.accountInvite', { phone: '13911130009', username: '越权', roleIds: ['R01'] }, seller)).toEqual([403, '不能分配该角色']);
    expect(await status('organ.accountInvite', { phone: '13911130009', username: '别家部门', organId: 'O0021', roleIds: ['RC0012'] }, seller)).toEqual([404, '部门不存在']);
    const member = await h.client.token('13800000044');
    const none = await call('organ.accountInvite', { phone: '13911130009', username: '无权', roleIds: ['RC0012'] }, member);
    expect([none.status, none.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    expect(await countRows(h.db, 'accounts', "tnt_id = 'T1001'")).toBe(before);
  });

  it('stop: the account cannot log in and its open session ends at once; start: it logs in again', async () => {
    const token = await h.client.token('13800000044');
    expect((await call('user.getUserInfo', {}, token)).body.code).toBe('0');
    const stopped = await ok(h.client, 'organ.accountDisable', { accountId: 'A440' }, seller);
    expect(stopped).toMatchObject({ status: '9', actions: ['enable'] });
    expect((await call('user.getUserInfo', {}, token)).status).toBe(401);
    expect((await h.client.login('13800000044', 'Demo@2026')).status).toBe(403);
    expect(await status('organ.accountDisable', { accountId: 'A440' }, seller)).toEqual([409, '账号状态为“已停用”，不能停用']);
    await ok(h.client, 'organ.accountEnable', { accountId: 'A440' }, seller);
    expect((await h.client.login('13800000044', 'Demo@2026')).body.code).toBe('0');
    expect(await countRows(h.db, 'account_history', "tnt_id = 'T1001' AND account_id = 'A440' AND move IN ('disable', 'enable')")).toBe(2);
  });

  it('stop: not oneself, not another enterprise\'s, not in another tenant', async () => {
    expect(await status('organ.accountDisable', { accountId: 'A020' }, seller)).toEqual([403, '不能操作自己的账号']);
    expect(await status('organ.accountDisable', { accountId: 'A030' }, seller)).toEqual([404, '账号不存在']);
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect(await status('organ.accountDisable', { accountId: 'A440' }, apple, APPLE)).toEqual([404, '账号不存在']);
    expect((await status('organ.accountDisable', { accountId: 'A'.repeat(65) }, seller))[0]).toBe(400);
  });

  it('roles: the member sees its new roles on the next request; an enterprise admin is not given without the audit', async () => {
    const member = await h.client.token('13800000044');
    expect(await menuPaths(member)).not.toContain('CommodityManage');
    const after = await ok(h.client, 'organ.accountRoles', { accountId: 'A440', roleIds: ['RC0011', 'RC0012'], organId: 'O0011' }, seller);
    expect(after).toMatchObject({ roleNms: '订单专员、商品专员', organNm: '销售部' });
    expect(await menuPaths(member)).toContain('CommodityManage');
    expect(await status('organ.accountRoles', { accountId: 'A440', roleIds: ['R08'] }, seller)).toEqual([409, '企业管理员需平台审核，请通过“邀请成员”添加管理员']);
    expect(await status('organ.accountRoles', { accountId: 'A030', roleIds: ['R09'] }, buyer)).toEqual([403, '不能操作自己的账号']);
    expect(await status('organ.accountRoles', { accountId: 'A030', roleIds: ['R09'] }, seller)).toEqual([404, '账号不存在']);
    expect((await status('organ.accountRoles', { accountId: 'A440', roleIds: Array.from({ length: 21 }, (_, i) => `R${i}`) }, seller))[0]).toBe(400);
  });
});

describe('departments', () => {
  it('a tree of the enterprise; add, rename, refuse a duplicate, a loop, a department with members or children', async () => {
    const tree = await ok(h.client, 'organ.organTree', {}, seller);
    expect(tree.map((o: { organNm: string }) => o.organNm)).toEqual(['销售部', '商品部', '仓储部']);
    expect(tree[0].children.map((o: { organNm: string }) => o.organNm)).toEqual(['华东销售组']);
    const made = await ok(h.client, 'organ.organSave', { parentId: 'O0014', organNm: '冷库组', leaderNm: '刘冷库', phone: '13911130003', sortNo: 1 }, seller);
    expect(made).toMatchObject({ parentNm: '仓储部', companyNm: '绿源农业科技有限公司' });
    expect(await status('organ.organSave', { parentId: 'O0014', organNm: '冷库组' }, seller)).toEqual([409, '同级部门名称已存在']);
    expect(await status('organ.organSave', { organId: 'O0014', parentId: made.organId, organNm: '仓储部' }, seller)).toEqual([409, '上级部门不能是本部门或其下级部门']);
    expect(await status('organ.organDelete', { organId: 'O0014' }, seller)).toEqual([409, '请先删除下级部门']);
    expect(await status('organ.organDelete', { organId: 'O0013' }, seller)).toEqual([409, '部门下仍有成员，不能删除']);
    expect((await ok(h.client, 'organ.organDelete', { organId: made.organId }, seller)).organId).toBe(made.organId);
    expect((await status('organ.organSave', { organNm: '坏', phone: '12345' }, seller))[0]).toBe(400);
    expect((await status('organ.organSave', { organNm: 'x'.repeat(31) }, seller))[0]).toBe(400);
  });

  it('another enterprise\'s department is not found; the platform reads any; no permission: 403', async () => {
    expect(await status('organ.organDetail', { organId: 'O0011' }, buyer)).toEqual([404, '部门不存在']);
    expect(await status('organ.organSave', { organId: 'O0011', organNm: '改名' }, buyer)).toEqual([404, '部门不存在']);
    expect(await status('organ.organTree', { companyId: 'C001' }, buyer)).toEqual([404, '企业不存在']);
    expect((await ok(h.client, 'organ.organTree', { companyId: 'C001' }, admin)).length).toBe(3);
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect(await status('organ.organDetail', { organId: 'O0011' }, apple, APPLE)).toEqual([404, '部门不存在']);
    expect((await call('organ.organTree', {}, personal)).status).toBe(403);
  });
});

describe('the platform\'s lists', () => {
  it('enterprises with their admin, accounts and departments; personal members; enterprise admins with their audits', async () => {
    const ents = await ok(h.client, 'organ.enterprisePage', { pageNum: 1, pageSize: 50 }, admin);
    expect(ents.records.find((r: { companyId: string }) => r.companyId === 'C001')).toMatchObject({ companyNm: '绿源农业科技有限公司', organCount: 4 });
    expect((await ok(h.client, 'organ.enterprisePage', { pageNum: 1, pageSize: 10, entAuthStatus: '2' }, admin)).records.every((r: { entAuthStatus: string }) => r.entAuthStatus === '2')).toBe(true);
    expect((await ok(h.client, 'organ.enterpriseDetail', { companyId: 'C001' }, admin)).adminPhone).toBe('13800000042');
    expect(await status('organ.enterpriseDetail', { companyId: 'C001' }, buyer)).toEqual([404, '企业不存在']);
    const persons = await ok(h.client, 'organ.personPage', { pageNum: 1, pageSize: 50 }, admin);
    expect(persons.records.every((r: { accountType: string }) => r.accountType === '1')).toBe(true);
    expect(persons.records.map((r: { phone: string }) => r.phone)).toContain('13800000006');
    const admins = await ok(h.client, 'organ.adminPage', { pageNum: 1, pageSize: 50 }, admin);
    expect(admins.records.map((r: { phone: string; status: string }) => `${r.phone} ${r.status}`)).toEqual(expect.arrayContaining(['13800000041 0', '13800000042 1', '13800000043 9']));
    for (const key of ['organ.enterprisePage', 'organ.personPage', 'organ.adminPage']) expect((await call(key, { pageNum: 1, pageSize: 10 }, seller)).status).toBe(403);
    expect((await status('organ.enterprisePage', { pageNum: 0, pageSize: 10 }, admin))[0]).toBe(400);
  });

  it('the public back office: its admin manages its roles and sees the enterprise admins of its tenant', async () => {
    const unify = await h.client.token('13800000000', UNIFY_TENANT);
    const roles = (await call('organ.rolePage', { pageNum: 1, pageSize: 20 }, unify, UNIFY_TENANT)).body.resultData;
    expect(roles.records.find((r: { roleCode: string }) => r.roleCode === 'UNIFY_ADMIN')).toMatchObject({ editable: false });
    const made = (await h.client.call('organ.roleSave', { roleNm: '公共后台只读', menuIds: ['m_UnifyHome'] }, { token: unify, tenant: UNIFY_TENANT })).body;
    expect([made.code, made.resultData?.scope]).toEqual(['0', '1']);
    expect((await h.client.call('organ.adminPage', { pageNum: 1, pageSize: 10 }, { token: unify, tenant: UNIFY_TENANT })).body.code).toBe('0');
  });
});
