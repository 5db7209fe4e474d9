// Drizzle definitions of the report tables: the per-day aggregate delta rows (migration 0090) and the
// export jobs (migration 0091). Money is integer fen.
import { bigint, date, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
const fen = (name: string) => bigint(name, { mode: 'number' });

export const orderReportDays = pgTable('order_report_days', {
  tntId: text('tnt_id').notNull(),
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  side: text('side').notNull(),
  owner: text('owner').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  status: smallint('status').notNull(),
  n: fen('n').notNull(),
  goodsFen: fen('goods_fen').notNull(),
  freightFen: fen('freight_fen').notNull(),
  payableFen: fen('payable_fen').notNull(),
  paidFen: fen('paid_fen').notNull(),
  refundedFen: fen('refunded_fen').notNull(),
});

export const reportExports = pgTable('report_exports', {
  tntId: text('tnt_id').notNull(),
  exportId: text('export_id').notNull(),
  kind: text('kind').notNull(),
  accountId: text('account_id').notNull(),
  companyId: text('company_id'),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
  status: text('status').notNull(),
  total: integer('total').notNull(),
  written: integer('written').notNull(),
  fileName: text('file_name').notNull(),
  sha256: text('sha256'),
  size: bigint('size', { mode: 'number' }),
  error: text('error').notNull(),
  heartbeatAt: ts('heartbeat_at'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
