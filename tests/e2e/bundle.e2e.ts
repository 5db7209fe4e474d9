// The bundle bench (tests/bench/bundle.bench.ts) computes what each route loads from the build's chunk
// graph; here Chromium tells what it really fetched, on the very build the server serves, so the budget
// figures cannot drift from the truth: the login page loads exactly the modelled files, node-forge only
// once the password is sent, and never rjsf or the list chunk; and every route is within its budget.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { catalogue } from '../../api/catalogue';
import { loadSchemaFiles } from '../../engine/build/load-files';
import { overBudget, PARTS, readManifest, routeFigures, routeJs } from '../bench/bundle/route-js';
import { appUrl, launch, withPage } from './support/browser';
import { PASSWORD, PHONE } from './support/constants';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const DIST = 'dist/client';

describe('the entry', () => {
  it('holds the route manifests, not the screens: a screen body is in its own chunk', () => {
    const manifest = readManifest(DIST);
    const entry = readFileSync(`${DIST}/${manifest[PARTS.entry]!.file}`, 'utf8');
    expect(entry).toContain('/todoList');
    expect(entry).not.toContain('确定删除快捷入口');
    const home = readFileSync(`${DIST}/${manifest['schemas/home/home.json']!.file}`, 'utf8');
    expect(home).toContain('确定删除快捷入口');
  });
});

describe('the bundle budget (README "Bundle budget")', () => {
  it('every route of the served build loads at most its budget of gzip JS (login 200 KB, others 300 KB)', () => {
    const { figures } = routeFigures(DIST);
    expect(figures.map((f) => f.name)).toContain('Login');
    expect(overBudget(figures)).toEqual([]);
  });
});

describe('what the login route really loads', () => {
  it('equals the bench model; node-forge joins only when the password is sent', () =>
    withPage(browser, async (p) => {
      const manifest = readManifest(DIST);
      const model = routeJs(manifest, 'schemas/public/login.json', loadSchemaFiles('schemas').entities, new Set(catalogue.filter((c) => c.encrypted).map((c) => c.key)));
      const fetched = new Set<string>();
      p.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/scprmall/assets/') && path.endsWith('.js')) fetched.add(path.replace('/scprmall/', ''));
      });
      await p.goto(appUrl('/login'));
      await p.getByRole('button', { name: '登录', exact: true }).waitFor();
      await p.waitForLoadState('networkidle');
      expect([...fetched].sort()).toEqual([...model.load].sort());
      for (const part of [PARTS.forge, PARTS.rjsf, PARTS.list]) expect(fetched.has(manifest[part]!.file), part).toBe(false);

      await p.getByLabel('手机号码').fill(PHONE.buyer);
      await p.getByLabel('密码').fill(PASSWORD);
      await p.getByRole('button', { name: '登录', exact: true }).click();
      await p.waitForURL(/\/home\?/);
      expect(fetched.has(manifest[PARTS.forge]!.file)).toBe(true);
      expect(model.password?.has(manifest[PARTS.forge]!.file)).toBe(true);
    }));
});
