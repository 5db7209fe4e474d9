// The storefront (spec 2.4 seller-page: a shop's home as buyers see it, 1688 / 惠农网 style): the shop's card,
// its goods on sale, its pictures and videos, for every account of the shopping front. Reads only. The goods
// are the front's own search (the item module: on shelf, in the malls the caller sees) narrowed to the
// shop's enterprise; the pictures and videos are the enterprise's gallery (the shopmedia module). A closed
// shop keeps its card (with 已停业 and its reason) and shows no goods, pictures or videos: the seller closed
// its storefront (its goods stay buyable from the mall, as they are the mall's).
import { and, count, eq } from 'drizzle-orm';
import { fail, type Principal } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { CERT_TYPE, certFlow, certifyTables } from '../certify';
import { frontSearch, itemTables, onFront } from '../item';
import { imagePage, videoPage } from '../shopmedia';
import { userTables } from '../user';
import type { ShopRow } from './move';
import * as t from './tables';
import { OPEN } from './workflow';

const s = t.shops;
const c = userTables.companies;
const cert = certifyTables.certifications;
const items = itemTables.items;
const CERTIFIED = certFlow.code('certified');
export const NO_SHOP = '网店不存在';

async function shopById(read: TenantReads, tntId: string, shopId: string): Promise<ShopRow> {
  const [row] = await read.query((q) => q.select().from(s).where(and(eq(s.tntId, tntId), eq(s.shopId, shopId))));
  if (!row) throw fail('NOT_FOUND', NO_SHOP);
  return row;
}

/** The enterprise selling a goods row the caller can see in the front (else: not found). */
async function sellerOfItem(read: TenantReads, p: Principal, itemId: string): Promise<string> {
  const [row] = await read.query((q) => q.select({ companyId: items.companyId }).from(items).where(and(eq(items.tntId, p.tntId), eq(items.itemId, itemId), onFront(p))));
  if (!row) throw fail('NOT_FOUND', '商品不存在或已下架');
  return row.companyId;
}

/** The card: by the shop's id, or by a goods row (the seller card of product details, which knows only the
 * goods). An enterprise that has not opened its shop answers `opened: false` with its name. */
export async function storefrontCard(read: TenantReads, p: Principal, body: { shopId?: string; itemId?: string }) {
  if (!body.shopId && !body.itemId) throw fail('BAD_REQUEST', '请指定网店或商品');
  let shop: ShopRow | undefined;
  let companyId: string;
  if (body.shopId) {
    shop = await shopById(read, p.tntId, body.shopId);
    companyId = shop.companyId;
  } else {
    companyId = await sellerOfItem(read, p, body.itemId!);
    [shop] = await read.query((q) => q.select().from(s).where(and(eq(s.tntId, p.tntId), eq(s.companyId, companyId))));
  }
  const [[company], [certified], [onSale]] = await Promise.all([
    read.query((q) => q.select({ nm: c.companyNm }).from(c).where(and(eq(c.tntId, p.tntId), eq(c.companyId, companyId)))),
    read.query((q) =>
      q.select({ regionName: cert.regionName }).from(cert)
        .where(and(eq(cert.tntId, p.tntId), eq(cert.certType, CERT_TYPE.enterprise), eq(cert.subjectId, companyId), eq(cert.status, CERTIFIED)))),
    read.query((q) => q.select({ n: count() }).from(items).where(and(eq(items.tntId, p.tntId), eq(items.companyId, companyId), onFront(p)))),
  ]);
  const open = shop?.status === OPEN;
  return {
    shopId: shop?.shopId ?? '', opened: Boolean(shop), shopNm: shop?.shopNm ?? company?.nm ?? '', logoUrl: shop?.logo[0]?.url ?? '', companyId,
    companyNm: company?.nm ?? '', certified: Boolean(certified), regionName: certified?.regionName ?? '', intro: shop?.intro ?? '',
    mainCategories: shop?.mainCategories ?? '', contactNm: shop?.contactNm ?? '', contactPhone: shop?.contactPhone ?? '', status: shop?.status ?? '',
    reason: shop?.reason ?? '', onSale: open ? Number(onSale?.n ?? 0) : 0, openedAt: shop ? formatDateTime(shop.createdAt).slice(0, 10) : '',
  };
}

const EMPTY = { records: [], total: 0 };

/** The open shop's enterprise, or null for a closed one (its storefront shows nothing). */
async function openShopCompany(read: TenantReads, p: Principal, shopId: string): Promise<string | null> {
  const shop = await shopById(read, p.tntId, shopId);
  return shop.status === OPEN ? shop.companyId : null;
}

interface FrontPage {
  shopId: string;
  pageNum: number;
  pageSize: number;
}

export async function storefrontGoods(read: TenantReads, p: Principal, b: FrontPage & { keyword?: string; sortField?: 'onShelfAt' | 'minPrice' | 'sales'; sortOrder?: 'asc' | 'desc' }) {
  const { shopId, ...rest } = b;
  const companyId = await openShopCompany(read, p, shopId);
  return companyId ? frontSearch(read, p, { ...rest, companyId }) : EMPTY;
}

/** The open shop's gallery (its enterprise's pictures and videos), or null for a closed shop. */
async function galleryOfShop(read: TenantReads, p: Principal, shopId: string) {
  const companyId = await openShopCompany(read, p, shopId);
  return companyId ? { tntId: p.tntId, entId: companyId, accountId: p.accountId } : null;
}

export async function storefrontImages(read: TenantReads, p: Principal, b: FrontPage) {
  const g = await galleryOfShop(read, p, b.shopId);
  return g ? imagePage(read, g, { pageNum: b.pageNum, pageSize: b.pageSize }) : EMPTY;
}

export async function storefrontVideos(read: TenantReads, p: Principal, b: FrontPage) {
  const g = await galleryOfShop(read, p, b.shopId);
  return g ? videoPage(read, g, { pageNum: b.pageNum, pageSize: b.pageSize }) : EMPTY;
}
