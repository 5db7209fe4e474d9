// Every route of the screen files, opened by the tenant admin (all permissions) at 1366x768, keeps the
// layout rules of tests/e2e/support/layout-check.ts. New screens are picked up from schemas/ by themselves.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appUrl, logIn, pagesPerTest } from './support/browser';
import { PHONE } from './support/constants';
import { layoutBreaches } from './support/layout-check';

const page = pagesPerTest();

function screenFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'entities' ? [] : screenFiles(p);
    return f.endsWith('.json') ? [p] : [];
  });
}

interface RoutePart {
  path?: string;
  meta?: { notAuth?: boolean };
}
/** Every route path (aliases too) without path parameters: public ones (notAuth) and the others. */
const ALL = screenFiles('schemas').flatMap((f) => {
  const s = JSON.parse(readFileSync(f, 'utf8')) as { route?: RoutePart & { aliases?: RoutePart[] } };
  return [s.route, ...(s.route?.aliases ?? [])].filter((r): r is RoutePart => !!r?.path && !r.path.includes(':')).map((r) => ({ path: r.path!, open: !!(r.meta?.notAuth ?? s.route?.meta?.notAuth) }));
});
const PUBLIC = [...new Set(ALL.filter((r) => r.open).map((r) => r.path))].sort();
const PRIVATE = [...new Set(ALL.filter((r) => !r.open).map((r) => r.path))].sort();

async function check(p: Awaited<ReturnType<typeof page>>, routes: string[]): Promise<string[]> {
  const breaches: string[] = [];
  for (const route of routes) {
    await p.goto(appUrl(route));
    await p.waitForLoadState('networkidle');
    await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    for (const b of await layoutBreaches(p)) breaches.push(`${route}: ${b}`);
  }
  return breaches;
}

/** Routes per test: one test for all of them outgrew its bound on a busy machine (each route takes one to
 * two seconds there, and every new screen adds one), so they are checked in groups of a bounded size. */
const GROUP = 25;
const groups = Array.from({ length: Math.ceil(PRIVATE.length / GROUP) }, (_, i) => PRIVATE.slice(i * GROUP, (i + 1) * GROUP));

describe('layout on every route (1366x768): no sideways scroll, nothing fixed over a control, no text under 12 px, no wrapped button label, no cut text without a title, no empty grid cell', () => {
  groups.forEach((routes, i) => {
    it(`routes behind the login, as the tenant admin: ${routes.length} of ${PRIVATE.length} (${routes[0]} to ${routes.at(-1)}), group ${i + 1}`, async () => {
      const p = await page();
      await p.setViewportSize({ width: 1366, height: 768 });
      await logIn(p, PHONE.tenantAdmin);
      expect(await check(p, routes)).toEqual([]);
    });
  });
  it(`${PUBLIC.length} public routes, as a guest`, async () => {
    const p = await page();
    await p.setViewportSize({ width: 1366, height: 768 });
    expect(await check(p, PUBLIC)).toEqual([]);
  });
});
