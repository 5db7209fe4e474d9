// Single-use values (anti-replay nonces, login payload nonces). BucketedNonceStore keeps them in this
// process; RedisNonceStore (nonce-store-redis.ts) shares them between processes (README "Beyond one
// machine").
export interface NonceStore {
  /** True the first time a key is seen within ttlMs; false for a replay. */
  useOnce(key: string, ttlMs: number): boolean | Promise<boolean>;
  close?(): Promise<void>;
}

/**
 * In-process store: each key goes into the bucket of the moment it may be forgotten (its expiry rounded
 * up to bucketMs), and a bucket whose end has passed is dropped whole. No per-entry timers and no
 * per-entry deletes; a lookup checks the few live buckets (ttl / bucketMs + 1 of them). A key is
 * remembered for at least ttlMs and at most ttlMs + bucketMs.
 */
export class BucketedNonceStore implements NonceStore {
  /** Live buckets, oldest first; `end` is the bucket's last moment (exclusive). */
  private buckets: { end: number; keys: Set<string> }[] = [];

  constructor(
    private readonly now: () => number,
    private readonly bucketMs = 100_000,
  ) {}

  useOnce(key: string, ttlMs: number): boolean {
    const t = this.now();
    const buckets = this.buckets;
    // Expired buckets are at the front: drop them whole.
    while (buckets.length > 0 && buckets[0]!.end <= t) buckets.shift();
    for (let i = 0; i < buckets.length; i++) if (buckets[i]!.keys.has(key)) return false;
    const end = (Math.floor((t + ttlMs) / this.bucketMs) + 1) * this.bucketMs;
    this.bucketEnding(end).add(key);
    return true;
  }

  /** Number of keys held (tests, diagnostics). */
  get size(): number {
    return this.buckets.reduce((n, b) => n + b.keys.size, 0);
  }

  private bucketEnding(end: number): Set<string> {
    const buckets = this.buckets;
    // Most keys share the newest bucket; otherwise insert in order (a shorter ttl lands earlier).
    const last = buckets[buckets.length - 1];
    if (last && last.end === end) return last.keys;
    let i = buckets.length;
    while (i > 0 && buckets[i - 1]!.end > end) i--;
    if (i > 0 && buckets[i - 1]!.end === end) return buckets[i - 1]!.keys;
    const keys = new Set<string>();
    buckets.splice(i, 0, { end, keys });
    return keys;
  }
}
