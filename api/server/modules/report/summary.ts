// The report's summary and its chart by day, over the same filters as the paged list (the screen sends the
// list's applied filters: engine list `shareFilters`). With days and status only they are read from the
// per-day aggregate rows (0090): a year of a seller with 1,000,000 orders is a sum over at most 366 x 11
// folded rows (plus the delta rows not folded yet). Any other filter of the list (order number, party name,
// pay type) sums the orders it selects, as the list's total counts them (bounded by how selective it is).
// "Valid" orders are those not cancelled or refused; the amounts are theirs, the paid and refunded sums are
// every order's (a cancelled order may have been refunded).
import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import { given, tenantRead } from '../../db';
import type { Deps } from '../../core';
import { formatFen } from '../../../../engine/validation';
import { STATUS } from '../indent';
import { askFold, FOLD_AFTER } from './fold';
import { countable, reportWhere, type ReportFilters } from './orders';
import { indentTables } from '../indent';
import { addDays, daysBetween, type DayRange } from './range';
import type { ReportScope } from './scope';
import * as t from './tables';

const r = t.orderReportDays;
const o = indentTables.orders;
/** An order's China day, as the aggregate rows keep it (0090 scpr_order_report_rows). */
const orderDay = sql<string>`to_char((${o.createdAt} AT TIME ZONE INTERVAL '08:00')::date, 'YYYY-MM-DD')`;
const statusIs = (f: ReportFilters) => (given(f.status) ? eq(r.status, Number(f.status)) : undefined);
const FAILED = [STATUS.cancelled, STATUS.refused] as number[];

interface Sums {
  n: number;
  payable: bigint;
  paid: bigint;
  refunded: bigint;
}
const zero = (): Sums => ({ n: 0, payable: 0n, paid: 0n, refunded: 0n });

/** Sums of the scope over the range per status (a handful of rows out instead of up to 366 x 11); asks for
 * a fold when the range holds too many unfolded rows. */
async function read(deps: Deps, s: ReportScope, range: DayRange, f: ReportFilters) {
  if (!countable(f)) {
    const rows = await tenantRead(deps.db, s.tntId, (q) =>
      q.select({ status: o.status, n: sql<string>`count(*)`, payable: sql<string>`coalesce(sum(${o.payableFen}), 0)`, paid: sql<string>`coalesce(sum(${o.paidFen}), 0)`, refunded: sql<string>`coalesce(sum(${o.refundedFen}), 0)` })
        .from(o).where(reportWhere(s, range, f)).groupBy(o.status), { customPlan: true });
    return rows.map((x) => ({ status: x.status, n: Number(x.n), payable: BigInt(x.payable), paid: BigInt(x.paid), refunded: BigInt(x.refunded) }));
  }
  const rows = await tenantRead(deps.db, s.tntId, (q) =>
    q
      .select({
        status: r.status, n: sql<string>`sum(${r.n})`, payable: sql<string>`sum(${r.payableFen})`, paid: sql<string>`sum(${r.paidFen})`,
        refunded: sql<string>`sum(${r.refundedFen})`, surplus: sql<string>`count(*) - count(DISTINCT ${r.day})`,
      })
      .from(r)
      .where(and(eq(r.tntId, s.tntId), eq(r.side, s.side), eq(r.owner, s.owner), between(r.day, range.beginDate, range.endDate), statusIs(f)))
      .groupBy(r.status),
  );
  const extra = rows.reduce((a, x) => a + Number(x.surplus), 0);
  if (extra > FOLD_AFTER) await askFold(deps, s.tntId, { side: s.side, owner: s.owner });
  return rows.map((x) => ({ status: x.status, n: Number(x.n), payable: BigInt(x.payable), paid: BigInt(x.paid), refunded: BigInt(x.refunded) }));
}

