// The seller's coupon calls and the buyer's take (领取), one transaction each; every status change through
// the documents' moves (move.ts).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { fail, newId, type Principal } from '../../core';
import { parseFen } from '../../../../engine/validation';
import { itemTables } from '../item';
import { userTables } from '../user';
import * as t from './tables';
import { couponDocument, lockCoupon, ownerOf, userCouponDocument } from './move';
import { couponFlow, userCouponFlow, type CouponState } from './workflow';
import { chinaDateOf, dayAfter, dayStart, plusDays } from './dates';
import type { CouponActor, CouponRow, CouponValues, UserCouponActor } from './types';

export interface CouponInput {
  couponNm: string;
  couponType: string;
  threshold: string;
  value?: string;
  discount?: string;
  maxOff?: string;
  scopeType: string;
  scopeIds?: string[];
  validType: string;
  startDate: string;
  endDate: string;
  validDays?: number;
  totalCount: number;
  perLimit: number;
  remark?: string;
}

export function sellerActor(p: Principal): CouponActor & { companyId: string } {
  if (!p.companyId) throw fail('FORBIDDEN', '个人账号不能管理优惠券，请切换到企业账号');
  return { accountId: p.accountId, companyId: p.companyId, role: 'seller' };
}
export const buyerActor = (p: Principal): UserCouponActor => ({ accountId: p.accountId, companyId: p.companyId, role: 'buyer' });

const fenOf = (v: string, what: string): number => {
  try {
    return parseFen(v);
  } catch {
    throw fail('BAD_REQUEST', `${what}为最多两位小数的金额`);
  }
};

/** The state a running or waiting coupon is in at `now` by its window (the sweep may not have moved it yet). */
export function stateAt(c: Pick<CouponRow, 'status' | 'startAt' | 'endAt'>, now: Date): CouponState {
  const s = couponFlow.stateOf(c.status)!;
  if (s !== 'notStarted' && s !== 'running') return s;
  if (now.getTime() >= c.endAt.getTime()) return 'ended';
  return now.getTime() < c.startAt.getTime() ? 'notStarted' : 'running';
}

/** The scope's names, checking every id is the seller's own category or goods. */
async function scopeNames(tx: Tx, tntId: string, sellerId: string, type: string, ids: string[]): Promise<string> {
  if (type === '1') return '';
  if (!ids.length) throw fail('BAD_REQUEST', type === '2' ? '请选择适用的商品分类' : '请选择适用的商品');
  if (type === '2') {
    const c = itemTables.itemCategories;
    const rows = await tx.select({ id: c.categoryId, nm: c.categoryNm }).from(c).where(and(eq(c.tntId, tntId), eq(c.companyId, sellerId), inArray(c.categoryId, ids)));
    if (rows.length !== ids.length) throw fail('BAD_REQUEST', '商品分类不存在');
    return ids.map((id) => rows.find((r) => r.id === id)!.nm).join('、');
  }
  const i = itemTables.items;
  const rows = await tx.select({ id: i.itemId, nm: i.itemNm }).from(i).where(and(eq(i.tntId, tntId), eq(i.companyId, sellerId), inArray(i.itemId, ids)));
  if (rows.length !== ids.length) throw fail('BAD_REQUEST', '商品不存在');
  return ids.map((id) => rows.find((r) => r.id === id)!.nm).join('、');
}

