// Folding the report's delta rows (order_report_days, 0090), off the request path, exactly as the order
// counts are folded (docs/trading.md "Counts", indent/count-fold.ts): the job 'report.foldDays' folds one
// scope (ref_id 'side:owner', asked by a read that found too many surplus rows) or, recurring (ref_id EVERY),
// every scope of the tenant with surplus rows. A fold replaces a scope's rows by one per (day, status) with
// their sums, in the job's transaction: rows a running transaction holds are skipped (SKIP LOCKED), rows
// it has not committed are not seen, so every sum is the same before and after.
import { sql } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { EVERY, scheduleJob, type Deps, type JobDecl } from '../../core';

export const FOLD_DAYS_JOB = 'report.foldDays';
export const FOLD_EVERY_MS = 5 * 60_000;
/** Surplus rows of a scope in a read's range beyond which the read asks for a fold. */
export const FOLD_AFTER = 500;
const SCOPES_PER_SWEEP = 500;
const ASK_AGAIN_MS = 60_000;

export interface DayScope {
  side: string;
  owner: string;
}

export async function foldDays(tx: Tx, tntId: string, scope?: DayScope): Promise<void> {
  const scopes = scope
    ? sql`SELECT ${scope.side}::text AS side, ${scope.owner}::text AS owner`
    : sql`SELECT side, owner FROM order_report_days WHERE tnt_id = ${tntId} GROUP BY side, owner
          HAVING count(*) > count(DISTINCT (day, status)) LIMIT ${SCOPES_PER_SWEEP}`;
  await tx.execute(sql`
    WITH scopes AS (${scopes}),
    gone AS (
      DELETE FROM order_report_days WHERE ctid = ANY (ARRAY(
        SELECT r.ctid FROM order_report_days r JOIN scopes s ON s.side = r.side AND s.owner = r.owner
        WHERE r.tnt_id = ${tntId} FOR UPDATE OF r SKIP LOCKED))
      RETURNING side, owner, day, status, n, goods_fen, freight_fen, payable_fen, paid_fen, refunded_fen)
    INSERT INTO order_report_days (tnt_id, side, owner, day, status, n, goods_fen, freight_fen, payable_fen, paid_fen, refunded_fen)
    SELECT ${tntId}, side, owner, day, status, sum(n), sum(goods_fen), sum(freight_fen), sum(payable_fen), sum(paid_fen), sum(refunded_fen)
    FROM gone GROUP BY side, owner, day, status
    HAVING sum(n) <> 0 OR sum(goods_fen) <> 0 OR sum(freight_fen) <> 0 OR sum(payable_fen) <> 0 OR sum(paid_fen) <> 0 OR sum(refunded_fen) <> 0`);
}

const asked = new Map<string, number>();
const askedKey = (tntId: string, s: DayScope) => `${tntId}\u0000${s.side}\u0000${s.owner}`;

/** Enqueues the fold of a scope unless one waits (never folds; a failure is logged: the read is exact anyway). */
export async function askFold(deps: Deps, tntId: string, s: DayScope): Promise<void> {
  const now = deps.clock.now();
  const key = askedKey(tntId, s);
  const at = asked.get(key);
  if (at !== undefined && now >= at && now - at < ASK_AGAIN_MS) return;
  if (asked.size > 10_000) asked.clear();
  asked.set(key, now);
  try {
    await withTenant(deps.orm, tntId, (tx) =>
      scheduleJob(tx, { tntId, kind: FOLD_DAYS_JOB, refId: `${s.side}:${s.owner}`, runAt: new Date(now) }, { unlessWaiting: true }));
  } catch (e) {
    asked.delete(key);
    deps.log.warn({ err: e, tntId, scope: s }, 'report days: asking for a fold failed');
  }
}

export const foldDaysJob: JobDecl = {
  kind: FOLD_DAYS_JOB,
  everyMs: FOLD_EVERY_MS,
  async run(tx, job) {
    if (job.refId === EVERY) {
      await foldDays(tx, job.tntId);
      return 'done';
    }
    const i = job.refId.indexOf(':');
    const scope = { side: job.refId.slice(0, i), owner: job.refId.slice(i + 1) };
    asked.delete(askedKey(job.tntId, scope));
    await foldDays(tx, job.tntId, scope);
    return 'done';
  },
};
