// Folding order_counts' delta rows (docs/trading.md "Counts"), off the request path: the scheduler job
// 'order.foldCounts' folds one scope (ref_id 'side:owner', enqueued by a list read that found the scope
// past the threshold) or, as the recurring job (ref_id EVERY, every FOLD_EVERY_MS), every scope of the
// tenant with surplus rows. A fold replaces a scope's rows by one per (status, day) with their sum, in the
// job's transaction: rows a running transaction holds are skipped (SKIP LOCKED), rows it has not committed
// are not seen, so every sum is the same before and after and a reader sees one or the other, never a mix.
import { sql } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { EVERY, scheduleJob, type Deps, type JobDecl } from '../../core';

export const FOLD_COUNTS_JOB = 'order.foldCounts';
/** The recurring fold of every scope of a tenant. */
export const FOLD_EVERY_MS = 5 * 60_000;
/** A scope the recurring fold reaches per run at most (the rest on the next run). */
const SCOPES_PER_SWEEP = 500;
/** A read does not ask again for a scope it asked for this long ago (the job is waiting or just ran). */
const ASK_AGAIN_MS = 60_000;

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

/** Scopes this process asked a fold for, and when (the clock's ms): forgotten when the job runs here. */
const asked = new Map<string, number>();
const askedKey = (tntId: string, s: CountScope) => `${tntId}\u0000${s.side}\u0000${s.owner}`;

/** Enqueues the fold of a scope (due now) unless one is already waiting: never folds. A failure is logged,
 * not the read's: the counts it answers are exact either way. */
export async function askFold(deps: Deps, tntId: string, s: CountScope): Promise<void> {
  const now = deps.clock.now();
  const key = askedKey(tntId, s);
  const at = asked.get(key);
  if (at !== undefined && now >= at && now - at < ASK_AGAIN_MS) return;
  if (asked.size > 10_000) asked.clear();
  asked.set(key, now);
  try {
    // ON CONFLICT DO NOTHING against scheduled_jobs_fold_once (0033): a waiting or running fold of the
    // scope stays the only one, and the read neither waits for it nor locks it.
    await withTenant(deps.orm, tntId, (tx) =>
      scheduleJob(tx, { tntId, kind: FOLD_COUNTS_JOB, refId: `${s.side}:${s.owner}`, runAt: new Date(now) }, { unlessWaiting: true }));
  } catch (e) {
    asked.delete(key);
    deps.log.warn({ err: e, tntId, scope: s }, 'order counts: asking for a fold failed');
  }
}

/** The fold job: one scope asked by a read, or (ref_id EVERY) the tenant's recurring sweep. */
export const foldCountsJob: JobDecl = {
  kind: FOLD_COUNTS_JOB,
  everyMs: FOLD_EVERY_MS,
  async run(tx, job) {
    if (job.refId === EVERY) {
      await foldCounts(tx, job.tntId);
      return 'done';
    }
    const i = job.refId.indexOf(':');
    const scope = { side: job.refId.slice(0, i), owner: job.refId.slice(i + 1) };
    asked.delete(askedKey(job.tntId, scope));
    await foldCounts(tx, job.tntId, scope);
    return 'done';
  },
};
