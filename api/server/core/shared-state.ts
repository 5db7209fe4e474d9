// What several server processes must share, chosen at start: the nonce store and the throttle counters
// (Redis when REDIS_URL is set, else the database: either way shared and kept across restarts) and the invalidation bus (PostgreSQL LISTEN/NOTIFY when the server
// runs on PostgreSQL, else in-process: PGlite is one process by nature).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import type { Clock } from './clock';
import { PgBus } from './bus-postgres';
import { LocalBus, type InvalidationBus } from './invalidation';
import type { NonceStore } from './nonce-store';
import { DbNonceStore } from './nonce-store-db';
import { RedisNonceStore } from './nonce-store-redis';
import { WriteBehindNonceStore } from './nonce-store-write-behind';
import { NONCE_LANES, postgresNonceSql } from './nonce-sql-postgres';
import { DbCounterStore, type CounterStore } from './counter-store';
import { RedisCounterStore } from './counter-store-redis';
import { openRedis } from './redis';

export const DEFAULT_REDIS_PREFIX = 'scpr:nonce:';

export interface SharedStateOptions {
  /** PostgreSQL: the address of `db`; the bus listens on its own connection to it. */
  databaseUrl?: string;
  /** Redis for the nonces and throttle counters of every process (REDIS_URL). */
  redisUrl?: string;
  /** Key namespace in Redis (default scpr:nonce:). */
  redisPrefix?: string;
}

export interface AuthStores {
  nonces: NonceStore;
  counters: CounterStore;
}

/** Nonces and throttle counters on one Redis connection (closed with the counters), else the database:
 * PGlite (one process) decides nonces in memory and writes them behind (nonce-store-write-behind.ts);
 * PostgreSQL checks each batch in the database, on a connection of its own when the address is known
 * (nonce-sql-postgres.ts). */
export async function openAuthStores(o: SharedStateOptions, db: Database, clock: Clock, log: FastifyBaseLogger): Promise<AuthStores> {
  const now = () => clock.now();
  if (!o.redisUrl) {
    const counters = new DbCounterStore(db.owner, now);
    if (db.kind === 'pglite') return { nonces: await WriteBehindNonceStore.open(db.owner, now, log), counters };
    if (!o.databaseUrl) return { nonces: new DbNonceStore(db.owner, now, log), counters };
    const sql = postgresNonceSql(o.databaseUrl, log);
    return { nonces: new DbNonceStore(sql, now, log, { onClose: () => sql.close(), lanes: NONCE_LANES }), counters };
  }
  const redis = await openRedis(o.redisUrl, log);
  const prefix = o.redisPrefix ?? DEFAULT_REDIS_PREFIX;
  return { nonces: new RedisNonceStore(redis, prefix, log, false), counters: new RedisCounterStore(redis, `${prefix}count:`, now, log) };
}

export async function openBus(o: SharedStateOptions, db: Database, log: FastifyBaseLogger): Promise<InvalidationBus> {
  if (db.kind !== 'postgres' || !o.databaseUrl) return new LocalBus();
  return PgBus.open(o.databaseUrl, db.owner, log);
}
