// Drizzle tables of the certify domain, mirroring migration 0100_certifications.sql.
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import type { PictureRef } from '../file';

export type { PictureRef };

export const certifications = pgTable('certifications', {
  tntId: text('tnt_id').notNull(),
  certId: text('cert_id').notNull(),
  certType: text('cert_type').notNull(),
  subjectId: text('subject_id').notNull(),
  status: text('status').notNull(),
  applicantId: text('applicant_id').notNull(),
  applicantNm: text('applicant_nm').notNull(),
  phone: text('phone').notNull(),
  realName: text('real_name').notNull(),
  idCard: text('id_card').notNull(),
  companyNm: text('company_nm').notNull(),
  creditCode: text('credit_code').notNull(),
  regionCode: text('region_code').notNull(),
  regionName: text('region_name').notNull(),
  address: text('address').notNull(),
  pictures: jsonb('pictures').$type<PictureRef[]>().notNull(),
  rejectReason: text('reject_reason').notNull(),
  submittedAt: ts('submitted_at'),
  decidedAt: ts('decided_at'),
  decidedBy: text('decided_by'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const certificationHistory = pgTable('certification_history', {
  tntId: text('tnt_id').notNull(),
  certId: text('cert_id').notNull(),
  seq: integer('seq').notNull(),
  move: text('move').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actorId: text('actor_id').notNull(),
  actorRole: text('actor_role').notNull(),
  note: text('note').notNull(),
  at: ts('at').notNull(),
});
