// Drizzle definitions of the invoice tables (migrations/0080_invoices.sql). Money is integer fen.
import { bigint, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db';

/** A file of an issued invoice, as the upload answered it. */
export interface InvoiceFile {
  id: string;
  name: string;
  url: string;
}

export const invoices = pgTable('invoices', {
  tntId: text('tnt_id').notNull(),
  invoiceId: text('invoice_id').notNull(),
  applyNo: text('apply_no').notNull(),
  buyerCompanyId: text('buyer_company_id'),
  buyerAccountId: text('buyer_account_id').notNull(),
  buyerNm: text('buyer_nm').notNull(),
  sellerCompanyId: text('seller_company_id').notNull(),
  sellerNm: text('seller_nm').notNull(),
  invoiceType: text('invoice_type').notNull(),
  title: text('title').notNull(),
  taxNo: text('tax_no').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  invoiceNumber: text('invoice_number'),
  files: jsonb('files').$type<InvoiceFile[]>().notNull(),
  reason: text('reason').notNull(),
  remark: text('remark').notNull(),
  createdBy: text('created_by').notNull(),
  decidedBy: text('decided_by'),
  createdAt: ts('created_at').notNull(),
  decidedAt: ts('decided_at'),
  updatedAt: ts('updated_at').notNull(),
});

export const invoiceOrders = pgTable('invoice_orders', {
  tntId: text('tnt_id').notNull(),
  invoiceId: text('invoice_id').notNull(),
  orderId: text('order_id').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
});

export const invoiceHistory = pgTable('invoice_history', {
  tntId: text('tnt_id').notNull(),
  invoiceId: text('invoice_id').notNull(),
  seq: integer('seq').notNull(),
  move: text('move').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actorId: text('actor_id').notNull(),
  actorRole: text('actor_role').notNull(),
  note: text('note').notNull(),
  at: ts('at').notNull(),
});
