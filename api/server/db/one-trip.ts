// One round trip per tenant read. A read is a short extended-protocol message sequence; up to its Sync,
// PostgreSQL runs it as one implicit transaction:
//
//   [Close/Parse of statements not yet prepared on this connection]
//   Bind+Execute  SET_STATEMENT($1 = tenant)   -- role scpr_app, app.tnt_id, read only: all LOCAL
//   Bind+Describe+Execute  the query ($n = its parameters)
//   Sync                                        -- ends the implicit transaction: the settings are gone
//
// The settings are made by an earlier statement of the same transaction, so the query is planned and run
// as the app role under row-level security with the tenant set, exactly as in withTenant(), but in one
// call into PGlite or one network round trip to PostgreSQL instead of four. Reads that wait at the same
// moment go together in one call or one write (PgliteOneTrip, PostgresOneTrip below say how). Values
// always travel as protocol parameters (never inlined into SQL text). Statements are prepared once per
// connection and named; a bounded cache closes the least recently used ones.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { APP_ROLE } from './tenant-tx';

/** Set for the one implicit transaction of a read: the app role, the tenant, and read only (a write or
 * a locking read fails with "cannot execute ... in a read-only transaction"). */
export const SET_STATEMENT = `select set_config('role', '${APP_ROLE}', true), set_config('app.tnt_id', $1, true), set_config('transaction_read_only', 'on', true)`;

export type RowMode = 'array' | 'object';
export type ValueParser = (value: string, typeId: number) => unknown;

export interface ReadRequest {
  tntId: string;
  text: string;
  params: readonly unknown[];
  rowMode: RowMode;
  /** Per-type parsers that replace the engine's own (Drizzle passes identity parsers for timestamps). */
  parsers?: Record<number, ValueParser>;
}

export interface ReadField {
  name: string;
  dataTypeID: number;
}

export interface ReadResult {
  rows: unknown[];
  fields: ReadField[];
  affectedRows: number;
}

/** Runs one statement for one tenant in one round trip. Implemented for PGlite and for PostgreSQL. */
export interface OneTripReader {
  read(req: ReadRequest): Promise<ReadResult>;
}

/** Protocol parameters are sent as text. Only types with one unambiguous text form are accepted; anything
 * else (arrays, objects, bytes) is refused rather than guessed. Drizzle has already turned column values
 * into these (JSON columns into strings, dates into ISO strings). */
export function textParam(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  switch (typeof v) {
    case 'string':
      return v;
    case 'number':
    case 'bigint':
      return String(v);
    case 'boolean':
      return v ? 'true' : 'false';
  }
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) throw new TypeError('tenant read: invalid Date parameter');
    return v.toISOString();
  }
  throw new TypeError(`tenant read: unsupported parameter type ${Object.prototype.toString.call(v)}`);
}

const MAX_STATEMENTS = 256;

/** Named statements prepared on one connection, least recently used first. */
class StatementCache {
  private names = new Map<string, string>();
  private counter = 0;
  /** Evicted statements, closed at the start of the next batch on this connection. */
  toClose: string[] = [];
  get(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined) {
      this.names.delete(text);
      this.names.set(text, name);
    }
    return name;
  }
  newName(): string {
    return `scpr_r${++this.counter}`;
  }
  add(text: string, name: string): void {
    this.names.set(text, name);
    if (this.names.size > MAX_STATEMENTS) {
      const [oldText, oldName] = this.names.entries().next().value as [string, string];
      this.names.delete(oldText);
      this.toClose.push(oldName);
    }
  }
  /** A statement whose Parse may have failed: forget it (and close the name, in case it exists). */
  forget(text: string, name: string): void {
    if (this.names.get(text) === name) this.names.delete(text);
    this.toClose.push(name);
  }
  clear(): void {
    for (const name of this.names.values()) this.toClose.push(name);
    this.names.clear();
  }
}

// ---------------------------------------------------------------- the batch, as frontend protocol bytes

