// The Drizzle tables of migration 0120 (shop settlements).
import { bigint, boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

const fen = (name: string) => bigint(name, { mode: 'number' });

export const settlements = pgTable('settlements', {
  tntId: text('tnt_id').notNull(),
  settlementId: text('settlement_id').notNull(),
  settlementNo: text('settlement_no').notNull(),
  sellerCompanyId: text('seller_company_id').notNull(),
  sellerNm: text('seller_nm').notNull(),
  status: smallint('status').notNull(),
  orderCount: integer('order_count').notNull(),
  amountFen: fen('amount_fen').notNull(),
  remark: text('remark').notNull(),
  refuseReason: text('refuse_reason').notNull(),
  payNo: text('pay_no'),
  transferNo: text('transfer_no'),
  paidAt: ts('paid_at'),
  paidBy: text('paid_by'),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const settlementOrders = pgTable('settlement_orders', {
  tntId: text('tnt_id').notNull(),
  settlementId: text('settlement_id').notNull(),
  orderId: text('order_id').notNull(),
  orderNo: text('order_no').notNull(),
  buyerNm: text('buyer_nm').notNull(),
  completedAt: ts('completed_at'),
  collectedFen: fen('collected_fen').notNull(),
  refundedFen: fen('refunded_fen').notNull(),
  amountFen: fen('amount_fen').notNull(),
  holding: boolean('holding').notNull(),
});

export const settlementHistory = pgTable('settlement_history', {
  tntId: text('tnt_id').notNull(),
  settlementId: text('settlement_id').notNull(),
  seq: integer('seq').notNull(),
  move: text('move').notNull(),
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status').notNull(),
  actorId: text('actor_id').notNull(),
  actorRole: text('actor_role').notNull(),
  note: text('note').notNull(),
  at: ts('at').notNull(),
});
