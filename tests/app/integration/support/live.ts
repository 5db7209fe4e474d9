// The real server listening on a random port (tests/api's prepared database, one per test file) and the
// real application services (createApp: api/client, session, actions, guard) talking to it over HTTP.
// The app's clock is injected: it reads the server's ManualClock, so a test moves both by advancing it
// (the anti-replay window keeps prereq within 300 s of the server clock).
import { expect, vi, type Mock } from 'vitest';
import { KEYS, TOKEN_TTL } from '../../../../api/client';
import { createApp, type AppServices } from '../../../../src/app';
import { CONFIG } from '../../../../src/config';
import { alertsAtom, toastsAtom, type Feedback, type PendingAlert, type Toast } from '../../../../src/feedback';
import type { LoginResult } from '../../../../src/session';
import { startTestServer, type TestServer } from '../../../api/support/server';
import { memoryStorages } from '../../helpers/memory-storage';
import { RECORDS } from '../../helpers/routes';
import { PASSWORD } from '../../../support/demo-accounts';

export const DEMO = { tntId: 'T1001', idytpCd: 'AGRI' } as const;
export const APPLE = { tntId: 'T1002', idytpCd: 'APPLE' } as const;
export { TOKEN_TTL };

export { PASSWORD, PHONE } from '../../../support/demo-accounts';

export interface Live {
  server: TestServer;
  origin: string;
  close(): Promise<void>;
}

export async function startLive(): Promise<Live> {
  const server = await startTestServer();
  const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, origin, close: () => server.close() };
}

export interface LiveApp {
  app: AppServices;
  location: { base: string; replace: Mock<(url: string) => void>; reload: Mock<() => void> };
  /** What the feedback layer shows now. */
  toasts(): Toast[];
  alerts(): PendingAlert[];
  /** Every toast asked for, with its options (type, durationMs). */
  toastCalls(): Parameters<Feedback['toast']>[];
}

export interface LiveAppOptions {
  /** The app clock's distance from the server clock (ms). */
  skewMs?: number;
  /** The xvrandom source (default: the client's own). */
  nonce?: (now: number) => Promise<string>;
}

export function liveApp(live: Live, options: LiveAppOptions = {}): LiveApp {
  const location = { base: '/scprmall/', replace: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() };
  const app = createApp({
    records: RECORDS,
    storages: memoryStorages(),
    location,
    origin: live.origin,
    now: () => live.server.clock.now() + (options.skewMs ?? 0),
    ...(options.nonce ? { nonce: options.nonce } : {}),
    config: CONFIG,
  });
  const toast = vi.spyOn(app.feedback, 'toast');
  return {
    app,
    location,
    toasts: () => app.store.get(toastsAtom),
    alerts: () => app.store.get(alertsAtom),
    toastCalls: () => toast.mock.calls,
  };
}

/** The login screen's part: the tenant from the page address, the sealed login, then the login step. */
export async function logIn(la: LiveApp, phone: string, tenant: { tntId: string; idytpCd: string } = DEMO, password = PASSWORD): Promise<LoginResult> {
  await la.app.guard.seedTenant(tenant);
  const result = await la.app.client.call(KEYS.login, { phone, password });
  la.app.actions.afterLogin(result);
  return result;
}

/** Waits until the app has left the page (a logout ends with location.replace to the login page). */
export const loggedOut = (la: LiveApp) => vi.waitFor(() => expect(la.location.replace).toHaveBeenCalled(), { timeout: 60_000 });
