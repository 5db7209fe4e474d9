// Drizzle tables of the shop domain, mirroring migration 0190_shops.sql (its storefront ads are rows of the
// mall module's `advs`, migration 0215, owner kind 'shop').
import { integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import type { PictureRef } from '../file';

export const shops = pgTable('shops', {
  tntId: text('tnt_id').notNull(),
  shopId: text('shop_id').notNull(),
  companyId: text('company_id').notNull(),
  shopNm: text('shop_nm').notNull(),
  logo: jsonb('logo').$type<PictureRef[]>().notNull(),
  intro: text('intro').notNull(),
  mainCategories: text('main_categories').notNull(),
  contactNm: text('contact_nm').notNull(),
  contactPhone: text('contact_phone').notNull(),
  status: text('status').notNull(),
  reason: text('reason').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

const history = (name: string, key: string) =>
  pgTable(name, {
    tntId: text('tnt_id').notNull(),
    id: text(key).notNull(),
    seq: integer('seq').notNull(),
    move: text('move').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: text('actor_id').notNull(),
    actorRole: text('actor_role').notNull(),
    note: text('note').notNull(),
    at: ts('at').notNull(),
  });

export const shopHistory = history('shop_history', 'shop_id');

export const offlineShops = pgTable('offline_shops', {
  tntId: text('tnt_id').notNull(),
  offlineId: text('offline_id').notNull(),
  shopId: text('shop_id').notNull(),
  companyId: text('company_id').notNull(),
  offlineNm: text('offline_nm').notNull(),
  regionCode: text('region_code').notNull(),
  regionName: text('region_name').notNull(),
  address: text('address').notNull(),
  longitude: numeric('longitude').notNull(),
  latitude: numeric('latitude').notNull(),
  phone: text('phone').notNull(),
  businessHours: text('business_hours').notNull(),
  pictures: jsonb('pictures').$type<PictureRef[]>().notNull(),
  status: text('status').notNull(),
  reason: text('reason').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const offlineShopHistory = history('offline_shop_history', 'offline_id');
