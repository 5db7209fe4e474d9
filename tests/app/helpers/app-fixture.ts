// A whole app (createApp) on a fake server that answers at the real catalogue's paths.
import { vi } from 'vitest';
import { callByKey } from '../../../api/catalogue';
import { createApp } from '../../../src/app';
import { recordsOf } from '../../../src/engine-host';
import { CONFIG } from '../../../src/config';
import { diskScreens } from './disk-screens';
import { fakeFetch, ORIGIN, type Handler } from './fake-api';
import { memoryStorages } from './memory-storage';
import { RECORDS } from './routes';

export const pathOfKey = (key: string): string => {
  const def = callByKey.get(key);
  if (!def) throw new Error(`no catalogue key ${key}`);
  return def.path;
};

/** A whole app on the fake server; `records: 'screens'` takes the route table from the real screen files. */
export function appFixture(handlers: Partial<Record<string, Handler>> = {}, options: { records?: 'test' | 'screens' } = {}) {
  const screens = diskScreens();
  const byPath: Record<string, Handler> = {};
  for (const [key, h] of Object.entries(handlers)) if (h) byPath[pathOfKey(key)] = h;
  const api = fakeFetch(byPath);
  const storages = memoryStorages();
  const location = { base: '/scprmall/', replace: vi.fn(), reload: vi.fn() };
  let n = 0;
  const app = createApp({
    records: options.records === 'screens' ? recordsOf(screens.registry.manifests()) : RECORDS,
    storages,
    location,
    fetch: api.fetch,
    origin: ORIGIN,
    nonce: async () => `nonce-${(n += 1)}`,
    config: CONFIG,
    screens,
  });
  const paths = () => api.requests.map((r) => new URL(r.url).pathname);
  const bodyOf = (key: string) => api.bodies[paths().indexOf(pathOfKey(key))];
  return { app, api, storages, location, paths, bodyOf };
}
