// Drizzle table definitions mirroring migrations/*.sql (the SQL files are the source of the schema; a
// test checks that every column named here exists in the migrated database).
import { bigint, boolean, customType, date, integer, jsonb, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---- global tables ----
export const tenants = pgTable('tenants', {
  tntId: text('tnt_id').primaryKey(),
  idytpCd: text('idytp_cd').notNull(),
  industryName: text('industry_name').notNull(),
  tntName: text('tnt_name').notNull(),
  systemName: text('system_name').notNull(),
  introduction: text('introduction').notNull(),
  tag: text('tag').notNull(),
  indexType: text('index_type').notNull(),
  hostLevel: text('host_level').notNull(),
  generalLogin: boolean('general_login').notNull(),
  isUnify: boolean('is_unify').notNull(),
  selectable: boolean('selectable').notNull(),
  sort: integer('sort').notNull(),
});

export const tenantHosts = pgTable('tenant_hosts', {
  host: text('host').primaryKey(),
  tntId: text('tnt_id').notNull(),
});

export const serverKeys = pgTable('server_keys', {
  keyId: text('key_id').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const codeValues = pgTable('code_values', {
  codeType: text('code_type').notNull(),
  codeValue: text('code_value').notNull(),
  codeValueName: text('code_value_name').notNull(),
  sort: integer('sort').notNull(),
});

// ---- tenant-owned tables (tnt_id first in every key; RLS forced) ----
export const tenantParams = pgTable('tenant_params', {
  tntId: text('tnt_id').notNull(),
  paramNo: text('param_no').notNull(),
  paramGroup: text('param_group').notNull(),
  paramValue: text('param_value').notNull(),
});

export const persons = pgTable('persons', {
  tntId: text('tnt_id').notNull(),
  personId: text('person_id').notNull(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  username: text('username').notNull(),
  userIcon: text('user_icon').notNull(),
  realName: text('real_name'),
  idCard: text('id_card'),
  userAuthStatus: text('user_auth_status').notNull(),
  lastAccountId: text('last_account_id'),
  createdAt: ts('created_at').notNull(),
});

export const companies = pgTable('companies', {
  tntId: text('tnt_id').notNull(),
  companyId: text('company_id').notNull(),
  companyNm: text('company_nm').notNull(),
  creditCode: text('credit_code').notNull(),
  authStatus: text('auth_status').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const accounts = pgTable('accounts', {
  tntId: text('tnt_id').notNull(),
  accountId: text('account_id').notNull(),
  personId: text('person_id').notNull(),
  accountType: smallint('account_type').notNull(),
  companyId: text('company_id'),
  isTnt: boolean('is_tnt').notNull(),
  status: text('status').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const roles = pgTable('roles', {
  tntId: text('tnt_id').notNull(),
  roleId: text('role_id').notNull(),
  roleNm: text('role_nm').notNull(),
  roleCode: text('role_code').notNull(),
});

export const accountRoles = pgTable('account_roles', {
  tntId: text('tnt_id').notNull(),
  accountId: text('account_id').notNull(),
  roleId: text('role_id').notNull(),
});

export const menus = pgTable('menus', {
  tntId: text('tnt_id').notNull(),
  menuId: text('menu_id').notNull(),
  menuNm: text('menu_nm').notNull(),
  menuPath: text('menu_path').notNull(),
  parentMenuId: text('parent_menu_id').notNull(),
  menuOrderno: integer('menu_orderno').notNull(),
  menuType: text('menu_type').notNull(),
  type: smallint('type').notNull(),
  menuSort: integer('menu_sort').notNull(),
  defMenu: smallint('def_menu').notNull(),
  belong: text('belong').notNull(),
  webUrl: text('web_url').notNull(),
  embedWay: text('embed_way').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull(),
});

export const roleGrants = pgTable('role_grants', {
  tntId: text('tnt_id').notNull(),
  roleId: text('role_id').notNull(),
  grantKey: text('grant_key').notNull(),
});

export const invitations = pgTable('invitations', {
  tntId: text('tnt_id').notNull(),
  inviteCode: text('invite_code').notNull(),
  companyId: text('company_id').notNull(),
  roleId: text('role_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const sessions = pgTable('sessions', {
  tntId: text('tnt_id').notNull(),
  sessionId: text('session_id').notNull(),
  familyId: text('family_id').notNull(),
  accountId: text('account_id').notNull(),
  personId: text('person_id').notNull(),
  accessHash: text('access_hash').notNull(),
  refreshHash: text('refresh_hash').notNull(),
  accessExpiresAt: ts('access_expires_at').notNull(),
  refreshExpiresAt: ts('refresh_expires_at').notNull(),
  rotatedAt: ts('rotated_at'),
  revokedAt: ts('revoked_at'),
  revokeReason: text('revoke_reason'),
  createdAt: ts('created_at').notNull(),
});

export const loginAttempts = pgTable('login_attempts', {
  tntId: text('tnt_id').notNull(),
  attemptId: text('attempt_id').notNull(),
  phone: text('phone').notNull(),
  success: boolean('success').notNull(),
  attemptedAt: ts('attempted_at').notNull(),
});

export const smsCodes = pgTable('sms_codes', {
  tntId: text('tnt_id').notNull(),
  codeId: text('code_id').notNull(),
  phone: text('phone').notNull(),
  opeType: text('ope_type').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull(),
});

export const captchas = pgTable('captchas', {
  tntId: text('tnt_id').notNull(),
  captchaId: text('captcha_id').notNull(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

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

export const notices = pgTable('notices', {
  tntId: text('tnt_id').notNull(),
  noticeId: text('notice_id').notNull(),
  accountId: text('account_id'),
  title: text('title').notNull(),
  content: text('content').notNull(),
  txdDt: ts('txd_dt').notNull(),
});

export const noticeReads = pgTable('notice_reads', {
  tntId: text('tnt_id').notNull(),
  noticeId: text('notice_id').notNull(),
  accountId: text('account_id').notNull(),
  readAt: ts('read_at').notNull(),
});

export const shortcutMenus = pgTable('shortcut_menus', {
  tntId: text('tnt_id').notNull(),
  id: text('id').notNull(),
  accountId: text('account_id').notNull(),
  menuName: text('menu_name').notNull(),
  menuId: text('menu_id').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const noviceGuides = pgTable('novice_guides', {
  tntId: text('tnt_id').notNull(),
  accountId: text('account_id').notNull(),
  flag: smallint('flag').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

// ---- goods (0002_goods.sql, docs/goods.md) ----
/** bytea as a Node Buffer / Uint8Array (uploaded files). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/** numeric kept as its exact decimal string ("12.50"): money never passes through a float. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

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

export const files = pgTable('files', {
  tntId: text('tnt_id').notNull(),
  fileId: text('file_id').notNull(),
  accountId: text('account_id').notNull(),
  fileNm: text('file_nm').notNull(),
  mime: text('mime').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  createdAt: ts('created_at').notNull(),
});

export interface PictureRef { id: string; name: string; url: string }
export interface AttributePair { attrNm: string; attrValue: string }

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
  /** min_price in integer cents, kept by the database (migration 0005): the lists' price range and sort
   * (bigint comparisons are leakproof, so under RLS the range bounds the index scan). */
  minPriceCents: bigint('min_price_cents', { mode: 'number' }).generatedAlwaysAs(sql`(min_price * 100)::bigint`),
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

export const industryNews = pgTable('industry_news', {
  tntId: text('tnt_id').notNull(),
  newsId: text('news_id').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  content: text('content').notNull(),
  cover: text('cover').notNull(),
  source: text('source').notNull(),
  publishedAt: ts('published_at').notNull(),
});

// The order tables (issue 12) live in their own file.
export * from './schema-indent';
// Cart, addresses, pay types and freight templates (migrations 0020-0022).
export * from './schema-cart';
