// Organisation and roles (issue 32 item 3, spec 2.8, 2.3 and 6): roles with the menus and buttons they
// grant, the departments of an enterprise, the accounts of an enterprise (invite, disable, assign roles),
// the platform's lists of enterprises, personal members and enterprise admins. Roles, departments and
// accounts are the caller's scope: the platform's for a tenant admin, its own enterprise's otherwise. The
// calls shared by the user centre and the public back office check their keys in the handlers (either
// screen's permission grants them).
import { defineCall } from './types';
import { bool, int, list, obj, open, ref, str, type FieldOf } from './shapes';

const r = <const F extends FieldOf<'role'>>(field: F) => ref('role', field);
const o = <const F extends FieldOf<'organ'>>(field: F) => ref('organ', field);
const a = <const F extends FieldOf<'ent-account'>>(field: F) => ref('ent-account', field);
const e = <const F extends FieldOf<'enterprise'>>(field: F) => ref('enterprise', field);
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };

const roleRow = open(
  { roleId: str, roleNm: str, roleCode: str, remark: str, scope: str, accountCount: int, editable: bool },
  ['roleId', 'roleNm', 'roleCode', 'remark', 'scope', 'accountCount', 'editable'],
);
const treeNode = open({ menuId: str, menuNm: str, menuPath: str, type: int, children: list(open({})) }, ['menuId', 'menuNm', 'type']);
const organRow = open(
  { organId: str, parentId: str, parentNm: str, organNm: str, leaderNm: str, phone: str, sortNo: int, accountCount: int, companyId: str, companyNm: str, createdAt: str, children: list(open({})) },
  ['organId', 'parentId', 'organNm', 'sortNo'],
);
const accountRow = open(
  {
    accountId: str, username: str, phone: str, realName: str, status: str, auditKind: str, accountType: str, organId: str, organNm: str, roleIds: list(str), roleNms: str,
    companyId: str, companyNm: str, creditCode: str, entAuthStatus: str, userAuthStatus: str, isAdmin: bool, auditNote: str, createdAt: str, actions: list(str),
  },
  ['accountId', 'username', 'phone', 'status', 'roleIds', 'actions'],
);
const enterpriseRow = open(
  { companyId: str, companyNm: str, creditCode: str, entAuthStatus: str, adminNm: str, adminPhone: str, accountCount: int, organCount: int, createdAt: str },
  ['companyId', 'companyNm', 'creditCode', 'entAuthStatus'],
);

