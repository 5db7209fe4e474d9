// Malls and their footers (spec sections 3, 6, 7).
import { defineCall } from './types';
import { list, obj, open, ref, str, tenantEcho } from './shapes';
import { mallContent } from './mall-content';

export const mall = [
  defineCall({
    key: 'mall.mallList', method: 'POST', path: '/scpr/mall/mall/mallList', permission: 'public',
    title: '商城列表',
    request: obj({ ...tenantEcho }),
    response: list(open({ id: str, mallNm: str, mallType: str, mallStatus: str }, ['id', 'mallNm', 'mallType', 'mallStatus'])),
  }),
  defineCall({
    key: 'mall.queryMallFooterByMallId', method: 'POST', path: '/scpr/mall/footer/queryMallFooterByMallId', permission: 'public',
    title: '商城页脚内容',
    request: obj({ mallId: ref('mall', 'mallId') }, ['mallId']),
    response: open(
      { mallId: str, cooperationPhone: str, cooperationEmail: str, friendshipLink: str, partners: str, otherContent: str, copyright: str },
      ['mallId', 'cooperationPhone', 'cooperationEmail', 'friendshipLink', 'partners', 'otherContent', 'copyright'],
    ),
  }),
  ...mallContent,
];
