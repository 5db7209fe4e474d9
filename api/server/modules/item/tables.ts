// Drizzle tables of the item domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { bigint, boolean, date, integer, jsonb, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RequestOf } from '../../../catalogue';
import { money, ts } from '../../db/columns';

/** A stored picture and an attribute pair: the goods entity's shapes (schemas/entities/goods.json). */
export type PictureRef = RequestOf<'item.create'>['pictures'][number];
export type AttributePair = NonNullable<RequestOf<'item.create'>['attributes']>[number];

export const itemCategories = pgTable('item_categories', {
  tntId: text('tnt_id').notNull(),
  categoryId: text('category_id').notNull(),
  companyId: text('company_id').notNull(),
  parentId: text('parent_id').notNull(),
  categoryNm: text('category_nm').notNull(),
  level: smallint('level').notNull(),
  sort: integer('sort').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const itemAttributes = pgTable('item_attributes', {
  tntId: text('tnt_id').notNull(),
  attrId: text('attr_id').notNull(),
  companyId: text('company_id').notNull(),
  categoryId: text('category_id'),
  attrNm: text('attr_nm').notNull(),
  attrValues: text('attr_values').notNull(),
  sort: integer('sort').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const itemUnits = pgTable('item_units', {
  tntId: text('tnt_id').notNull(),
  unitId: text('unit_id').notNull(),
  companyId: text('company_id').notNull(),
  unitNm: text('unit_nm').notNull(),
  remark: text('remark').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const items = pgTable('items', {
  tntId: text('tnt_id').notNull(),
  itemId: text('item_id').notNull(),
  companyId: text('company_id').notNull(),
  source: text('source').notNull(),
  mallId: text('mall_id').notNull(),
  itemNm: text('item_nm').notNull(),
  categoryId: text('category_id').notNull(),
  unitId: text('unit_id').notNull(),
  brand: text('brand').notNull(),
  origin: text('origin').notNull(),
  description: text('description').notNull(),
  pictures: jsonb('pictures').$type<PictureRef[]>().notNull(),
  attributes: jsonb('attributes').$type<AttributePair[]>().notNull(),
  preSell: boolean('pre_sell').notNull(),
  preSellDate: date('pre_sell_date', { mode: 'string' }),
  status: text('status').notNull(),
  frozenReason: text('frozen_reason').notNull(),
  minPrice: money('min_price').notNull(),
  maxPrice: money('max_price').notNull(),
  totalStock: bigint('total_stock', { mode: 'number' }).notNull(),
  skuCount: integer('sku_count').notNull(),
  sales: integer('sales').notNull(),
  onShelfAt: ts('on_shelf_at'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
  createdBy: text('created_by').notNull(),
  /** lower(item_nm) || U+001F || lower(origin), kept by the database (migration 0004) for keyword filters. */
  searchText: text('search_text').generatedAlwaysAs(sql`lower(item_nm) || chr(31) || lower(origin)`),
  /** min_price in integer fen, kept by the database (migration 0005): the lists' price range and sort
   * (bigint comparisons are leakproof, so under RLS the range bounds the index scan). */
  minPriceFen: bigint('min_price_fen', { mode: 'number' }).generatedAlwaysAs(sql`(min_price * 100)::bigint`),
  /** The goods' freight template (migration 0021); null: the seller's default template. */
  freightTemplateId: text('freight_template_id'),
});

/** The keyword index of the front's search (migration 0006): character pairs of each goods row's name and
 * origin, kept by triggers on `items`; read by goods-search.ts keywordCandidates, never written here. */
export const itemSearchGrams = pgTable('item_search_grams', {
  tntId: text('tnt_id').notNull(),
  gram: text('gram').notNull(),
  itemId: text('item_id').notNull(),
});

export const itemSkus = pgTable('item_skus', {
  tntId: text('tnt_id').notNull(),
  skuId: text('sku_id').notNull(),
  itemId: text('item_id').notNull(),
  specValues: text('spec_values').notNull(),
  price: money('price').notNull(),
  marketPrice: money('market_price'),
  stock: bigint('stock', { mode: 'number' }).notNull(),
  /** Reserved by agreed, undelivered orders (0030_orders.sql); available = stock - reserved. */
  reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
  weight: numeric('weight', { precision: 14, scale: 3 }),
  /** m3, for freight templates charging by volume (migration 0021). */
  volume: numeric('volume', { precision: 14, scale: 3 }),
  barcode: text('barcode').notNull(),
  sort: integer('sort').notNull(),
});
