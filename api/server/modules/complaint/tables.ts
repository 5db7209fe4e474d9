// Drizzle tables of the complaint domain, mirroring migration 0140_complaints.sql.
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import type { PictureRef } from '../file';

export type { PictureRef };

export const complaints = pgTable('complaints', {
  tntId: text('tnt_id').notNull(),
  complaintId: text('complaint_id').notNull(),
  complaintNo: text('complaint_no').notNull(),
  targetType: text('target_type').notNull(),
  orderId: text('order_id'),
  orderNo: text('order_no').notNull(),
  targetCompanyId: text('target_company_id'),
  targetNm: text('target_nm').notNull(),
  complainantAccountId: text('complainant_account_id').notNull(),
  complainantCompanyId: text('complainant_company_id'),
  complainantNm: text('complainant_nm').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  pictures: jsonb('pictures').$type<PictureRef[]>().notNull(),
  status: text('status').notNull(),
  reason: text('reason').notNull(),
  result: text('result').notNull(),
  handledBy: text('handled_by'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const complaintReplies = pgTable('complaint_replies', {
  tntId: text('tnt_id').notNull(),
  complaintId: text('complaint_id').notNull(),
  seq: integer('seq').notNull(),
  side: text('side').notNull(),
  actorId: text('actor_id').notNull(),
  actorNm: text('actor_nm').notNull(),
  content: text('content').notNull(),
  pictures: jsonb('pictures').$type<PictureRef[]>().notNull(),
  at: ts('at').notNull(),
});

export const complaintHistory = pgTable('complaint_history', {
  tntId: text('tnt_id').notNull(),
  complaintId: text('complaint_id').notNull(),
  seq: integer('seq').notNull(),
  move: text('move').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actorId: text('actor_id').notNull(),
  actorRole: text('actor_role').notNull(),
  note: text('note').notNull(),
  at: ts('at').notNull(),
});
