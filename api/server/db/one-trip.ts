// One round trip per tenant read. A read is sent as ONE extended-protocol message sequence ending in a
// single Sync, which PostgreSQL runs as one implicit transaction:
//
//   [Close/Parse of statements not yet prepared on this connection]
//   Bind+Execute  SET_STATEMENT($1 = tenant)   -- role scpr_app, app.tnt_id, read only: all LOCAL
//   Bind+Describe+Execute  the query ($n = its parameters)
//   Sync                                        -- ends the implicit transaction: the settings are gone
//
// The settings are made by an earlier statement of the same transaction, so the query is planned and run
// as the app role under row-level security with the tenant set, exactly as in withTenant(), but in one
// call into PGlite or one network round trip to PostgreSQL instead of four. Values always travel as
// protocol parameters (never inlined into SQL text). Statements are prepared once per connection and
// named; a bounded cache closes the least recently used ones.
import { protocol, type PGlite } from '@electric-sql/pglite';
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
  clear(): void {
    for (const name of this.names.values()) this.toClose.push(name);
    this.names.clear();
  }
}

/** The message sequence of one read, engine-neutral: each engine writes these with its own serializer. */
type Step =
  | { op: 'close'; name: string }
  | { op: 'parse'; name: string; text: string }
  | { op: 'bind'; name: string; values: (string | null)[] }
  | { op: 'describe' }
  | { op: 'execute' }
  | { op: 'sync' };

interface Plan {
  steps: Step[];
  /** Statements parsed by this batch, recorded in the cache once it succeeds. */
  parsed: [text: string, name: string][];
}

function plan(cache: StatementCache, req: ReadRequest): Plan {
  const steps: Step[] = cache.toClose.map((name) => ({ op: 'close' as const, name }));
  cache.toClose = [];
  const parsed: [string, string][] = [];
  const statement = (text: string): string => {
    let name = cache.get(text);
    if (name === undefined) {
      name = cache.newName();
      // Close first: a batch that failed after its Parse may have left the name behind.
      steps.push({ op: 'close', name }, { op: 'parse', name, text });
      parsed.push([text, name]);
    }
    return name;
  };
  const setName = statement(SET_STATEMENT);
  steps.push({ op: 'bind', name: setName, values: [req.tntId] }, { op: 'execute' });
  const queryName = statement(req.text);
  steps.push({ op: 'bind', name: queryName, values: req.params.map(textParam) }, { op: 'describe' }, { op: 'execute' }, { op: 'sync' });
  return { steps, parsed };
}

/** Collects the answer of the second statement (the query) from the backend messages of a batch. */
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

export class PgliteOneTrip implements OneTripReader {
  private cache = new StatementCache();
  constructor(private readonly client: PGlite) {}

  async read(req: ReadRequest): Promise<ReadResult> {
    try {
      return await this.once(req);
    } catch (e) {
      if (!isMissingStatement(e)) throw e;
      this.cache.clear();
      return this.once(req);
    }
  }

  private once(req: ReadRequest): Promise<ReadResult> {
    const c = this.client;
    // Both of PGlite's locks, as its own query() takes them: never inside another caller's transaction.
    return c._runExclusiveTransaction(() =>
      c._runExclusiveQuery(async () => {
        const p = plan(this.cache, req);
        const s = protocol.serialize;
        const parts = p.steps.map((st) => {
          switch (st.op) {
            case 'close':
              return s.close({ type: 'S', name: st.name });
            case 'parse':
              return s.parse({ name: st.name, text: st.text });
            case 'bind':
              return s.bind({ statement: st.name, values: st.values });
            case 'describe':
              return s.describe({ type: 'P' });
            case 'execute':
              return s.execute({});
            case 'sync':
              return s.sync();
          }
        });
        const message = new Uint8Array(parts.reduce((n, x) => n + x.length, 0));
        let at = 0;
        for (const x of parts) {
          message.set(x, at);
          at += x.length;
        }
        // A read writes nothing: no flush of the data directory afterwards.
        const { messages } = await c.execProtocol(message, { syncToFs: false });
        for (const [text, name] of p.parsed) this.cache.add(text, name);
        const col = new Collector();
        for (const m of messages) {
          if (m.name === 'rowDescription') col.rowDescription((m as unknown as { fields: ReadField[] }).fields);
          else if (m.name === 'dataRow') col.dataRow((m as unknown as { fields: (string | null)[] }).fields);
          else if (m.name === 'commandComplete') col.commandComplete((m as unknown as { text: string }).text);
        }
        return col.result(req, (typeId) => c.parsers[typeId] as ValueParser | undefined);
      }),
    );
  }
}

// ---------------------------------------------------------------- PostgreSQL (node-postgres)

const pgTextParser = (typeId: number): ValueParser => pg.types.getTypeParser(typeId, 'text') as ValueParser;

/** A node-postgres Submittable that writes the whole batch at once and collects the query's rows. */
class OneTripQuery implements pg.Submittable {
  readonly col = new Collector();
  private settled = false;
  constructor(
    private readonly p: Plan,
    private readonly done: (err: Error | null) => void,
  ) {}
  submit(c: pg.Connection): void {
    // Written as one TCP send: corked, every message, then uncorked.
    const stream = c.stream as unknown as { cork?: () => void; uncork?: () => void };
    stream.cork?.();
    try {
      for (const st of this.p.steps) {
        switch (st.op) {
          case 'close':
            c.close({ type: 'S', name: st.name }, true);
            break;
          case 'parse':
            c.parse({ name: st.name, text: st.text, types: [] }, true);
            break;
          case 'bind':
            c.bind({ statement: st.name, values: st.values }, true);
            break;
          case 'describe':
            c.describe({ type: 'P', name: '' }, true);
            break;
          case 'execute':
            c.execute({ portal: '' }, true);
            break;
          case 'sync':
            c.sync();
            break;
        }
      }
    } finally {
      stream.uncork?.();
    }
  }
  private settle(err: Error | null): void {
    if (this.settled) return;
    this.settled = true;
    this.done(err);
  }
  handleRowDescription(msg: { fields: ReadField[] }): void {
    this.col.rowDescription(msg.fields);
  }
  handleDataRow(msg: { fields: (string | null)[] }): void {
    this.col.dataRow(msg.fields);
  }
  handleCommandComplete(msg: { text: string }): void {
    this.col.commandComplete(msg.text);
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

export class PostgresOneTrip implements OneTripReader {
  private caches = new WeakMap<pg.PoolClient, StatementCache>();
  constructor(private readonly pool: pg.Pool) {}

  async read(req: ReadRequest): Promise<ReadResult> {
    const client = await this.pool.connect();
    let cache = this.caches.get(client);
    if (!cache) this.caches.set(client, (cache = new StatementCache()));
    let broken: Error | undefined;
    try {
      try {
        return await this.once(client, cache, req);
      } catch (e) {
        if (!isMissingStatement(e)) throw e;
        cache.clear();
        return await this.once(client, cache, req);
      }
    } catch (e) {
      // An error the server sent leaves the connection usable; anything else (a dead socket) does not.
      if (!(e instanceof pg.DatabaseError)) broken = e as Error;
      throw e;
    } finally {
      client.release(broken);
    }
  }

  private once(client: pg.PoolClient, cache: StatementCache, req: ReadRequest): Promise<ReadResult> {
    const p = plan(cache, req);
    return new Promise((resolve, reject) => {
      const q = new OneTripQuery(p, (err) => {
        if (err) return reject(err);
        for (const [text, name] of p.parsed) cache.add(text, name);
        resolve(q.col.result(req, pgTextParser));
      });
      client.query(q);
    });
  }
}
