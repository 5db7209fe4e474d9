// Drizzle definitions of the order tables (migrations/0030_orders.sql, docs/trading.md). Money is integer fen.
import { bigint, boolean, date, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
const fen = (name: string) => bigint(name, { mode: 'number' });

/** The address snapshot an order keeps (whatever the address book says later). */
export interface AddressSnapshot {
  consignee: string;
  phone: string;
  regionCode: string;
  regionName: string;
  detail: string;
}
/** The buyer's invoice wish: 0 none, 1 ordinary, 2 special VAT. */
export interface InvoiceWish {
  invoiceType: string;
  title?: string;
  taxNo?: string;
}

export const orders = pgTable('orders', {
  tntId: text('tnt_id').notNull(),
  orderId: text('order_id').notNull(),
  orderNo: text('order_no').notNull(),
  orderType: smallint('order_type').notNull(),
  payType: smallint('pay_type').notNull(),
  status: smallint('status').notNull(),
  kind: text('kind').notNull(),
  frozen: boolean('frozen').notNull(),
  frozenReason: text('frozen_reason').notNull(),
  buyerCompanyId: text('buyer_company_id'),
  buyerAccountId: text('buyer_account_id').notNull(),
  buyerNm: text('buyer_nm').notNull(),
  sellerCompanyId: text('seller_company_id').notNull(),
  sellerNm: text('seller_nm').notNull(),
  createdBy: text('created_by').notNull(),
  goodsFen: fen('goods_fen').notNull(),
  freightFen: fen('freight_fen').notNull(),
  discountFen: fen('discount_fen').notNull(),
  adjustFen: fen('adjust_fen').notNull(),
  payableFen: fen('payable_fen').notNull(),
  paidFen: fen('paid_fen').notNull(),
  refundedFen: fen('refunded_fen').notNull(),
  address: jsonb('address').$type<AddressSnapshot | Record<string, never>>().notNull(),
  invoice: jsonb('invoice').$type<InvoiceWish | Record<string, never>>().notNull(),
  note: text('note').notNull(),
  reason: text('reason').notNull(),
  goodsNames: text('goods_names').notNull(),
  originOrderId: text('origin_order_id'),
  stockReserved: boolean('stock_reserved').notNull(),
  creditDueDate: date('credit_due_date', { mode: 'string' }),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const orderLines = pgTable('order_lines', {
  tntId: text('tnt_id').notNull(),
  orderId: text('order_id').notNull(),
  lineNo: smallint('line_no').notNull(),
  skuId: text('sku_id').notNull(),
  itemId: text('item_id').notNull(),
  itemNm: text('item_nm').notNull(),
  specValues: text('spec_values').notNull(),
  picture: text('picture').notNull(),
  unitNm: text('unit_nm').notNull(),
  priceFen: fen('price_fen').notNull(),
  quantity: fen('quantity').notNull(),
  deliveredQty: fen('delivered_qty').notNull(),
  amountFen: fen('amount_fen').notNull(),
  originLineNo: smallint('origin_line_no'),
});

export const orderHistory = pgTable('order_history', {
  tntId: text('tnt_id').notNull(),
  orderId: text('order_id').notNull(),
  seq: integer('seq').notNull(),
  move: text('move').notNull(),
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status').notNull(),
  actorId: text('actor_id').notNull(),
  actorRole: text('actor_role').notNull(),
  note: text('note').notNull(),
  at: ts('at').notNull(),
});

export const orderDeliveries = pgTable('order_deliveries', {
  tntId: text('tnt_id').notNull(),
  deliveryId: text('delivery_id').notNull(),
  orderId: text('order_id').notNull(),
  expressCode: text('express_code').notNull(),
  expressNm: text('express_nm').notNull(),
  trackingNo: text('tracking_no').notNull(),
  status: smallint('status').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const orderDeliveryLines = pgTable('order_delivery_lines', {
  tntId: text('tnt_id').notNull(),
  deliveryId: text('delivery_id').notNull(),
  lineNo: smallint('line_no').notNull(),
  quantity: fen('quantity').notNull(),
});

export const orderInstalments = pgTable('order_instalments', {
  tntId: text('tnt_id').notNull(),
  orderId: text('order_id').notNull(),
  seq: smallint('seq').notNull(),
  amountFen: fen('amount_fen').notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  paidAt: ts('paid_at'),
});

export const orderReservations = pgTable('order_reservations', {
  tntId: text('tnt_id').notNull(),
  orderId: text('order_id').notNull(),
  skuId: text('sku_id').notNull(),
  quantity: fen('quantity').notNull(),
});

export const orderNumberSeq = pgTable('order_number_seq', {
  tntId: text('tnt_id').notNull(),
  day: text('day').notNull(),
  lastNo: fen('last_no').notNull(),
});

/** Delta rows of the order counts per list scope, status and China day (migrations 0031, 0032; counts.ts). */
export const orderCounts = pgTable('order_counts', {
  tntId: text('tnt_id').notNull(),
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  side: text('side').notNull(),
  owner: text('owner').notNull(),
  status: smallint('status').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  n: fen('n').notNull(),
});
