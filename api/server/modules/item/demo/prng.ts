// A seeded pseudo-random source for demo data: the same seed gives the same goods on every machine.
// mulberry32: tiny, fast, and good enough for picking names and prices (not for anything secret).

export interface Rng {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
  /** k distinct elements, in list order. */
  sample<T>(list: readonly T[], k: number): T[];
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => {
      if (!list.length) throw new Error('pick from an empty list');
      return list[int(0, list.length - 1)]!;
    },
    chance: (p) => next() < p,
    sample: (list, k) => {
      const idx = list.map((_, i) => i);
      for (let i = idx.length - 1; i > 0; i--) {
        const j = int(0, i);
        [idx[i], idx[j]] = [idx[j]!, idx[i]!];
      }
      return idx.slice(0, Math.min(k, list.length)).sort((x, y) => x - y).map((i) => list[i]!);
    },
  };
}

/** A stable 32-bit seed from a text (FNV-1a), so each tenant gets its own sequence. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}
