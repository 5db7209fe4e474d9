// Drizzle tables of the organisation domain (migration 0130_organisation_roles.sql): the departments of an
// enterprise. Roles, grants and accounts are the permission and user domains' tables.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const organs = pgTable('organs', {
  tntId: text('tnt_id').notNull(),
  organId: text('organ_id').notNull(),
  companyId: text('company_id').notNull(),
  parentId: text('parent_id').notNull(),
  organNm: text('organ_nm').notNull(),
  leaderNm: text('leader_nm').notNull(),
  phone: text('phone').notNull(),
  sortNo: integer('sort_no').notNull(),
  createdAt: ts('created_at').notNull(),
});
