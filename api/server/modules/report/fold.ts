// Folding the report's delta rows (order_report_days, 0090), off the request path, exactly as the order
// counts are folded (docs/trading.md "Counts", indent/count-fold.ts): the job 'report.foldDays' folds one
// scope (ref_id 'side:owner', asked by a read that found too many surplus rows) or, recurring (ref_id EVERY),
// every scope of the tenant with surplus rows. A fold replaces a scope's rows by one per (day, status) with
// their sums, in the job's transaction: rows a running transaction holds are skipped (SKIP LOCKED), rows
// it has not committed are not seen, so every sum is the same before and after.
import { sql } from 'drizzle-orm';
import { type Tx } from '../../db';
import { scopedFold } from '../../core';

export const FOLD_DAYS_JOB = 'report.foldDays';
export const FOLD_EVERY_MS = 5 * 60_000;
/** Surplus rows of a scope in a read's range beyond which the read asks for a fold. */
export const FOLD_AFTER = 500;
const SCOPES_PER_SWEEP = 500;

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

const fold = scopedFold({ kind: FOLD_DAYS_JOB, everyMs: FOLD_EVERY_MS, what: 'report days', fold: foldDays });
/** Enqueues the fold of a scope unless one waits (never folds; core/scheduler scopedFold). */
export const askFold = fold.ask;
export const foldDaysJob = fold.job;
