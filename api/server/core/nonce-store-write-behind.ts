// Nonces of a database only one process can open (PGlite): that process sees every request, so a set in
// its memory decides, and the database only has to remember the nonces across a restart. A fresh nonce is
// added to the set and answered at once; the nonces are written behind, one row per tenant and flush holding
// them in an array (request_nonce_batches, migration 0061; at most FLUSH_MS later, and at once on close). A
// statement per request cost PGlite about 300 µs of CPU (the statement) plus 15-25 µs per row; a row per
// nonce in one statement per flush still cost the row, 14 µs of server CPU per authenticated request; an
// array element costs well under one.
//
// The set keeps 64-bit fingerprints of (tenant, nonce) in typed arrays, one table per expiry bucket
// (fingerprint-set.ts): 16-32 bytes a nonce outside the garbage-collected heap, where a Map of the strings
// cost about 100 and held only a million (the bench filled it in half a minute, and every request then
// waited for the database). A bucket's table is let go whole once its end has passed.
//
// On start the set is loaded with the nonces still live, so a request replayed across a restart is refused.
// Memory is bounded (maxKept nonces): while the set is full, or while it lacks live nonces (too many to load
// at start: those are then moved into request_nonces, one row each), a nonce the set does not know is
// checked and written in request_nonces before the answer (DbNonceStore, the store PostgreSQL uses), until
// every nonce the set lacks has expired. A nonce written in a batch is always in the set until it expires,
// so the database never has to look one up in the arrays.
//
// What a crash (kill -9) can forget: the nonces of its last FLUSH_MS, which a replay within their window
// could then use once more; PostgreSQL with synchronous_commit off and Redis's default every-second
// fsync make the same trade. A clean stop writes every nonce.
import type { FastifyBaseLogger } from 'fastify';
import type { OwnerSql } from '../db';
import type { NonceStore } from './nonce-store';
import { DbNonceStore, deleteExpiredNonces, PURGE_EVERY_MS } from './nonce-store-db';
import { Throttled } from './throttled-log';
import { fingerprint, FingerprintSet, type Fingerprint } from './fingerprint-set';

export const FLUSH_MS = 100;
const FLUSH_ROWS = 2_000;
/** 64-128 MB: a sustained 13,000 fresh nonces a second over the window (about 305 s). */
export const DEFAULT_MAX_KEPT = 4_000_000;
/** Keys expire a bucket at a time: kept at least until their expiry, at most this much longer. */
const BUCKET_MS = 100_000;

interface Row {
  scope: string;
  nonce: string;
  expiresAt: number;
}

/** Every stored nonce, whichever table holds it, as rows (scope, nonce, expires_at): for start and tests. */
export const STORED_NONCES = `(SELECT scope, nonce, expires_at FROM request_nonces
  UNION ALL SELECT b.scope, u.nonce, b.expires_at FROM request_nonce_batches b, unnest(b.nonces) AS u(nonce))`;

export interface WriteBehindOptions {
  maxKept?: number;
}

