// Sending one-trip reads (one-trip.ts): batches of reads on pooled node-postgres connections, each batch
// in one write. The same for both engines: PGlite is reached through node-postgres too (pglite-thread.ts),
// on a pool of one connection.
import pg from 'pg';
import { Batch, Collector, MAX_BATCH, StatementCache, forget, isMissingStatement, planInto, settle, textParam, type OneTripReader, type Parsed, type ReadField, type ReadRequest, type ReadResult, type ValueParser, type Waiting } from './one-trip';

const pgTextParser = (typeId: number): ValueParser => pg.types.getTypeParser(typeId, 'text') as ValueParser;

/** A node-postgres Submittable that writes a batch of reads at once and hands each read its messages
 * (a read answers one CommandComplete per statement: its SET if it has one, then its query). */
class BatchQuery implements pg.Submittable {
  readonly cols: Collector[];
  /** Reads fully answered so far (the index of the read the next message belongs to). */
  answered = 0;
  private settled = false;
  constructor(
    statements: readonly (1 | 2)[],
    private readonly bytes: Buffer,
    private readonly done: (err: Error | null) => void,
  ) {
    this.cols = statements.map((n) => new Collector(n));
  }
  submit(c: pg.Connection): void {
    // The whole batch in one write (pg's own serializer would write message by message).
    c.stream.write(this.bytes);
  }
  private settle(err: Error | null): void {
    if (this.settled) return;
    this.settled = true;
    this.done(err);
  }
  handleRowDescription(msg: { fields: ReadField[] }): void {
    this.cols[this.answered]?.rowDescription(msg.fields);
  }
  handleDataRow(msg: { fields: (string | null)[] }): void {
    this.cols[this.answered]?.dataRow(msg.fields);
  }
  handleCommandComplete(msg: { text: string }): void {
    const col = this.cols[this.answered];
    if (!col) return;
    col.commandComplete(msg.text);
    if (col.done) this.answered++;
  }
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}
  /** A backend error (the client then detaches this query; ReadyForQuery goes to nobody) or a dead socket. */
  handleError(err: Error): void {
    this.settle(err);
  }
  handleReadyForQuery(): void {
    this.settle(null);
  }
}

interface WaitingPg extends Waiting {
  values: (string | null)[];
}

/** Batches written to one connection before the first has answered. The connection answers them in order
 * (node-postgres writes the next the moment the previous one's ReadyForQuery arrives), so the database
 * starts on the next batch while this thread is still answering the HTTP requests of the last one. */
const PIPELINE_DEPTH = 2;

/** A pooled connection held while it has batches in flight. */
interface Lane {
  client: pg.PoolClient;
  cache: StatementCache;
  /** Batches submitted and not yet answered. */
  pending: number;
  /** A connection-level failure (not a server error): the connection is destroyed when released. */
  broken: Error | null;
}

/**
 * PostgreSQL: reads queue for a moment (until the event loop's next turn) and go out in batches, on at
 * most `connections` pooled connections, each batch in one write, up to PIPELINE_DEPTH batches per
 * connection in flight. A batch is ONE implicit transaction (node-postgres expects one Sync per query)
 * in which a read sets role, tenant and read-only before its own query unless the read before it set the
 * same tenant (one-trip.ts), so each query still runs as the app role for its own tenant. Each statement takes its own snapshot (READ COMMITTED), as
 * separate reads would. If a read fails, the server skips the rest of the batch: the reads after it are
 * sent again. A connection is given back to the pool as soon as it has nothing in flight, and no further
 * batch is chained on it while someone waits for a pooled connection (a write's transaction, on PGlite's
 * pool of one), so reads never starve writes.
 */
export class PostgresOneTrip implements OneTripReader {
  private caches = new WeakMap<pg.PoolClient, StatementCache>();
  private queue: WaitingPg[] = [];
  private lanes: Lane[] = [];
  /** Connections being taken from the pool. */
  private acquiring = 0;
  private scheduled = false;
  constructor(
    private readonly pool: pg.Pool,
    private readonly connections: number,
  ) {}

