// Payment codes (migrations/0045_payments.sql); their Chinese names are the code list's (seed/code-values.ts
// PAY_STATUS, PAY_CHANNEL, PAY_KIND).
export const PAY_STATUS = {
  waiting: '1', // 待支付: the cashier is open
  toConfirm: '2', // 待确认: offline voucher awaiting the seller
  paid: '3', // 支付成功
  failed: '4', // 支付失败
  rejected: '5', // 已驳回: the seller rejected the voucher
  closed: '6', // 已关闭: replaced by a newer attempt, or the order left "awaiting payment"
} as const;

export const PAY_CHANNEL = { online: '1', offline: '2' } as const;

export const PAY_KIND = { single: '1', batch: '2', instalment: '3' } as const;

/** A batch pays at most this many orders at once (one cashier, one notification). */
export const BATCH_MAX = 20;
