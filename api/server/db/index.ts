// api/server/db: connection (PGlite or PostgreSQL), migrations, Drizzle schema, tenant transactions.
export { openDatabase, type Database, type Db, type Tx, type OwnerSql, type OpenOptions } from './connection';
export { migrate, listMigrations } from './migrator';
export { withTenant, withApp, APP_ROLE } from './tenant-tx';
export * as t from './schema';
