// What several server processes must share, chosen at start: the nonce store (Redis when REDIS_URL is
// set, else this process's memory) and the invalidation bus (PostgreSQL LISTEN/NOTIFY when the server
// runs on PostgreSQL, else in-process: PGlite is one process by nature).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import type { Clock } from './clock';
import { PgBus } from './bus-postgres';
import { LocalBus, type InvalidationBus } from './invalidation';
import { BucketedNonceStore, type NonceStore } from './nonce-store';
import { RedisNonceStore } from './nonce-store-redis';
import { openRedis } from './redis';

export const DEFAULT_REDIS_PREFIX = 'scpr:nonce:';

export interface SharedStateOptions {
  /** PostgreSQL: the address of `db`; the bus listens on its own connection to it. */
  databaseUrl?: string;
  /** Redis for the nonces of every process (REDIS_URL). */
  redisUrl?: string;
  /** Key namespace in Redis (default scpr:nonce:). */
  redisPrefix?: string;
}

export async function openNonceStore(o: SharedStateOptions, clock: Clock, log: FastifyBaseLogger): Promise<NonceStore> {
  if (!o.redisUrl) return new BucketedNonceStore(() => clock.now());
  return new RedisNonceStore(await openRedis(o.redisUrl, log), o.redisPrefix ?? DEFAULT_REDIS_PREFIX, log);
}

export async function openBus(o: SharedStateOptions, db: Database, log: FastifyBaseLogger): Promise<InvalidationBus> {
  if (db.kind !== 'postgres' || !o.databaseUrl) return new LocalBus();
  return PgBus.open(o.databaseUrl, db.owner, log);
}
