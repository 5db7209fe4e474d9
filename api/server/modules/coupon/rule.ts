// A coupon's rule (DOMAIN.md "Coupons"): which goods it covers (all the seller's goods, categories with
// their sub-categories, or chosen goods), whether an order reaches its threshold (counted over the goods it
// covers), and what it takes off, in integer fen: 满减 the value (never more than the covered goods), 折扣
// the covered goods times (100 - rate) %, rounded down (the buyer never gets more than the rate), at most
// the cap. The checkout quote and order creation both call discountOf, so what is shown is what is paid.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import { formatFen } from '../../../../engine/validation';
import { itemTables } from '../item';
import type { CouponRow } from './types';

export type Rule = Pick<CouponRow, 'couponType' | 'thresholdFen' | 'valueFen' | 'rateTenths' | 'maxOffFen' | 'scopeType' | 'scopeIds' | 'sellerCompanyId'>;
export interface RuleLine {
  itemId: string;
  amountFen: number;
}

/** The ids a line answers to in a scope: its goods, its category and the category's ancestors. */
export async function scopeKeys(tx: Tx, tntId: string, itemIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (!itemIds.length) return out;
  const i = itemTables.items;
  const rows = await tx.select({ itemId: i.itemId, categoryId: i.categoryId }).from(i).where(and(eq(i.tntId, tntId), inArray(i.itemId, [...new Set(itemIds)])));
  const c = itemTables.itemCategories;
  const parents = new Map<string, string>();
  let wanted = [...new Set(rows.map((r) => r.categoryId))];
  // Categories are at most three levels deep: three reads at most, each for the parents not yet known.
  for (let depth = 0; wanted.length && depth < 4; depth++) {
    const cats = await tx.select({ id: c.categoryId, parent: c.parentId }).from(c).where(and(eq(c.tntId, tntId), inArray(c.categoryId, wanted)));
    for (const x of cats) parents.set(x.id, x.parent);
    wanted = [...new Set(cats.map((x) => x.parent).filter((p) => p && p !== '0' && !parents.has(p)))];
  }
  for (const r of rows) {
    const keys = new Set([r.itemId]);
    for (let cat: string | undefined = r.categoryId; cat && cat !== '0' && !keys.has(cat); cat = parents.get(cat)) keys.add(cat);
    out.set(r.itemId, keys);
  }
  return out;
}

export function covers(rule: Rule, keys: Set<string> | undefined): boolean {
  if (rule.scopeType === '1') return true;
  return !!keys && rule.scopeIds.some((id) => keys.has(id));
}

/** What the coupon takes off these lines of its seller (0: not usable, the threshold not reached). */
export function discountOf(rule: Rule, lines: readonly RuleLine[], keys: Map<string, Set<string>>): number {
  const covered = lines.filter((l) => covers(rule, keys.get(l.itemId))).reduce((s, l) => s + l.amountFen, 0);
  if (covered <= 0 || covered < rule.thresholdFen) return 0;
  if (rule.couponType === '1') return Math.min(rule.valueFen, covered);
  const off = Math.floor((covered * (100 - rule.rateTenths)) / 100);
  return rule.maxOffFen > 0 ? Math.min(off, rule.maxOffFen) : off;
}

/** 满100.00减10.00 / 无门槛减5.00 / 满50.00打8.5折，最多优惠20.00 */
export function ruleText(r: Pick<Rule, 'couponType' | 'thresholdFen' | 'valueFen' | 'rateTenths' | 'maxOffFen'>): string {
  const head = r.thresholdFen > 0 ? `满${formatFen(r.thresholdFen)}` : '无门槛';
  if (r.couponType === '1') return `${head}减${formatFen(r.valueFen)}`;
  const rate = `${Math.floor(r.rateTenths / 10)}${r.rateTenths % 10 ? `.${r.rateTenths % 10}` : ''}折`;
  return `${head}${r.thresholdFen > 0 ? '打' : ''}${rate}${r.maxOffFen > 0 ? `，最多优惠${formatFen(r.maxOffFen)}` : ''}`;
}

export const SCOPE_TEXT: Record<string, string> = { '1': '全店商品', '2': '指定分类', '3': '指定商品' };
