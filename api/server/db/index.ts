// api/server/db: connection (PGlite or PostgreSQL), migrations, Drizzle schema, tenant reads and transactions.
export { openDatabase, type Database, type Db, type Tx, type OwnerSql, type OpenOptions } from './connection';
export { migrate, listMigrations } from './migrator';
export { withTenant, withApp, APP_ROLE } from './tenant-tx';
export { tenantRead, prepareRead, PreparedRead, type ReadDb, type ReadOptions } from './tenant-read';
export { textParam, SET_STATEMENT, type OneTripReader, type ReadRequest, type ReadResult } from './one-trip';
export * as t from './schema';
