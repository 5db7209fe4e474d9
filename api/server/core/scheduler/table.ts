// The scheduler's one table (migrations/0030_orders.sql, where it was born with the orders' timeout).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const scheduledJobs = pgTable('scheduled_jobs', {
  tntId: text('tnt_id').notNull(),
  jobId: text('job_id').notNull(),
  kind: text('kind').notNull(),
  refId: text('ref_id').notNull(),
  runAt: ts('run_at').notNull(),
  attempts: integer('attempts').notNull(),
  lastError: text('last_error').notNull(),
  doneAt: ts('done_at'),
});
