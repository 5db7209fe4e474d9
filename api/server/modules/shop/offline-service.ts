// Offline shops' transactions (one each, withTenant): the seller adds and edits its enterprise's stores
// (a district of the region table, a detailed address, coordinates inside China rounded to six decimals,
// a phone, business hours, pictures) and closes or reopens them by the document's moves; the platform
// lists every store of the tenant. Another enterprise's store is "not found" to a seller.
import { and, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import { containsPattern, given, uniqueOr, withTenant, type Tx } from '../../db';
import { fail, newId, type Deps, type Principal } from '../../core';
import { regionNameOf, regionProblem } from '../address';
import { checkFileRefs, type PictureRef } from '../file';
import { userTables } from '../user';
import * as t from './tables';
import { offlineShopDocument, type OfflineShopRow } from './move';
import { sellerActor, shopOfCompany } from './shop-service';
import { historyOf, offlineView, type Side } from './views';
import { offlineShopFlow, OPEN } from './workflow';
import type { Seller } from './access';

const o = t.offlineShops;
const s = t.shops;
const c = userTables.companies;
const nowOf = (deps: Deps) => new Date(deps.clock.now());

/** China's extent (WGS-84 degrees), as the entity and the table's checks say. */
export const BOUNDS = { longitude: [73.4, 135.1], latitude: [3.8, 53.6] } as const;

export interface OfflineInput {
  offlineNm: string;
  regionCode: string;
  address: string;
  longitude: number;
  latitude: number;
  phone: string;
  businessHours: string;
  pictures?: PictureRef[];
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

function clean(b: OfflineInput) {
  const offlineNm = b.offlineNm.trim();
  const address = b.address.trim();
  const businessHours = b.businessHours.trim();
  if (!offlineNm) throw fail('BAD_REQUEST', '请输入门店名称');
  if (!address) throw fail('BAD_REQUEST', '请输入详细地址');
  if (!businessHours) throw fail('BAD_REQUEST', '请输入营业时间');
  // A store stands in a district (the region table gives cities without districts their towns), as a
  // delivery address does.
  const problem = regionProblem(b.regionCode, 'district', '所在地区');
  if (problem) throw fail('BAD_REQUEST', problem);
  const longitude = round6(b.longitude);
  const latitude = round6(b.latitude);
  if (!(longitude >= BOUNDS.longitude[0] && longitude <= BOUNDS.longitude[1])) throw fail('BAD_REQUEST', '经度须在73.4至135.1之间（中国境内）');
  if (!(latitude >= BOUNDS.latitude[0] && latitude <= BOUNDS.latitude[1])) throw fail('BAD_REQUEST', '纬度须在3.8至53.6之间（中国境内）');
  return {
    offlineNm, regionCode: b.regionCode, regionName: regionNameOf(b.regionCode), address, longitude: longitude.toFixed(6), latitude: latitude.toFixed(6), phone: b.phone,
    businessHours, pictures: (b.pictures ?? []).map((x) => ({ id: x.id, name: x.name, url: x.url })),
  };
}

/** The names a store shows (its shop, its enterprise). */
async function namesOf(tx: Tx, r: OfflineShopRow) {
  const [n] = await tx.select({ shopNm: s.shopNm, companyNm: c.companyNm }).from(s).leftJoin(c, and(eq(c.tntId, s.tntId), eq(c.companyId, s.companyId)))
    .where(and(eq(s.tntId, r.tntId), eq(s.shopId, r.shopId)));
  return { shopNm: n?.shopNm ?? '', companyNm: n?.companyNm ?? '' };
}

async function detail(tx: Tx, r: OfflineShopRow, side: Side) {
  return { ...offlineView(r, await namesOf(tx, r), side), history: await historyOf(tx, t.offlineShopHistory, offlineShopFlow, r.tntId, r.offlineId) };
}

const taken = () => fail('CONFLICT', '本店已有同名的线下门店，请换一个名称');

export const addOffline = (deps: Deps, p: Seller, b: OfflineInput) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const values = clean(b);
    const shop = await shopOfCompany(tx, p.tntId, p.companyId);
    if (!shop) throw fail('BAD_REQUEST', '请先在“我的店铺”保存网店资料，开通网店后再添加线下门店');
    await checkFileRefs(tx, p.tntId, values.pictures, '门店图片不存在，请重新上传');
    const now = nowOf(deps);
    const [row] = await uniqueOr(
      () => tx.insert(o).values({ tntId: p.tntId, offlineId: newId(), shopId: shop.shopId, companyId: p.companyId, ...values, status: OPEN, reason: '', createdAt: now, updatedAt: now }).returning(),
      taken,
    );
    await offlineShopDocument.record(tx, row!, { move: 'create', from: null, to: row!.status, actor: sellerActor(p), note: values.offlineNm, at: now });
    return detail(tx, row!, 'seller');
  });

