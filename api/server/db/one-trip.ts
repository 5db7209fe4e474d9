// One round trip per tenant read. A read is a short extended-protocol message sequence; up to its Sync,
// PostgreSQL runs it as one implicit transaction:
//
//   [Close/Parse of statements not yet prepared on this connection]
//   Bind+Execute  SET_STATEMENT($1 = tenant)   -- role scpr_app, app.tnt_id, read only: all LOCAL
//   Bind+Describe+Execute  the query ($n = its parameters)
//   Sync                                        -- ends the implicit transaction: the settings are gone
//
// In a batch of several reads (one implicit transaction), a read of the same tenant as the read before it
// needs no SET of its own: the settings are LOCAL to that transaction and nothing in it changes them.
//
// The settings are made by an earlier statement of the same transaction, so the query is planned and run
// as the app role under row-level security with the tenant set, exactly as in withTenant(), but in one
// round trip instead of four. Reads that wait at the same moment go together in one write
// (one-trip-postgres.ts says how; PGlite is reached the same way, through its thread). Values
// always travel as protocol parameters (never inlined into SQL text). Statements are prepared once per
// connection and named; a bounded cache closes the least recently used ones. This file builds the
// messages and collects the answers; one-trip-postgres.ts sends the batches.
import { APP_ROLE } from './role';
import type { ReadObserver } from './read-cache/answer-cache';

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
  /** Plan with this read's values every time (the unnamed statement): for a read whose best plan depends
   * on them, where the generic plan PostgreSQL settles on after five runs of a named statement would fix
   * one choice for all. Costs a parse and a plan per read. */
  customPlan?: boolean;
  /** Told what the read depends on, by the read cache (read-cache/answer-cache.ts); not sent. */
  observer?: ReadObserver;
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

/** Runs one statement for one tenant in one round trip. */
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
export class StatementCache {
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
export class Batch {
  private chunks: Buffer[] = [];
  private size = 0;
  /** The tenant the batch's transaction is set for (by its last SET statement). */
  tenant: string | null = null;
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
export type Parsed = [text: string, name: string][];

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

/** The unnamed statement, parsed in this batch for one read (planned with its values, never cached). */
function unnamedStatement(batch: Batch, text: string): string {
  batch.parse('', text);
  return '';
}

/** A read as planned into a batch: the statements it parsed, and how many statements answer for it (2
 * with its own SET, 1 when the read before it set the same tenant). */
export interface Planned {
  parsed: Parsed;
  statements: 1 | 2;
}

/** Appends one read to a batch: its set statement (unless the batch is already set for its tenant), then
 * its query (the batch's one Sync comes last). */
export function planInto(batch: Batch, cache: StatementCache, req: ReadRequest, values: (string | null)[]): Planned {
  // Checked before anything is appended, so a refused read never leaves half its messages in the batch.
  if (req.text.includes('\0')) throw new TypeError('tenant read: NUL in SQL text');
  for (const name of cache.toClose) batch.close(name);
  cache.toClose = [];
  const parsed: Parsed = [];
  const withSet = batch.tenant !== req.tntId;
  if (withSet) {
    const setName = statementName(batch, cache, SET_STATEMENT, parsed);
    batch.bind(setName, [req.tntId]);
    batch.execute();
  }
  const queryName = req.customPlan ? unnamedStatement(batch, req.text) : statementName(batch, cache, req.text, parsed);
  batch.bind(queryName, values);
  batch.describePortal();
  batch.execute();
  batch.tenant = req.tntId;
  return { parsed, statements: withSet ? 2 : 1 };
}

export const forget = (cache: StatementCache, parsed: Parsed) => {
  for (const [text, name] of parsed) cache.forget(text, name);
};

/** Collects one read's answer: the rows of its last statement (the query; a first one, if any, sets the
 * context). */
export class Collector {
  private completes = 0;
  private readonly queryAt: number;
  fields: ReadField[] = [];
  raw: (string | null)[][] = [];
  affectedRows = 0;
  constructor(private readonly statements: 1 | 2) {
    this.queryAt = statements - 1;
  }
  /** Every statement of the read has completed. */
  get done(): boolean {
    return this.completes >= this.statements;
  }
  rowDescription(fields: ReadField[]): void {
    if (this.completes === this.queryAt) this.fields = fields;
  }
  dataRow(values: (string | null)[]): void {
    if (this.completes === this.queryAt) this.raw.push(values);
  }
  commandComplete(text: string): void {
    if (this.completes === this.queryAt) this.affectedRows = Number(/(\d+)$/.exec(text)?.[1] ?? 0);
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
export const isMissingStatement = (e: unknown) => (e as { code?: string })?.code === '26000';

export interface Waiting {
  req: ReadRequest;
  resolve: (r: ReadResult) => void;
  reject: (e: unknown) => void;
  retried: boolean;
}

/** Resolves a read with its result, or rejects it if turning the answer into rows fails (a parser). */
export function settle(w: Waiting, result: () => ReadResult): void {
  try {
    w.resolve(result());
  } catch (e) {
    w.reject(e);
  }
}

/** Reads in one batch at most (a bound on how long one batch holds PGlite or a connection). */
export const MAX_BATCH = 32;
