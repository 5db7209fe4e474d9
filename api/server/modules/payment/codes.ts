// Payment codes (migrations/0045_payments.sql) and their code lists (written at every start; shown through
// tenant.queryCodeList).
import type { CodeLists } from '../../core';

export const paymentCodes = {
  PAY_STATUS: [['1', '待支付'], ['2', '待确认'], ['3', '支付成功'], ['4', '支付失败'], ['5', '已驳回'], ['6', '已关闭'], ['7', '已退款']],
  PAY_CHANNEL: [['1', '网银支付'], ['2', '线下支付']],
  PAY_KIND: [['1', '订单支付'], ['2', '合并支付'], ['3', '分期还款']],
} satisfies CodeLists;

export const PAY_STATUS = {
  waiting: '1', // 待支付: the cashier is open
  toConfirm: '2', // 待确认: offline voucher awaiting the seller
  paid: '3', // 支付成功
  failed: '4', // 支付失败
  rejected: '5', // 已驳回: the seller rejected the voucher
  closed: '6', // 已关闭: replaced by a newer attempt, or the order left "awaiting payment"
  refunded: '7', // 已退款: the provider took money no order owed any more; it was given back
} as const;

export const PAY_CHANNEL = { online: '1', offline: '2' } as const;

export const PAY_KIND = { single: '1', batch: '2', instalment: '3' } as const;

/** A batch pays at most this many orders at once (one cashier, one notification). */
export const BATCH_MAX = 20;
