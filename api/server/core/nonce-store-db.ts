// Nonces in the database (request_nonces, migration 0055) when no Redis is configured. Requests that wait
// at the same moment share one INSERT ... ON CONFLICT DO NOTHING RETURNING (the first goes at once, the
// ones arriving while it runs go together next), so a busy server pays one statement per batch, not per
// request. A nonce is fresh when its row was inserted now. Rows past their expiry are deleted at most once
// a minute. Only requests waiting for an answer are held in memory, and at most MAX_WAITING of them: past
// that the call is refused (TOO_MANY) rather than queued without bound.
import type { FastifyBaseLogger } from 'fastify';
import type { OwnerSql } from '../db';
import { fail } from './errors';
import type { NonceStore } from './nonce-store';
import { Throttled } from './throttled-log';

const MAX_BATCH = 500;
export const MAX_WAITING = 10_000;
export const PURGE_EVERY_MS = 60_000;

interface Waiting {
  scope: string;
  nonce: string;
  expiresAt: number;
  resolve(fresh: boolean): void;
  reject(e: unknown): void;
}

export interface DbNonceStoreOptions {
  /** Ends what the store owns (its own connection on PostgreSQL: nonce-sql-postgres.ts). */
  onClose?: () => Promise<void>;
  /** Batches in flight at once (default 1). Two batches holding one nonce are still decided once: the
   * second INSERT waits for the first's commit on the primary key, then inserts nothing. */
  lanes?: number;
}

export class DbNonceStore implements NonceStore {
  private queue: Waiting[] = [];
  /** Batches in flight (at most `lanes`). */
  private running = 0;
  private readonly lanes: number;
  private readonly onClose: (() => Promise<void>) | undefined;
  private lastPurge = 0;
  private readonly warn: Throttled;

  constructor(
    private readonly sql: Pick<OwnerSql, 'query'>,
    private readonly now: () => number,
    log: FastifyBaseLogger,
    o: DbNonceStoreOptions = {},
  ) {
    this.warn = new Throttled(log, 'nonce store (database) unavailable: requests are refused');
    this.lanes = o.lanes ?? 1;
    this.onClose = o.onClose;
  }

  async close(): Promise<void> {
    await this.onClose?.();
  }

  /** Requests waiting for their answer (tests: memory stays bounded under a flood). */
  get waiting(): number {
    return this.queue.length;
  }

  useOnce(scope: string, nonce: string, ttlMs: number): Promise<boolean> {
    if (this.queue.length >= MAX_WAITING) return Promise.reject(fail('TOO_MANY'));
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ scope, nonce, expiresAt: this.now() + ttlMs, resolve, reject });
      if (this.running < this.lanes) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running++;
    try {
      while (this.queue.length > 0) await this.insert(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.running--;
    }
  }

  private async insert(batch: Waiting[]): Promise<void> {
    // The same nonce twice in one batch: the first is the use, the others are replays.
    const first = new Map<string, Waiting>();
    const replays: Waiting[] = [];
    for (const w of batch) {
      const k = `${w.scope}\u0000${w.nonce}`;
      if (first.has(k)) replays.push(w);
      else first.set(k, w);
    }
    const rows = [...first.values()];
    let fresh: Set<string>;
    try {
      await this.purge();
      const inserted = await this.sql.query<{ scope: string; nonce: string }>(
        `INSERT INTO request_nonces (scope, nonce, expires_at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])
         ON CONFLICT DO NOTHING RETURNING scope, nonce`,
        [rows.map((w) => w.scope), rows.map((w) => w.nonce), rows.map((w) => new Date(w.expiresAt).toISOString())],
      );
      fresh = new Set(inserted.map((r) => `${r.scope}\u0000${r.nonce}`));
    } catch (err) {
      this.warn.error(err);
      for (const w of batch) w.reject(fail('INTERNAL'));
      return;
    }
    for (const [k, w] of first) w.resolve(fresh.has(k));
    for (const w of replays) w.resolve(false);
  }

  private async purge(): Promise<void> {
    const t = this.now();
    if (t - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = t;
    await deleteExpiredNonces(this.sql, t);
  }
}

export async function deleteExpiredNonces(sql: Pick<OwnerSql, 'query'>, t: number): Promise<void> {
  await sql.query('DELETE FROM request_nonces WHERE expires_at < $1', [new Date(t).toISOString()]);
}
