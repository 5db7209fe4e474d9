// The throttle counters in Redis (REDIS_URL): a hash {n: hits, e: window end in the server's ms} per key,
// updated by one Lua script so the read-modify-write is atomic across processes. Redis's own expiry only
// collects keys after their window (plus a minute); the window itself follows the server clock, as in the
// database store. Fails closed like the nonce store.
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { fail } from './errors';
import type { CounterStore } from './counter-store';
import { Throttled } from './throttled-log';

const HIT = `
local e = tonumber(redis.call('HGET', KEYS[1], 'e'))
local now = tonumber(ARGV[1])
local n
if e == nil or e <= now then
  n = 1
  redis.call('HSET', KEYS[1], 'n', 1, 'e', ARGV[2])
else
  n = redis.call('HINCRBY', KEYS[1], 'n', 1)
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return n`;

export class RedisCounterStore implements CounterStore {
  private readonly warn: Throttled;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number,
    log: FastifyBaseLogger,
  ) {
    this.warn = new Throttled(log, 'counter store (Redis) unavailable: requests are refused');
  }

  private async run<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.warn.error(err);
      throw fail('INTERNAL');
    }
  }

  hit(key: string, windowMs: number): Promise<number> {
    const t = this.now();
    return this.run(async () => Number(await this.redis.eval(HIT, 1, this.prefix + key, t, t + windowMs, windowMs + 60_000)));
  }

  peek(key: string): Promise<number> {
    return this.run(async () => {
      const [n, e] = await this.redis.hmget(this.prefix + key, 'n', 'e');
      return e !== null && e !== undefined && Number(e) > this.now() ? Number(n ?? 0) : 0;
    });
  }

  reset(key: string): Promise<void> {
    return this.run(async () => {
      await this.redis.del(this.prefix + key);
    });
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
