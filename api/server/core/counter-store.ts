// Fixed-window counters for the login and SMS throttles (issue 13 items 5, 6). One call counts one hit
// and answers the count of the current window, atomically: ten concurrent hits answer 1..10, each once,
// so a check made on the answer cannot be raced past. Counters are global (keyed by a digest of a phone
// or a client address, never by tenant): another tenant header buys no extra tries. Kept in the database
// (auth_counters, migration 0055) or, with REDIS_URL, in Redis (counter-store-redis.ts); the server's
// clock decides the windows in both, so tests can move time.
import { createHash } from 'node:crypto';
import type { OwnerSql } from '../db';

export interface CounterStore {
  /** Counts a hit on key; answers the hits of its window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The hits of key's current window without counting one. */
  peek(key: string): Promise<number>;
  /** Ends key's window (a successful login clears its failures). */
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

/** A counter key: its kind in clear, the phone or address as a digest (no personal data at rest). */
export const counterKey = (kind: string, value: string): string =>
  `${kind}:${createHash('sha256').update(value).digest('hex').slice(0, 40)}`;

const PURGE_EVERY_MS = 60_000;

export class DbCounterStore implements CounterStore {
  private lastPurge = 0;

  constructor(
    private readonly sql: OwnerSql,
    private readonly now: () => number,
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const t = this.now();
    await this.purge(t);
    // One statement: a new window starts at 1, a live one adds 1 under the row lock of the conflict.
    const [row] = await this.sql.query<{ hits: number }>(
      `INSERT INTO auth_counters AS c (counter_key, hits, window_end) VALUES ($1, 1, $2)
       ON CONFLICT (counter_key) DO UPDATE SET
         hits = CASE WHEN c.window_end <= $3 THEN 1 ELSE c.hits + 1 END,
         window_end = CASE WHEN c.window_end <= $3 THEN excluded.window_end ELSE c.window_end END
       RETURNING hits`,
      [key, new Date(t + windowMs).toISOString(), new Date(t).toISOString()],
    );
    return Number(row!.hits);
  }

  async peek(key: string): Promise<number> {
    const [row] = await this.sql.query<{ hits: number }>('SELECT hits FROM auth_counters WHERE counter_key = $1 AND window_end > $2', [
      key,
      new Date(this.now()).toISOString(),
    ]);
    return Number(row?.hits ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.sql.query('DELETE FROM auth_counters WHERE counter_key = $1', [key]);
  }

  private async purge(t: number): Promise<void> {
    if (t - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = t;
    await this.sql.query('DELETE FROM auth_counters WHERE window_end <= $1', [new Date(t).toISOString()]);
  }
}
