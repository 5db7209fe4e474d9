// Sending one-trip reads (one-trip.ts): batches of reads on pooled node-postgres connections, each batch
// in one write. The same for both engines: PGlite is reached through node-postgres too (pglite-thread.ts),
// on a pool of one connection.
import pg from 'pg';
import { Batch, Collector, MAX_BATCH, StatementCache, forget, isMissingStatement, planInto, settle, textParam, type OneTripReader, type Parsed, type ReadField, type ReadRequest, type ReadResult, type ValueParser, type Waiting } from './one-trip';

const pgTextParser = (typeId: number): ValueParser => pg.types.getTypeParser(typeId, 'text') as ValueParser;

/** A node-postgres Submittable that writes a batch of reads at once and hands each read its messages
 * (each read answers two CommandCompletes: its set statement, then its query). */
class BatchQuery implements pg.Submittable {
  readonly cols: Collector[];
  /** Reads fully answered so far. */
  completes = 0;
  private settled = false;
  constructor(
    reads: number,
    private readonly bytes: Buffer,
    private readonly done: (err: Error | null) => void,
  ) {
    this.cols = Array.from({ length: reads }, () => new Collector());
  }
  get answered(): number {
    return Math.floor(this.completes / 2);
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
    this.cols[this.answered]?.commandComplete(msg.text);
    this.completes++;
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

/**
 * PostgreSQL: reads queue for a moment (until the event loop's next turn) and go out in batches, at
 * most `connections` batches at a time, each on one pooled connection in one write. A batch is ONE
 * implicit transaction (node-postgres expects one Sync per query) in which every read sets role, tenant
 * and read-only again before its own query, so each query still runs as the app role for its own
 * tenant. Each statement takes its own snapshot (READ COMMITTED), as separate reads would. If a read
 * fails, the server skips the rest of the batch: the reads after it are sent again.
 */
export class PostgresOneTrip implements OneTripReader {
  private caches = new WeakMap<pg.PoolClient, StatementCache>();
  private queue: WaitingPg[] = [];
  private inFlight = 0;
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
    if (this.scheduled || this.inFlight >= this.connections || !this.queue.length) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      // Spread what is waiting over the free connections.
      while (this.queue.length && this.inFlight < this.connections) {
        const size = Math.min(MAX_BATCH, Math.ceil(this.queue.length / (this.connections - this.inFlight)));
        this.inFlight++;
        void this.send(this.queue.splice(0, size)).finally(() => {
          this.inFlight--;
          this.schedule();
        });
      }
    });
  }

  private async send(waiting: WaitingPg[]): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      for (const w of waiting) w.reject(e);
      return;
    }
    let cache = this.caches.get(client);
    if (!cache) this.caches.set(client, (cache = new StatementCache()));
    const batch = new Batch();
    const parsed: Parsed[] = [];
    const planned: WaitingPg[] = [];
    for (const w of waiting) {
      try {
        parsed.push(planInto(batch, cache, w.req, w.values));
        planned.push(w);
      } catch (e) {
        w.reject(e);
      }
    }
    if (!planned.length) return client.release();
    waiting = planned;
    batch.sync();
    const { bq, err } = await new Promise<{ bq: BatchQuery; err: Error | null }>((resolve) => {
      const q: BatchQuery = new BatchQuery(waiting.length, batch.bytes(), (e) => resolve({ bq: q, err: e }));
      client.query(q);
    });
    // An error the server sent leaves the connection usable; anything else (a dead socket) does not.
    const serverError = err instanceof pg.DatabaseError;
    client.release(err && !serverError ? err : undefined);
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
