// Drizzle table of cart lines (migration 0022).
import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

const fen = (name: string) => bigint(name, { mode: 'number' });

export const cartLines = pgTable('cart_lines', {
  tntId: text('tnt_id').notNull(),
  ownerId: text('owner_id').notNull(),
  skuId: text('sku_id').notNull(),
  itemId: text('item_id').notNull(),
  sellerId: text('seller_id').notNull(),
  itemNm: text('item_nm').notNull(),
  specValues: text('spec_values').notNull(),
  picture: text('picture').notNull(),
  quantity: integer('quantity').notNull(),
  addedPriceFen: fen('added_price_fen').notNull(),
  selected: boolean('selected').notNull(),
  addedBy: text('added_by').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
