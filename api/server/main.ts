// `npm run serve` (and `npm start`): opens the database (PGlite under DATA_DIR, or PostgreSQL when
// DATABASE_URL is set), prepares it, seeds the demo data unless SEED_DEMO=0, and listens on PORT. On
// PostgreSQL the caches of every process are invalidated through LISTEN/NOTIFY; the anti-replay nonces and
// the login / SMS throttle counters are kept in the database, or in Redis with REDIS_URL (README "Beyond
// one machine").
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { openBlobStore } from './storage';
import { buildServer } from './app';
import { copyDemoDatabase, findDemoSnapshot, isNewDataDir, restoreDemoFiles } from './demo-snapshot';
import { startPoller } from './core';
import { announce, onStop } from './process-signals';

const config = loadConfig();
// Until the server is built a stop request ends the process at once (every start-up step is a
// transaction, so nothing half-written stays); afterwards it closes the server first.
const running: { close?: () => Promise<void> } = {};
onStop(async () => {
  await running.close?.();
  process.exit(0);
});

// A new PGlite data directory with demo data starts from the prepared demo database when there is one for
// this code (made by npm install: api/server/demo-snapshot.ts), and skips the start-up tasks that made it;
// otherwise the demo data is seeded below.
const snapshot = !config.databaseUrl && config.seedDemo && isNewDataDir(config.dataDir) ? findDemoSnapshot() : null;
if (snapshot) copyDemoDatabase(snapshot, config.dataDir);
announce(snapshot ? '正在打开数据库（预先准备的演示数据）…' : '正在打开数据库…');
const files = openBlobStore(config.files);
const db = await openDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl, ...(config.readCache !== undefined ? { readCache: config.readCache } : {}) }
    : {
        dataDir: config.dataDir,
        ...(config.readCache !== undefined ? { readCache: config.readCache } : {}),
        // The embedded database's thread died: nothing can be read or written any more, so the process
        // says why and ends (a supervisor restarts it; the data directory is as the last commit left it).
        onLost: (e) => {
          console.error(`嵌入式数据库线程意外退出，服务器停止：${e.message}`);
          process.exit(1);
        },
      },
);
if (snapshot) await restoreDemoFiles(db, snapshot, files);
announce('正在启动服务…');
const app = await buildServer({
  db,
  files,
  seedDemo: config.seedDemo,
  ...(snapshot ? { prepare: false } : {}),
  progress: announce,
  ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
  logger: { level: config.logLevel },
  // The client is served when it has been built (npm start builds it; npm run serve may run without).
  ...(existsSync(join(config.clientDir, 'index.html')) ? { client: { dir: config.clientDir } } : {}),
  ...(config.accessTokenTtlMs ? { tokenTtl: { accessMs: config.accessTokenTtlMs } } : {}),
  ...(config.defaultTntId ? { defaultTntId: config.defaultTntId } : {}),
  ...(config.anonRateLimit !== undefined ? { addressLimit: { perWindow: config.anonRateLimit } } : {}),
  ...(config.loginRateLimit !== undefined ? { loginRate: { perPhonePerMinute: config.loginRateLimit, perAddressPerMinute: 6 * config.loginRateLimit } } : {}),
  ...(config.trustProxy !== undefined ? { trustProxy: config.trustProxy } : {}),
});

// The durable scheduler (docs/trading.md "Scheduler": unpaid orders cancelled on time), polled every 5 s;
// jobs live in the database, so a restart picks up where the last process stopped.
const jobs = startPoller(app.scpr);
running.close = async () => {
  app.log.info('shutting down');
  await jobs.stop();
  await app.close();
};

await app.listen({ port: config.port, host: config.host });
const client = existsSync(join(config.clientDir, 'index.html'));
app.log.info({ port: config.port, database: db.kind, nonces: config.redisUrl ? 'redis' : 'database', bus: config.databaseUrl ? 'postgres LISTEN/NOTIFY' : 'in-process', dataDir: config.databaseUrl ? undefined : config.dataDir, files: 's3' in config.files ? 's3' : config.files.dir, client: client ? '/scprmall/' : undefined }, 'server ready');
const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
announce(`已启动 http://localhost:${port}${client ? '/scprmall/' : '/'}`);
