// A declared workflow bound to its rows (docs/workflow.md): how to lock one, who is a party of it, its
// effects, its history table. `move()` is THE way a document changes state: inside the caller's
// transaction it locks the row, checks the caller is that party, asks the document's guard (e.g. frozen),
// checks the move against the declared table, runs the move's effect, writes the new status and exactly
// one history row, schedules the timed moves of the state it reached, tells the listeners and makes the
// follow-up move the document asks for. Effects are typed by the declaration: an effect answers one of its
// move's targets (by state name) or nothing when the table names only one; anything else does not compile.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { fail } from '../errors';
import { scheduleJob, type JobDecl, type JobRow } from '../scheduler';
import type { Code, MoveOf, Moves, TargetOf, Workflow } from './declare';

/** Who makes a move: an account acting as one side of the document. */
export interface Mover<R extends string = string> {
  accountId: string;
  companyId: string | null;
  role: R;
}

export interface MoveInput<M extends string, R extends string, A = unknown> {
  tntId: string;
  id: string;
  move: M;
  actor: Mover<R>;
  now: Date;
  note?: string;
  args?: A;
}

export interface MoveContext<Row, R extends string, A = unknown> {
  tx: Tx;
  tntId: string;
  now: Date;
  row: Row;
  actor: Mover<R>;
  args: A;
  /** What the history row will say; an effect may set it (e.g. the refusal reason). */
  note: string;
}

/** A move's effect: its work inside the move's transaction; answers the state it leads to by name (one of
 * the declared targets), or nothing when the table names only one. */
export type Effect<Row, R extends string, A, T extends string> = (c: MoveContext<Row, R, A>) => Promise<T | void>;

/** What the move's listeners hear, in the move's transaction (the row locked, its new status written). */
export interface Moved<Row, M extends string = string, S extends string = string> {
  tntId: string;
  row: Row;
  move: M;
  from: S;
  to: S;
  now: Date;
}
export type Listener<Row, M extends string = string, S extends string = string> = (tx: Tx, e: Moved<Row, M, S>) => Promise<void>;

/** A timed move: made by the system when the document has stayed in `state` for `delay` (counted from its
 * latest arrival there, by the history), unless it moved on; `hold` postpones it (an hour) while true. */
export interface TimedMove<Row, S extends string, M extends string> {
  /** The scheduler's job kind (kept stable: waiting jobs of an older version still run). */
  kind: string;
  state: S;
  move: M;
  delayMs(tx: Tx, row: Row): Promise<number>;
  hold?(row: Row): boolean;
  note?: string;
}

export interface DocumentDef<Row, S extends string, MV extends Moves<S, R>, R extends string, C extends Code, Args extends Partial<Record<MoveOf<MV>, unknown>>> {
  workflow: Workflow<S, MV, R, C>;
  /** The row, locked FOR UPDATE for the rest of the transaction; 404 when absent in the tenant. */
  lock(tx: Tx, tntId: string, id: string): Promise<Row>;
  idOf(row: Row): string;
  statusOf(row: Row): C;
  /** Writes the new status; answers the row after it. */
  setStatus(tx: Tx, row: Row, to: C, now: Date): Promise<Row>;
  /** Whether the mover is that party of the document (else 404: nobody learns of others' documents). */
  isParty(row: Row, actor: Mover<R>): boolean;
  /** Refuses a move the document's own flags forbid (e.g. 订单已被平台冻结): throws. It may read (and lock)
   * another document in the mover's transaction (an after-sale asks its order whether it is frozen). */
  guard?(row: Row, move: MoveOf<MV>, tx: Tx): void | Promise<void>;
  /** The history table (tnt_id, <key>, seq, move, from_status, to_status, actor_id, actor_role, note, at). */
  history: { table: string; key: string };
  effects: { [K in MoveOf<MV>]?: Effect<Row, R, K extends keyof Args ? Args[K] : undefined, TargetOf<MV, K> & S> };
  timed?: readonly TimedMove<Row, S, MoveOf<MV>>[];
  /** A move the system makes at once after this one (e.g. nothing left to pay: on as paid). */
  followUp?(tx: Tx, after: Row, to: S): Promise<MoveOf<MV> | undefined>;
  /** The system's mover (scheduler, follow-ups). */
  system: Mover<R>;
}

/** An effect that answers a state outside its move's targets: a programming error (the types forbid it). */
const outsideTable = (what: string) => new Error(`${what}: not in the table`);

export class Document<Row, S extends string, MV extends Moves<S, R>, R extends string, C extends Code, Args extends Partial<Record<MoveOf<MV>, unknown>>> {
  private readonly listeners: Listener<Row, MoveOf<MV>, S>[] = [];

  constructor(readonly def: DocumentDef<Row, S, MV, R, C, Args>) {}

  get workflow(): Workflow<S, MV, R, C> {
    return this.def.workflow;
  }

  /** Registered once at start, explicitly, by the module map (api/server/modules/index.ts `listens`). */
  listen(l: Listener<Row, MoveOf<MV>, S>): void {
    if (!this.listeners.includes(l)) this.listeners.push(l);
  }

