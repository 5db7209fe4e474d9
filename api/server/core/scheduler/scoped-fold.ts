// A fold of delta rows kept per scope (side:owner), off the request path: a read that finds a scope past
// its threshold asks for the scope's fold (never folds itself), the job folds that scope, and a standing
// recurring job sweeps every scope of the tenant. Used by the order counts (indent/count-fold.ts) and the
// report's day rows (report/fold.ts); each brings only its own fold SQL.
import type { Tx } from '../../db';
import { withTenant } from '../../db';
import type { Deps } from '../context';
import { EVERY, type JobDecl } from './jobs';
import { scheduleJob } from './run';

export interface FoldScope {
  side: string;
  owner: string;
}

/** A read does not ask again for a scope it asked for this long ago (the job is waiting or just ran). */
const ASK_AGAIN_MS = 60_000;

export function scopedFold(o: { kind: string; everyMs: number; what: string; fold: (tx: Tx, tntId: string, scope?: FoldScope) => Promise<void> }) {
  /** Scopes this process asked a fold for, and when (the clock's ms): forgotten when the job runs here. */
  const asked = new Map<string, number>();
  const keyOf = (tntId: string, s: FoldScope) => `${tntId}\u0000${s.side}\u0000${s.owner}`;

  /** Enqueues the fold of a scope (due now) unless one is already waiting. A failure is logged, not the
   * read's: the figures it answers are exact either way. */
  async function ask(deps: Deps, tntId: string, s: FoldScope): Promise<void> {
    const now = deps.clock.now();
    const key = keyOf(tntId, s);
    const at = asked.get(key);
    if (at !== undefined && now >= at && now - at < ASK_AGAIN_MS) return;
    if (asked.size > 10_000) asked.clear();
    asked.set(key, now);
    try {
      // ON CONFLICT DO NOTHING against the kind's partial unique index: a waiting or running fold of the
      // scope stays the only one, and the read neither waits for it nor locks it.
      await withTenant(deps.orm, tntId, (tx) => scheduleJob(tx, { tntId, kind: o.kind, refId: `${s.side}:${s.owner}`, runAt: new Date(now) }, { unlessWaiting: true }));
    } catch (e) {
      asked.delete(key);
      deps.log.warn({ err: e, tntId, scope: s }, `${o.what}: asking for a fold failed`);
    }
  }

  /** One scope (ref_id 'side:owner'), or every scope of the tenant for the standing job (ref_id EVERY). */
  const job: JobDecl = {
    kind: o.kind,
    everyMs: o.everyMs,
    async run(tx, row) {
      if (row.refId === EVERY) {
        await o.fold(tx, row.tntId);
        return 'done';
      }
      const i = row.refId.indexOf(':');
      const scope = { side: row.refId.slice(0, i), owner: row.refId.slice(i + 1) };
      asked.delete(keyOf(row.tntId, scope));
      await o.fold(tx, row.tntId, scope);
      return 'done';
    },
  };
  return { ask, job };
}
