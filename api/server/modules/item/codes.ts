// Reference code lists of goods (docs/goods.md: statuses and moves, member vs platform goods): written at every start (api/server/reference.ts),
// demo data or not; served by tenant.queryCodeList.
import type { CodeLists } from '../../core';

export const itemCodes = {
  GOODS_STATUS: [['0', '草稿'], ['1', '已上架'], ['2', '已下架'], ['3', '平台冻结']],
  ITEM_STATUS: [['0', '草稿'], ['1', '已上架'], ['2', '已下架'], ['3', '已冻结']],
  ITEM_SOURCE: [['1', '会员商品'], ['2', '平台商品']],
} satisfies CodeLists;
