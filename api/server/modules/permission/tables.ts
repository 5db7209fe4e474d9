// Drizzle tables of the permission domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { boolean, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const roles = pgTable('roles', {
  tntId: text('tnt_id').notNull(),
  roleId: text('role_id').notNull(),
  roleNm: text('role_nm').notNull(),
  roleCode: text('role_code').notNull(),
  /** The enterprise that keeps the role (organisation and roles, issue 32 item 3); null: the platform's. */
  companyId: text('company_id'),
  /** A platform role an enterprise may give its own accounts. */
  entAssignable: boolean('ent_assignable').notNull().default(false),
  remark: text('remark').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const accountRoles = pgTable('account_roles', {
  tntId: text('tnt_id').notNull(),
  accountId: text('account_id').notNull(),
  roleId: text('role_id').notNull(),
});

export const menus = pgTable('menus', {
  tntId: text('tnt_id').notNull(),
  menuId: text('menu_id').notNull(),
  menuNm: text('menu_nm').notNull(),
  menuPath: text('menu_path').notNull(),
  parentMenuId: text('parent_menu_id').notNull(),
  menuOrderno: integer('menu_orderno').notNull(),
  menuType: text('menu_type').notNull(),
  type: smallint('type').notNull(),
  menuSort: integer('menu_sort').notNull(),
  defMenu: smallint('def_menu').notNull(),
  belong: text('belong').notNull(),
  webUrl: text('web_url').notNull(),
  embedWay: text('embed_way').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull(),
});

export const roleGrants = pgTable('role_grants', {
  tntId: text('tnt_id').notNull(),
  roleId: text('role_id').notNull(),
  grantKey: text('grant_key').notNull(),
});
