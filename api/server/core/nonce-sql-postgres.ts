// The database nonce store's own connection on PostgreSQL (used when the server is given its address):
// - synchronous_commit off for this session only: a nonce's commit no longer waits for the WAL to reach
//   the disk. That wait was the whole cost: requests queued behind one fsync per batch (about 10 ms on
//   this machine, so 10 connections got at most about 800 answers a second). What it gives up: after a
//   crash of PostgreSQL itself (not of the server, not a restart) the nonces of its last fraction of a
//   second (at most 3 x wal_writer_delay, 600 ms by default) may be forgotten, as Redis's default
//   every-second fsync would. Every other write keeps the pool's synchronous commit.
// - named statements (parsed and planned once per connection), and no wait behind the pool's reads;
//   two batches in flight (NONCE_LANES), so a request does not wait for the batch before it.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { OwnerSql } from '../db';

export const NONCE_APPLICATION_NAME = 'scpr-nonces';
/** Batches in flight, one connection each: a request arriving while a batch is out goes at once. */
export const NONCE_LANES = 2;

export interface NonceSql extends Pick<OwnerSql, 'query'> {
  close(): Promise<void>;
}

export function postgresNonceSql(url: string, log: FastifyBaseLogger): NonceSql {
  const pool = new pg.Pool({ connectionString: url, max: NONCE_LANES, options: '-c synchronous_commit=off', application_name: NONCE_APPLICATION_NAME });
  pool.on('error', (e) => log.warn({ err: e }, 'nonce store connection closed; reconnecting on the next request'));
  const names = new Map<string, string>();
  return {
    query: async <T>(text: string, params: unknown[] = []) => {
      let name = names.get(text);
      if (!name) names.set(text, (name = `scpr_nonce_${names.size}`));
      return (await pool.query({ name, text, values: params })).rows as T[];
    },
    close: () => pool.end(),
  };
}
