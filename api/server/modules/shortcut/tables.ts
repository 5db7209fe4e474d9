// Drizzle tables of the shortcut domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const shortcutMenus = pgTable('shortcut_menus', {
  tntId: text('tnt_id').notNull(),
  id: text('id').notNull(),
  accountId: text('account_id').notNull(),
  menuName: text('menu_name').notNull(),
  menuId: text('menu_id').notNull(),
  createdAt: ts('created_at').notNull(),
});
