// Drizzle tables of the approval domain (migration 0101_account_audits.sql): the audit's history. The
// document's rows are the accounts (the user domain's table, with its audit columns).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const accountHistory = pgTable('account_history', {
  tntId: text('tnt_id').notNull(),
  accountId: text('account_id').notNull(),
  seq: integer('seq').notNull(),
  move: text('move').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actorId: text('actor_id').notNull(),
  actorRole: text('actor_role').notNull(),
  note: text('note').notNull(),
  at: ts('at').notNull(),
});
