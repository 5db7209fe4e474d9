// Reference code lists of orders (docs/trading.md "Orders"): written at every start, served by
// tenant.queryCodeList. ORDER_TYPE and ORDER_STATUS are spec section 9's; ORDER_STATUS and ORDER_MOVE are
// the order workflow's declaration (workflow.ts), so the lists and the machine cannot drift.
import type { CodeLists } from '../../core';
import { ORDER_TYPE_NAMES, ORDER_TYPES } from '../../codes';
import { orderFlow } from './workflow';

export const indentCodes = {
  // Declared once with the other shared codes (api/server/codes/order-types.ts).
  ORDER_TYPE: ORDER_TYPES.map((t) => [t, ORDER_TYPE_NAMES[t]] as const),
  // The order workflow's states (10 ... 91) and moves, one wording each.
  ORDER_STATUS: orderFlow.stateList(),
  ORDER_MOVE: orderFlow.moveList(),
  DELIVERY_STATUS: [['1', '已发货'], ['2', '已收货'], ['3', '已撤回'], ['4', '已删除'], ['5', '买家反馈未收到']],
  INVOICE_WISH: [['0', '不开发票'], ['1', '普通发票'], ['2', '增值税专用发票']],
  EXPRESS_COMPANY: [
    ['SF', '顺丰速运'], ['ZTO', '中通快递'], ['YTO', '圆通速递'], ['STO', '申通快递'], ['YD', '韵达快递'], ['JD', '京东物流'],
    ['EMS', '中国邮政EMS'], ['DBL', '德邦快递'], ['SELF', '卖家自送'],
  ],
} satisfies CodeLists;
