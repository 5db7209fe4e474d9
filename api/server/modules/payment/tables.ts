// Drizzle definitions of the payment tables (migrations/0045_payments.sql is their source).
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface VoucherRef { id: string; name: string; url: string }

export const payments = pgTable('payments', {
  tntId: text('tnt_id').notNull(),
  payId: text('pay_id').notNull(),
  payNo: text('pay_no').notNull(),
  buyerCompanyId: text('buyer_company_id'),
  buyerAccountId: text('buyer_account_id').notNull(),
  sellerCompanyId: text('seller_company_id'),
  channel: text('channel').notNull(),
  kind: text('kind').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref'),
  vouchers: jsonb('vouchers').$type<VoucherRef[]>().notNull(),
  remark: text('remark').notNull(),
  rejectReason: text('reject_reason').notNull(),
  notifiedAt: ts('notified_at'),
  paidAt: ts('paid_at'),
  refundNo: text('refund_no'),
  refundRef: text('refund_ref'),
  refundedAt: ts('refunded_at'),
  returnDigest: text('return_digest'),
  createdBy: text('created_by').notNull(),
  decidedBy: text('decided_by'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const paymentOrders = pgTable('payment_orders', {
  tntId: text('tnt_id').notNull(),
  payId: text('pay_id').notNull(),
  orderId: text('order_id').notNull(),
  instalmentNo: integer('instalment_no').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
});

export const paymentNotifications = pgTable('payment_notifications', {
  tntId: text('tnt_id').notNull(),
  provider: text('provider').notNull(),
  notifyId: text('notify_id').notNull(),
  payId: text('pay_id').notNull(),
  tradeStatus: text('trade_status').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: ts('received_at').notNull(),
});

/** The sandbox provider's own trades (global: the outside party's records). */
export const sandboxTrades = pgTable('sandbox_pay_trades', {
  tradeNo: text('trade_no').notNull(),
  merchantId: text('merchant_id').notNull(),
  outTradeNo: text('out_trade_no').notNull(),
  subject: text('subject').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  notifyPath: text('notify_path').notNull(),
  returnPath: text('return_path').notNull(),
  status: text('status').notNull(),
  createdAt: ts('created_at').notNull(),
  decidedAt: ts('decided_at'),
});

/** The sandbox provider's refunds (global, like its trades). */
export const sandboxRefunds = pgTable('sandbox_pay_refunds', {
  refundId: text('refund_id').notNull(),
  merchantId: text('merchant_id').notNull(),
  refundNo: text('refund_no').notNull(),
  tradeNo: text('trade_no').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** The provider's refund notifications, each id once (migrations/0170_refund_notifications.sql). */
export const paymentRefundNotifications = pgTable('payment_refund_notifications', {
  tntId: text('tnt_id').notNull(),
  provider: text('provider').notNull(),
  notifyId: text('notify_id').notNull(),
  refundNo: text('refund_no').notNull(),
  refundRef: text('refund_ref').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: ts('received_at').notNull(),
});
