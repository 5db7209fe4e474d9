// Approvals (issue 32 item 2, spec 6 and 7): accounts waiting for the platform (registrations while
// USR00100101 is on, customers an enterprise added while USR00600302 is on), the platform's decision, and
// the customers an enterprise adds. The approve mark (tenant.approveMark) counts those waiting.
import { defineCall } from './types';
import { int, list, obj, open, ref, str, type FieldOf } from './shapes';

const m = <const F extends FieldOf<'member-audit'>>(field: F) => ref('member-audit', field);
const auditRow = open(
  {
    accountId: str, auditKind: str, status: str, accountType: str, username: str, phone: str, companyNm: str, creditCode: str, addedByNm: str,
    auditNote: str, createdAt: str, actions: list(str),
  },
  ['accountId', 'auditKind', 'status', 'createdAt', 'actions'],
);
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };

export const approval = [
  defineCall({
    key: 'approval.page', method: 'POST', path: '/scpr/acl/approval/page', permission: 'MemberEnterprise',
    title: '会员审核：等待平台审核的注册与新增客户（及已审核的）',
    request: obj({ ...page, auditKind: m('auditKind'), status: m('status'), keyword: m('keyword') }, ['pageNum', 'pageSize']),
    response: open({ records: list(auditRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'approval.approve', method: 'POST', path: '/scpr/acl/approval/approve', permission: 'member-approve',
    title: '审核通过（账号可登录）',
    request: obj({ accountId: m('accountId') }, ['accountId']),
    response: auditRow,
  }),
  defineCall({
    key: 'approval.refuse', method: 'POST', path: '/scpr/acl/approval/refuse', permission: 'member-refuse',
    title: '审核拒绝（填写原因）',
    request: obj({ accountId: m('accountId'), auditNote: m('auditNote') }, ['accountId', 'auditNote']),
    response: auditRow,
  }),
  defineCall({
    key: 'approval.addCustomer', method: 'POST', path: '/scpr/acl/customer/addCustomer', permission: 'customer-add',
    title: '新增客户（企业与联系人账号；平台开启新增客户审核时待平台审核）',
    request: obj({ companyNm: m('companyNm'), creditCode: m('creditCode'), contactNm: m('contactNm'), phone: m('phone') }, ['companyNm', 'creditCode', 'contactNm', 'phone']),
    response: auditRow,
  }),
  defineCall({
    key: 'approval.customerPage', method: 'POST', path: '/scpr/acl/customer/page', permission: 'CustomerManage',
    title: '客户管理：本企业新增的客户及其审核状态',
    request: obj({ ...page, status: m('status'), keyword: m('keyword') }, ['pageNum', 'pageSize']),
    response: open({ records: list(auditRow), total: int }, ['records', 'total']),
  }),
];