/** Writes frontend messages (PostgreSQL protocol 3) into one buffer, text format everywhere. */
class Batch {
  private chunks: Buffer[] = [];
  private size = 0;
  private push(b: Buffer): void {
    this.chunks.push(b);
    this.size += b.length;
  }
  /** A message: type byte, int32 length (itself included), body. */
  private message(type: string, body: Buffer): void {
    const head = Buffer.allocUnsafe(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    this.push(head);
    this.push(body);
  }
  private static cstring(s: string): Buffer {
    // Names and SQL text are NUL-terminated on the wire: a NUL inside would cut them short.
    if (s.includes('\0')) throw new TypeError('tenant read: NUL in a statement name or SQL text');
    return Buffer.from(`${s}\0`, 'utf8');
  }
  close(name: string): void {
    this.message('C', Buffer.concat([Buffer.from('S', 'latin1'), Batch.cstring(name)]));
  }
  parse(name: string, text: string): void {
    this.message('P', Buffer.concat([Batch.cstring(name), Batch.cstring(text), ZERO16]));
  }
  bind(name: string, values: readonly (string | null)[]): void {
    const parts: Buffer[] = [EMPTY_CSTRING, Batch.cstring(name), ZERO16];
    const n = Buffer.allocUnsafe(2);
    n.writeInt16BE(values.length, 0);
    parts.push(n);
    for (const v of values) {
      const len = Buffer.allocUnsafe(4);
      if (v === null) {
        len.writeInt32BE(-1, 0);
        parts.push(len);
      } else {
        const bytes = Buffer.from(v, 'utf8');
        len.writeInt32BE(bytes.length, 0);
        parts.push(len, bytes);
      }
    }
    parts.push(ZERO16);
    this.message('B', Buffer.concat(parts));
  }
  describePortal(): void {
    this.push(DESCRIBE_PORTAL);
  }
  execute(): void {
    this.push(EXECUTE);
  }
  sync(): void {
    this.push(SYNC);
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks, this.size);
  }
}
const ZERO16 = Buffer.from([0, 0]);
const EMPTY_CSTRING = Buffer.from([0]);
const DESCRIBE_PORTAL = Buffer.from([0x44, 0, 0, 0, 6, 0x50, 0]); // 'D', len 6, 'P', portal ''
const EXECUTE = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0]); // 'E', len 9, portal '', all rows
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]); // 'S', len 4

/** Statements a read parsed: already in the cache (so later reads of the same batch use them), to be
 * forgotten if the read fails. */
type Parsed = [text: string, name: string][];

/** The cached name of a statement, or a new one parsed in this batch. */
function statementName(batch: Batch, cache: StatementCache, text: string, parsed: Parsed): string {
  let name = cache.get(text);
  if (name === undefined) {
    name = cache.newName();
    // Close first: a batch that failed after its Parse may have left the name behind.
    batch.close(name);
    batch.parse(name, text);
    cache.add(text, name);
    parsed.push([text, name]);
  }
  return name;
}

/** Appends one read to a batch: its set statement, then its query; with `sync`, ended by its own Sync
 * (its own implicit transaction). */
function planInto(batch: Batch, cache: StatementCache, req: ReadRequest, values: (string | null)[], sync: boolean): Parsed {
  // Checked before anything is appended, so a refused read never leaves half its messages in the batch.
  if (req.text.includes('\0')) throw new TypeError('tenant read: NUL in SQL text');
  for (const name of cache.toClose) batch.close(name);
  cache.toClose = [];
  const parsed: Parsed = [];
  const setName = statementName(batch, cache, SET_STATEMENT, parsed);
  batch.bind(setName, [req.tntId]);
  batch.execute();
  const queryName = statementName(batch, cache, req.text, parsed);
  batch.bind(queryName, values);
  batch.describePortal();
  batch.execute();
  if (sync) batch.sync();
  return parsed;
}

const forget = (cache: StatementCache, parsed: Parsed) => {
  for (const [text, name] of parsed) cache.forget(text, name);
};

