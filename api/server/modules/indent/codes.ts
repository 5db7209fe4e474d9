// Reference code lists of orders (docs/trading.md "Orders"): written at every start, served by
// tenant.queryCodeList. ORDER_TYPE and ORDER_STATUS are spec section 9's; ORDER_STATUS is read from the
// state machine's own names, so the list and the machine cannot drift.
import type { CodeLists } from '../../core';
import { STATUS_NAMES } from './machine';

export const indentCodes = {
  ORDER_TYPE: [['1', '商城订单'], ['2', '代客下单'], ['3', '协议订单']],
  /** In status order (integer keys enumerate ascending): 10 ... 91. */
  ORDER_STATUS: Object.entries(STATUS_NAMES).map(([value, name]): readonly [string, string] => [value, name]),
  DELIVERY_STATUS: [['1', '已发货'], ['2', '已收货'], ['3', '已撤回'], ['4', '已删除'], ['5', '买家反馈未收到']],
  INVOICE_WISH: [['0', '不开发票'], ['1', '普通发票'], ['2', '增值税专用发票']],
  EXPRESS_COMPANY: [
    ['SF', '顺丰速运'], ['ZTO', '中通快递'], ['YTO', '圆通速递'], ['STO', '申通快递'], ['YD', '韵达快递'], ['JD', '京东物流'],
    ['EMS', '中国邮政EMS'], ['DBL', '德邦快递'], ['SELF', '卖家自送'],
  ],
  ORDER_MOVE: [
    ['create', '下单'], ['agree', '卖家同意'], ['refuse', '卖家拒绝'], ['changePrice', '卖家改价'], ['buyerAgree', '买家确认改价'], ['cancel', '买家取消'],
    ['timeout', '超时取消'], ['paySuccess', '支付成功'], ['nothingDue', '无需付款'], ['offlineSubmit', '提交线下付款'], ['offlineConfirm', '卖家确认收款'], ['offlineReject', '卖家驳回付款凭证'],
    ['deliver', '卖家发货'], ['revokeDelivery', '撤回发货'], ['deleteDelivery', '删除发货单'], ['redeliver', '重新发货'], ['receive', '买家确认收货'],
    ['notDelivered', '买家反馈未收到货'], ['paidOff', '货款结清'], ['freeze', '平台冻结'], ['unfreeze', '平台解冻'], ['replacement', '创建补发订单'],
  ],
} satisfies CodeLists;
