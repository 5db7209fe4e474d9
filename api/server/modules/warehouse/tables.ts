// Drizzle tables of the warehouses (migration 0200_warehouses.sql).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const warehouses = pgTable('warehouses', {
  tntId: text('tnt_id').notNull(),
  warehouseId: text('warehouse_id').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  warehouseName: text('warehouse_name').notNull(),
  warehouseType: text('warehouse_type').notNull(),
  operatorName: text('operator_name').notNull(),
  provinceCode: text('province_code').notNull(),
  provinceName: text('province_name').notNull(),
  cityCode: text('city_code').notNull(),
  cityName: text('city_name').notNull(),
  address: text('address').notNull(),
  capacityTons: integer('capacity_tons').notNull(),
  usedTons: integer('used_tons').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  status: text('status').notNull(),
  note: text('note').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const warehouseStatusChanges = pgTable('warehouse_status_changes', {
  tntId: text('tnt_id').notNull(),
  warehouseId: text('warehouse_id').notNull(),
  seq: integer('seq').notNull(),
  fromStatus: text('from_status').notNull(),
  toStatus: text('to_status').notNull(),
  actorId: text('actor_id').notNull(),
  actorNm: text('actor_nm').notNull(),
  note: text('note').notNull(),
  at: ts('at').notNull(),
});