/** Collects one read's answer: the rows of its second statement (the query; the first sets the context). */
class Collector {
  private completes = 0;
  fields: ReadField[] = [];
  raw: (string | null)[][] = [];
  affectedRows = 0;
  rowDescription(fields: ReadField[]): void {
    if (this.completes === 1) this.fields = fields;
  }
  dataRow(values: (string | null)[]): void {
    if (this.completes === 1) this.raw.push(values);
  }
  commandComplete(text: string): void {
    if (this.completes === 1) this.affectedRows = Number(/(\d+)$/.exec(text)?.[1] ?? 0);
    this.completes++;
  }
  result(req: ReadRequest, engineParser: (typeId: number) => ValueParser | undefined): ReadResult {
    const parsers = this.fields.map((f) => req.parsers?.[f.dataTypeID] ?? engineParser(f.dataTypeID));
    const names = this.fields.map((f) => f.name);
    const rows = this.raw.map((values) => {
      if (req.rowMode === 'array') return values.map((v, i) => (v === null ? null : parsers[i] ? parsers[i](v, this.fields[i]!.dataTypeID) : v));
      const row: Record<string, unknown> = {};
      values.forEach((v, i) => (row[names[i]!] = v === null ? null : parsers[i] ? parsers[i](v, this.fields[i]!.dataTypeID) : v));
      return row;
    });
    return { rows, fields: this.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows: this.affectedRows };
  }
}

/** SQLSTATE 26000: a named statement the cache believes prepared is gone (DEALLOCATE, new session). */
const isMissingStatement = (e: unknown) => (e as { code?: string })?.code === '26000';

// ---------------------------------------------------------------- PGlite

/** An error the database answered, with its SQLSTATE in `code` (as node-postgres reports them). */
export class DatabaseReadError extends Error {
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  position?: string;
  constraint?: string;
}

const ERROR_FIELDS: Record<string, keyof DatabaseReadError> = { C: 'code', V: 'severity', D: 'detail', H: 'hint', P: 'position', n: 'constraint' };

/** Walks backend messages (raw bytes) and hands each read its own: a read ends at its ReadyForQuery. */
function readBackend(buf: Buffer, onRead: (col: Collector, error: DatabaseReadError | null) => void): void {
  let col = new Collector();
  let error: DatabaseReadError | null = null;
  let at = 0;
  let p = 0;
  const cstring = () => {
    const z = buf.indexOf(0, p);
    const v = buf.toString('utf8', p, z);
    p = z + 1;
    return v;
  };
  while (at + 5 <= buf.length) {
    const type = buf[at]!;
    const end = at + 1 + buf.readInt32BE(at + 1);
    p = at + 5;
    switch (type) {
      case 0x54: {
        // 'T' RowDescription
        const n = buf.readInt16BE(p);
        p += 2;
        const fields: ReadField[] = [];
        for (let i = 0; i < n; i++) {
          const name = cstring();
          fields.push({ name, dataTypeID: buf.readInt32BE(p + 6) });
          p += 18;
        }
        col.rowDescription(fields);
        break;
      }
      case 0x44: {
        // 'D' DataRow
        const n = buf.readInt16BE(p);
        p += 2;
        const values: (string | null)[] = [];
        for (let i = 0; i < n; i++) {
          const len = buf.readInt32BE(p);
          p += 4;
          if (len < 0) values.push(null);
          else {
            values.push(buf.toString('utf8', p, p + len));
            p += len;
          }
        }
        col.dataRow(values);
        break;
      }
      case 0x43: // 'C' CommandComplete
        col.commandComplete(cstring());
        break;
      case 0x45: {
        // 'E' ErrorResponse: the rest of this read was skipped up to its Sync
        const e = new DatabaseReadError();
        while (buf[p] !== 0 && p < end) {
          const code = String.fromCharCode(buf[p++]!);
          const value = cstring();
          if (code === 'M') e.message = value;
          else if (ERROR_FIELDS[code]) (e as unknown as Record<string, string>)[ERROR_FIELDS[code]] = value;
        }
        error ??= e;
        break;
      }
      case 0x5a: // 'Z' ReadyForQuery: this read is over
        onRead(col, error);
        col = new Collector();
        error = null;
        break;
      // ParseComplete, BindComplete, CloseComplete, NoData, notices, parameter status: nothing to keep
    }
    at = end;
  }
}

