// Drizzle tables of freight templates (migration 0021): fees in fen, units in thousandths.
import { bigint, boolean, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

const fen = (name: string) => bigint(name, { mode: 'number' });

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
  firstFeeFen: fen('first_fee_fen').notNull(),
  extraUnitMilli: bigint('extra_unit_milli', { mode: 'number' }).notNull(),
  extraFeeFen: fen('extra_fee_fen').notNull(),
});

export const freightFreeRules = pgTable('freight_free_rules', {
  tntId: text('tnt_id').notNull(),
  templateId: text('template_id').notNull(),
  ruleNo: smallint('rule_no').notNull(),
  regions: jsonb('regions').$type<string[]>().notNull(),
  minAmountFen: fen('min_amount_fen'),
  minCount: integer('min_count'),
});