  /** Makes one move (see the header). Throws 404 / 403 / 409 with a Chinese message and changes nothing when
   * the move is not allowed (the caller's transaction rolls back). Answers the row after the move. */
  async move<M extends MoveOf<MV>>(tx: Tx, input: MoveInput<M, R, M extends keyof Args ? Args[M] : undefined>): Promise<Row> {
    const d = this.def;
    const wf = d.workflow;
    const row = await d.lock(tx, input.tntId, input.id);
    // Another party's document is "not found", the same answer as one that does not exist.
    if (!d.isParty(row, input.actor)) throw fail('NOT_FOUND', `${wf.decl.title}不存在`);
    await d.guard?.(row, input.move, tx);
    const fromCode = d.statusOf(row);
    const t = wf.check(fromCode, input.move, input.actor.role);
    const ctx: MoveContext<Row, R, unknown> = { tx, tntId: input.tntId, now: input.now, row, actor: input.actor, args: input.args, note: input.note ?? '' };
    const effect = d.effects[input.move] as Effect<Row, R, unknown, S> | undefined;
    const chosen = effect ? await effect(ctx) : undefined;
    const to = chosen ?? (t.to.length === 1 ? t.to[0] : undefined);
    if (to === undefined || !t.to.includes(to)) throw outsideTable(`${wf.decl.document}.${input.move} from ${String(fromCode)} chose ${String(to)}`);
    const toCode = wf.code(to) as C;
    const after = await d.setStatus(tx, row, toCode, input.now);
    await this.record(tx, after, { move: input.move, from: fromCode, to: toCode, actor: input.actor, note: ctx.note, at: input.now });
    await this.scheduleTimed(tx, after, to, input.now);
    for (const l of this.listeners) await l(tx, { tntId: input.tntId, row: after, move: input.move, from: t.from, to, now: input.now });
    const next = await d.followUp?.(tx, after, to);
    if (next) return this.move(tx, { tntId: input.tntId, id: d.idOf(after), move: next, actor: d.system, now: input.now } as MoveInput<MoveOf<MV>, R, never>);
    return after;
  }

  /** One history row: a move, or an event that changes no status (from = to). */
  async record(tx: Tx, row: Row, h: { move: string; from: Code | null; to: Code; actor: Mover; note: string; at: Date }): Promise<void> {
    const { table, key } = this.def.history;
    const tntId = (row as { tntId: string }).tntId;
    const id = this.def.idOf(row);
    await tx.execute(sql`
      INSERT INTO ${sql.identifier(table)} (tnt_id, ${sql.identifier(key)}, seq, move, from_status, to_status, actor_id, actor_role, note, at)
      SELECT ${tntId}, ${id}, coalesce(max(seq), 0) + 1, ${h.move}, ${h.from}, ${h.to}, ${h.actor.accountId}, ${h.actor.role}, ${h.note}, ${h.at}
      FROM ${sql.identifier(table)} WHERE tnt_id = ${tntId} AND ${sql.identifier(key)} = ${id}`);
  }

  /** Schedules the timed moves of the state just reached (their job checks again when it runs). */
  private async scheduleTimed(tx: Tx, row: Row, state: S, now: Date): Promise<void> {
    for (const tm of this.def.timed ?? []) {
      if (tm.state !== state) continue;
      const runAt = new Date(now.getTime() + (await tm.delayMs(tx, row)));
      await scheduleJob(tx, { tntId: (row as { tntId: string }).tntId, kind: tm.kind, refId: this.def.idOf(row), runAt });
    }
  }

  /** The scheduler's jobs of the timed moves (the module lists them in its `jobs`). */
  timedJobs(): JobDecl[] {
    return (this.def.timed ?? []).map((tm) => ({ kind: tm.kind, run: (tx: Tx, job: JobRow, now: Date) => this.runTimed(tm, tx, job, now) }));
  }

  private async runTimed(tm: TimedMove<Row, S, MoveOf<MV>>, tx: Tx, job: JobRow, now: Date) {
    const d = this.def;
    const row = await d.lock(tx, job.tntId, job.refId);
    if (!d.workflow.is(d.statusOf(row), tm.state)) return 'done' as const;
    const code = d.workflow.code(tm.state);
    const { table, key } = d.history;
    const res = await tx.execute(sql`
      SELECT max(at) AS at FROM ${sql.identifier(table)}
      WHERE tnt_id = ${job.tntId} AND ${sql.identifier(key)} = ${job.refId} AND to_status = ${code} AND from_status IS DISTINCT FROM to_status`);
    const entered = (res as unknown as { rows: { at: Date | string | null }[] }).rows[0]?.at;
    if (entered) {
      const deadline = new Date(new Date(entered).getTime() + (await tm.delayMs(tx, row)));
      if (now < deadline) return { retryAt: deadline };
    }
    if (tm.hold?.(row)) return { retryAt: new Date(now.getTime() + HOLD_RETRY_MS) };
    await this.move(tx, { tntId: job.tntId, id: job.refId, move: tm.move, actor: d.system, now, note: tm.note } as MoveInput<MoveOf<MV>, R, never>);
    return 'done' as const;
  }
}

/** A held timed move is looked at again after this long. */
const HOLD_RETRY_MS = 3600_000;

export function declareDocument<Row, S extends string, MV extends Moves<S, R>, R extends string, C extends Code, Args extends Partial<Record<MoveOf<MV>, unknown>> = Record<never, never>>(
  def: DocumentDef<Row, S, MV, R, C, Args>,
): Document<Row, S, MV, R, C, Args> {
  return new Document(def);
}
