// A test server per test file: a fresh copy of the prepared database, a clock the test moves, the log
// captured (the built-in SMS provider writes codes there), and a signing client.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../../api/server/app';
import { openDatabase, type Database } from '../../../api/server/db';
import { ManualClock } from '../../../api/server/core';
import { DirBlobStore } from '../../../api/server/storage';
import { DATABASE_URL, withDatabase } from './env';
import { Client } from './client';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  logs: Record<string, unknown>[];
  client: Client;
  /** The last SMS code the built-in provider logged for a phone. */
  smsCode(phone: string): string;
  close(): Promise<void>;
}

/** A fresh copy of the prepared database (what startTestServer runs on), for tests that need no server.
 * `readCache`: as openDatabase's (default: on for PGlite, off for PostgreSQL). */
export async function openTestDatabase(options: { readCache?: boolean } = {}): Promise<Database> {
  if (DATABASE_URL) {
    const name = `${inject('pgTemplate')}_t_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 1 });
    try {
      await admin.owner.exec(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    } finally {
      await admin.close();
    }
    return openDatabase({ databaseUrl: withDatabase(DATABASE_URL, name), poolSize: 5, ...options });
  }
  const dump = readFileSync(inject('pgliteDump'));
  return openDatabase({ loadDataDir: new Blob([dump]), ...options });
}

/** The suite's blob store (global-setup.ts). */
export const testFiles = (): DirBlobStore => new DirBlobStore(inject('fileDir'));

/** A copy of the suite's blob store, for a test file whose calls delete bytes (releasing files): the
 * suite's store is shared by every test file's database, which may name the same bytes. */
export function privateFiles(): DirBlobStore {
  const dir = mkdtempSync(join(tmpdir(), 'scpr-files-'));
  cpSync(inject('fileDir'), dir, { recursive: true });
  return new DirBlobStore(dir);
}

/** `extra`: more server options (e.g. `client` to serve a client directory, `db` a database of the test's
 * own: then h.db is that one). */
export async function startTestServer(extra: Partial<ServerOptions> = {}): Promise<TestServer> {
  const db = extra.db ?? (await openTestDatabase());
  const clock = new ManualClock(Date.now());
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildServer({ db, files: testFiles(), clock, prepare: false, logger: { level: 'info', stream }, ...extra });
  await app.ready();
  return {
    app, db, clock, logs,
    client: new Client(app, clock),
    smsCode(phone) {
      for (let i = logs.length - 1; i >= 0; i--) {
        const sms = logs[i]!.sms as { phone: string; code: string } | undefined;
        if (sms?.phone === phone) return sms.code;
      }
      throw new Error(`no SMS logged for ${phone}`);
    },
    close: () => app.close(),
  };
}

/** Rows of a table as the owner sees them (for "nothing was written" assertions). */
export async function countRows(db: Database, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const rows = await db.owner.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params);
  return Number(rows[0]!.n);
}
