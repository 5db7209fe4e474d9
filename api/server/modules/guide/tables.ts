// Drizzle tables of the guide domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const noviceGuides = pgTable('novice_guides', {
  tntId: text('tnt_id').notNull(),
  accountId: text('account_id').notNull(),
  flag: smallint('flag').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
