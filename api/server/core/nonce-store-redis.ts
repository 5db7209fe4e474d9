// Nonces shared by every server process: one `SET key 1 NX PX ttl` per use (one round trip), the key
// made of the tenant (scope) and the nonce. When Redis cannot answer, the call fails closed
// (服务器异常，请稍后再试) rather than accept a possible replay.
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { fail } from './errors';
import type { NonceStore } from './nonce-store';
import { Throttled } from './throttled-log';

export class RedisNonceStore implements NonceStore {
  private readonly warn: Throttled;

  constructor(
    private readonly redis: Redis,
    /** Key namespace, e.g. 'scpr:nonce:' (tests use one per run so parallel runs never collide). */
    private readonly prefix: string,
    log: FastifyBaseLogger,
    /** Whether close() ends the connection (false when it is shared with the counters). */
    private readonly ownsConnection = true,
  ) {
    this.warn = new Throttled(log, 'nonce store (Redis) unavailable: requests are refused');
  }

  async useOnce(scope: string, nonce: string, ttlMs: number): Promise<boolean> {
    let answer: string | null;
    try {
      answer = await this.redis.set(`${this.prefix}${scope}:${nonce}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
    } catch (err) {
      this.warn.error(err);
      throw fail('INTERNAL');
    }
    return answer === 'OK';
  }

  async close(): Promise<void> {
    if (this.ownsConnection) this.redis.disconnect();
  }
}
