// Several server instances for the multi-process tests (tests/api/multi-*.test.ts): on PostgreSQL they
// share one fresh copy of the prepared database, each with its own pool and its own invalidation bus
// connection, as two processes behind a load balancer would; on PGlite each gets its own copy (enough
// for what does not need the database to be shared: the nonces). Redis, when REDIS_URL is set, is
// shared under a key prefix of this run only.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildServer } from '../../../api/server/app';
import { openDatabase, type Database } from '../../../api/server/db';
import { ManualClock } from '../../../api/server/core';
import { Client } from './client';
import { testFiles } from './server';
import { DATABASE_URL, withDatabase } from './env';

export const REDIS_URL = process.env.REDIS_URL;

export interface Instance {
  app: FastifyInstance;
  client: Client;
  logs: Record<string, unknown>[];
}

export interface Cluster {
  clock: ManualClock;
  /** Redis key prefix of this run ('' without Redis). */
  redisPrefix: string;
  start(o?: { redis?: boolean | string }): Promise<Instance>;
  close(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const clock = new ManualClock(Date.now());
  const redisPrefix = REDIS_URL ? `scpr:test:${process.pid}:${randomBytes(4).toString('hex')}:` : '';
  const instances: Instance[] = [];
  let dbName: string | undefined;
  if (DATABASE_URL) {
    // The global teardown drops `<template>_t_*` databases a failed run leaves behind.
    dbName = `${inject('pgTemplate')}_t_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 1 });
    try {
      await admin.owner.exec(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplate')}`);
    } finally {
      await admin.close();
    }
  }
  const url = dbName ? withDatabase(DATABASE_URL!, dbName) : undefined;
  const open = async (): Promise<Database> =>
    url ? openDatabase({ databaseUrl: url, poolSize: 5 }) : openDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) });

  return {
    clock,
    redisPrefix,
    async start(o = {}) {
      const logs: Record<string, unknown>[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      });
      const redisUrl = typeof o.redis === 'string' ? o.redis : o.redis ? REDIS_URL : undefined;
      const app = await buildServer({
        db: await open(), files: testFiles(), clock, prepare: false, logger: { level: 'info', stream },
        ...(url ? { databaseUrl: url } : {}),
        ...(redisUrl ? { redisUrl, redisPrefix } : {}),
      });
      await app.ready();
      const instance = { app, client: new Client(app, clock), logs };
      instances.push(instance);
      return instance;
    },
    async close() {
      for (const i of instances) await i.app.close();
      if (dbName) {
        const admin = await openDatabase({ databaseUrl: DATABASE_URL!, poolSize: 1 });
        await admin.owner.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.close();
      }
      if (REDIS_URL) {
        // Keys expire by themselves within minutes; remove this run's now anyway.
        const redis = new Redis(REDIS_URL);
        try {
          const keys: string[] = [];
          let cursor = '0';
          do {
            const [next, batch] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
            cursor = next;
            keys.push(...batch);
          } while (cursor !== '0');
          if (keys.length) await redis.del(...keys);
        } finally {
          redis.disconnect();
        }
      }
    },
  };
}
