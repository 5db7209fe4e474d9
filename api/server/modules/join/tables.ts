// Drizzle tables of the join domain (migration 0102_platform_joins.sql).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const platformJoins = pgTable('platform_joins', {
  tntId: text('tnt_id').notNull(),
  joinId: text('join_id').notNull(),
  srcTntId: text('src_tnt_id').notNull(),
  srcCompanyId: text('src_company_id').notNull(),
  srcPersonId: text('src_person_id').notNull(),
  companyNm: text('company_nm').notNull(),
  creditCode: text('credit_code').notNull(),
  applicantNm: text('applicant_nm').notNull(),
  phone: text('phone').notNull(),
  status: text('status').notNull(),
  reason: text('reason').notNull(),
  companyId: text('company_id'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const platformJoinHistory = pgTable('platform_join_history', {
  tntId: text('tnt_id').notNull(),
  joinId: text('join_id').notNull(),
  seq: integer('seq').notNull(),
  move: text('move').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actorId: text('actor_id').notNull(),
  actorRole: text('actor_role').notNull(),
  note: text('note').notNull(),
  at: ts('at').notNull(),
});