export const organ = [
  defineCall({
    key: 'organ.rolePage', method: 'POST', path: '/scpr/acl/role/page', permission: 'login',
    title: '角色管理：本平台（平台管理员）或本企业的角色',
    request: obj({ ...page, keyword: r('keyword') }, ['pageNum', 'pageSize']),
    response: open({ records: list(roleRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'organ.roleTree', method: 'POST', path: '/scpr/acl/role/tree', permission: 'login',
    title: '角色的菜单与按钮权限树（可授予的：调用者自己持有的）及该角色已勾选的',
    request: obj({ roleId: r('roleId') }),
    response: open({ tree: list(treeNode), menuIds: list(str), roleId: str, roleNm: str, remark: str }, ['tree', 'menuIds']),
  }),
  defineCall({
    key: 'organ.roleSave', method: 'POST', path: '/scpr/acl/role/save', permission: 'login',
    title: '新增或修改角色（名称、说明、勾选的菜单与按钮；下一次请求即生效）',
    request: obj({ roleId: r('roleId'), roleNm: r('roleNm'), remark: r('remark'), menuIds: r('menuIds') }, ['roleNm', 'menuIds']),
    response: roleRow,
  }),
  defineCall({
    key: 'organ.roleDelete', method: 'POST', path: '/scpr/acl/role/delete', permission: 'login',
    title: '删除角色（仍有账号使用时不可删除）',
    request: obj({ roleId: r('roleId') }, ['roleId']),
    response: open({ roleId: str }, ['roleId']),
  }),
  defineCall({
    key: 'organ.roleOptions', method: 'POST', path: '/scpr/acl/role/options', permission: 'login',
    title: '可分配给本企业账号的角色',
    request: obj({}),
    response: list(open({ value: str, label: str }, ['value', 'label'])),
  }),
  defineCall({
    key: 'organ.organTree', method: 'POST', path: '/scpr/acl/organ/tree', permission: 'login',
    title: '部门树（本企业；平台管理员可看某一企业的）',
    request: obj({ companyId: ref('company', 'companyId') }),
    response: list(organRow),
  }),
  defineCall({
    key: 'organ.organDetail', method: 'POST', path: '/scpr/acl/organ/detail', permission: 'login',
    title: '部门详情',
    request: obj({ organId: o('organId') }, ['organId']),
    response: organRow,
  }),
  defineCall({
    key: 'organ.organSave', method: 'POST', path: '/scpr/acl/organ/save', permission: 'login',
    title: '新增或修改部门',
    request: obj({ organId: o('organId'), parentId: o('parentId'), organNm: o('organNm'), leaderNm: o('leaderNm'), phone: o('phone'), sortNo: o('sortNo') }, ['organNm']),
    response: organRow,
  }),
  defineCall({
    key: 'organ.organDelete', method: 'POST', path: '/scpr/acl/organ/delete', permission: 'login',
    title: '删除部门（有下级部门或成员时不可删除）',
    request: obj({ organId: o('organId') }, ['organId']),
    response: open({ organId: str }, ['organId']),
  }),
  defineCall({
    key: 'organ.accountPage', method: 'POST', path: '/scpr/acl/account/page', permission: 'login',
    title: '企业的账号（本企业；平台管理员可看某一企业的）',
    request: obj({ ...page, companyId: ref('company', 'companyId'), organId: a('organId'), status: a('status'), keyword: a('keyword') }, ['pageNum', 'pageSize']),
    response: open({ records: list(accountRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'organ.accountInvite', method: 'POST', path: '/scpr/acl/account/invite', permission: 'login',
    title: '邀请成员加入本企业（手机号、姓名、部门、角色；邀请企业管理员时按平台设置待平台审核）',
    request: obj({ phone: a('phone'), username: a('username'), organId: a('organId'), roleIds: a('roleIds') }, ['phone', 'username', 'roleIds']),
    response: accountRow,
  }),
  defineCall({
    key: 'organ.accountDisable', method: 'POST', path: '/scpr/acl/account/disable', permission: 'login',
    title: '停用账号（立即不能登录）',
    request: obj({ accountId: a('accountId') }, ['accountId']),
    response: accountRow,
  }),
  defineCall({
    key: 'organ.accountEnable', method: 'POST', path: '/scpr/acl/account/enable', permission: 'login',
    title: '启用账号',
    request: obj({ accountId: a('accountId') }, ['accountId']),
    response: accountRow,
  }),
  defineCall({
    key: 'organ.accountRoles', method: 'POST', path: '/scpr/acl/account/roles', permission: 'login',
    title: '分配角色与部门（下一次请求即生效）',
    request: obj({ accountId: a('accountId'), roleIds: a('roleIds'), organId: a('organId') }, ['accountId', 'roleIds']),
    response: accountRow,
  }),
  defineCall({
    key: 'organ.adminPage', method: 'POST', path: '/scpr/acl/account/adminPage', permission: 'login',
    title: '企业管理员列表（平台）：各企业的管理员账号及其审核状态',
    request: obj({ ...page, status: a('status'), keyword: a('keyword') }, ['pageNum', 'pageSize']),
    response: open({ records: list(accountRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'organ.personPage', method: 'POST', path: '/scpr/acl/account/personPage', permission: 'MemberPerson',
    title: '个人会员（平台）',
    request: obj({ ...page, status: a('status'), keyword: a('keyword') }, ['pageNum', 'pageSize']),
    response: open({ records: list(accountRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'organ.enterprisePage', method: 'POST', path: '/scpr/acl/organ/enterprisePage', permission: 'login',
    title: '企业会员与机构（平台）：本平台的企业，认证状态、管理员、账号数',
    request: obj({ ...page, entAuthStatus: e('entAuthStatus'), keyword: e('keyword') }, ['pageNum', 'pageSize']),
    response: open({ records: list(enterpriseRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'organ.enterpriseDetail', method: 'POST', path: '/scpr/acl/organ/enterpriseDetail', permission: 'login',
    title: '企业详情（平台看任一企业；企业看自己）',
    request: obj({ companyId: e('companyId') }),
    response: enterpriseRow,
  }),
];
