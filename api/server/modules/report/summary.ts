// The report's summary and its chart by day, read from the per-day aggregate rows (0090), never from the
// orders: a year of a seller with 1,000,000 orders is a sum over at most 366 x 11 folded rows (plus the
// delta rows not folded yet). "Valid" orders are those not cancelled or refused; the amounts are theirs,
// the paid and refunded sums are every order's (a cancelled order may have been refunded).
import { and, between, eq, sql } from 'drizzle-orm';
import { tenantRead } from '../../db';
import type { Deps } from '../../core';
import { formatFen } from '../../../../engine/validation';
import { STATUS } from '../indent';
import { askFold, FOLD_AFTER } from './fold';
import { addDays, daysBetween, type DayRange } from './range';
import type { ReportScope } from './scope';
import * as t from './tables';

const r = t.orderReportDays;
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
async function read(deps: Deps, s: ReportScope, range: DayRange) {
  const rows = await tenantRead(deps.db, s.tntId, (q) =>
    q
      .select({
        status: r.status, n: sql<string>`sum(${r.n})`, payable: sql<string>`sum(${r.payableFen})`, paid: sql<string>`sum(${r.paidFen})`,
        refunded: sql<string>`sum(${r.refundedFen})`, surplus: sql<string>`count(*) - count(DISTINCT ${r.day})`,
      })
      .from(r)
      .where(and(eq(r.tntId, s.tntId), eq(r.side, s.side), eq(r.owner, s.owner), between(r.day, range.beginDate, range.endDate)))
      .groupBy(r.status),
  );
  const extra = rows.reduce((a, x) => a + Number(x.surplus), 0);
  if (extra > FOLD_AFTER) await askFold(deps, s.tntId, { side: s.side, owner: s.owner });
  return rows.map((x) => ({ status: x.status, n: Number(x.n), payable: BigInt(x.payable), paid: BigInt(x.paid), refunded: BigInt(x.refunded) }));
}

export async function headReport(deps: Deps, s: ReportScope, range: DayRange) {
  const all = zero();
  const valid = zero();
  const completed = zero();
  let cancelled = 0;
  for (const x of await read(deps, s, range)) {
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
export async function reportByDate(deps: Deps, s: ReportScope, range: DayRange) {
  const valid = sql`${r.status} NOT IN (${sql.join(FAILED.map((f) => sql`${f}`), sql`, `)})`;
  const found = await tenantRead(deps.db, s.tntId, (q) =>
    q
      .select({
        day: r.day, n: sql<string>`sum(${r.n})`, valid: sql<string>`coalesce(sum(${r.n}) FILTER (WHERE ${valid}), 0)`,
        payable: sql<string>`coalesce(sum(${r.payableFen}) FILTER (WHERE ${valid}), 0)`, paid: sql<string>`sum(${r.paidFen})`,
        surplus: sql<string>`count(*) - count(DISTINCT ${r.status})`,
      })
      .from(r)
      .where(and(eq(r.tntId, s.tntId), eq(r.side, s.side), eq(r.owner, s.owner), between(r.day, range.beginDate, range.endDate)))
      .groupBy(r.day),
  );
  if (found.reduce((a, x) => a + Number(x.surplus), 0) > FOLD_AFTER) await askFold(deps, s.tntId, { side: s.side, owner: s.owner });
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
