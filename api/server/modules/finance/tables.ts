// Drizzle tables of the financial services (migration 0201_finance_products.sql).
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const financePartners = pgTable('finance_partners', {
  tntId: text('tnt_id').notNull(),
  partnerId: text('partner_id').notNull(),
  partnerName: text('partner_name').notNull(),
  partnerType: text('partner_type').notNull(),
  hotline: text('hotline').notNull(),
  intro: text('intro').notNull(),
  sortNo: integer('sort_no').notNull(),
});

export const financeProducts = pgTable('finance_products', {
  tntId: text('tnt_id').notNull(),
  productId: text('product_id').notNull(),
  partnerId: text('partner_id').notNull(),
  productName: text('product_name').notNull(),
  productType: text('product_type').notNull(),
  rateMinBp: integer('rate_min_bp').notNull(),
  rateMaxBp: integer('rate_max_bp').notNull(),
  maxAmountFen: bigint('max_amount_fen', { mode: 'number' }).notNull(),
  termMin: integer('term_min').notNull(),
  termMax: integer('term_max').notNull(),
  status: text('status').notNull(),
  features: text('features').notNull(),
  conditions: text('conditions').notNull(),
  sortNo: integer('sort_no').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