/** A coupon's columns as the seller asks for them, checked (新建 and 编辑 alike). */
async function checkedValues(tx: Tx, tntId: string, a: CouponActor & { companyId: string }, b: CouponInput, now: Date): Promise<CouponValues> {
  const name = b.couponNm.trim();
  if (name.length < 2) throw fail('BAD_REQUEST', '优惠券名称至少2个字');
  const thresholdFen = fenOf(b.threshold, '使用门槛');
  let valueFen = 0;
  let rateTenths = 0;
  let maxOffFen = 0;
  if (b.couponType === '1') {
    if (!b.value) throw fail('BAD_REQUEST', '请填写优惠金额');
    valueFen = fenOf(b.value, '优惠金额');
    if (valueFen <= 0) throw fail('BAD_REQUEST', '优惠金额须大于0');
    if (thresholdFen > 0 && valueFen > thresholdFen) throw fail('BAD_REQUEST', '优惠金额不能大于使用门槛');
  } else {
    if (!b.discount) throw fail('BAD_REQUEST', '请填写折扣');
    const [whole, tenth = '0'] = b.discount.split('.');
    rateTenths = Number(whole) * 10 + Number(tenth);
    if (!(rateTenths >= 10 && rateTenths <= 99)) throw fail('BAD_REQUEST', '折扣为1-9.9折，最多一位小数');
    maxOffFen = b.maxOff ? fenOf(b.maxOff, '最多优惠') : 0;
  }
  const startAt = dayStart(b.startDate);
  const endAt = dayAfter(b.endDate);
  if (Number.isNaN(startAt.getTime()) || Number.isNaN(endAt.getTime())) throw fail('BAD_REQUEST', '日期格式为yyyy-MM-dd');
  if (endAt.getTime() <= startAt.getTime()) throw fail('BAD_REQUEST', '结束日期不能早于开始日期');
  if (b.endDate < chinaDateOf(now)) throw fail('BAD_REQUEST', '结束日期不能早于今天');
  if (endAt.getTime() - startAt.getTime() > 366 * 86_400_000) throw fail('BAD_REQUEST', '发放时间最长一年');
  let validDays = 0;
  if (b.validType === '2') {
    if (!b.validDays) throw fail('BAD_REQUEST', '请填写领取后有效天数');
    validDays = b.validDays;
  }
  if (b.perLimit > b.totalCount) throw fail('BAD_REQUEST', '每人限领张数不能大于发放总量');
  const ids = [...new Set(b.scopeType === '1' ? [] : (b.scopeIds ?? []))];
  const names = await scopeNames(tx, tntId, a.companyId, b.scopeType, ids);
  return {
    couponNm: name, couponType: b.couponType, thresholdFen, valueFen, rateTenths, maxOffFen, scopeType: b.scopeType, scopeIds: ids, scopeNames: names,
    validType: b.validType, startAt, endAt, validDays, totalCount: b.totalCount, perLimit: b.perLimit, remark: (b.remark ?? '').trim(),
  };
}

/** 新建优惠券: checked, written with its first history row; running at once when its first day has come. */
export async function addCoupon(tx: Tx, tntId: string, a: CouponActor & { companyId: string }, b: CouponInput, now: Date): Promise<CouponRow> {
  const v = await checkedValues(tx, tntId, a, b, now);
  const co = userTables.companies;
  const [seller] = await tx.select({ nm: co.companyNm }).from(co).where(and(eq(co.tntId, tntId), eq(co.companyId, a.companyId)));
  const status = couponFlow.code(now.getTime() >= v.startAt.getTime() ? 'running' : 'notStarted');
  const [row] = await tx
    .insert(t.coupons)
    .values({
      tntId, couponId: newId(), sellerCompanyId: a.companyId, sellerNm: seller?.nm ?? '', ...v,
      takenCount: 0, usedCount: 0, status, createdBy: a.accountId, createdAt: now, updatedAt: now,
    })
    .returning();
  await couponDocument.record(tx, row!, { move: 'create', from: null, to: status, actor: a, note: v.couponNm, at: now });
  return row!;
}

/** 编辑优惠券 (while 未开始 only): the coupon locked, its state as of now checked (a waiting coupon whose day
 * has come is running, though the sweep may not have moved it yet), the input checked as for 新建, then the
 * move (move.ts writes the columns and one history row). Another enterprise's coupon is not found. */
