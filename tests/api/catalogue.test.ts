// The catalogue is the one source of truth: every key has a handler and a route, every route a key,
// every permission key exists in the menu registry, and the response codes are one consistent table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, ERRORS } from '../../api/catalogue';
import { SCHEMAS_DIR } from '../../api/server/app';
import { readRegistry } from '../../api/server/modules/permission';
import { SANDBOX_BASE } from '../../api/server/modules/payment';
import { compileRequestValidators } from '../../api/server/plugins';
import { startTestServer, type TestServer } from './support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

describe('path catalogue', () => {
  it('every catalogue key is served at its method and path, and every route carries a key', () => {
    const routes = h.app.scprRoutes;
    for (const c of catalogue) expect(routes).toContainEqual({ method: c.method, url: c.path, key: c.key });
    // The sandbox payment provider's own pages (the outside party's site, not calls of ours) are the only
    // routes without a key.
    expect(routes.filter((r) => !r.key && !r.url.startsWith(`${SANDBOX_BASE}/`))).toEqual([]);
    expect(routes.filter((r) => r.key)).toHaveLength(catalogue.length);
  });

  it('keys are unique, named domain.name, and the name ends with the last path segment', () => {
    expect(new Set(catalogue.map((c) => c.key)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((c) => `${c.method} ${c.path}`)).size).toBe(catalogue.length);
    for (const c of catalogue) {
      expect(c.key).toMatch(/^[a-z]+\.[A-Za-z]+$/);
      // A call under a sub-resource keeps its path segment and names it in the key (item.categoryTree is
      // /scpr/item/category/tree), so keys stay unique within a domain.
      const last = c.path.split('/').pop()!;
      const name = c.key.split('.')[1]!;
      expect(name === last || name.endsWith(last[0]!.toUpperCase() + last.slice(1)), `${c.key} ${c.path}`).toBe(true);
      expect(c.path).toMatch(/^\/(scpr|sxnmfw)\//);
    }
  });

  it('the spec names its calls: getPubKey, refreshToken, getRsyMenu, queryMallFooterByMallId, shortcutMenu*, saveNoviceGuide, verifyToken', () => {
    const last = new Set(catalogue.map((c) => c.path.split('/').pop()));
    for (const name of ['getPubKey', 'refreshToken', 'getRsyMenu', 'queryMallFooterByMallId', 'shortcutMenuList', 'shortcutMenuAdd', 'shortcutMenuDelete', 'saveNoviceGuide', 'verifyToken']) {
      expect(last).toContain(name);
    }
    expect(catalogue.find((c) => c.key === 'sxnmfw.clearCookie')?.path).toMatch(/^\/sxnmfw\//);
  });

  it('every permission key the catalogue names exists in the real menu registry (screens + schemas/app.json)', () => {
    const keys = new Set(readRegistry(SCHEMAS_DIR).map((e) => e.menuPath));
    const named = catalogue.map((c) => c.permission).filter((p) => p !== 'public' && p !== 'login');
    expect(named.length).toBeGreaterThan(0);
    for (const p of named) expect(keys, `permission ${p}`).toContain(p);
  });

  it('every request schema compiles against the entities (strict Ajv)', () => {
    const validators = compileRequestValidators(catalogue);
    expect(validators.size).toBe(catalogue.length);
    // Each is compiled on its first use (a strict-mode error throws then): use every one once.
    for (const [key, validate] of validators) expect(() => validate({}), key).not.toThrow();
  });

  it('response codes are unique and travel with an HTTP status of the issue', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    // 408 and 431 come from the HTTP parser (plugins/client-error.ts), in the envelope all the same.
    for (const e of Object.values(ERRORS)) expect([400, 401, 403, 404, 408, 409, 429, 431, 500]).toContain(e.status);
    expect(ERRORS.TOKEN_EXPIRED.code).toBe('YAUTH00000049');
    expect(ERRORS.TOKEN_INVALID.code).toBe('YTOKEN0000010');
    expect(ERRORS.FORCED_OUT.code).toBe('YSJTL00000001');
  });
});
