// Drizzle tables of the tenant domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  tntId: text('tnt_id').primaryKey(),
  idytpCd: text('idytp_cd').notNull(),
  industryName: text('industry_name').notNull(),
  tntName: text('tnt_name').notNull(),
  systemName: text('system_name').notNull(),
  introduction: text('introduction').notNull(),
  tag: text('tag').notNull(),
  indexType: text('index_type').notNull(),
  hostLevel: text('host_level').notNull(),
  generalLogin: boolean('general_login').notNull(),
  isUnify: boolean('is_unify').notNull(),
  selectable: boolean('selectable').notNull(),
  sort: integer('sort').notNull(),
});

export const tenantHosts = pgTable('tenant_hosts', {
  host: text('host').primaryKey(),
  tntId: text('tnt_id').notNull(),
});

export const codeValues = pgTable('code_values', {
  codeType: text('code_type').notNull(),
  codeValue: text('code_value').notNull(),
  codeValueName: text('code_value_name').notNull(),
  sort: integer('sort').notNull(),
});

export const tenantParams = pgTable('tenant_params', {
  tntId: text('tnt_id').notNull(),
  paramNo: text('param_no').notNull(),
  paramGroup: text('param_group').notNull(),
  paramValue: text('param_value').notNull(),
});
