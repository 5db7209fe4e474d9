// Drizzle tables of the file domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, ts } from '../../db/columns';

export const files = pgTable('files', {
  tntId: text('tnt_id').notNull(),
  fileId: text('file_id').notNull(),
  accountId: text('account_id').notNull(),
  fileNm: text('file_nm').notNull(),
  mime: text('mime').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  createdAt: ts('created_at').notNull(),
});
