// The fingerprint set the in-memory nonce set keeps (api/server/core/fingerprint-set.ts): what was added is
// found, what was not is not, deletion keeps every other entry findable (backward shift in a probe run),
// growth keeps them all.
import { describe, expect, it } from 'vitest';
import { fingerprint, FingerprintSet } from '../../api/server/core/fingerprint-set';

const f = (a: string, b: string) => fingerprint(a, b);

describe('FingerprintSet', () => {
  it('finds what was added across growth, and nothing else', () => {
    const s = new FingerprintSet();
    for (let i = 0; i < 50_000; i++) expect(s.add(f('T1001', `r:nonce-${i}`))).toBe(true);
    expect(s.size).toBe(50_000);
    expect(s.add(f('T1001', 'r:nonce-7'))).toBe(false);
    for (let i = 0; i < 50_000; i++) expect(s.has(f('T1001', `r:nonce-${i}`))).toBe(true);
    for (let i = 50_000; i < 100_000; i++) expect(s.has(f('T1001', `r:nonce-${i}`))).toBe(false);
    // The tenant is part of the key, and the separator keeps ("ab", "c") apart from ("a", "bc").
    expect(s.has(f('T1002', 'r:nonce-7'))).toBe(false);
    const t = new FingerprintSet();
    t.add(f('ab', 'c'));
    expect(t.has(f('a', 'bc'))).toBe(false);
    expect(s.bytes).toBeLessThanOrEqual(50_000 * 32);
  });

  it('deletes one entry and keeps every other findable', () => {
    const s = new FingerprintSet();
    const keys = Array.from({ length: 500 }, (_, i) => `r:${i}`);
    for (const k of keys) s.add(f('S', k));
    for (const [i, k] of keys.entries()) {
      if (i % 3) continue;
      expect(s.delete(f('S', k))).toBe(true);
      expect(s.delete(f('S', k))).toBe(false);
    }
    for (const [i, k] of keys.entries()) expect(s.has(f('S', k)), k).toBe(i % 3 !== 0);
    expect(s.size).toBe(keys.filter((_, i) => i % 3 !== 0).length);
  });

  it('two strings that differ anywhere get different fingerprints', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200_000; i++) {
      const { hi, lo } = f('T1001', `r:${i.toString(36)}`);
      expect(lo).not.toBe(0);
      seen.add(`${hi}:${lo}`);
    }
    expect(seen.size).toBe(200_000);
  });
});
