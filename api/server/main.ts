// `npm run serve` (and `npm start`): opens the database (PGlite under DATA_DIR, or PostgreSQL when
// DATABASE_URL is set), prepares it, seeds the demo data unless SEED_DEMO=0, and listens on PORT.
import { loadConfig } from './config';
import { openDatabase } from './db';
import { buildServer } from './app';

const config = loadConfig();
const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
const app = await buildServer({ db, seedDemo: config.seedDemo, logger: { level: config.logLevel } });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info({ port: config.port, database: db.kind, dataDir: config.databaseUrl ? undefined : config.dataDir }, 'server ready');
