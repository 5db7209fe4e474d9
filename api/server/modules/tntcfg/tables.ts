// Drizzle tables of the tntcfg domain, mirroring migration 0150 (the SQL is the source of the schema;
// tests/api/database.test.ts checks every column named here exists).
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import type { ScreenPatch } from '../../../../engine/access';

export interface SettingChange {
  name: string;
  title: string;
  before: string;
  after: string;
}

export const tenantSettingChanges = pgTable('tenant_setting_changes', {
  tntId: text('tnt_id').notNull(),
  changeId: text('change_id').notNull(),
  area: text('area').notNull().$type<'page' | 'function'>(),
  changes: jsonb('changes').notNull().$type<SettingChange[]>(),
  accountId: text('account_id').notNull(),
  actorNm: text('actor_nm').notNull(),
  changedAt: ts('changed_at').notNull(),
});

export const screenPatchVersions = pgTable('screen_patch_versions', {
  tntId: text('tnt_id').notNull(),
  screen: text('screen').notNull(),
  version: integer('version').notNull(),
  patch: jsonb('patch').notNull().$type<ScreenPatch>(),
  note: text('note').notNull(),
  rollbackOf: integer('rollback_of'),
  accountId: text('account_id').notNull(),
  actorNm: text('actor_nm').notNull(),
  createdAt: ts('created_at').notNull(),
});
