// The online shop's transactions (one each, withTenant): the seller's own shop (opened by its first save,
// then edited; closed and reopened only by the document's moves) and the platform's list and detail.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern, given, uniqueOr, withTenant, type Tx } from '../../db';
import { fail, newId, type Deps, type Principal } from '../../core';
import { checkFileRefs, type PictureRef } from '../file';
import { userTables } from '../user';
import * as t from './tables';
import { shopDocument, type ShopActor, type ShopRow } from './move';
import { historyOf, shopView, unopened, type Side } from './views';
import { shopFlow, OPEN } from './workflow';
import type { Seller } from './access';

const s = t.shops;
const c = userTables.companies;
const nowOf = (deps: Deps) => new Date(deps.clock.now());
export const sellerActor = (p: Seller): ShopActor => ({ accountId: p.accountId, companyId: p.companyId, role: 'seller' });

async function companyNm(tx: Tx, tntId: string, companyId: string): Promise<string> {
  const [row] = await tx.select({ n: c.companyNm }).from(c).where(and(eq(c.tntId, tntId), eq(c.companyId, companyId)));
  return row?.n ?? '';
}

const offlineCount = sql<number>`(select count(*)::int from offline_shops o where o.tnt_id = ${s.tntId} and o.shop_id = ${s.shopId})`;

/** The enterprise's shop row, or undefined before it is opened. */
export async function shopOfCompany(tx: Tx, tntId: string, companyId: string): Promise<ShopRow | undefined> {
  const [row] = await tx.select().from(s).where(and(eq(s.tntId, tntId), eq(s.companyId, companyId)));
  return row;
}

async function detail(tx: Tx, r: ShopRow, side: Side) {
  const [n] = await tx.select({ n: count() }).from(t.offlineShops).where(and(eq(t.offlineShops.tntId, r.tntId), eq(t.offlineShops.shopId, r.shopId)));
  return { ...shopView(r, await companyNm(tx, r.tntId, r.companyId), Number(n?.n ?? 0), side), history: await historyOf(tx, t.shopHistory, shopFlow, r.tntId, r.shopId) };
}

export const myShop = (deps: Deps, p: Seller) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const row = await shopOfCompany(tx, p.tntId, p.companyId);
    return row ? detail(tx, row, 'seller') : unopened(p.companyId, await companyNm(tx, p.tntId, p.companyId));
  });

export interface Profile {
  shopNm: string;
  logo?: PictureRef[];
  intro?: string;
  mainCategories: string;
  contactNm: string;
  contactPhone: string;
}

function clean(b: Profile) {
  const shopNm = b.shopNm.trim();
  const mainCategories = b.mainCategories.trim();
  const contactNm = b.contactNm.trim();
  if (!shopNm) throw fail('BAD_REQUEST', '请输入店铺名称');
  if (!mainCategories) throw fail('BAD_REQUEST', '请输入主营类目');
  if (!contactNm) throw fail('BAD_REQUEST', '请输入联系人');
  const logo = (b.logo ?? []).map((x) => ({ id: x.id, name: x.name, url: x.url }));
  return { shopNm, mainCategories, contactNm, contactPhone: b.contactPhone, intro: (b.intro ?? '').trim(), logo };
}

/** Saves the profile; the first save opens the shop (营业中) and records it. The shop stays locked while it
 * is written, so two saves at once write one after the other. */
export const saveShop = (deps: Deps, p: Seller, b: Profile) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const values = clean(b);
    await checkFileRefs(tx, p.tntId, values.logo, '店铺Logo不存在，请重新上传');
    const now = nowOf(deps);
    const taken = () => fail('CONFLICT', '店铺名称已被使用，请换一个名称');
    const cur = await shopOfCompany(tx, p.tntId, p.companyId);
    if (!cur) {
      const [row] = await uniqueOr(
        () => tx.insert(s).values({ tntId: p.tntId, shopId: newId(), companyId: p.companyId, ...values, status: OPEN, reason: '', createdAt: now, updatedAt: now }).returning(),
        taken,
      );
      await shopDocument.record(tx, row!, { move: 'create', from: null, to: row!.status, actor: sellerActor(p), note: values.shopNm, at: now });
      return detail(tx, row!, 'seller');
    }
    await shopDocument.def.lock(tx, p.tntId, cur.shopId);
    const [row] = await uniqueOr(() => tx.update(s).set({ ...values, updatedAt: now }).where(and(eq(s.tntId, p.tntId), eq(s.shopId, cur.shopId))).returning(), taken);
    await shopDocument.record(tx, row!, { move: 'update', from: row!.status, to: row!.status, actor: sellerActor(p), note: '', at: now });
    return detail(tx, row!, 'seller');
  });

/** 停业 / 恢复营业 of the caller's own shop. */
export const moveMyShop = (deps: Deps, p: Seller, move: 'close' | 'reopen', note?: string) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const cur = await shopOfCompany(tx, p.tntId, p.companyId);
    if (!cur) throw fail('NOT_FOUND', '网店尚未开通，请先保存网店资料');
    const after = await shopDocument.move(tx, { tntId: p.tntId, id: cur.shopId, move, actor: sellerActor(p), now: nowOf(deps), note });
    return detail(tx, after, 'seller');
  });

export const platShopPage = (deps: Deps, p: Principal, q: { pageNum: number; pageSize: number; keyword?: string; status?: string }) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const where: SQL[] = [eq(s.tntId, p.tntId)];
    if (given(q.status)) where.push(eq(s.status, q.status));
    if (given(q.keyword)) {
      const like = containsPattern(q.keyword.trim());
      where.push(or(ilike(s.shopNm, like), ilike(c.companyNm, like), ilike(s.mainCategories, like))!);
    }
    const from = () => tx.select({ r: s, companyNm: c.companyNm, n: offlineCount }).from(s).leftJoin(c, and(eq(c.tntId, s.tntId), eq(c.companyId, s.companyId)));
    const [{ n }] = (await tx.select({ n: count() }).from(s).leftJoin(c, and(eq(c.tntId, s.tntId), eq(c.companyId, s.companyId))).where(and(...where))) as [{ n: number }];
    const rows = await from().where(and(...where)).orderBy(desc(s.updatedAt), s.shopId).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
    return { total: Number(n), records: rows.map((x) => shopView(x.r, x.companyNm ?? '', Number(x.n), 'platform')) };
  });

export const platShopDetail = (deps: Deps, p: Principal, shopId: string) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const [row] = await tx.select().from(s).where(and(eq(s.tntId, p.tntId), eq(s.shopId, shopId)));
    if (!row) throw fail('NOT_FOUND', '网店不存在');
    return detail(tx, row, 'platform');
  });
