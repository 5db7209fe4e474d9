// Folding order_counts' delta rows (docs/trading.md "Counts"), off the request path: the scheduler job
// 'order.foldCounts' folds one scope (ref_id 'side:owner', enqueued by a list read that found the scope
// past the threshold) or, as the recurring job (ref_id EVERY, every FOLD_EVERY_MS), every scope of the
// tenant with surplus rows. A fold replaces a scope's rows by one per (status, day) with their sum, in the
// job's transaction: rows a running transaction holds are skipped (SKIP LOCKED), rows it has not committed
// are not seen, so every sum is the same before and after and a reader sees one or the other, never a mix.
import { sql } from 'drizzle-orm';
import { type Tx } from '../../db';
import { scopedFold } from '../../core';

export const FOLD_COUNTS_JOB = 'order.foldCounts';
/** The recurring fold of every scope of a tenant. */
export const FOLD_EVERY_MS = 5 * 60_000;
/** A scope the recurring fold reaches per run at most (the rest on the next run). */
const SCOPES_PER_SWEEP = 500;

export interface CountScope {
  side: string;
  owner: string;
}

/** Folds the surplus rows of one scope, or of every scope of the tenant (at most SCOPES_PER_SWEEP). */
export async function foldCounts(tx: Tx, tntId: string, scope?: CountScope): Promise<void> {
  const scopes = scope
    ? sql`SELECT ${scope.side}::text AS side, ${scope.owner}::text AS owner`
    : sql`SELECT side, owner FROM order_counts WHERE tnt_id = ${tntId} GROUP BY side, owner
          HAVING count(*) > count(DISTINCT (status, day)) LIMIT ${SCOPES_PER_SWEEP}`;
  await tx.execute(sql`
    WITH scopes AS (${scopes}),
    gone AS (
      DELETE FROM order_counts WHERE ctid = ANY (ARRAY(
        SELECT c.ctid FROM order_counts c JOIN scopes s ON s.side = c.side AND s.owner = c.owner
        WHERE c.tnt_id = ${tntId} FOR UPDATE OF c SKIP LOCKED))
      RETURNING side, owner, status, day, n)
    INSERT INTO order_counts (tnt_id, side, owner, status, day, n)
    SELECT ${tntId}, side, owner, status, day, sum(n) FROM gone GROUP BY side, owner, status, day HAVING sum(n) <> 0`);
}

const fold = scopedFold({ kind: FOLD_COUNTS_JOB, everyMs: FOLD_EVERY_MS, what: 'order counts', fold: foldCounts });
/** Enqueues the fold of a scope unless one is already waiting: never folds (core/scheduler scopedFold). */
export const askFold = fold.ask;
/** The fold job: one scope asked by a read, or (ref_id EVERY) the tenant's recurring sweep. */
export const foldCountsJob = fold.job;
