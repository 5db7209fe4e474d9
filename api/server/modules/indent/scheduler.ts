// The durable scheduler (docs/trading.md "Scheduler"): jobs are rows of scheduled_jobs, written in the same
// transaction as the change that makes them due (an order reaching 20 schedules its unpaid timeout), so a
// restart loses nothing. A small poller takes due jobs with FOR UPDATE SKIP LOCKED (several server
// processes never take the same job; on PGlite it works the same), one short transaction per tenant and
// batch, and runs each in a savepoint. Tests call runDueJobs with the injectable clock, never real time.
// A recurring kind (registerJob's everyMs) has one standing job per tenant, ref_id EVERY, written when the
// poller starts (scheduleRecurring) and moved on by everyMs each time it is done.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { withApp, withTenant, type Tx } from '../../db';
import * as t from './tables';
import { tenantTables } from '../tenant';
import { AppError, newId, type Deps } from '../../core';

export type JobRow = typeof t.scheduledJobs.$inferSelect;
/** The services a job may use besides its transaction (the payment provider: a trade closed after commit). */
export type JobDeps = Pick<Deps, 'orm' | 'clock'> & Partial<Pick<Deps, 'pay'>>;
/** A job's work: 'done', or a later time to look again (e.g. the order is frozen), or done with work for
 * after the commit (an outside call such as the provider's: never inside the transaction, where on PGlite's
 * one connection a second transaction would wait for this one forever). */
export type JobResult = 'done' | { retryAt: Date } | { afterCommit: () => Promise<void> };
export type JobHandler = (tx: Tx, job: JobRow, now: Date, deps: JobDeps) => Promise<JobResult>;

const handlers = new Map<string, JobHandler>();
/** Recurring kinds and their period (ms). */
const recurring = new Map<string, number>();
/** The ref_id of a recurring kind's standing job (one per tenant). */
export const EVERY = '*';

/** `everyMs`: the kind also has a standing job per tenant (ref_id EVERY) that runs every everyMs: its
 * handler's 'done' moves it on instead of ending it (the same row, so at most one waits per tenant). */
export function registerJob(kind: string, handler: JobHandler, o?: { everyMs: number }): void {
  if (!o) {
    handlers.set(kind, handler);
    return;
  }
  recurring.set(kind, o.everyMs);
  handlers.set(kind, async (tx, job, now, deps) => {
    const r = await handler(tx, job, now, deps);
    return job.refId === EVERY && r === 'done' ? { retryAt: new Date(now.getTime() + o.everyMs) } : r;
  });
}

/** Writes the standing job of every recurring kind for every tenant that has none waiting (due now). */
export async function scheduleRecurring(deps: Pick<Deps, 'orm' | 'clock'>): Promise<void> {
  if (!recurring.size) return;
  const now = new Date(deps.clock.now());
  const tenants = await withApp(deps.orm, (tx) => tx.select({ tntId: tenantTables.tenants.tntId }).from(tenantTables.tenants));
  for (const { tntId } of tenants) {
    await withTenant(deps.orm, tntId, async (tx) => {
      for (const kind of recurring.keys()) {
        const j = t.scheduledJobs;
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
  const insert = tx.insert(t.scheduledJobs).values({ ...job, jobId: newId(), attempts: 0, lastError: '', doneAt: null });
  await (o.unlessWaiting ? insert.onConflictDoNothing() : insert);
}

const RETRY_MS = 60_000;

/** Runs the jobs due at the clock's now, at most `limit` per tenant; returns how many were handled. */
export async function runDueJobs(deps: JobDeps, limit = 50): Promise<number> {
  const now = new Date(deps.clock.now());
  const tenants = await withApp(deps.orm, (tx) => tx.select({ tntId: tenantTables.tenants.tntId }).from(tenantTables.tenants));
  let handled = 0;
  const after: (() => Promise<void>)[] = [];
  for (const { tntId } of tenants) {
    handled += await withTenant(deps.orm, tntId, async (tx) => {
      const due = await tx
        .select()
        .from(t.scheduledJobs)
        .where(and(eq(t.scheduledJobs.tntId, tntId), isNull(t.scheduledJobs.doneAt), lte(t.scheduledJobs.runAt, now)))
        .orderBy(asc(t.scheduledJobs.runAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const job of due) {
        const key = and(eq(t.scheduledJobs.tntId, tntId), eq(t.scheduledJobs.jobId, job.jobId));
        const handler = handlers.get(job.kind);
        try {
          const r = handler ? await tx.transaction((sp) => handler(sp, job, now, deps)) : 'done';
          if (typeof r === 'object' && 'afterCommit' in r) after.push(r.afterCommit);
          if (r === 'done' || 'afterCommit' in r) await tx.update(t.scheduledJobs).set({ doneAt: now, attempts: sql`${t.scheduledJobs.attempts} + 1` }).where(key);
          else await tx.update(t.scheduledJobs).set({ runAt: r.retryAt, attempts: sql`${t.scheduledJobs.attempts} + 1` }).where(key);
        } catch (e) {
          // A refused move (the order moved on meanwhile) is done; anything else is tried again later.
          const refused = e instanceof AppError && e.status < 500;
          await tx
            .update(t.scheduledJobs)
            .set({ attempts: sql`${t.scheduledJobs.attempts} + 1`, lastError: String((e as Error).message).slice(0, 500), ...(refused ? { doneAt: now } : { runAt: new Date(now.getTime() + RETRY_MS) }) })
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
