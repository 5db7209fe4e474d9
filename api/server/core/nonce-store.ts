// Single-use values (anti-replay nonces, login payload nonces). In memory for one process; a
// multi-process deployment plugs in a shared store with the same contract (Redis SET NX PX, or a
// PostgreSQL table with a unique key), see README "Beyond one machine".
export interface NonceStore {
  /** True the first time a key is seen within ttlMs; false for a replay. */
  useOnce(key: string, ttlMs: number): boolean | Promise<boolean>;
}

/** Two generations of sets rotated every ttl: O(1) per call, memory bounded by two windows of traffic.
 * A key is remembered for at least ttlMs (and at most 2 x ttlMs). */
export class MemoryNonceStore implements NonceStore {
  private current = new Set<string>();
  private previous = new Set<string>();
  private rotatedAt: number;
  constructor(
    private readonly now: () => number,
    private readonly generationMs = 600_000,
  ) {
    this.rotatedAt = now();
  }
  useOnce(key: string, ttlMs: number): boolean {
    const t = this.now();
    const gen = Math.max(this.generationMs, ttlMs);
    if (t - this.rotatedAt >= gen) {
      this.previous = t - this.rotatedAt >= 2 * gen ? new Set() : this.current;
      this.current = new Set();
      this.rotatedAt = t;
    }
    if (this.current.has(key) || this.previous.has(key)) return false;
    this.current.add(key);
    return true;
  }
}
