// What a job is and the registry of job kinds. Modules declare their jobs in their ServerModule (`jobs`);
// the module map (api/server/modules/index.ts) registers them all, explicitly, once: no job exists because
// a file happened to be imported.
import type { Tx } from '../../db';
import type { Deps } from '../context';
import type { scheduledJobs } from './table';

export type JobRow = typeof scheduledJobs.$inferSelect;
/** The services a job may use besides its transaction (the payment provider: a trade closed after commit;
 * the database's reads and the blob store: an export written after commit). */
export type JobDeps = Pick<Deps, 'orm' | 'clock'> & Partial<Pick<Deps, 'pay' | 'log' | 'db' | 'files'>>;
/** A job's work: 'done', or a later time to look again (e.g. the order is frozen), or done with work for
 * after the commit (an outside call such as the provider's: never inside the transaction, where on PGlite's
 * one connection a second transaction would wait for this one forever). With `retryAt` besides, the job is
 * not done: it is looked at again then (long work started after commit, watched until it ends). */
export type JobResult = 'done' | { retryAt: Date } | { afterCommit: () => Promise<void>; retryAt?: Date };
export type JobHandler = (tx: Tx, job: JobRow, now: Date, deps: JobDeps) => Promise<JobResult>;

/** A job kind: its handler and, for a recurring kind, its period (one standing job per tenant, ref_id EVERY,
 * moved on by everyMs each time it is done). */
export interface JobDecl {
  kind: string;
  run: JobHandler;
  everyMs?: number;
}

/** The ref_id of a recurring kind's standing job (one per tenant). */
export const EVERY = '*';

const handlers = new Map<string, JobHandler>();
const recurring = new Map<string, number>();

/** Registers job kinds (the module map, at start); a kind registered twice is a programming error. */
export function registerJobs(jobs: readonly JobDecl[]): void {
  for (const j of jobs) {
    const existing = handlers.get(j.kind);
    if (existing && existing !== j.run) throw new Error(`job kind ${j.kind} registered twice`);
    handlers.set(j.kind, j.run);
    if (j.everyMs) recurring.set(j.kind, j.everyMs);
  }
}

export function handlerOf(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}

/** Recurring kinds and their period (ms). */
export function recurringKinds(): ReadonlyMap<string, number> {
  return recurring;
}
