// Drizzle tables of the acl domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const serverKeys = pgTable('server_keys', {
  keyId: text('key_id').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const invitations = pgTable('invitations', {
  tntId: text('tnt_id').notNull(),
  inviteCode: text('invite_code').notNull(),
  companyId: text('company_id').notNull(),
  roleId: text('role_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const sessions = pgTable('sessions', {
  tntId: text('tnt_id').notNull(),
  sessionId: text('session_id').notNull(),
  familyId: text('family_id').notNull(),
  accountId: text('account_id').notNull(),
  personId: text('person_id').notNull(),
  accessHash: text('access_hash').notNull(),
  refreshHash: text('refresh_hash').notNull(),
  accessExpiresAt: ts('access_expires_at').notNull(),
  refreshExpiresAt: ts('refresh_expires_at').notNull(),
  rotatedAt: ts('rotated_at'),
  revokedAt: ts('revoked_at'),
  revokeReason: text('revoke_reason'),
  createdAt: ts('created_at').notNull(),
});

export const loginAttempts = pgTable('login_attempts', {
  tntId: text('tnt_id').notNull(),
  attemptId: text('attempt_id').notNull(),
  phone: text('phone').notNull(),
  success: boolean('success').notNull(),
  attemptedAt: ts('attempted_at').notNull(),
});

export const smsCodes = pgTable('sms_codes', {
  tntId: text('tnt_id').notNull(),
  codeId: text('code_id').notNull(),
  phone: text('phone').notNull(),
  opeType: text('ope_type').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull(),
});

export const captchas = pgTable('captchas', {
  tntId: text('tnt_id').notNull(),
  captchaId: text('captcha_id').notNull(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  /** When it opened an SMS send (it may still be consumed once after that). */
  smsAt: ts('sms_at'),
  usedAt: ts('used_at'),
});
