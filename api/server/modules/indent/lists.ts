// Order lists of the three sides (seller: its enterprise sells; buyer: its enterprise, or the personal
// account, buys; platform: the whole tenant), server-paged, newest first, with the status counts of the
// tabs. Every read is one round trip (tenantRead) that filters by tnt_id and the side's scope.
import { and, count, desc, eq, gte, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { given, keysetAfter, tenantRead } from '../../db';
import { t } from './all-tables';
import { fail, type Deps } from '../../core';
import { formatFen } from '../../../../engine/validation';
import { STATUS_NAMES } from './workflow';
import { countable, countsByStatus } from './counts';
import { actionsOf } from './actions';

export type { OrderFilters, Scope };
import type { OrderFilters, Scope } from './types';

const o = t.orders;

export interface PageArgs {
  pageNum: number;
  pageSize: number;
  /** The previous page's `nextCursor`: the rows after it (keyset), whatever pageNum says. */
  cursor?: string;
}

/** Where a page ended: the last row's (created_at, order_id), the list's order. Opaque to callers (base64url of
 * the instant to the microsecond and the id), so the list can change its key without changing the call. */
export function orderCursor(createdAtIso: string, orderId: string): string {
  return Buffer.from(`${createdAtIso}|${orderId}`, 'utf8').toString('base64url');
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
function readCursor(cursor: string): { at: string; orderId: string } {
  const [at, orderId, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !orderId || rest.length > 0 || !CURSOR_AT.test(at) || Number.isNaN(Date.parse(at)) || orderId.length > 64) {
    throw fail('BAD_REQUEST', '翻页位置无效，请回到第一页重新查询');
  }
  return { at, orderId };
}

/** Case-insensitive substring; %, _ and \ in the input match literally. */
const contains = (column: SQLWrapper, text: string): SQL => sql`${column} ilike ${`%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
/** A China calendar day's start as an instant (spec 9: a range is sent as 00:00:00 to 23:59:59). */
const dayStart = (d: string, plusDays = 0): Date => new Date(Date.parse(`${d}T00:00:00+08:00`) + plusDays * 86_400_000);


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

const READ_PLAN = { customPlan: true } as const;

export async function orderPage(deps: Deps, tntId: string, s: Scope, f: OrderFilters & PageArgs) {
  const w = where(tntId, s, f, true);
  // Keyset: the rows after the cursor in (created_at, order_id) descending, the order of the side's indexes,
  // so a page 5,000 deep starts by index like the first (an OFFSET reads and drops every row before it).
  const after = given(f.cursor) ? readCursor(f.cursor) : null;
  const pageWhere = after ? and(w, keysetAfter([o.createdAt, o.orderId], [sql`${after.at}::timestamptz`, after.orderId], 'desc')) : w;
  const [rows, total] = await Promise.all([
    tenantRead(deps.db, tntId, (q) =>
      q
        .select({
          orderId: o.orderId, orderNo: o.orderNo, orderType: o.orderType, payType: o.payType, status: o.status, kind: o.kind, frozen: o.frozen,
          frozenReason: o.frozenReason, buyerNm: o.buyerNm, sellerNm: o.sellerNm, goodsNames: o.goodsNames, payableFen: o.payableFen, paidFen: o.paidFen,
          createdAt: o.createdAt,
          cursorAt: sql<string>`to_char(${o.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(o)
        .where(pageWhere)
        .orderBy(desc(o.createdAt), desc(o.orderId))
        .limit(f.pageSize)
        .offset(after ? 0 : (f.pageNum - 1) * f.pageSize),
      // Planned with its values: a generic plan, not knowing LIMIT and the filter's width, reads the whole
      // list and sorts it (measured: the 100,000 orders of a seller for every first page).
      READ_PLAN,
    ),
    countable(f)
      ? countsByStatus(deps, tntId, s, f, true).then((m) => ({ n: [...m.values()].reduce((a, b) => a + b, 0) }))
      : tenantRead(deps.db, tntId, (q) => q.select({ n: count() }).from(o).where(w), READ_PLAN).then(([r]) => r!),
  ]);
  const lines = await pageLines(deps, tntId, rows.map((r) => r.orderId));
  const last = rows.length === f.pageSize ? rows[rows.length - 1] : undefined;
  return {
    total: Number(total.n),
    nextCursor: last ? orderCursor(last.cursorAt, last.orderId) : null,
    records: rows.map((r) => ({
      orderId: r.orderId, orderNo: r.orderNo, orderType: String(r.orderType), payType: String(r.payType), status: String(r.status), kind: r.kind,
      frozen: r.frozen, frozenReason: r.frozenReason, buyerNm: r.buyerNm, sellerNm: r.sellerNm, goodsNames: r.goodsNames, picture: lines.get(r.orderId)?.picture ?? '',
      quantity: lines.get(r.orderId)?.quantity ?? 0, payableAmount: formatFen(r.payableFen), paidAmount: formatFen(r.paidFen), createdAt: r.createdAt.toISOString(),
      // What this side may do with the row now (the list's buttons), as the detail serves it.
      actions: actionsOf(r, s.side),
    })),
  };
}

/** The page's first picture and total quantity per order: one read of the page's lines by key. (As
 * correlated subqueries of the page's statement they cost 15-30x the page on PGlite: measured.) Order ids
 * never hold a comma, so the ids travel as one parameter and the statement text stays one. */
async function pageLines(deps: Deps, tntId: string, orderIds: string[]): Promise<Map<string, { picture: string; quantity: number }>> {
  const out = new Map<string, { picture: string; quantity: number }>();
  if (orderIds.length === 0) return out;
  const l = t.orderLines;
  const rows = await tenantRead(deps.db, tntId, (q) =>
    q
      .select({ orderId: l.orderId, picture: l.picture, quantity: l.quantity })
      .from(l)
      .where(and(eq(l.tntId, tntId), sql`${l.orderId} = any(string_to_array(${orderIds.join(',')}, ','))`))
      .orderBy(l.orderId, l.lineNo),
  );
  for (const r of rows) {
    const seen = out.get(r.orderId);
    if (seen) seen.quantity += Number(r.quantity);
    else out.set(r.orderId, { picture: r.picture, quantity: Number(r.quantity) });
  }
  return out;
}

export async function statusCounts(deps: Deps, tntId: string, s: Scope, f: OrderFilters) {
  const w = where(tntId, s, f, false);
  const byStatus: Record<string, number> = {};
  if (countable(f)) {
    for (const [status, n] of await countsByStatus(deps, tntId, s, f, false)) byStatus[String(status)] = n;
  } else {
    const rows = await tenantRead(deps.db, tntId, (q) =>
      q.select({ status: o.status, n: count() }).from(o).where(w).groupBy(o.status),
    );
    for (const r of rows) byStatus[String(r.status)] = Number(r.n);
  }
  const all = Object.values(byStatus).reduce((a, n) => a + n, 0);
  // The tabs of the list screens, in the code list's order: 全部 first.
  const tabs = [{ status: '', label: '全部', count: all }, ...Object.entries(STATUS_NAMES).map(([status, label]) => ({ status, label, count: byStatus[status] ?? 0 }))];
  return { all, byStatus, tabs };
}
