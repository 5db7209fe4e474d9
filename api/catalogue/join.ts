// Platform join (issue 32 item 2, spec 7: joined, applying, all, apply, cancel, approve): an enterprise of
// the public back office applies to join an industry platform; that platform's admin approves (or
// refuses with a reason); the applicant may cancel while it waits.
import { defineCall } from './types';
import { int, list, obj, open, ref, str, type FieldOf } from './shapes';

const f = <const F extends FieldOf<'platform-join'>>(field: F) => ref('platform-join', field);
const joinRow = open(
  { joinId: str, tntId: str, tntName: str, industryName: str, status: str, companyNm: str, creditCode: str, applicantNm: str, phone: str, reason: str, createdAt: str, actions: list(str) },
  ['joinId', 'tntId', 'status', 'actions'],
);

/** The applicant's lists: every row at once (a few platforms), as records. */
const rows = open({ records: list(joinRow), total: int }, ['records', 'total']);

export const join = [
  defineCall({
    key: 'join.joined', method: 'POST', path: '/scpr/acl/platformJoin/joined', permission: 'login',
    title: '本企业已入驻的产业平台',
    request: obj({}),
    response: rows,
  }),
  defineCall({
    key: 'join.applying', method: 'POST', path: '/scpr/acl/platformJoin/applying', permission: 'login',
    title: '本企业的入驻申请（申请中、已驳回、已撤销）',
    request: obj({}),
    response: rows,
  }),
  defineCall({
    key: 'join.all', method: 'POST', path: '/scpr/acl/platformJoin/all', permission: 'login',
    title: '全部产业平台及本企业的入驻状态（空：未申请）',
    request: obj({}),
    response: rows,
  }),
  defineCall({
    key: 'join.apply', method: 'POST', path: '/scpr/acl/platformJoin/apply', permission: 'login',
    title: '申请入驻产业平台',
    request: obj({ tntId: f('tntId') }, ['tntId']),
    response: joinRow,
  }),
  defineCall({
    key: 'join.cancel', method: 'POST', path: '/scpr/acl/platformJoin/cancel', permission: 'login',
    title: '撤销入驻申请',
    request: obj({ tntId: f('tntId'), joinId: f('joinId') }, ['tntId', 'joinId']),
    response: joinRow,
  }),
  defineCall({
    key: 'join.page', method: 'POST', path: '/scpr/acl/platformJoin/page', permission: 'MemberEnterprise',
    title: '入驻审核：申请入驻本平台的企业',
    request: obj({ pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize'), status: f('status') }, ['pageNum', 'pageSize']),
    response: open({ records: list(joinRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'join.approve', method: 'POST', path: '/scpr/acl/platformJoin/approve', permission: 'member-approve',
    title: '同意入驻（在本平台开通该企业及其管理员账号）',
    request: obj({ joinId: f('joinId') }, ['joinId']),
    response: joinRow,
  }),
  defineCall({
    key: 'join.refuse', method: 'POST', path: '/scpr/acl/platformJoin/refuse', permission: 'member-refuse',
    title: '驳回入驻申请（填写原因）',
    request: obj({ joinId: f('joinId'), reason: f('reason') }, ['joinId', 'reason']),
    response: joinRow,
  }),
];
