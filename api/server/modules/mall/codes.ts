// Reference code lists of malls (spec 7, 9): written at every start (api/server/reference.ts),
// demo data or not; served by tenant.queryCodeList.
import type { CodeLists } from '../../core';

export const mallCodes = {
  MALL_TYPE: [['1', '个人商城'], ['2', '企业商城'], ['5', '产地直供商城']],
  MALL_STATUS: [['0', '未开放'], ['1', '已开放']],
} satisfies CodeLists;
