// The Redis connection (REDIS_URL). Commands fail at once while it is down (no offline queue, no
// retries, a short timeout) so a request is refused quickly instead of hanging; the client reconnects
// by itself. Commands issued in one turn of the event loop go out together (ioredis's auto-pipelining:
// gathered until setImmediate, one write): every request answered in a turn spends its nonce with one
// system call for all of them, and Redis reads them in one go, instead of a write and a wake-up each.
// Each command keeps its own answer (SET NX still decides each nonce alone).
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { Throttled } from './throttled-log';

const COMMAND_TIMEOUT_MS = 1_000;
const READY_WAIT_MS = 3_000;

export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: READY_WAIT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  const down = new Throttled(log, 'redis connection error', 5_000);
  redis.on('error', (err) => down.error(err));
  // Start even when Redis is down (requests needing it are refused until it is back), but say so.
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) log.error({ redis: redactUrl(url) }, 'redis not reachable at start: calls are refused until it answers');
  else log.info({ redis: redactUrl(url) }, 'redis connected');
  return redis;
}

/** The address without credentials, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return '(invalid url)';
  }
}
