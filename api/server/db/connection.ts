// One database handle for both engines: PGlite (embedded, default) or PostgreSQL (DATABASE_URL).
// `orm` is Drizzle (tables: modules/<domain>/tables.ts); `owner` runs start-up SQL (migrations, keys, menu sync) as
// the connecting owner; `reader` sends one-trip tenant reads. Request code never uses `owner`: it goes
// through tenantRead() (reads) or withTenant()/withApp() (transactions).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { OneTripReader } from './one-trip';
import { PgliteOneTrip } from './one-trip-pglite';
import { PostgresOneTrip } from './one-trip-postgres';

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
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (!options.databaseUrl) return openPglite(options);
  const poolSize = options.poolSize ?? 10;
  return openPostgres(options.databaseUrl, poolSize, Math.max(1, Math.min(poolSize, options.readConnections ?? 3)));
}

async function openPglite(options: OpenOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const owner: OwnerSql = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    // PGlite has one connection and runs one transaction at a time: it is always exclusive.
    exclusive: (fn) => fn(owner),
  };
  return {
    kind: 'pglite',
    orm: drizzlePglite(client) as unknown as Db,
    owner,
    reader: new PgliteOneTrip(client),
    close: () => client.close(),
    dump: async () => client.dumpDataDir('gzip'),
  };
}

async function openPostgres(url: string, poolSize: number, readConnections: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that dies (server restart, pg_terminate_backend) is dropped by the pool and
  // replaced on demand; without a listener its 'error' event would end the process.
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
    kind: 'postgres',
    orm: drizzlePg(pool) as unknown as Db,
    owner: wrap(pool),
    reader: new PostgresOneTrip(pool, readConnections),
    close: () => pool.end(),
  };
}