export class WriteBehindNonceStore implements NonceStore {
  /** The keys of each bucket, oldest bucket first; a bucket is dropped once its end has passed. */
  private buckets: { end: number; keys: FingerprintSet }[] = [];
  private kept = 0;
  /** The fingerprint of the nonce at hand (reused: no allocation per request). */
  private readonly key: Fingerprint = { hi: 0, lo: 0 };
  /** Until then a key the set lacks may still be live in the database: the database decides. */
  private dbUntil = 0;
  private pending: Row[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private lastPurge = 0;
  private readonly db: DbNonceStore;
  private readonly warn: Throttled;
  private readonly maxKept: number;

  private constructor(
    private readonly sql: OwnerSql,
    private readonly now: () => number,
    log: FastifyBaseLogger,
    o: WriteBehindOptions,
  ) {
    this.db = new DbNonceStore(sql, now, log);
    this.warn = new Throttled(log, 'nonce store (database) could not write: retried with the next batch');
    this.maxKept = o.maxKept ?? DEFAULT_MAX_KEPT;
  }

  /** Loads the live nonces (or, when there are more than the set may hold, lets the database decide until they expire). */
  static async open(sql: OwnerSql, now: () => number, log: FastifyBaseLogger, o: WriteBehindOptions = {}): Promise<WriteBehindNonceStore> {
    const store = new WriteBehindNonceStore(sql, now, log, o);
    const at = new Date(now()).toISOString();
    const [live] = await sql.query<{ n: string; until: string | null }>(
      `SELECT count(*)::text AS n, max(expires_at)::text AS until FROM ${STORED_NONCES} s WHERE expires_at > $1`, [at]);
    if (!live || Number(live.n) === 0) return store;
    if (Number(live.n) > store.maxKept) {
      // The database decides from request_nonces alone, one row per nonce: move the batches' there.
      await sql.query(
        `WITH moved AS (DELETE FROM request_nonce_batches RETURNING scope, expires_at, nonces)
         INSERT INTO request_nonces (scope, nonce, expires_at)
         SELECT m.scope, u.nonce, m.expires_at FROM moved m, unnest(m.nonces) AS u(nonce)
         WHERE m.expires_at > $1 ON CONFLICT DO NOTHING`, [at]);
      store.dbUntil = Date.parse(live.until!);
      return store;
    }
    const rows = await sql.query<{ scope: string; nonce: string; ms: string }>(
      `SELECT scope, nonce, (extract(epoch FROM expires_at) * 1000)::bigint::text AS ms FROM ${STORED_NONCES} s WHERE expires_at > $1`, [at]);
    // A nonce may be stored twice (a batch and its own row): kept once.
    for (const r of rows) if (!store.has(fingerprint(r.scope, r.nonce, store.key))) store.remember(store.key, Number(r.ms));
    return store;
  }

  /** Nonces in the set (tests, diagnostics). */
  get size(): number {
    return this.kept;
  }

  /** Requests waiting for the database's answer (the fallback path). */
  get waiting(): number {
    return this.db.waiting;
  }

  useOnce(scope: string, nonce: string, ttlMs: number): Promise<boolean> {
    const t = this.now();
    this.dropExpired(t);
    const key = fingerprint(scope, nonce, this.key);
    if (this.has(key)) return Promise.resolve(false);
    const expiresAt = t + ttlMs;
    const full = this.kept >= this.maxKept;
    if (full) this.dbUntil = Math.max(this.dbUntil, expiresAt);
    else this.remember(key, expiresAt);
    if (t < this.dbUntil) {
      // The set may lack a live nonce: the database decides (and stores the row before the answer). The
      // key is already in the set when there was room, so a replay racing this one is refused by the set.
      return full ? this.db.useOnce(scope, nonce, ttlMs) : this.db.useOnce(scope, nonce, ttlMs).catch((e: unknown) => {
        this.forget(fingerprint(scope, nonce));
        throw e;
      });
    }
    this.pending.push({ scope, nonce, expiresAt });
    if (this.pending.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
    return Promise.resolve(true);
  }

  /** Writes every pending row (tests call it before looking at the table; close() calls it). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.flushing) await this.flushing;
    if (this.pending.length === 0) return;
    const rows = this.pending;
    this.pending = [];
    this.flushing = this.write(rows).finally(() => (this.flushing = null));
    await this.flushing;
  }

  async close(): Promise<void> {
    await this.flush();
  }

  private async write(rows: Row[]): Promise<void> {
    // One expiry for the batch, its latest: a row is kept a little longer than its own, never shorter.
    let until = 0;
    for (const r of rows) until = Math.max(until, r.expiresAt);
    try {
      const t = this.now();
      if (t - this.lastPurge >= PURGE_EVERY_MS) {
        this.lastPurge = t;
        await deleteExpiredNonces(this.sql, t);
        await this.sql.query('DELETE FROM request_nonce_batches WHERE expires_at < $1', [new Date(t).toISOString()]);
      }
      const byScope = new Map<string, string[]>();
      for (const r of rows) {
        const list = byScope.get(r.scope);
        if (list) list.push(r.nonce);
        else byScope.set(r.scope, [r.nonce]);
      }
      const params: unknown[] = [new Date(until).toISOString()];
      const values: string[] = [];
      for (const [scope, nonces] of byScope) {
        values.push(`($${params.length + 1}, $1::timestamptz, $${params.length + 2}::text[])`);
        params.push(scope, nonces);
      }
      await this.sql.query(`INSERT INTO request_nonce_batches (scope, expires_at, nonces) VALUES ${values.join(', ')}`, params);
    } catch (err) {
      // The set still refuses these nonces in this process; the rows go with the next batch.
      this.warn.error(err);
      this.pending = rows.concat(this.pending).slice(0, this.maxKept);
      this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
    }
  }

  private has(key: Fingerprint): boolean {
    for (const b of this.buckets) if (b.keys.has(key)) return true;
    return false;
  }

  private forget(key: Fingerprint): void {
    for (const b of this.buckets) if (b.keys.delete(key)) this.kept--;
  }

  private dropExpired(t: number): void {
    const b = this.buckets;
    while (b.length > 0 && b[0]!.end <= t) this.kept -= b.shift()!.keys.size;
  }

  /** Puts a key the set does not hold in the bucket that ends after its expiry (kept at least until then,
   * at most BUCKET_MS longer). */
  private remember(key: Fingerprint, expiresAt: number): void {
    const end = (Math.floor(expiresAt / BUCKET_MS) + 1) * BUCKET_MS;
    const b = this.buckets;
    let bucket = b[b.length - 1];
    if (!bucket || bucket.end !== end) {
      let i = b.length;
      while (i > 0 && b[i - 1]!.end > end) i--;
      bucket = i > 0 && b[i - 1]!.end === end ? b[i - 1]! : undefined;
      if (!bucket) {
        bucket = { end, keys: new FingerprintSet() };
        b.splice(i, 0, bucket);
      }
    }
    if (bucket.keys.add(key)) this.kept++;
  }
}