export async function headReport(deps: Deps, s: ReportScope, range: DayRange, f: ReportFilters = {}) {
  const all = zero();
  const valid = zero();
  const completed = zero();
  let cancelled = 0;
  for (const x of await read(deps, s, range, f)) {
    all.n += x.n;
    all.paid += x.paid;
    all.refunded += x.refunded;
    if (FAILED.includes(x.status)) cancelled += x.n;
    else {
      valid.n += x.n;
      valid.payable += x.payable;
    }
    if (x.status === STATUS.completed) {
      completed.n += x.n;
      completed.payable += x.payable;
    }
  }
  return {
    ...range,
    orderCount: all.n, validCount: valid.n, completedCount: completed.n, cancelledCount: cancelled,
    orderAmount: formatFen(valid.payable), paidAmount: formatFen(all.paid), refundedAmount: formatFen(all.refunded),
    completedAmount: formatFen(completed.payable),
    // Rounded half up to the fen, in integers.
    averageAmount: formatFen(valid.n ? (valid.payable * 2n + BigInt(valid.n)) / (2n * BigInt(valid.n)) : 0n),
  };
}

/** Per day: one row out per day (the valid orders' count and amount summed with a FILTER in the database). */
export async function reportByDate(deps: Deps, s: ReportScope, range: DayRange, f: ReportFilters = {}) {
  const found = countable(f) ? await daysFromAggregates(deps, s, range, f) : await daysFromOrders(deps, s, range, f);
  const days = new Map(found.map((x) => [x.day, x]));
  // Every day of the range, days without orders as zeros (the chart's axis is the range).
  const rows = [];
  for (let i = 0; i <= daysBetween(range.beginDate, range.endDate); i++) {
    const date = addDays(range.beginDate, i);
    const d = days.get(date);
    rows.push({
      date, orderCount: Number(d?.n ?? 0), validCount: Number(d?.valid ?? 0), orderAmount: formatFen(BigInt(d?.payable ?? 0)), paidAmount: formatFen(BigInt(d?.paid ?? 0)),
    });
  }
  return { ...range, rows };
}

const notFailed = (status: SQL | typeof r.status | typeof o.status): SQL => sql`${status} NOT IN (${sql.join(FAILED.map((x) => sql`${x}`), sql`, `)})`;

/** One row per day with orders: every order's count and paid sum, the valid orders' count and amount. */
async function daysFromAggregates(deps: Deps, s: ReportScope, range: DayRange, f: ReportFilters) {
  const valid = notFailed(r.status);
  const found = await tenantRead(deps.db, s.tntId, (q) =>
    q
      .select({
        day: r.day, n: sql<string>`sum(${r.n})`, valid: sql<string>`coalesce(sum(${r.n}) FILTER (WHERE ${valid}), 0)`,
        payable: sql<string>`coalesce(sum(${r.payableFen}) FILTER (WHERE ${valid}), 0)`, paid: sql<string>`sum(${r.paidFen})`,
        surplus: sql<string>`count(*) - count(DISTINCT ${r.status})`,
      })
      .from(r)
      .where(and(eq(r.tntId, s.tntId), eq(r.side, s.side), eq(r.owner, s.owner), between(r.day, range.beginDate, range.endDate), statusIs(f)))
      .groupBy(r.day),
  );
  if (found.reduce((a, x) => a + Number(x.surplus), 0) > FOLD_AFTER) await askFold(deps, s.tntId, { side: s.side, owner: s.owner });
  return found;
}

async function daysFromOrders(deps: Deps, s: ReportScope, range: DayRange, f: ReportFilters) {
  const valid = notFailed(o.status);
  return tenantRead(deps.db, s.tntId, (q) =>
    q.select({
      day: orderDay, n: sql<string>`count(*)`, valid: sql<string>`count(*) FILTER (WHERE ${valid})`,
      payable: sql<string>`coalesce(sum(${o.payableFen}) FILTER (WHERE ${valid}), 0)`, paid: sql<string>`coalesce(sum(${o.paidFen}), 0)`,
    }).from(o).where(reportWhere(s, range, f)).groupBy(orderDay), { customPlan: true });
}
