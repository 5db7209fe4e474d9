// Nonce stores: the database store (single use per tenant, batched, shared, expiry), the Redis store
// (SET NX PX under a prefix), and failing closed when Redis cannot answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { ERRORS, REPLAY_WINDOW_MS } from '../../api/catalogue';
import { DbNonceStore, ManualClock } from '../../api/server/core';
import { countRows, startTestServer, type TestServer } from './support/server';
import { RedisNonceStore } from '../../api/server/core/nonce-store-redis';
import { RedisCounterStore } from '../../api/server/core/counter-store-redis';
import { openRedis } from '../../api/server/core/redis';
import { startCluster, REDIS_URL, type Cluster } from './support/multi-server';

describe('database nonce store', () => {
  let h: TestServer;
  beforeAll(async () => {
    h = await startTestServer();
  });
  afterAll(() => h.close());
  const make = () => new DbNonceStore(h.db.owner, () => h.clock.now(), h.app.log);

  it('accepts a (tenant, nonce) once; the same nonce in another tenant is its own', async () => {
    const store = make();
    expect(await store.useOnce('T1001', 'n-a', 60_000)).toBe(true);
    expect(await store.useOnce('T1001', 'n-a', 60_000)).toBe(false);
    expect(await store.useOnce('T1002', 'n-a', 60_000)).toBe(true);
    // Another store on the same database (another process, or after a restart) knows it too.
    expect(await make().useOnce('T1001', 'n-a', 60_000)).toBe(false);
  });

  it('many concurrent uses of one nonce: exactly one is fresh, whatever batches they fall in', async () => {
    const store = make();
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => store.useOnce('T1001', i % 2 ? 'n-same' : `n-${i}`, 60_000)));
    expect(answers.filter((a, i) => i % 2 === 1 && a)).toHaveLength(1);
    expect(answers.filter((a, i) => i % 2 === 0 && a)).toHaveLength(100);
    expect(store.waiting).toBe(0);
  });

  it('deletes rows past their expiry (at most once a minute)', async () => {
    const store = make();
    await store.useOnce('T1001', 'n-old', 1_000);
    h.clock.advance(120_000);
    await store.useOnce('T1001', 'n-new', 1_000);
    expect(await countRows(h.db, 'request_nonces', 'nonce = $1', ['n-old'])).toBe(0);
    expect(await countRows(h.db, 'request_nonces', 'nonce = $1', ['n-new'])).toBe(1);
  });
});

describe('Redis nonce store', () => {
  let cluster: Cluster | undefined;
  afterAll(async () => cluster?.close());

  it('refuses the call with the envelope 500 and a Chinese message when Redis cannot answer, and logs it', async () => {
    cluster = await startCluster();
    // Nothing listens on port 1: every nonce check fails; the request must not be let through.
    const a = await cluster.start({ redis: 'redis://127.0.0.1:1' });
    const r = await a.client.call('tenant.getTntTag');
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ code: ERRORS.INTERNAL.code, msg: '服务器异常，请稍后再试', resultData: null });
    expect(a.logs.some((l) => l.msg === 'nonce store (Redis) unavailable: requests are refused' && l.level === 50)).toBe(true);
  });

  describe.skipIf(!REDIS_URL)(`SET NX PX semantics${REDIS_URL ? '' : ' (skipped: REDIS_URL is not set)'}`, () => {
    it('is single use under its prefix and expires with the ttl given', async () => {
      const redis = new Redis(REDIS_URL!);
      const prefix = `scpr:test:${process.pid}:${Date.now()}:`;
      const store = new RedisNonceStore(redis, prefix, { error: () => undefined } as never);
      try {
        expect(await store.useOnce('T1001', 'n1', REPLAY_WINDOW_MS)).toBe(true);
        expect(await store.useOnce('T1001', 'n1', REPLAY_WINDOW_MS)).toBe(false);
        const ttl = await redis.pttl(`${prefix}T1001:n1`);
        expect(ttl).toBeGreaterThan(REPLAY_WINDOW_MS - 5_000);
        expect(ttl).toBeLessThanOrEqual(REPLAY_WINDOW_MS);
        expect(await store.useOnce('T1001', 'n2', 50)).toBe(true);
        await new Promise((r) => setTimeout(r, 120));
        expect(await store.useOnce('T1001', 'n2', 50)).toBe(true);
      } finally {
        await redis.del(`${prefix}T1001:n1`, `${prefix}T1001:n2`);
        await store.close();
      }
    });

    it('sends the nonces of one turn of the event loop to Redis together, each still used once', async () => {
      // The server's own connection (openRedis): requests answered in one turn spend their nonces in one
      // write (one read for Redis) instead of one each; SET NX still decides each nonce on its own.
      const quiet = { error: () => undefined, info: () => undefined } as never;
      const redis = await openRedis(REDIS_URL!, quiet);
      const prefix = `scpr:test:${process.pid}:${Date.now()}:turn:`;
      const store = new RedisNonceStore(redis, prefix, quiet);
      const socket = redis.stream;
      const write = socket.write.bind(socket) as (...a: unknown[]) => boolean;
      let writes = 0;
      socket.write = ((...a: unknown[]) => (writes++, write(...a))) as typeof socket.write;
      try {
        const nonces = Array.from({ length: 50 }, (_, i) => (i % 5 === 4 ? 'same' : `n${i}`));
        const answers = await Promise.all(nonces.map((n) => store.useOnce('T1001', n, 60_000)));
        expect(writes).toBe(1);
        expect(answers.filter((a, i) => nonces[i] === 'same' && a)).toHaveLength(1);
        expect(answers.filter((a, i) => nonces[i] !== 'same' && a)).toHaveLength(40);
        // And across turns, a nonce already used stays used.
        expect(await store.useOnce('T1001', 'n0', 60_000)).toBe(false);
      } finally {
        socket.write = write as typeof socket.write;
        await redis.del(...Array.from({ length: 50 }, (_, i) => `${prefix}T1001:n${i}`), `${prefix}T1001:same`);
        await store.close();
      }
    });

    it('counts throttle hits atomically in windows of the server clock (RedisCounterStore)', async () => {
      const redis = new Redis(REDIS_URL!);
      const prefix = `scpr:test:${process.pid}:${Date.now()}:count:`;
      const clock = new ManualClock(1_000_000);
      const store = new RedisCounterStore(redis, prefix, () => clock.now(), { error: () => undefined } as never);
      try {
        const hits = await Promise.all(Array.from({ length: 10 }, () => store.hit('k', 60_000)));
        expect(hits.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        expect(await store.peek('k')).toBe(10);
        clock.advance(60_000);
        expect(await store.peek('k')).toBe(0);
        expect(await store.hit('k', 60_000)).toBe(1);
        await store.reset('k');
        expect(await store.peek('k')).toBe(0);
      } finally {
        await redis.del(`${prefix}k`);
        await store.close();
      }
    });
  });
});
