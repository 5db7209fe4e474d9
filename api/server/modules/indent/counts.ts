// Order counts from order_counts (migration 0031): per list scope, status and China day, kept by triggers
// in the transaction of every order insert, move and delete, as +1 / -1 delta rows. A list's total and its
// status tabs read them when the only filters are the status and the date range (the lists' days are China
// days, like the table's), so the seller's 100,000 orders are a sum of a few hundred rows, not a count of
// 100,000 index entries on every page. Any other filter (order number, names, pay type ...) counts the
// orders themselves (lists.ts). The delta rows are folded by a scheduler job (count-fold.ts), never here.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { given, tenantRead } from '../../db';
import { askFold, type CountScope } from './count-fold';
import type { Deps } from '../../core';
import { t } from './all-tables';
import type { OrderFilters, Scope } from './types';

/** Whether the counts answer this filter: nothing but status and dates. */
export function countable(f: OrderFilters): boolean {
  return !given(f.orderNo) && !given(f.buyerNm) && !given(f.sellerNm) && !given(f.goodsName) && !given(f.payType) && !given(f.orderType) && !given(f.kind);
}

function scopeKey(s: Scope): CountScope {
  if (s.side === 'seller') return { side: 's', owner: s.companyId };
  if (s.side === 'buyer') return s.actor.companyId ? { side: 'b', owner: s.actor.companyId } : { side: 'p', owner: s.actor.accountId };
  return { side: 't', owner: '' };
}

/** Delta rows of one scope beyond one per (status, day) before a read asks the scheduler for a fold. */
export const FOLD_AFTER = 200;

/** Orders per status of the scope (statuses with none are absent), optionally one status and a day range.
 * Exact whether or not the scope was folded lately (a sum of its rows). A scope with more than FOLD_AFTER
 * surplus rows in the range read is enqueued for a fold (count-fold.ts); the read never folds. */
export async function countsByStatus(deps: Deps, tntId: string, s: Scope, f: OrderFilters, withStatus: boolean): Promise<Map<number, number>> {
  const scope = scopeKey(s);
  const c = t.orderCounts;
  const rows = await tenantRead(deps.db, tntId, (q) =>
    q
      .select({ status: c.status, n: sql<string>`sum(${c.n})`, extra: sql<string>`count(*) - count(DISTINCT ${c.day})` })
      .from(c)
      .where(and(
        eq(c.tntId, tntId), eq(c.side, scope.side), eq(c.owner, scope.owner),
        withStatus && given(f.status) ? eq(c.status, Number(f.status)) : undefined,
        given(f.beginDate) ? gte(c.day, f.beginDate) : undefined,
        given(f.endDate) ? lte(c.day, f.endDate) : undefined,
      ))
      .groupBy(c.status),
  );
  const out = new Map<number, number>();
  let extra = 0;
  for (const r of rows) {
    if (Number(r.n) !== 0) out.set(Number(r.status), Number(r.n));
    extra += Number(r.extra);
  }
  if (extra > FOLD_AFTER) await askFold(deps, tntId, scope);
  return out;
}
