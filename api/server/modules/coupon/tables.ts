// Drizzle definitions of the coupon tables (migrations/0110_coupons.sql). Money is integer fen.
import { bigint, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db';

const fen = (name: string) => bigint(name, { mode: 'number' });

export const coupons = pgTable('coupons', {
  tntId: text('tnt_id').notNull(),
  couponId: text('coupon_id').notNull(),
  sellerCompanyId: text('seller_company_id').notNull(),
  sellerNm: text('seller_nm').notNull(),
  couponNm: text('coupon_nm').notNull(),
  couponType: text('coupon_type').notNull(),
  thresholdFen: fen('threshold_fen').notNull(),
  valueFen: fen('value_fen').notNull(),
  rateTenths: smallint('rate_tenths').notNull(),
  maxOffFen: fen('max_off_fen').notNull(),
  scopeType: text('scope_type').notNull(),
  scopeIds: jsonb('scope_ids').$type<string[]>().notNull(),
  scopeNames: text('scope_names').notNull(),
  validType: text('valid_type').notNull(),
  startAt: ts('start_at').notNull(),
  endAt: ts('end_at').notNull(),
  validDays: integer('valid_days').notNull(),
  totalCount: integer('total_count').notNull(),
  takenCount: integer('taken_count').notNull(),
  usedCount: integer('used_count').notNull(),
  perLimit: integer('per_limit').notNull(),
  status: text('status').notNull(),
  remark: text('remark').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const userCoupons = pgTable('user_coupons', {
  tntId: text('tnt_id').notNull(),
  userCouponId: text('user_coupon_id').notNull(),
  couponId: text('coupon_id').notNull(),
  sellerCompanyId: text('seller_company_id').notNull(),
  ownerId: text('owner_id').notNull(),
  buyerCompanyId: text('buyer_company_id'),
  buyerAccountId: text('buyer_account_id').notNull(),
  buyerNm: text('buyer_nm').notNull(),
  status: text('status').notNull(),
  validFrom: ts('valid_from').notNull(),
  validTo: ts('valid_to').notNull(),
  orderId: text('order_id'),
  orderNo: text('order_no'),
  discountFen: fen('discount_fen').notNull(),
  takenAt: ts('taken_at').notNull(),
  usedAt: ts('used_at'),
  updatedAt: ts('updated_at').notNull(),
});

const history = (table: string, key: string) =>
  pgTable(table, {
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

export const couponHistory = history('coupon_history', 'coupon_id');
export const userCouponHistory = history('user_coupon_history', 'user_coupon_id');
