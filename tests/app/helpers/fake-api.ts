// A catalogue, a fetch and a host to drive api/client without a server.
import { vi } from 'vitest';
import type { CallDef } from '../../../api/catalogue';
import type { ClientHost, TokenObject } from '../../../api/client';

export const def = (key: string, path: string, method: 'GET' | 'POST' = 'POST'): CallDef => ({
  key,
  method,
  path,
  permission: 'login',
  title: key,
  request: {},
  response: {},
});

export const ORIGIN = 'http://app.test';

export type Handler = (request: Request) => Response | Promise<Response>;

export interface FakeEnvelope {
  code: string;
  msg?: string;
  resultData?: unknown;
  detail?: unknown;
}

export const envelope = ({ code, msg = '', resultData = null, detail }: FakeEnvelope, status = 200): Response =>
  new Response(JSON.stringify({ code, msg, resultData, ...(detail !== undefined ? { detail } : {}) }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const ok = (resultData: unknown): Response => envelope({ code: '0', resultData });

/** A fetch that answers by path (after the origin) and records every request. */
export function fakeFetch(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  /** Each request's body, read when it was sent. */
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const text = await request.clone().text();
    // Multipart uploads are kept as their raw text (tests read them back with request.formData()).
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
    bodies.push(!text ? undefined : multipart ? text : JSON.parse(text));
    const path = new URL(request.url).pathname;
    const handler = handlers[path];
    if (!handler) return new Response('not found', { status: 404 });
    return handler(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, bodies };
}

export function fakeHost(token: TokenObject | null = null, context = { tntId: 'T001', idytpCd: 'I01' }) {
  const state = { token };
  const host = {
    context: vi.fn(() => ({ ...context, token: state.token?.access_token })),
    tokenObject: vi.fn(() => state.token),
    setTokenObject: vi.fn((t: TokenObject) => {
      state.token = t;
    }),
    toast: vi.fn(),
    alert: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    resetTokenAndReload: vi.fn(),
  } satisfies ClientHost;
  return { host, state };
}

/** Let queued promise callbacks run (no timers involved). */
export async function flush(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}
