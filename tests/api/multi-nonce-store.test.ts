// Nonce stores: the in-process bucketed store (single use, expiry, whole buckets dropped), the Redis
// store (SET NX PX under a prefix), and failing closed when Redis cannot answer.
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { ERRORS, REPLAY_WINDOW_MS } from '../../api/catalogue';
import { BucketedNonceStore, ManualClock } from '../../api/server/core';
import { RedisNonceStore } from '../../api/server/core/nonce-store-redis';
import { startCluster, REDIS_URL, type Cluster } from './support/multi-server';

describe('in-process bucketed nonce store', () => {
  const make = (bucketMs = 10_000) => {
    const clock = new ManualClock(1_000_000);
    return { clock, store: new BucketedNonceStore(() => clock.now(), bucketMs) };
  };

  it('accepts a key once and refuses it again within its ttl', () => {
    const { clock, store } = make();
    expect(store.useOnce('a', 60_000)).toBe(true);
    expect(store.useOnce('a', 60_000)).toBe(false);
    clock.advance(59_999);
    expect(store.useOnce('a', 60_000)).toBe(false);
    expect(store.useOnce('b', 60_000)).toBe(true);
  });

  it('forgets a key after its ttl (at most one bucket later) by dropping whole buckets', () => {
    const { clock, store } = make(10_000);
    store.useOnce('a', 60_000);
    store.useOnce('b', 60_000);
    clock.advance(60_000 + 10_000);
    expect(store.useOnce('a', 60_000)).toBe(true);
    // 'b' went with its bucket; only the new 'a' is held.
    expect(store.size).toBe(1);
  });

  it('keeps keys of different ttls in their own buckets, shorter ones first', () => {
    const { clock, store } = make(10_000);
    expect(store.useOnce('long', 300_000)).toBe(true);
    expect(store.useOnce('short', 20_000)).toBe(true);
    clock.advance(40_000);
    expect(store.useOnce('short', 20_000)).toBe(true);
    expect(store.useOnce('long', 300_000)).toBe(false);
    clock.advance(300_000);
    expect(store.useOnce('long', 300_000)).toBe(true);
  });

  it('holds memory for about one ttl of traffic, not more', () => {
    const { clock, store } = make(10_000);
    for (let s = 0; s < 600; s++) {
      for (let i = 0; i < 10; i++) store.useOnce(`k${s}-${i}`, 60_000);
      clock.advance(1_000);
    }
    // 60 s of keys at 10 a second, plus at most one bucket (10 s) not yet dropped.
    expect(store.size).toBeGreaterThanOrEqual(600);
    expect(store.size).toBeLessThanOrEqual(700);
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
        expect(await store.useOnce('n1', REPLAY_WINDOW_MS)).toBe(true);
        expect(await store.useOnce('n1', REPLAY_WINDOW_MS)).toBe(false);
        const ttl = await redis.pttl(`${prefix}n1`);
        expect(ttl).toBeGreaterThan(REPLAY_WINDOW_MS - 5_000);
        expect(ttl).toBeLessThanOrEqual(REPLAY_WINDOW_MS);
        expect(await store.useOnce('n2', 50)).toBe(true);
        await new Promise((r) => setTimeout(r, 120));
        expect(await store.useOnce('n2', 50)).toBe(true);
      } finally {
        await redis.del(`${prefix}n1`, `${prefix}n2`);
        await store.close();
      }
    });
  });
});
