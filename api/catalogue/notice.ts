// System messages (notices) of the header drawer (spec sections 2.11, 3, 7; permission header-message).
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
      { records: list(open({ id: str, title: str, txdDt: str, content: str, readStatus: str }, ['id', 'title', 'txdDt', 'content', 'readStatus'])), total: int },
      ['records', 'total'],
    ),
  }),
  defineCall({
    key: 'notice.read', method: 'POST', path: '/scpr/acl/message/read', permission: 'header-message',
    title: '标记消息已读',
    request: obj({ id: ref('notice', 'id') }, ['id']),
    response: nul,
  }),
];
