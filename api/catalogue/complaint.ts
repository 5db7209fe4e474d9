// Complaints (issue 32 item 4; DOMAIN.md "Complaints"; spec 7 /industry/complaint/*): a member complains
// about an order it is party to or about an enterprise, with text and evidence pictures; the platform (the
// tenant admin) accepts it or refuses it as out of scope, replies in a thread the complainant may add to,
// and closes it with a result; the complainant may withdraw it while open. Rows and details answer
// `actions`: the moves the caller may make now.
import { defineCall } from './types';
import { int, list, obj, open, ref, str, type FieldOf } from './shapes';

const f = <const F extends FieldOf<'complaint'>>(field: F) => ref('complaint', field);
const BASE = '/scpr/industry/complaint';
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };
const listRequest = obj({ ...page, status: f('status'), keyword: f('keyword') }, ['pageNum', 'pageSize']);
const picture = open({ id: str, name: str, url: str }, ['id', 'name', 'url']);
const row = open(
  {
    complaintId: str, complaintNo: str, targetType: str, orderId: str, orderNo: str, targetNm: str, complainantNm: str, title: str, content: str,
    pictures: list(picture), status: str, reason: str, result: str, createdAt: str, updatedAt: str, actions: list(str),
  },
  ['complaintId', 'complaintNo', 'targetType', 'targetNm', 'complainantNm', 'title', 'content', 'pictures', 'status', 'createdAt', 'actions'],
);
const paged = open({ records: list(row), total: int }, ['records', 'total']);
const reply = open({ seq: int, side: str, sideNm: str, actorNm: str, content: str, pictures: list(picture), at: str }, ['seq', 'side', 'sideNm', 'content', 'pictures', 'at']);
const historyRow = open({ seq: int, move: str, moveNm: str, fromStatus: str, toStatus: str, actorRole: str, note: str, at: str }, ['seq', 'move', 'moveNm', 'toStatus', 'at']);
const idOnly = obj({ complaintId: f('complaintId') }, ['complaintId']);

export const complaint = [
  defineCall({
    key: 'complaint.add', method: 'POST', path: `${BASE}/add`, permission: 'ComplainAdd',
    title: '提交投诉（针对订单或企业，附证据图片）',
    request: obj(
      { targetType: f('targetType'), orderId: f('orderId'), targetCompanyId: f('targetCompanyId'), title: f('title'), content: f('content'), pictures: f('pictures') },
      ['targetType', 'title', 'content'],
    ),
    response: row,
  }),
  defineCall({
    key: 'complaint.targets', method: 'POST', path: `${BASE}/targets`, permission: 'ComplainAdd',
    title: '可投诉的订单（本企业为买方或卖方）或企业（按关键字，最多20条）',
    request: obj({ targetType: f('targetType'), keyword: f('keyword') }, ['targetType']),
    response: list(open({ value: str, label: str }, ['value', 'label'])),
  }),
  defineCall({ key: 'complaint.page', method: 'POST', path: `${BASE}/page`, permission: 'Complain', title: '我的投诉（本企业或本人提交的投诉）', request: listRequest, response: paged }),
  defineCall({ key: 'complaint.platPage', method: 'POST', path: `${BASE}/platPage`, permission: 'ComplainPlat', title: '投诉处理：本平台收到的投诉', request: listRequest, response: paged }),
  defineCall({
    key: 'complaint.detail', method: 'POST', path: `${BASE}/detail`, permission: 'login',
    title: '投诉详情（投诉人或平台：证据、沟通记录、处理记录）',
    request: idOnly,
    response: open({ ...row.properties, replies: list(reply), history: list(historyRow) }, [...row.required, 'replies', 'history']),
  }),
  defineCall({
    key: 'complaint.openCount', method: 'POST', path: `${BASE}/openCount`, permission: 'complain',
    title: '待处理的投诉数（首页投诉中心：平台为本平台全部，其他为本企业或本人）',
    request: obj({}),
    response: open({ openCount: int }, ['openCount']),
  }),
  defineCall({ key: 'complaint.withdraw', method: 'POST', path: `${BASE}/withdraw`, permission: 'complain-withdraw', title: '投诉人撤回未结案的投诉', request: idOnly, response: row }),
  defineCall({
    key: 'complaint.append', method: 'POST', path: `${BASE}/append`, permission: 'complain-append', title: '投诉人补充说明（处理中）',
    request: obj({ complaintId: f('complaintId'), appendContent: f('appendContent'), replyPictures: f('replyPictures') }, ['complaintId', 'appendContent']),
    response: row,
  }),
  defineCall({ key: 'complaint.accept', method: 'POST', path: `${BASE}/accept`, permission: 'complain-plat-accept', title: '平台受理投诉', request: idOnly, response: row }),
  defineCall({
    key: 'complaint.refuse', method: 'POST', path: `${BASE}/refuse`, permission: 'complain-plat-refuse', title: '平台不予受理（填写原因）',
    request: obj({ complaintId: f('complaintId'), reason: f('reason') }, ['complaintId', 'reason']),
    response: row,
  }),
  defineCall({
    key: 'complaint.reply', method: 'POST', path: `${BASE}/reply`, permission: 'complain-plat-reply', title: '平台回复投诉（处理中）',
    request: obj({ complaintId: f('complaintId'), replyContent: f('replyContent'), replyPictures: f('replyPictures') }, ['complaintId', 'replyContent']),
    response: row,
  }),
  defineCall({
    key: 'complaint.close', method: 'POST', path: `${BASE}/close`, permission: 'complain-plat-close', title: '平台结案（填写处理结果）',
    request: obj({ complaintId: f('complaintId'), result: f('result') }, ['complaintId', 'result']),
    response: row,
  }),
] as const;
