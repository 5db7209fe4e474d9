// The header cart badge (issue 12) shows the number of cart lines; the cartBadge.refresh effect sets it
// from the answer of the call it follows. Every screen action that runs it must follow a call that
// answers that number (`count`): after 修改数量 (a cart line comes back, no count) the badge went to 0.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callByKey } from '../../api/catalogue';
import { EFFECT } from '../../src/engine-host/effect-names';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.json') ? [p] : [];
  });

/** Actions (objects with `then`) anywhere in a screen that run the effect, with the call they follow. */
function refreshing(node: unknown, out: { call: unknown; id: unknown }[] = []): { call: unknown; id: unknown }[] {
  if (Array.isArray(node)) node.forEach((n) => refreshing(n, out));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (Array.isArray(o.then) && o.then.some((s) => (s as { effect?: unknown } | null)?.effect === EFFECT.cartCount)) out.push({ call: o.call, id: o.id });
    Object.values(o).forEach((v) => refreshing(v, out));
  }
  return out;
}

describe('cartBadge.refresh', () => {
  it('follows only calls that answer the number of cart lines', () => {
    const wrong: string[] = [];
    let seen = 0;
    for (const file of files('schemas')) {
      for (const a of refreshing(JSON.parse(readFileSync(file, 'utf8')))) {
        seen += 1;
        const def = callByKey.get(String(a.call));
        const props = (def?.response as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
        if (!('count' in props)) wrong.push(`${file} ${String(a.id)} (${String(a.call)})`);
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