  read(req: ReadRequest): Promise<ReadResult> {
    let values: (string | null)[];
    try {
      values = req.params.map(textParam);
    } catch (e) {
      return Promise.reject(e);
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ req, values, resolve, reject, retried: false });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || !this.queue.length) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.dispatch();
    });
  }

  /** Spreads what is waiting over new connections (while fewer than `connections` are held), then chains
   * it on a held one with room, unless someone waits for the pool. A held connection always has a batch in
   * flight: it goes back to the pool when its last one is answered (submit). */
  private dispatch(): void {
    while (this.queue.length) {
      const opening = this.connections - this.lanes.length - this.acquiring;
      if (opening > 0) {
        this.open(this.queue.splice(0, Math.min(MAX_BATCH, Math.ceil(this.queue.length / opening))));
        continue;
      }
      const lane = this.pool.waitingCount === 0 ? this.lanes.find((l) => l.pending < PIPELINE_DEPTH && !l.broken) : undefined;
      if (!lane) return;
      this.submit(lane, this.queue.splice(0, MAX_BATCH));
    }
  }

  /** Takes a connection from the pool for `waiting`, the first batch on it. */
  private open(waiting: WaitingPg[]): void {
    this.acquiring++;
    this.pool.connect().then(
      (client) => {
        this.acquiring--;
        let cache = this.caches.get(client);
        if (!cache) this.caches.set(client, (cache = new StatementCache()));
        const lane: Lane = { client, cache, pending: 0, broken: null };
        this.lanes.push(lane);
        this.submit(lane, waiting);
        this.schedule();
      },
      (e: unknown) => {
        this.acquiring--;
        for (const w of waiting) w.reject(e);
        this.schedule();
      },
    );
  }

  private submit(lane: Lane, waiting: WaitingPg[]): void {
    lane.pending++;
    void this.send(lane, waiting).finally(() => {
      if (--lane.pending === 0) {
        this.lanes.splice(this.lanes.indexOf(lane), 1);
        lane.client.release(lane.broken ?? undefined);
      }
      this.schedule();
    });
  }

  private async send(lane: Lane, waiting: WaitingPg[]): Promise<void> {
    const { client, cache } = lane;
    const batch = new Batch();
    const parsed: Parsed[] = [];
    const statements: (1 | 2)[] = [];
    const planned: WaitingPg[] = [];
    for (const w of waiting) {
      try {
        const p = planInto(batch, cache, w.req, w.values);
        parsed.push(p.parsed);
        statements.push(p.statements);
        planned.push(w);
      } catch (e) {
        w.reject(e);
      }
    }
    if (!planned.length) return;
    waiting = planned;
    batch.sync();
    const { bq, err } = await new Promise<{ bq: BatchQuery; err: Error | null }>((resolve) => {
      const q: BatchQuery = new BatchQuery(statements, batch.bytes(), (e) => resolve({ bq: q, err: e }));
      client.query(q);
    });
    // An error the server sent leaves the connection usable; anything else (a dead socket) does not.
    const serverError = err instanceof pg.DatabaseError;
    if (err && !serverError) lane.broken = err;
    const answered = err ? bq.answered : waiting.length;
    waiting.slice(0, answered).forEach((w, i) => settle(w, () => bq.cols[i]!.result(w.req, pgTextParser)));
    if (!err) return;
    const failed = waiting[answered];
    const again: WaitingPg[] = [];
    waiting.slice(answered).forEach((_, i) => forget(cache, parsed[answered + i]!));
    if (failed) {
      if (serverError && isMissingStatement(err) && !failed.retried) {
        // A statement the cache believed prepared is gone (DEALLOCATE): prepare again, once.
        cache.clear();
        failed.retried = true;
        again.push(failed);
      } else failed.reject(err);
    }
    // The reads after the failed one never ran: sent again (a dead connection fails them instead).
    for (const w of waiting.slice(answered + 1)) {
      if (serverError) again.push(w);
      else w.reject(err);
    }
    this.queue.unshift(...again);
  }
}
