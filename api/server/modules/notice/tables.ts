// Drizzle tables of the notice domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const notices = pgTable('notices', {
  tntId: text('tnt_id').notNull(),
  noticeId: text('notice_id').notNull(),
  accountId: text('account_id'),
  companyId: text('company_id'),
  kind: text('kind').notNull().default(''),
  refId: text('ref_id').notNull().default(''),
  title: text('title').notNull(),
  content: text('content').notNull(),
  txdDt: ts('txd_dt').notNull(),
});

export const noticeReads = pgTable('notice_reads', {
  tntId: text('tnt_id').notNull(),
  noticeId: text('notice_id').notNull(),
  accountId: text('account_id').notNull(),
  readAt: ts('read_at').notNull(),
});

export const noticeMarks = pgTable('notice_marks', {
  tntId: text('tnt_id').notNull(),
  accountId: text('account_id').notNull(),
  noticeId: text('notice_id').notNull(),
  pinnedAt: ts('pinned_at'),
  deletedAt: ts('deleted_at'),
});
