// `npm run serve` (and `npm start`): opens the database (PGlite under DATA_DIR, or PostgreSQL when
// DATABASE_URL is set), prepares it, seeds the demo data unless SEED_DEMO=0, and listens on PORT. On
// PostgreSQL the caches of every process are invalidated through LISTEN/NOTIFY; the anti-replay nonces and
// the login / SMS throttle counters are kept in the database, or in Redis with REDIS_URL (README "Beyond
// one machine").
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { buildServer } from './app';
import { startPoller } from './modules/indent';

const config = loadConfig();
const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
const app = await buildServer({
  db,
  seedDemo: config.seedDemo,
  ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
  logger: { level: config.logLevel },
  // The client is served when it has been built (npm start builds it; npm run serve may run without).
  ...(existsSync(join(config.clientDir, 'index.html')) ? { client: { dir: config.clientDir } } : {}),
  ...(config.accessTokenTtlMs ? { tokenTtl: { accessMs: config.accessTokenTtlMs } } : {}),
  ...(config.defaultTntId ? { defaultTntId: config.defaultTntId } : {}),
  ...(config.anonRateLimit !== undefined ? { addressLimit: { perWindow: config.anonRateLimit } } : {}),
  ...(config.trustProxy !== undefined ? { trustProxy: config.trustProxy } : {}),
});

// The durable scheduler (docs/trading.md "Scheduler": unpaid orders cancelled on time), polled every 5 s;
// jobs live in the database, so a restart picks up where the last process stopped.
const jobs = startPoller(app.scpr);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void jobs.stop().then(() => app.close()).then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info({ port: config.port, database: db.kind, nonces: config.redisUrl ? 'redis' : 'database', bus: config.databaseUrl ? 'postgres LISTEN/NOTIFY' : 'in-process', dataDir: config.databaseUrl ? undefined : config.dataDir, client: existsSync(join(config.clientDir, 'index.html')) ? '/scprmall/' : undefined }, 'server ready');
