// Drizzle tables of the cart, addresses, pay types and freight templates (migrations 0020-0022;
// docs/trading.md). Money is integer fen (bigint), freight units integer thousandths.
import { bigint, boolean, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cents = (name: string) => bigint(name, { mode: 'number' });

export const addresses = pgTable('addresses', {
  tntId: text('tnt_id').notNull(),
  addressId: text('address_id').notNull(),
  ownerId: text('owner_id').notNull(),
  consignee: text('consignee').notNull(),
  phone: text('phone').notNull(),
  regionCode: text('region_code').notNull(),
  regionName: text('region_name').notNull(),
  detail: text('detail').notNull(),
  postalCode: text('postal_code').notNull(),
  isDefault: boolean('is_default').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

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

export const freightTemplates = pgTable('freight_templates', {
  tntId: text('tnt_id').notNull(),
  templateId: text('template_id').notNull(),
  companyId: text('company_id').notNull(),
  templateNm: text('template_nm').notNull(),
  chargeMode: text('charge_mode').notNull(),
  isDefault: boolean('is_default').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const freightRules = pgTable('freight_rules', {
  tntId: text('tnt_id').notNull(),
  templateId: text('template_id').notNull(),
  ruleNo: smallint('rule_no').notNull(),
  regions: jsonb('regions').$type<string[]>().notNull(),
  firstUnitMilli: bigint('first_unit_milli', { mode: 'number' }).notNull(),
  firstFeeCents: cents('first_fee_cents').notNull(),
  extraUnitMilli: bigint('extra_unit_milli', { mode: 'number' }).notNull(),
  extraFeeCents: cents('extra_fee_cents').notNull(),
});

export const freightFreeRules = pgTable('freight_free_rules', {
  tntId: text('tnt_id').notNull(),
  templateId: text('template_id').notNull(),
  ruleNo: smallint('rule_no').notNull(),
  regions: jsonb('regions').$type<string[]>().notNull(),
  minAmountCents: cents('min_amount_cents'),
  minCount: integer('min_count'),
});

export const cartLines = pgTable('cart_lines', {
  tntId: text('tnt_id').notNull(),
  ownerId: text('owner_id').notNull(),
  skuId: text('sku_id').notNull(),
  itemId: text('item_id').notNull(),
  sellerId: text('seller_id').notNull(),
  itemNm: text('item_nm').notNull(),
  specValues: text('spec_values').notNull(),
  picture: text('picture').notNull(),
  quantity: integer('quantity').notNull(),
  addedPriceCents: cents('added_price_cents').notNull(),
  selected: boolean('selected').notNull(),
  addedBy: text('added_by').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
