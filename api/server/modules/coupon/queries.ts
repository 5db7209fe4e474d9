// The coupon lists: the seller's coupons and who took one; the mall's coupons open for taking (of a
// seller, or covering one goods); the buyer's own coupons by status. Every list server-paginated.
import { and, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { withTenant, type Db } from '../../db';
import { fail } from '../../core';
import { itemTables } from '../item';
import * as t from './tables';
import { couponFlow, userCouponFlow } from './workflow';
import { ownerOf } from './move';
import { scopeKeys } from './rule';
import { couponView, mallView, userCouponView } from './views';
import type { CouponRow } from './types';

interface Page {
  pageNum: number;
  pageSize: number;
}
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** The stored status that a state filter means at `now` (a waiting coupon whose day has come is running). */
function statusWhere(status: string | undefined, now: Date): SQL | undefined {
  const c = t.coupons;
  const live = inArray(c.status, couponFlow.codes('notStarted', 'running'));
  switch (status ? couponFlow.stateOf(status) : undefined) {
    case 'notStarted':
      return and(live, sql`${c.startAt} > ${now}`, sql`${c.endAt} > ${now}`);
    case 'running':
      return and(live, sql`${c.startAt} <= ${now}`, sql`${c.endAt} > ${now}`);
    case 'ended':
      return or(eq(c.status, couponFlow.code('ended')), and(live, sql`${c.endAt} <= ${now}`));
    case 'closed':
      return eq(c.status, couponFlow.code('closed'));
    default:
      return undefined;
  }
}

export function sellerPage(orm: Db, tntId: string, sellerId: string, p: Page & { status?: string; couponNm?: string; couponType?: string }, now: Date) {
  return withTenant(orm, tntId, async (tx) => {
    const c = t.coupons;
    const where = and(eq(c.tntId, tntId), eq(c.sellerCompanyId, sellerId), statusWhere(p.status, now),
      p.couponType ? eq(c.couponType, p.couponType) : undefined, p.couponNm?.trim() ? like(c.couponNm, `%${escapeLike(p.couponNm.trim())}%`) : undefined);
    const [{ n }] = (await tx.select({ n: count() }).from(c).where(where)) as [{ n: number }];
    const rows = await tx.select().from(c).where(where).orderBy(desc(c.createdAt), desc(c.couponId)).limit(p.pageSize).offset((p.pageNum - 1) * p.pageSize);
    return { total: Number(n), records: rows.map((r) => couponView(r, now)) };
  });
}

/** The seller's coupon with its history (404 for another's). */
export function sellerDetail(orm: Db, tntId: string, sellerId: string, couponId: string, now: Date) {
  return withTenant(orm, tntId, async (tx) => {
    const [row] = await tx.select().from(t.coupons).where(and(eq(t.coupons.tntId, tntId), eq(t.coupons.couponId, couponId)));
    if (!row || row.sellerCompanyId !== sellerId) throw fail('NOT_FOUND', '优惠券不存在');
    const h = t.couponHistory;
    const history = await tx.select().from(h).where(and(eq(h.tntId, tntId), eq(h.id, couponId))).orderBy(h.seq);
    const i = itemTables.items;
    const goods = row.scopeType === '3' && row.scopeIds.length
      ? await tx.select({ id: i.itemId, name: i.itemNm }).from(i).where(and(eq(i.tntId, tntId), inArray(i.itemId, row.scopeIds)))
      : [];
    const byId = new Map(goods.map((g) => [g.id, g.name]));
    return {
      ...couponView(row, now),
      scopeGoods: row.scopeType === '3' ? row.scopeIds.map((id) => ({ id, name: byId.get(id) ?? '' })) : [],
      scopeCategories: row.scopeType === '2' ? row.scopeIds.map((id) => ({ id })) : [],
      history: history.map((x) => ({
        move: x.move, moveNm: couponFlow.moveName(x.move), fromStatus: x.fromStatus, toStatus: x.toStatus,
        actorNm: couponFlow.decl.roles[x.actorRole as keyof typeof couponFlow.decl.roles] ?? x.actorRole, note: x.note, at: x.at.toISOString(),
      })),
    };
  });
}

/** Who took the seller's coupon, newest first. */
export function takenPage(orm: Db, tntId: string, sellerId: string, p: Page & { couponId: string; status?: string }) {
  return withTenant(orm, tntId, async (tx) => {
    const [c] = await tx.select().from(t.coupons).where(and(eq(t.coupons.tntId, tntId), eq(t.coupons.couponId, p.couponId)));
    if (!c || c.sellerCompanyId !== sellerId) throw fail('NOT_FOUND', '优惠券不存在');
    const u = t.userCoupons;
    const where = and(eq(u.tntId, tntId), eq(u.couponId, p.couponId), p.status ? eq(u.status, p.status) : undefined);
    const [{ n }] = (await tx.select({ n: count() }).from(u).where(where)) as [{ n: number }];
    const rows = await tx.select().from(u).where(where).orderBy(desc(u.takenAt), desc(u.userCouponId)).limit(p.pageSize).offset((p.pageNum - 1) * p.pageSize);
    return { total: Number(n), records: rows.map((r) => ({ ...userCouponView(r, c), actions: [] })) };
  });
}

export interface MallArgs extends Page {
  sellerId?: string;
  itemId?: string;
}

/** Coupons open for taking now: all the tenant's, a seller's, or those covering one goods (its seller's). */
export function mallList(orm: Db, tntId: string, who: { companyId: string | null; accountId: string }, p: MallArgs, now: Date) {
  return withTenant(orm, tntId, async (tx) => {
    const c = t.coupons;
    let sellerId = p.sellerId;
    let keys: Set<string> | undefined;
    if (p.itemId) {
      const i = itemTables.items;
      const [item] = await tx.select({ companyId: i.companyId }).from(i).where(and(eq(i.tntId, tntId), eq(i.itemId, p.itemId)));
      if (!item) throw fail('NOT_FOUND', '商品不存在');
      sellerId = item.companyId;
      keys = (await scopeKeys(tx, tntId, [p.itemId])).get(p.itemId) ?? new Set([p.itemId]);
    }
    // Ids hold no comma (entity pattern; server-made ids): one text parameter made an array in SQL.
    const scope = keys
      ? or(eq(c.scopeType, '1'), sql`${c.scopeIds} ?| string_to_array(${[...keys].join(',')}, ',')`)
      : undefined;
    const where = and(eq(c.tntId, tntId), statusWhere(couponFlow.code('running'), now), sellerId ? eq(c.sellerCompanyId, sellerId) : undefined, scope);
    const [{ n }] = (await tx.select({ n: count() }).from(c).where(where)) as [{ n: number }];
    const rows: CouponRow[] = await tx.select().from(c).where(where).orderBy(desc(c.createdAt), desc(c.couponId)).limit(p.pageSize).offset((p.pageNum - 1) * p.pageSize);
    const mine = new Map<string, number>();
    if (rows.length) {
      const u = t.userCoupons;
      const held = await tx.select({ id: u.couponId, n: count() }).from(u)
        .where(and(eq(u.tntId, tntId), eq(u.ownerId, ownerOf(who)), inArray(u.couponId, rows.map((r) => r.couponId)))).groupBy(u.couponId);
      for (const h of held) mine.set(h.id, Number(h.n));
    }
    return { total: Number(n), records: rows.map((r) => mallView(r, mine.get(r.couponId) ?? 0, now)) };
  });
}

/** The buyer's coupons (its enterprise's, or its own as a personal account), by status. */
export function receivedPage(orm: Db, tntId: string, who: { companyId: string | null; accountId: string }, p: Page & { status?: string; sellerId?: string }) {
  return withTenant(orm, tntId, async (tx) => {
    const u = t.userCoupons;
    const where = and(eq(u.tntId, tntId), eq(u.ownerId, ownerOf(who)), p.status ? eq(u.status, p.status) : undefined, p.sellerId ? eq(u.sellerCompanyId, p.sellerId) : undefined);
    const [{ n }] = (await tx.select({ n: count() }).from(u).where(where)) as [{ n: number }];
    const rows = await tx.select({ u, c: t.coupons }).from(u)
      .innerJoin(t.coupons, and(eq(t.coupons.tntId, u.tntId), eq(t.coupons.couponId, u.couponId)))
      .where(where).orderBy(desc(u.takenAt), desc(u.userCouponId)).limit(p.pageSize).offset((p.pageNum - 1) * p.pageSize);
    return { total: Number(n), records: rows.map((r) => userCouponView(r.u, r.c)) };
  });
}

/** The seller's coupons by state at `now` (the list's tabs: 全部, then each state). */
export function sellerCounts(orm: Db, tntId: string, sellerId: string, p: { couponNm?: string; couponType?: string }, now: Date) {
  return withTenant(orm, tntId, async (tx) => {
    const c = t.coupons;
    const base = and(eq(c.tntId, tntId), eq(c.sellerCompanyId, sellerId), p.couponType ? eq(c.couponType, p.couponType) : undefined,
      p.couponNm?.trim() ? like(c.couponNm, `%${escapeLike(p.couponNm.trim())}%`) : undefined);
    const countOf = async (status?: string) => Number(((await tx.select({ n: count() }).from(c).where(and(base, statusWhere(status, now)))) as [{ n: number }])[0].n);
    const states = couponFlow.stateList();
    return { tabs: [{ status: '', label: '全部', count: await countOf() }, ...(await Promise.all(states.map(async ([code, name]) => ({ status: code, label: name, count: await countOf(code) }))))] };
  });
}

/** The buyer's coupons by status (the tabs of 我的优惠券: 未使用, 已使用, 已过期). */
export function receivedCounts(orm: Db, tntId: string, who: { companyId: string | null; accountId: string }, p: { sellerId?: string }) {
  return withTenant(orm, tntId, async (tx) => {
    const u = t.userCoupons;
    const rows = await tx.select({ status: u.status, n: count() }).from(u)
      .where(and(eq(u.tntId, tntId), eq(u.ownerId, ownerOf(who)), p.sellerId ? eq(u.sellerCompanyId, p.sellerId) : undefined)).groupBy(u.status);
    return { tabs: userCouponFlow.stateList().map(([code, name]) => ({ status: code, label: name, count: Number(rows.find((r) => r.status === code)?.n ?? 0) })) };
  });
}
