// Drizzle tables of the mall domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const malls = pgTable('malls', {
  tntId: text('tnt_id').notNull(),
  mallId: text('mall_id').notNull(),
  mallNm: text('mall_nm').notNull(),
  mallType: text('mall_type').notNull(),
  mallStatus: text('mall_status').notNull(),
  sort: integer('sort').notNull(),
});

export const mallFooters = pgTable('mall_footers', {
  tntId: text('tnt_id').notNull(),
  mallId: text('mall_id').notNull(),
  cooperationPhone: text('cooperation_phone').notNull(),
  cooperationEmail: text('cooperation_email').notNull(),
  friendshipLink: text('friendship_link').notNull(),
  partners: text('partners').notNull(),
  otherContent: text('other_content').notNull(),
  copyright: text('copyright').notNull(),
});
