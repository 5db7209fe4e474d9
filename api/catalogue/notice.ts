// System messages (notices) of the header drawer (spec sections 2.11, 3, 7; permission header-message): the
// unread count, the page, and what an account does with one message: read status, top (pin), delete.
import { defineCall } from './types';
import { int, list, nul, obj, open, ref, str } from './shapes';

export const notice = [
  defineCall({
    key: 'notice.countUnread', method: 'POST', path: '/scpr/acl/message/countUnread', permission: 'header-message',
    title: '未读消息数',
    request: obj({}),
    response: open({ unreadCount: int }, ['unreadCount']),
  }),
  defineCall({
    key: 'notice.page', method: 'POST', path: '/scpr/acl/message/page', permission: 'header-message',
    title: '系统消息分页（含阅读状态）',
    request: obj({ pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') }, ['pageNum', 'pageSize']),
    response: open(
      { records: list(open({ id: str, title: str, txdDt: str, content: str, readStatus: str, top: str }, ['id', 'title', 'txdDt', 'content', 'readStatus', 'top'])), total: int },
      ['records', 'total'],
    ),
  }),
  defineCall({
    key: 'notice.read', method: 'POST', path: '/scpr/acl/message/read', permission: 'header-message',
    title: '标记消息已读',
    request: obj({ id: ref('notice', 'id') }, ['id']),
    response: nul,
  }),
  defineCall({
    key: 'notice.top', method: 'POST', path: '/scpr/acl/message/top', permission: 'header-message',
    title: '消息置顶或取消置顶（仅本账号）',
    request: obj({ id: ref('notice', 'id'), top: ref('notice', 'top') }, ['id', 'top']),
    response: nul,
  }),
  defineCall({
    key: 'notice.readStatus', method: 'POST', path: '/scpr/acl/message/readStatus', permission: 'header-message',
    title: '设置消息阅读状态（已读或未读）',
    request: obj({ id: ref('notice', 'id'), readStatus: ref('notice', 'readStatus') }, ['id', 'readStatus']),
    response: nul,
  }),
  defineCall({
    key: 'notice.delete', method: 'POST', path: '/scpr/acl/message/delete', permission: 'header-message',
    title: '删除消息（仅从本账号的消息中删除）',
    request: obj({ id: ref('notice', 'id') }, ['id']),
    response: nul,
  }),
];
