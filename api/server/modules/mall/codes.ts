// Reference code lists of malls (spec 7, 9): written at every start (api/server/reference.ts),
// demo data or not; served by tenant.queryCodeList.
import type { CodeLists } from '../../core';

export const mallCodes = {
  MALL_TYPE: [['1', '个人商城'], ['2', '企业商城'], ['5', '产地直供商城']],
  MALL_STATUS: [['0', '未开放'], ['1', '已开放']],
  // A mall ad's state on a given day: derived from its switch and its dates, never stored (adv-service.ts).
  ADV_SHOW_STATUS: [['0', '已停用'], ['1', '未开始'], ['2', '展示中'], ['3', '已结束']],
} satisfies CodeLists;
