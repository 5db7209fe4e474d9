// Drizzle table of delivery addresses (migration 0020; docs/trading.md "Addresses").
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const addresses = pgTable('addresses', {
  tntId: text('tnt_id').notNull(),
  addressId: text('address_id').notNull(),
  ownerId: text('owner_id').notNull(),
  consignee: text('consignee').notNull(),
  phone: text('phone').notNull(),
  regionCode: text('region_code').notNull(),
  regionName: text('region_name').notNull(),
  detail: text('detail').notNull(),
  postalCode: text('postal_code').notNull(),
  isDefault: boolean('is_default').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
