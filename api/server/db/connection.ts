// One database handle for both engines: PGlite (embedded, default) or PostgreSQL (DATABASE_URL).
// `orm` is Drizzle (tables: modules/<domain>/tables.ts); `owner` runs start-up SQL (migrations, keys, menu sync) as
// the connecting owner; `reader` sends one-trip tenant reads. Request code never uses `owner`: it goes
// through tenantRead() (reads) or withTenant()/withApp() (transactions).
//
// Both engines are reached the same way: a node-postgres pool, Drizzle's node-postgres dialect and
// PostgresOneTrip. PGlite runs in its own thread (pglite-worker.mjs), so no query, however long, holds up
// the thread that answers HTTP; its pool has one connection, as PGlite has one session (a transaction
// holds it until COMMIT, and everything else waits its turn, as PGlite's own locks made it before).
import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { OneTripReader } from './one-trip';
import { PostgresOneTrip } from './one-trip-postgres';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import { ReadCache, watchingClient } from './read-cache';
import { APP_ROLE } from './role';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Owner-level SQL for start-up tasks. */
export interface OwnerSql {
  /** Runs one or more statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn with exclusive use of one connection (a migration lock on PostgreSQL). */
  exclusive<T>(fn: (sql: OwnerSql) => Promise<T>): Promise<T>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  orm: Db;
  owner: OwnerSql;
  /** One round trip per tenant read (used by tenantRead()). */
  reader: OneTripReader;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (test fixtures). */
  dump?(): Promise<Blob>;
  /** PGlite only: its thread (tests end it to see a crash handled). */
  thread?: PgliteThread;
  /** The read cache, when on (read-cache/). */
  readCache?: ReadCache;
}

export interface OpenOptions {
  /** postgres://... : use PostgreSQL. */
  databaseUrl?: string;
  /** PGlite data directory; absent = in memory. */
  dataDir?: string;
  /** PGlite: start from this tarball (made by dump()). */
  loadDataDir?: Blob;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** PostgreSQL: pooled connections tenant reads use at once (each carries a batch of reads). */
  readConnections?: number;
  /** PGlite: its thread died (every query now fails). The server logs it and exits; the default logs it. */
  onLost?: (error: Error) => void;
  /** Answer repeated tenant reads from memory while nothing they read has been written (read-cache/). Exact
   * only if this process makes every write: default on for PGlite (one process by construction), off for
   * PostgreSQL (other servers may write to it). */
  readCache?: boolean;
}

/** PostgreSQL: connections in the pool unless OpenOptions.poolSize says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (!options.databaseUrl) return openPglite(options);
  const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
  const cache: ReadCache | undefined = options.readCache === true ? new ReadCache(catalogueOf(() => pool)) : undefined;
  const pool: pg.Pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize, ...(cache ? { Client: watchingClient(cache, APP_ROLE) } : {}) });
  return onPool('postgres', pool, Math.max(1, Math.min(poolSize, options.readConnections ?? 3)), () => pool.end(), cache);
}

async function openPglite(options: OpenOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const thread = await startPgliteThread({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    onLost: options.onLost ?? ((e) => console.error(`embedded database lost: ${e.message}`)),
  });
  const cache: ReadCache | undefined = options.readCache !== false ? new ReadCache(catalogueOf(() => pool)) : undefined;
  const pool: pg.Pool = new pg.Pool({
    ...(cache ? { Client: watchingClient(cache, APP_ROLE) } : {}),
    max: 1,
    stream: () => thread.stream(),
    // Never closed for being idle (a new connection would cost a session reset); an idle connection does
    // not keep the process alive.
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
  });
  const db = onPool('pglite', pool, 1, async () => {
    await pool.end();
    await thread.close();
  }, cache);
  return { ...db, dump: () => thread.dump(), thread };
}

/** The read cache reads the catalogue through the pool it watches. */
const catalogueOf = (pool: () => pg.Pool) => async <T>(text: string): Promise<T[]> => (await pool().query(text)).rows as T[];

function onPool(kind: Database['kind'], pool: pg.Pool, readConnections: number, close: () => Promise<void>, cache?: ReadCache): Database {
  // An idle connection that dies (server restart, pg_terminate_backend, the PGlite thread ending) is
  // dropped by the pool and replaced on demand; without a listener its 'error' event would end the process.
  pool.on('error', (e) => console.warn(`database: idle connection closed: ${e.message}`));
  const wrap = (c: pg.Pool | pg.PoolClient): OwnerSql => ({
    exec: async (text) => {
      await c.query(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await c.query(text, params)).rows as T[],
    exclusive: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn(wrap(client));
      } finally {
        client.release();
      }
    },
  });
  return {
    kind,
    orm: drizzlePg(pool) as unknown as Db,
    owner: wrap(pool),
    reader: cache ? cache.wrap(new PostgresOneTrip(pool, readConnections)) : new PostgresOneTrip(pool, readConnections),
    close,
    ...(cache ? { readCache: cache } : {}),
  };
}