interface Waiting {
  req: ReadRequest;
  resolve: (r: ReadResult) => void;
  reject: (e: unknown) => void;
  retried: boolean;
}

/** Resolves a read with its result, or rejects it if turning the answer into rows fails (a parser). */
function settle(w: Waiting, result: () => ReadResult): void {
  try {
    w.resolve(result());
  } catch (e) {
    w.reject(e);
  }
}

/** Reads sent in one call at most (a bound on how long one call holds PGlite). */
const MAX_BATCH = 32;

/**
 * PGlite runs one statement at a time on the server's thread, so reads that arrive while it is busy
 * wait in a queue and are then sent together: one call into PGlite carries several reads, each still
 * its own implicit transaction with its own Sync (an error in one skips only to its own Sync). PGlite's
 * locks are taken once per call, so a waiting transaction goes next, not after the whole queue.
 */
export class PgliteOneTrip implements OneTripReader {
  private cache = new StatementCache();
  private queue: Waiting[] = [];
  private pumping = false;
  constructor(private readonly client: PGlite) {}

  read(req: ReadRequest): Promise<ReadResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ req, resolve, reject, retried: false });
      if (!this.pumping) {
        // Started on the next turn of the event loop, after the requests already received have queued
        // their reads too: under load one call then carries several.
        this.pumping = true;
        setImmediate(() => void this.pump());
      }
    });
  }

  private async pump(): Promise<void> {
    const c = this.client;
    try {
      while (this.queue.length) {
        // Both of PGlite's locks, as its own query() takes them: never inside another caller's transaction.
        await c._runExclusiveTransaction(() => c._runExclusiveQuery(() => this.send(this.queue.splice(0, MAX_BATCH))));
      }
    } finally {
      this.pumping = false;
    }
  }

  private async send(waiting: Waiting[]): Promise<void> {
    const c = this.client;
    const batch = new Batch();
    const sent: { w: Waiting; parsed: Parsed }[] = [];
    for (const w of waiting) {
      try {
        sent.push({ w, parsed: planInto(batch, this.cache, w.req, w.req.params.map(textParam), true) });
      } catch (e) {
        w.reject(e);
      }
    }
    if (!sent.length) return;
    const chunks: Buffer[] = [];
    try {
      // The raw answer, parsed here (PGlite's own parser builds objects for every message). Reads
      // write nothing: no flush of the data directory afterwards.
      await c.execProtocolRawStream(batch.bytes(), { syncToFs: false, onRawData: (data) => chunks.push(Buffer.from(data)) });
    } catch (e) {
      for (const { w, parsed } of sent) {
        forget(this.cache, parsed);
        w.reject(e);
      }
      return;
    }
    let i = 0;
    let cleared = false;
    readBackend(Buffer.concat(chunks), (col, error) => {
      const one = sent[i++];
      if (!one) return;
      const { w, parsed } = one;
      if (!error) return settle(w, () => col.result(w.req, (typeId) => c.parsers[typeId] as ValueParser | undefined));
      forget(this.cache, parsed);
      if (isMissingStatement(error) && !w.retried) {
        // A statement the cache believed prepared is gone (DEALLOCATE): prepare again, once.
        if (!cleared) this.cache.clear();
        cleared = true;
        w.retried = true;
        this.queue.unshift(w);
        return;
      }
      w.reject(error);
    });
    for (const { w, parsed } of sent.slice(i)) {
      forget(this.cache, parsed);
      w.reject(new Error('tenant read: PGlite ended the batch early'));
    }
  }
}

// ---------------------------------------------------------------- PostgreSQL (node-postgres)

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
        parsed.push(planInto(batch, cache, w.req, w.values, false));
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