export async function editCoupon(tx: Tx, tntId: string, a: CouponActor & { companyId: string }, couponId: string, b: CouponInput, now: Date): Promise<CouponRow> {
  const c = await lockCoupon(tx, tntId, couponId);
  if (c.sellerCompanyId !== a.companyId) throw fail('NOT_FOUND', '优惠券不存在');
  const state = stateAt(c, now);
  if (state !== 'notStarted') throw fail('CONFLICT', `优惠券状态为“${couponFlow.decl.states[state].name}”，不能编辑优惠券`);
  const v = await checkedValues(tx, tntId, a, b, now);
  return couponDocument.move(tx, { tntId, id: couponId, move: 'edit', actor: a, now, args: v, note: v.couponNm });
}

export const closeCoupon = (tx: Tx, tntId: string, a: CouponActor, couponId: string, reason: string | undefined, now: Date) =>
  couponDocument.move(tx, { tntId, id: couponId, move: 'close', actor: a, now, note: reason?.trim() });

/** The buyer's name on its coupons: the enterprise's, or the person's. */
async function buyerName(tx: Tx, tntId: string, a: UserCouponActor): Promise<string> {
  if (a.companyId) {
    const co = userTables.companies;
    const [c] = await tx.select({ nm: co.companyNm }).from(co).where(and(eq(co.tntId, tntId), eq(co.companyId, a.companyId)));
    return c?.nm ?? '';
  }
  const ac = userTables.accounts;
  const pe = userTables.persons;
  const [p] = await tx
    .select({ nm: sql<string>`coalesce(${pe.realName}, ${pe.username})` })
    .from(ac)
    .innerJoin(pe, and(eq(pe.tntId, ac.tntId), eq(pe.personId, ac.personId)))
    .where(and(eq(ac.tntId, tntId), eq(ac.accountId, a.accountId)));
  return p?.nm ?? '';
}

const NOT_RUNNING: Record<CouponState, string> = { notStarted: '优惠券尚未开始领取', running: '', ended: '优惠券已结束', closed: '优惠券已关闭' };

/** 领取: with the coupon row locked (FOR UPDATE), so parallel takes of one coupon queue on it: never more
 * taken than the total, never more by one buyer than its limit. */
export async function takeCoupon(tx: Tx, tntId: string, a: UserCouponActor, couponId: string, now: Date) {
  const c = await lockCoupon(tx, tntId, couponId);
  const state = stateAt(c, now);
  if (state !== 'running') throw fail('CONFLICT', NOT_RUNNING[state]);
  if (a.companyId && a.companyId === c.sellerCompanyId) throw fail('BAD_REQUEST', '不能领取本企业的优惠券');
  if (c.takenCount >= c.totalCount) throw fail('CONFLICT', '优惠券已领完');
  const owner = ownerOf(a);
  const u = t.userCoupons;
  const [{ n }] = (await tx.select({ n: count() }).from(u).where(and(eq(u.tntId, tntId), eq(u.couponId, couponId), eq(u.ownerId, owner)))) as [{ n: number }];
  if (Number(n) >= c.perLimit) throw fail('CONFLICT', `每人限领${c.perLimit}张，您已领取${Number(n)}张`);
  const validTo = c.validType === '2' ? plusDays(now, c.validDays) : c.endAt;
  const [row] = await tx
    .insert(u)
    .values({
      tntId, userCouponId: newId(), couponId, sellerCompanyId: c.sellerCompanyId, ownerId: owner, buyerCompanyId: a.companyId, buyerAccountId: a.accountId,
      buyerNm: await buyerName(tx, tntId, a), status: userCouponFlow.code('unused'), validFrom: now, validTo, orderId: null, discountFen: 0, takenAt: now, usedAt: null, updatedAt: now,
    })
    .returning();
  await tx.update(t.coupons).set({ takenCount: sql`${t.coupons.takenCount} + 1`, updatedAt: now }).where(and(eq(t.coupons.tntId, tntId), eq(t.coupons.couponId, couponId)));
  await userCouponDocument.record(tx, row!, { move: 'take', from: null, to: row!.status, actor: a, note: c.couponNm, at: now });
  return { row: row!, received: Number(n) + 1, coupon: c };
}
