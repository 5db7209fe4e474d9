// After-sale code lists (written at every start; tenant.queryCodeList): the workflow's states and moves
// (workflow.ts; AFTER_SALE_STATUS moved here from reference-unbuilt.ts with the same codes and names), the
// way, the buyer's reasons and the refund channels.
import type { CodeLists } from '../../core';
import { afterSaleFlow } from './workflow';

export const aftersaleCodes = {
  AFTER_SALE_STATUS: afterSaleFlow.stateList(),
  AFTER_SALE_MOVE: afterSaleFlow.moveList(),
  AFTER_SALE_WAY: [['1', '仅退款'], ['2', '退货退款']],
  AFTER_SALE_REASON: [['1', '商品质量问题'], ['2', '商品与描述不符'], ['3', '少件/漏发'], ['4', '商品破损'], ['5', '发错货'], ['9', '其他']],
  AFTER_SALE_REFUND_CHANNEL: [['1', '原路退回'], ['2', '线下退款']],
} satisfies CodeLists;