/** The caller's own store, locked; another enterprise's: not found. */
async function mine(tx: Tx, p: Seller, offlineId: string) {
  const row = await offlineShopDocument.def.lock(tx, p.tntId, offlineId);
  if (row.companyId !== p.companyId) throw fail('NOT_FOUND', '线下门店不存在');
  return row;
}

export const updateOffline = (deps: Deps, p: Seller, b: OfflineInput & { offlineId: string }) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const values = clean(b);
    await mine(tx, p, b.offlineId);
    await checkFileRefs(tx, p.tntId, values.pictures, '门店图片不存在，请重新上传');
    const now = nowOf(deps);
    const [row] = await uniqueOr(() => tx.update(o).set({ ...values, updatedAt: now }).where(and(eq(o.tntId, p.tntId), eq(o.offlineId, b.offlineId))).returning(), taken);
    await offlineShopDocument.record(tx, row!, { move: 'update', from: row!.status, to: row!.status, actor: sellerActor(p), note: '', at: now });
    return detail(tx, row!, 'seller');
  });

export const moveOffline = (deps: Deps, p: Seller, offlineId: string, move: 'close' | 'reopen', note?: string) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const after = await offlineShopDocument.move(tx, { tntId: p.tntId, id: offlineId, move, actor: sellerActor(p), now: nowOf(deps), note });
    return offlineView(after, await namesOf(tx, after), 'seller');
  });

/** The detail for its enterprise, or for the platform (the tenant admin); anyone else: not found. */
export const offlineDetail = (deps: Deps, p: Principal, offlineId: string) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const [row] = await tx.select().from(o).where(and(eq(o.tntId, p.tntId), eq(o.offlineId, offlineId)));
    if (row && p.companyId === row.companyId) return detail(tx, row, 'seller');
    if (row && p.isTnt) return detail(tx, row, 'platform');
    throw fail('NOT_FOUND', '线下门店不存在');
  });

interface PageQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  status?: string;
  shopId?: string;
  regionCode?: string;
}

async function page(tx: Tx, tntId: string, scope: SQL | undefined, q: PageQuery, side: Side) {
  const where: SQL[] = [eq(o.tntId, tntId)];
  if (scope) where.push(scope);
  if (given(q.status)) where.push(eq(o.status, q.status));
  if (given(q.shopId)) where.push(eq(o.shopId, q.shopId));
  // A province or city code covers its districts: 330000 -> 33%, 330100 -> 3301%.
  if (given(q.regionCode)) where.push(like(o.regionCode, `${q.regionCode.replace(/(00)+$/, '')}%`));
  if (given(q.keyword)) {
    const pattern = containsPattern(q.keyword.trim());
    where.push(or(ilike(o.offlineNm, pattern), ilike(o.address, pattern), ilike(o.regionName, pattern), ilike(s.shopNm, pattern))!);
  }
  const shopJoin = and(eq(s.tntId, o.tntId), eq(s.shopId, o.shopId));
  const companyJoin = and(eq(c.tntId, o.tntId), eq(c.companyId, o.companyId));
  const [{ n }] = (await tx.select({ n: count() }).from(o).innerJoin(s, shopJoin).where(and(...where))) as [{ n: number }];
  const rows = await tx.select({ r: o, shopNm: s.shopNm, companyNm: c.companyNm }).from(o).innerJoin(s, shopJoin).leftJoin(c, companyJoin)
    .where(and(...where)).orderBy(desc(o.createdAt), desc(o.offlineId)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
  return { total: Number(n), records: rows.map((x) => offlineView(x.r, { shopNm: x.shopNm, companyNm: x.companyNm ?? '' }, side)) };
}

export const myOfflinePage = (deps: Deps, p: Seller, q: PageQuery) =>
  withTenant(deps.orm, p.tntId, (tx) => page(tx, p.tntId, eq(o.companyId, p.companyId), { ...q, shopId: undefined, regionCode: undefined }, 'seller'));

export const platOfflinePage = (deps: Deps, p: Principal, q: PageQuery) => withTenant(deps.orm, p.tntId, (tx) => page(tx, p.tntId, undefined, q, 'platform'));
