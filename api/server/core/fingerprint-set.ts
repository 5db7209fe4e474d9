// A set of 64-bit fingerprints of strings in typed arrays (open addressing, linear probing): what the
// in-memory nonce set keeps (nonce-store-write-behind.ts). A JavaScript Map of the nonce strings cost about
// 100 bytes of garbage-collected heap per nonce, so it could hold only a million (a sustained 3,300 requests
// a second over the anti-replay window) before the database had to decide every request; and its lookups
// missed the cache several times each. Here a nonce costs 16-32 bytes outside the heap and one probe.
//
// A fingerprint is two 32-bit hashes of the string, seeded at random per process (so nobody can choose
// strings that pile up in one probe run). Two different strings share one with a probability of about 2^-64
// each: among ten million kept nonces, a fresh one is taken for a used one less than once in 10^12 requests,
// and is answered as any stale request is (the client signs again).

let seed1 = 0;
let seed2 = 0;

/** A fingerprint: two 32-bit halves, `lo` never 0 (0 marks an empty slot). */
export interface Fingerprint {
  hi: number;
  lo: number;
}

function reseed(): void {
  const s = new Uint32Array(2);
  globalThis.crypto.getRandomValues(s);
  seed1 = s[0]!;
  seed2 = s[1]! | 1;
}
reseed();

/** murmur3's finalizer: every input bit moves every output bit. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The fingerprint of `a`, a separator, then `b`, written into `out` (no allocation per request). */
export function fingerprint(a: string, b: string, out: Fingerprint = { hi: 0, lo: 0 }): Fingerprint {
  let h1 = seed1 ^ 0x811c9dc5;
  let h2 = seed2;
  for (let i = 0; i < a.length; i++) {
    const c = a.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  h1 = Math.imul(h1 ^ 0xffff, 0x01000193);
  h2 = Math.imul(h2 ^ 0xffff, 0x5bd1e995);
  for (let i = 0; i < b.length; i++) {
    const c = b.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  out.hi = mix(h1 ^ b.length);
  out.lo = mix(h2 ^ a.length) || 1;
  return out;
}

const MIN_SLOTS = 1024;

/** Fingerprints (of (a, b) pairs: `fingerprint`); at most half full (grows by doubling). */
export class FingerprintSet {
  private hi = new Uint32Array(MIN_SLOTS);
  private lo = new Uint32Array(MIN_SLOTS);
  private mask = MIN_SLOTS - 1;
  size = 0;

  has(f: Fingerprint): boolean {
    return this.find(f.hi, f.lo) >= 0;
  }

  /** Adds `f`; false if it was there. */
  add(f: Fingerprint): boolean {
    if (this.find(f.hi, f.lo) >= 0) return false;
    if ((this.size + 1) * 2 > this.hi.length) this.grow();
    this.put(f.hi, f.lo);
    this.size++;
    return true;
  }

  /** Removes `f`; false if it was not there. */
  delete(f: Fingerprint): boolean {
    let i = this.find(f.hi, f.lo);
    if (i < 0) return false;
    // Backward-shift deletion: the entries after the hole that probed past it move into it, so a lookup
    // never stops early at an empty slot that was not empty when the entry was put.
    const { hi, lo, mask } = this;
    let j = i;
    for (;;) {
      j = (j + 1) & mask;
      if (lo[j] === 0) break;
      const home = hi[j]! & mask;
      // Move entry j back into hole i unless its home lies cyclically in (i, j].
      if (i <= j ? home <= i || home > j : home <= i && home > j) {
        hi[i] = hi[j]!;
        lo[i] = lo[j]!;
        i = j;
      }
    }
    hi[i] = 0;
    lo[i] = 0;
    this.size--;
    return true;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.hi.byteLength + this.lo.byteLength;
  }

  private find(h: number, l: number): number {
    const { hi, lo, mask } = this;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const x = lo[i]!;
      if (x === 0) return -1;
      if (x === l && hi[i] === h) return i;
    }
  }

  private put(h: number, l: number): void {
    const { hi, lo, mask } = this;
    let i = h & mask;
    while (lo[i] !== 0) i = (i + 1) & mask;
    hi[i] = h;
    lo[i] = l;
  }

  private grow(): void {
    const oldHi = this.hi;
    const oldLo = this.lo;
    this.hi = new Uint32Array(oldHi.length * 2);
    this.lo = new Uint32Array(oldLo.length * 2);
    this.mask = this.hi.length - 1;
    for (let i = 0; i < oldLo.length; i++) if (oldLo[i] !== 0) this.put(oldHi[i]!, oldLo[i]!);
  }
}
