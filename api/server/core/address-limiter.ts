// Requests per client address per window for unauthenticated traffic (issue 13 item 2): a fixed window
// per address in this process's memory, at most maxAddresses of them (the oldest window is dropped
// first), so a flood from many addresses cannot grow it without bound either. Per process on purpose:
// it answers without a round trip, and the nonces it protects are in the shared store.
export interface AddressLimit {
  /** Requests allowed per address per window; 0 switches the limit off. */
  perWindow: number;
  windowMs: number;
  maxAddresses: number;
}

/** Default: 600 unauthenticated calls a minute per address (10 a second sustained). */
export const DEFAULT_ADDRESS_LIMIT: AddressLimit = { perWindow: 600, windowMs: 60_000, maxAddresses: 100_000 };

export class AddressLimiter {
  private windows = new Map<string, { n: number; end: number }>();

  constructor(
    private readonly limit: AddressLimit,
    private readonly now: () => number,
  ) {}

  /** Counts one request from address; false when it is over the limit. */
  allow(address: string): boolean {
    if (this.limit.perWindow <= 0) return true;
    const t = this.now();
    const w = this.windows.get(address);
    if (w && w.end > t) return ++w.n <= this.limit.perWindow;
    // A new window goes to the end of the map's order: the front holds the oldest windows.
    if (w) this.windows.delete(address);
    this.windows.set(address, { n: 1, end: t + this.limit.windowMs });
    if (this.windows.size > this.limit.maxAddresses) this.windows.delete(this.windows.keys().next().value as string);
    return true;
  }

  /** Addresses held (tests: bounded under a flood). */
  get size(): number {
    return this.windows.size;
  }
}
