// The durable scheduler (docs/trading.md "Scheduler"): jobs are rows of scheduled_jobs, written in the same
// transaction as the change that makes them due (an order reaching 20 schedules its unpaid timeout), so a
// restart loses nothing. A small poller takes due jobs with FOR UPDATE SKIP LOCKED (several server
// processes never take the same job; on PGlite it works the same), one short transaction per tenant and
// batch, and runs each in a savepoint. Tests call runDueJobs with the injectable clock, never real time.
// A recurring kind (a JobDecl's everyMs) has one standing job per tenant, ref_id EVERY, written when the
// poller starts (scheduleRecurring) and moved on by everyMs each time it is done.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { withApp, withTenant, type Tx } from '../../db';
import { scheduledJobs as jobs } from './table';
import { EVERY, handlerOf, recurringKinds, type JobDeps } from './jobs';
import { AppError } from '../errors';
import { newId } from '../ids';
import type { Deps } from '../context';

/** Every tenant's id (the scheduler runs each tenant's jobs in that tenant's own transaction). */
async function tenantIds(deps: Pick<Deps, 'orm'>): Promise<string[]> {
  const res = await withApp(deps.orm, (tx) => tx.execute(sql`SELECT tnt_id FROM tenants ORDER BY tnt_id`));
  return (res as unknown as { rows: { tnt_id: string }[] }).rows.map((r) => r.tnt_id);
}

/** A recurring kind's handler result: its standing job is moved on by everyMs instead of ending. */
function standing(kind: string, refId: string, r: Awaited<ReturnType<NonNullable<ReturnType<typeof handlerOf>>>>, now: Date) {
  const every = recurringKinds().get(kind);
  return every && refId === EVERY && r === 'done' ? { retryAt: new Date(now.getTime() + every) } : r;
}

/** Writes the standing job of every recurring kind for every tenant that has none waiting (due now). */
export async function scheduleRecurring(deps: Pick<Deps, 'orm' | 'clock'>): Promise<void> {
  if (!recurringKinds().size) return;
  const now = new Date(deps.clock.now());
  for (const tntId of await tenantIds(deps)) {
    await withTenant(deps.orm, tntId, async (tx) => {
      for (const kind of recurringKinds().keys()) {
        const j = jobs;
        const waiting = await tx.select({ id: j.jobId }).from(j)
          .where(and(eq(j.tntId, tntId), eq(j.kind, kind), eq(j.refId, EVERY), isNull(j.doneAt))).limit(1);
        // ON CONFLICT: a kind with a partial unique index (0033) refuses a second one another process wrote meanwhile.
        if (!waiting.length) await scheduleJob(tx, { tntId, kind, refId: EVERY, runAt: now }, { unlessWaiting: true });
      }
    });
  }
}

/** `unlessWaiting`: nothing is written when a kind with a partial unique index (0033) already has this job
 * waiting; the insert neither waits for nor locks it. */
export async function scheduleJob(tx: Tx, job: { tntId: string; kind: string; refId: string; runAt: Date }, o: { unlessWaiting?: boolean } = {}): Promise<void> {
  const insert = tx.insert(jobs).values({ ...job, jobId: newId(), attempts: 0, lastError: '', doneAt: null });
  await (o.unlessWaiting ? insert.onConflictDoNothing() : insert);
}

const RETRY_MS = 60_000;

/** Runs the jobs due at the clock's now, at most `limit` per tenant; returns how many were handled. */
export async function runDueJobs(deps: JobDeps, limit = 50): Promise<number> {
  const now = new Date(deps.clock.now());
  let handled = 0;
  const after: (() => Promise<void>)[] = [];
  for (const tntId of await tenantIds(deps)) {
    handled += await withTenant(deps.orm, tntId, async (tx) => {
      const due = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.tntId, tntId), isNull(jobs.doneAt), lte(jobs.runAt, now)))
        .orderBy(asc(jobs.runAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const job of due) {
        const key = and(eq(jobs.tntId, tntId), eq(jobs.jobId, job.jobId));
        const handler = handlerOf(job.kind);
        try {
          const r = handler ? standing(job.kind, job.refId, await tx.transaction((sp) => handler(sp, job, now, deps)), now) : 'done';
          if (typeof r === 'object' && 'afterCommit' in r) after.push(r.afterCommit);
          if (r === 'done' || !r.retryAt) await tx.update(jobs).set({ doneAt: now, attempts: sql`${jobs.attempts} + 1` }).where(key);
          else await tx.update(jobs).set({ runAt: r.retryAt, attempts: sql`${jobs.attempts} + 1` }).where(key);
        } catch (e) {
          // A refused move (the order moved on meanwhile) is done; anything else is tried again later.
          const refused = e instanceof AppError && e.status < 500;
          await tx
            .update(jobs)
            .set({ attempts: sql`${jobs.attempts} + 1`, lastError: String((e as Error).message).slice(0, 500), ...(refused ? { doneAt: now } : { runAt: new Date(now.getTime() + RETRY_MS) }) })
            .where(key);
        }
      }
      return due.length;
    });
  }
  // Done jobs' outside work, once their transactions committed; a failure is the caller's to log.
  const failed = (await Promise.allSettled(after.map((f) => f()))).filter((r) => r.status === 'rejected');
  if (failed.length) throw new AggregateError(failed.map((r) => (r as PromiseRejectedResult).reason), 'scheduled jobs: work after commit failed');
  return handled;
}

/** The poller of `npm start`: writes the recurring kinds' standing jobs, then looks every `intervalMs`,
 * never overlapping itself; stop() on close. */
export function startPoller(deps: Deps, intervalMs = 5_000): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let standing = false;
  const tick = () => {
    running = (standing ? Promise.resolve() : scheduleRecurring(deps).then(() => { standing = true; }))
      .then(() => runDueJobs(deps))
      .catch((e: unknown) => deps.log.warn({ err: e }, 'scheduled jobs failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  timer = setTimeout(tick, intervalMs).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
