// The report's orders: the scope's orders of the day range with the list's filters, newest first by
// (created_at, order_id) (the order lists' indexes), paged by key for deep pages and walked by key for the
// exports (db/list walkKeyset). The total with no filter but status and days is the aggregate rows' sum
// (exact, a few rows); any other filter counts the orders.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { contains, given, keysetAfter, tenantRead, type ReadDb } from '../../db';
import { fail, type Deps } from '../../core';
import { formatFen } from '../../../../engine/validation';
import { indentTables, orderCursor } from '../indent';
import { dayStart, type DayRange } from './range';
import { ordersOf, type ReportScope } from './scope';
import * as t from './tables';

const o = indentTables.orders;
const r = t.orderReportDays;

export interface ReportFilters {
  beginDate?: string | undefined;
  endDate?: string | undefined;
  status?: string | undefined;
  orderNo?: string | undefined;
  buyerNm?: string | undefined;
  sellerNm?: string | undefined;
  payType?: string | undefined;
}

export function reportWhere(s: ReportScope, range: DayRange, f: ReportFilters): SQL {
  return and(
    ordersOf(s),
    gte(o.createdAt, dayStart(range.beginDate)),
    lt(o.createdAt, dayStart(range.endDate, 1)),
    given(f.status) ? eq(o.status, Number(f.status)) : undefined,
    given(f.orderNo) ? sql`${o.orderNo} like ${`${f.orderNo.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
    given(f.buyerNm) ? contains(o.buyerNm, f.buyerNm) : undefined,
    given(f.sellerNm) ? contains(o.sellerNm, f.sellerNm) : undefined,
    given(f.payType) ? eq(o.payType, Number(f.payType)) : undefined,
  )!;
}

export const reportColumns = {
  orderId: o.orderId, orderNo: o.orderNo, payType: o.payType, status: o.status, buyerNm: o.buyerNm, sellerNm: o.sellerNm, goodsNames: o.goodsNames,
  goodsFen: o.goodsFen, freightFen: o.freightFen, payableFen: o.payableFen, paidFen: o.paidFen, refundedFen: o.refundedFen, createdAt: o.createdAt,
  cursorAt: sql<string>`to_char(${o.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
export type ReportRow = Awaited<ReturnType<typeof selectRows>>[number];

/** Up to `limit` rows after the key (null: from the start). */
export function selectRows(q: ReadDb, where: SQL, after: readonly unknown[] | null, limit: number, offset = 0) {
  const w = after ? and(where, keysetAfter([o.createdAt, o.orderId], [sql`${after[0]}::timestamptz`, after[1]], 'desc')) : where;
  return q.select(reportColumns).from(o).where(w).orderBy(desc(o.createdAt), desc(o.orderId)).limit(limit).offset(offset);
}

export const wireRow = (x: ReportRow) => ({
  orderId: x.orderId, orderNo: x.orderNo, payType: String(x.payType), status: String(x.status), buyerNm: x.buyerNm, sellerNm: x.sellerNm,
  goodsNames: x.goodsNames, goodsAmount: formatFen(x.goodsFen), freightAmount: formatFen(x.freightFen), payableAmount: formatFen(x.payableFen),
  paidAmount: formatFen(x.paidFen), refundedAmount: formatFen(x.refundedFen), createdAt: x.createdAt.toISOString(),
});

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
function readCursor(cursor: string): [string, string] {
  const [at, orderId, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !orderId || rest.length > 0 || !CURSOR_AT.test(at) || Number.isNaN(Date.parse(at)) || orderId.length > 64) {
    throw fail('BAD_REQUEST', '翻页位置无效，请回到第一页重新查询');
  }
  return [at, orderId];
}

export const countable = (f: ReportFilters) => !given(f.orderNo) && !given(f.buyerNm) && !given(f.sellerNm) && !given(f.payType);

/** The number of the scope's orders the filters select (aggregates when they can answer). */
export async function reportTotal(deps: Deps, s: ReportScope, range: DayRange, f: ReportFilters): Promise<number> {
  if (countable(f)) {
    const [x] = await tenantRead(deps.db, s.tntId, (q) =>
      q.select({ n: sql<string>`coalesce(sum(${r.n}), 0)` }).from(r).where(and(
        eq(r.tntId, s.tntId), eq(r.side, s.side), eq(r.owner, s.owner), sql`${r.day} between ${range.beginDate} and ${range.endDate}`,
        given(f.status) ? eq(r.status, Number(f.status)) : undefined,
      )));
    return Number(x!.n);
  }
  const [x] = await tenantRead(deps.db, s.tntId, (q) => q.select({ n: count() }).from(o).where(reportWhere(s, range, f)), { customPlan: true });
  return Number(x!.n);
}

export async function reportPage(deps: Deps, s: ReportScope, range: DayRange, f: ReportFilters & { pageNum: number; pageSize: number; cursor?: string | undefined }) {
  const where = reportWhere(s, range, f);
  const after = given(f.cursor) ? readCursor(f.cursor) : null;
  const [rows, total] = await Promise.all([
    tenantRead(deps.db, s.tntId, (q) => selectRows(q, where, after, f.pageSize, after ? 0 : (f.pageNum - 1) * f.pageSize), { customPlan: true }),
    reportTotal(deps, s, range, f),
  ]);
  const last = rows.length === f.pageSize ? rows[rows.length - 1] : undefined;
  return { total, nextCursor: last ? orderCursor(last.cursorAt, last.orderId) : null, records: rows.map(wireRow) };
}
