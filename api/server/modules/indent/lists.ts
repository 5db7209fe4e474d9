// Order lists of the three sides (seller: its enterprise sells; buyer: its enterprise, or the personal
// account, buys; platform: the whole tenant), server-paged, newest first, with the status counts of the
// tabs. Every read is one round trip (tenantRead) that filters by tnt_id and the side's scope.
import { and, count, desc, eq, gte, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { tenantRead } from '../../db';
import { t } from './all-tables';
import { fail, type Deps } from '../../core';
import { yuan } from './money';
import { STATUS_NAMES } from './machine';
import type { Actor } from './types';

const o = t.orders;

export interface OrderFilters {
  orderNo?: string;
  buyerNm?: string;
  sellerNm?: string;
  goodsName?: string;
  beginDate?: string;
  endDate?: string;
  payType?: string;
  orderType?: string;
  kind?: string;
  status?: string;
}
export interface PageArgs {
  pageNum: number;
  pageSize: number;
}

const given = (v: string | undefined): v is string => typeof v === 'string' && v.trim().length > 0;
/** Case-insensitive substring; %, _ and \ in the input match literally. */
const contains = (column: SQLWrapper, text: string): SQL => sql`${column} ilike ${`%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
/** A China calendar day's start as an instant (spec 9: a range is sent as 00:00:00 to 23:59:59). */
const dayStart = (d: string, plusDays = 0): Date => new Date(Date.parse(`${d}T00:00:00+08:00`) + plusDays * 86_400_000);

export type Scope = { side: 'seller'; companyId: string } | { side: 'buyer'; actor: Actor } | { side: 'platform' };

function scopeOf(s: Scope): SQL | undefined {
  if (s.side === 'seller') return eq(o.sellerCompanyId, s.companyId);
  if (s.side === 'buyer')
    return s.actor.companyId ? eq(o.buyerCompanyId, s.actor.companyId) : and(isNull(o.buyerCompanyId), eq(o.buyerAccountId, s.actor.accountId));
  return undefined;
}

function where(tntId: string, s: Scope, f: OrderFilters, withStatus: boolean): SQL | undefined {
  if (given(f.beginDate) && given(f.endDate) && f.beginDate > f.endDate) throw fail('BAD_REQUEST', '开始日期不能晚于结束日期');
  return and(
    eq(o.tntId, tntId),
    scopeOf(s),
    given(f.orderNo) ? sql`${o.orderNo} like ${`${f.orderNo.trim()}%`}` : undefined,
    given(f.buyerNm) ? contains(o.buyerNm, f.buyerNm) : undefined,
    given(f.sellerNm) ? contains(o.sellerNm, f.sellerNm) : undefined,
    given(f.goodsName) ? contains(o.goodsNames, f.goodsName) : undefined,
    given(f.beginDate) ? gte(o.createdAt, dayStart(f.beginDate)) : undefined,
    given(f.endDate) ? lt(o.createdAt, dayStart(f.endDate, 1)) : undefined,
    given(f.payType) ? eq(o.payType, Number(f.payType)) : undefined,
    given(f.orderType) ? eq(o.orderType, Number(f.orderType)) : undefined,
    given(f.kind) ? eq(o.kind, f.kind) : undefined,
    withStatus && given(f.status) ? eq(o.status, Number(f.status)) : undefined,
  );
}

export async function orderPage(deps: Deps, tntId: string, s: Scope, f: OrderFilters & PageArgs) {
  const w = where(tntId, s, f, true);
  const [rows, [total]] = await Promise.all([
    tenantRead(deps.db, tntId, (q) =>
      q
        .select({
          orderId: o.orderId, orderNo: o.orderNo, orderType: o.orderType, payType: o.payType, status: o.status, kind: o.kind, frozen: o.frozen,
          frozenReason: o.frozenReason, buyerNm: o.buyerNm, sellerNm: o.sellerNm, goodsNames: o.goodsNames, payableFen: o.payableFen, paidFen: o.paidFen,
          createdAt: o.createdAt,
          picture: sql<string>`coalesce((select l.picture from order_lines l where l.tnt_id = ${o.tntId} and l.order_id = ${o.orderId} order by l.line_no limit 1), '')`,
          quantity: sql<string>`(select coalesce(sum(l.quantity), 0) from order_lines l where l.tnt_id = ${o.tntId} and l.order_id = ${o.orderId})`,
        })
        .from(o)
        .where(w)
        .orderBy(desc(o.createdAt), desc(o.orderId))
        .limit(f.pageSize)
        .offset((f.pageNum - 1) * f.pageSize),
    ),
    tenantRead(deps.db, tntId, (q) => q.select({ n: count() }).from(o).where(w)),
  ]);
  return {
    total: Number(total!.n),
    records: rows.map((r) => ({
      orderId: r.orderId, orderNo: r.orderNo, orderType: String(r.orderType), payType: String(r.payType), status: String(r.status), kind: r.kind,
      frozen: r.frozen, frozenReason: r.frozenReason, buyerNm: r.buyerNm, sellerNm: r.sellerNm, goodsNames: r.goodsNames, picture: r.picture,
      quantity: Number(r.quantity), payableAmount: yuan(r.payableFen), paidAmount: yuan(r.paidFen), createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function statusCounts(deps: Deps, tntId: string, s: Scope, f: OrderFilters) {
  const rows = await tenantRead(deps.db, tntId, (q) =>
    q.select({ status: o.status, n: count() }).from(o).where(where(tntId, s, f, false)).groupBy(o.status),
  );
  const byStatus: Record<string, number> = {};
  for (const r of rows) byStatus[String(r.status)] = Number(r.n);
  const all = rows.reduce((a, r) => a + Number(r.n), 0);
  // The tabs of the list screens, in the code list's order: 全部 first.
  const tabs = [{ status: '', label: '全部', count: all }, ...Object.entries(STATUS_NAMES).map(([status, label]) => ({ status, label, count: byStatus[status] ?? 0 }))];
  return { all, byStatus, tabs };
}
