// Drizzle tables of the user domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { boolean, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const persons = pgTable('persons', {
  tntId: text('tnt_id').notNull(),
  personId: text('person_id').notNull(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  username: text('username').notNull(),
  userIcon: text('user_icon').notNull(),
  realName: text('real_name'),
  idCard: text('id_card'),
  userAuthStatus: text('user_auth_status').notNull(),
  lastAccountId: text('last_account_id'),
  createdAt: ts('created_at').notNull(),
});

export const companies = pgTable('companies', {
  tntId: text('tnt_id').notNull(),
  companyId: text('company_id').notNull(),
  companyNm: text('company_nm').notNull(),
  creditCode: text('credit_code').notNull(),
  authStatus: text('auth_status').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const accounts = pgTable('accounts', {
  tntId: text('tnt_id').notNull(),
  accountId: text('account_id').notNull(),
  personId: text('person_id').notNull(),
  accountType: smallint('account_type').notNull(),
  companyId: text('company_id'),
  isTnt: boolean('is_tnt').notNull(),
  status: text('status').notNull(),
  createdAt: ts('created_at').notNull(),
  /** Waiting accounts (issue 32 item 2): '1' a registration, '2' a customer an enterprise added. */
  auditKind: text('audit_kind'),
  /** An added customer: the enterprise that added it. */
  addedBy: text('added_by'),
  /** The platform's reason when it refused. */
  auditNote: text('audit_note').notNull().default(''),
  /** The department the account sits in (organ-setting, issue 32 item 3). */
  organId: text('organ_id'),
});
