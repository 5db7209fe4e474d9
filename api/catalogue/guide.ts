// Novice guide of the acquisition zone (spec sections 2.14, 4, 7; permission purchase-new-guide).
import { defineCall } from './types';
import { nul, obj, ref } from './shapes';

export const guide = [
  defineCall({
    key: 'guide.queryNoviceGuide', method: 'POST', path: '/scpr/bfarm/guide/queryNoviceGuide', permission: 'purchase-new-guide',
    title: '查询是否需要展示新手引导（1 展示）',
    request: obj({}),
    response: { type: 'integer', enum: [0, 1] },
  }),
  defineCall({
    key: 'guide.saveNoviceGuide', method: 'POST', path: '/scpr/bfarm/guide/saveNoviceGuide', permission: 'purchase-new-guide',
    title: '保存新手引导标记（0 不再展示，1 继续展示）',
    request: obj({ flag: ref('novice-guide', 'flag') }, ['flag']),
    response: nul,
  }),
];
