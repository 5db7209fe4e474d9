// Drizzle definitions of the after-sale tables (migrations/0070_after_sales.sql). Money is integer fen.
import { bigint, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db';
const fen = (name: string) => bigint(name, { mode: 'number' });

/** An uploaded picture the after-sale points at (the upload call's answer). */
import type { PictureRef } from '../file';

export type { PictureRef };

export const afterSales = pgTable('after_sales', {
  tntId: text('tnt_id').notNull(),
  afterSaleId: text('after_sale_id').notNull(),
  afterSaleNo: text('after_sale_no').notNull(),
  orderId: text('order_id').notNull(),
  lineNo: smallint('line_no').notNull(),
  way: smallint('way').notNull(),
  status: smallint('status').notNull(),
  buyerCompanyId: text('buyer_company_id'),
  buyerAccountId: text('buyer_account_id').notNull(),
  buyerNm: text('buyer_nm').notNull(),
  sellerCompanyId: text('seller_company_id').notNull(),
  sellerNm: text('seller_nm').notNull(),
  itemNm: text('item_nm').notNull(),
  specValues: text('spec_values').notNull(),
  picture: text('picture').notNull(),
  quantity: fen('quantity').notNull(),
  amountFen: fen('amount_fen').notNull(),
  reason: text('reason').notNull(),
  description: text('description').notNull(),
  evidence: jsonb('evidence').$type<PictureRef[]>().notNull(),
  refuseReason: text('refuse_reason').notNull(),
  expressCode: text('express_code').notNull(),
  expressNm: text('express_nm').notNull(),
  trackingNo: text('tracking_no').notNull(),
  shippedAt: ts('shipped_at'),
  receivedAt: ts('received_at'),
  refundedAt: ts('refunded_at'),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const afterSaleHistory = pgTable('after_sale_history', {
  tntId: text('tnt_id').notNull(),
  afterSaleId: text('after_sale_id').notNull(),
  seq: integer('seq').notNull(),
  move: text('move').notNull(),
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status').notNull(),
  actorId: text('actor_id').notNull(),
  actorRole: text('actor_role').notNull(),
  note: text('note').notNull(),
  at: ts('at').notNull(),
});

export const afterSaleRefunds = pgTable('after_sale_refunds', {
  tntId: text('tnt_id').notNull(),
  afterSaleId: text('after_sale_id').notNull(),
  part: smallint('part').notNull(),
  channel: text('channel').notNull(),
  payId: text('pay_id'),
  payNo: text('pay_no'),
  amountFen: fen('amount_fen').notNull(),
  refundNo: text('refund_no').notNull(),
  refundRef: text('refund_ref'),
  refundedAt: ts('refunded_at'),
});
