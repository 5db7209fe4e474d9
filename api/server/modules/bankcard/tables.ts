// Drizzle table of the cash accounts (migration 0160_bank_cards.sql).
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const bankCards = pgTable('bank_cards', {
  tntId: text('tnt_id').notNull(),
  cardId: text('card_id').notNull(),
  ownerId: text('owner_id').notNull(),
  accountType: text('account_type').notNull(),
  accountName: text('account_name').notNull(),
  cardNo: text('card_no').notNull(),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  provinceCode: text('province_code').notNull(),
  provinceName: text('province_name').notNull(),
  cityCode: text('city_code').notNull(),
  cityName: text('city_name').notNull(),
  branchCode: text('branch_code').notNull(),
  branchName: text('branch_name').notNull(),
  isDefault: boolean('is_default').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
