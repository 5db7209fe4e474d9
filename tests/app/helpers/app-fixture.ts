// A whole app (createApp) on a fake server: every key of api/client/keys.ts at /scpr/<domain>/<name>.
import { vi } from 'vitest';
import { KEYS } from '../../../api/client';
import { createApp } from '../../../src/app';
import { CONFIG } from '../../../src/config';
import { def, fakeFetch, ORIGIN, type Handler } from './fake-api';
import { memoryStorages } from './memory-storage';
import { RECORDS } from './routes';

export const pathOfKey = (key: string): string =>
  key.startsWith('sxnmfw.') ? `/sxnmfw/acl/${key.split('.')[1]}` : `/scpr/${key.replace('.', '/')}`;

export const CATALOGUE = new Map(Object.values(KEYS).map((k) => [k, def(k, pathOfKey(k))]));

export function appFixture(handlers: Partial<Record<string, Handler>> = {}) {
  const byPath: Record<string, Handler> = {};
  for (const [key, h] of Object.entries(handlers)) if (h) byPath[pathOfKey(key)] = h;
  const api = fakeFetch(byPath);
  const storages = memoryStorages();
  const location = { base: '/scprmall/', replace: vi.fn(), reload: vi.fn() };
  let n = 0;
  const app = createApp({
    records: RECORDS,
    storages,
    location,
    catalogue: CATALOGUE,
    fetch: api.fetch,
    origin: ORIGIN,
    nonce: async () => `nonce-${(n += 1)}`,
    config: { ...CONFIG, unifyTenantId: 'vLogin', unifyIdytpCd: 'PUB' },
  });
  const paths = () => api.requests.map((r) => new URL(r.url).pathname);
  const bodyOf = (key: string) => api.bodies[paths().indexOf(pathOfKey(key))];
  return { app, api, storages, location, paths, bodyOf };
}
