// Drizzle tables of the mall domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { boolean, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

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

/** Ads (migration 0215_advs.sql): the platform's mall ads (owner kind 'mall', mall_id) and the sellers'
 * storefront ads (owner kind 'shop', shop_id) in one table, served by adv-service.ts. */
export const advs = pgTable('advs', {
  tntId: text('tnt_id').notNull(),
  advId: text('adv_id').notNull(),
  ownerKind: text('owner_kind').$type<'mall' | 'shop'>().notNull(),
  mallId: text('mall_id'),
  shopId: text('shop_id'),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  pictureId: text('picture_id').notNull(),
  pictureName: text('picture_name').notNull(),
  pictureUrl: text('picture_url').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  enabled: boolean('enabled').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
