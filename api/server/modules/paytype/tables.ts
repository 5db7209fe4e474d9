// Drizzle tables of the seller's pay types and shop payment settings (migration 0020).
import { boolean, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const shopPayTypes = pgTable('shop_pay_types', {
  tntId: text('tnt_id').notNull(),
  companyId: text('company_id').notNull(),
  payType: text('pay_type').notNull(),
  enabled: boolean('enabled').notNull(),
  instalmentCount: smallint('instalment_count'),
  intervalDays: smallint('interval_days'),
  creditDays: smallint('credit_days'),
  updatedAt: ts('updated_at').notNull(),
});

export const shopPaySettings = pgTable('shop_pay_settings', {
  tntId: text('tnt_id').notNull(),
  companyId: text('company_id').notNull(),
  onlineEnabled: boolean('online_enabled').notNull(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNo: text('account_no').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
