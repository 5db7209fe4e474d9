// Anti-replay hardening (issue 13 item 2): nonces keyed by tenant, not by the browser's sid; kept in the
// database (or Redis) so a restart forgets none; nothing stored for a request refused by the window, the
// header shapes or the token; unauthenticated calls limited per client address, with bounded memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, HEADERS, REPLAY_WINDOW_MS } from '../../api/catalogue';
import { buildServer } from '../../api/server/app';
import { ManualClock, STORED_NONCES } from '../../api/server/core';
import type { Database } from '../../api/server/db';
import { Client, nonce } from './support/client';
import { countRows, openTestDatabase, startTestServer, testFiles, type TestServer } from './support/server';

const code = (r: { status: number; body: { code: string } }) => [r.status, r.body.code];
/** Stored nonces (a row each, or an element of a written-behind batch), once the store has written what it holds back (PGlite writes behind). */
const nonceRows = async (h: TestServer, where?: string, params?: unknown[]) => {
  await h.app.scpr.nonces.flush?.();
  return countRows(h.db, `${STORED_NONCES} AS stored`, where, params);
};
const stored = (h: TestServer, n: string) => nonceRows(h, 'nonce = $1', [`r:${n}`]);

describe('nonces per tenant, checked before anything is stored', () => {
  let h: TestServer;
  beforeAll(async () => {
    h = await startTestServer();
  });
  afterAll(() => h.close());

  it('a new sid does not make a used nonce fresh again', async () => {
    const n = nonce();
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: n, headers: { sid: 'tab-a' } }))).toEqual([200, '0']);
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: n, headers: { sid: 'tab-b' } }))).toEqual([400, ERRORS.REPLAY.code]);
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: n }))).toEqual([400, ERRORS.REPLAY.code]);
  });

  it('keys the nonce by tenant: the row names the tenant it was used in', async () => {
    const n = nonce();
    await h.client.call('tenant.getTntTag', {}, { nonce: n, tenant: { tntId: 'T1002', idytpCd: 'APPLE' } });
    expect(await nonceRows(h, 'scope = $1 AND nonce = $2', ['T1002', `r:${n}`])).toBe(1);
  });

  it('stores nothing for a stale prereq, a malformed sid, an unknown tenant or a bad token', async () => {
    const stale = nonce();
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: stale, timestamp: h.clock.now() - REPLAY_WINDOW_MS - 1 }))).toEqual([400, ERRORS.REPLAY.code]);
    const badSid = nonce();
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: badSid, headers: { sid: 'bad sid!' } }))).toEqual([400, ERRORS.REPLAY.code]);
    const noTenant = nonce();
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: noTenant, tenant: { tntId: 'T9999' } }))).toEqual([404, ERRORS.TENANT_UNKNOWN.code]);
    const badToken = nonce();
    expect(code(await h.client.call('user.getUserInfo', {}, { nonce: badToken, token: 'forged' }))).toEqual([401, ERRORS.TOKEN_INVALID.code]);
    for (const n of [stale, badSid, noTenant, badToken]) expect(await stored(h, n), n).toBe(0);
    // ... so the same nonce still works once the request is right.
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: stale }))).toEqual([200, '0']);
  });

  it('concurrent requests with one nonce: exactly one passes', async () => {
    const n = nonce();
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.client.call('tenant.getTntTag', {}, { nonce: n })));
    expect(answers.filter((r) => r.body.code === '0')).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === ERRORS.REPLAY.code)).toHaveLength(19);
  });
});

describe('a restart forgets no nonce (database store)', () => {
  it('a request replayed against a new server process on the same database is refused', async () => {
    const db = await openTestDatabase();
    const clock = new ManualClock(Date.now());
    // The first server must leave the database open when it stops, as a process leaves its data behind.
    const start = async (d: Database) => {
      const app = await buildServer({ db: d, files: testFiles(), clock, prepare: false, logger: false });
      await app.ready();
      return { app, client: new Client(app, clock) };
    };
    const n = nonce();
    const a = await start({ ...db, close: async () => undefined });
    expect(code(await a.client.call('tenant.getTntTag', {}, { nonce: n }))).toEqual([200, '0']);
    await a.app.close();
    const b = await start(db);
    try {
      expect(code(await b.client.call('tenant.getTntTag', {}, { nonce: n }))).toEqual([400, ERRORS.REPLAY.code]);
      expect(code(await b.client.call('tenant.getTntTag', {}, { nonce: nonce() }))).toEqual([200, '0']);
    } finally {
      await b.app.close();
    }
  });
});

describe('unauthenticated calls are limited per client address', () => {
  let h: TestServer;
  const LIMIT = 40;
  const MAX_ADDRESSES = 100;
  beforeAll(async () => {
    h = await startTestServer({ addressLimit: { perWindow: LIMIT, windowMs: 60_000, maxAddresses: MAX_ADDRESSES } });
  });
  afterAll(() => h.close());

  it('past the limit a public call is refused with 429 and a Chinese message, and spends no nonce', async () => {
    const before = await nonceRows(h);
    const answers = [];
    for (let i = 0; i < 3 * LIMIT; i++) answers.push(await h.client.call('tenant.getTntTag', {}, { remoteAddress: '203.0.113.7' }));
    expect(answers.filter((r) => r.body.code === '0')).toHaveLength(LIMIT);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(2 * LIMIT);
    expect(refused[0]!.body).toEqual({ code: ERRORS.TOO_MANY.code, msg: '访问过于频繁，请稍后再试', resultData: null });
    // The flood stored exactly the nonces of the calls let through.
    expect((await nonceRows(h)) - before).toBe(LIMIT);
    // Another address is not affected; the window ends and the address may call again.
    expect(code(await h.client.call('tenant.getTntTag', {}, { remoteAddress: '203.0.113.8' }))).toEqual([200, '0']);
    h.clock.advance(60_001);
    expect(code(await h.client.call('tenant.getTntTag', {}, { remoteAddress: '203.0.113.7' }))).toEqual([200, '0']);
  });

  it('a signed-in person behind the same address is not refused', async () => {
    const token = await h.client.token('13800000003');
    for (let i = 0; i < LIMIT; i++) await h.client.call('tenant.getTntTag', {}, { remoteAddress: '203.0.113.9' });
    expect((await h.client.call('tenant.getTntTag', {}, { remoteAddress: '203.0.113.9' })).status).toBe(429);
    expect((await h.client.call('tenant.getTntTag', {}, { remoteAddress: '203.0.113.9', token: 'forged' })).status).toBe(429);
    expect(code(await h.client.call('tenant.getTntTag', {}, { token, remoteAddress: '203.0.113.9' }))).toEqual([200, '0']);
    expect(code(await h.client.call('user.getUserInfo', {}, { token, remoteAddress: '203.0.113.9' }))).toEqual([200, '0']);
  });

  it('a flood from many addresses holds at most maxAddresses windows, and nothing waits in memory after it', async () => {
    for (let i = 0; i < 5 * MAX_ADDRESSES; i++) {
      await h.client.call('tenant.getTntTag', {}, { remoteAddress: `198.51.${100 + (i >> 8)}.${i & 255}`, headers: { [HEADERS.nonce]: nonce() } });
    }
    expect(h.app.scpr.addresses.size).toBeLessThanOrEqual(MAX_ADDRESSES);
    expect((h.app.scpr.nonces as unknown as { waiting: number }).waiting).toBe(0);
  });
});
