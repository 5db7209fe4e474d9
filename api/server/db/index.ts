// api/server/db: connection (PGlite or PostgreSQL), migrations, column helpers, tenant reads and
// transactions. The tables live with their domain (modules/<domain>/tables.ts).
export { openDatabase, type Database, type Db, type Tx, type OwnerSql, type OpenOptions } from './connection';
export { migrate, listMigrations } from './migrator';
export { withTenant, withApp } from './tenant-tx';
export { APP_ROLE } from './role';
export { deploymentSecret } from './secrets';
export { tenantRead, prepareRead, PreparedRead, type ReadDb, type ReadOptions } from './tenant-read';
export type { ReadObserver } from './read-cache';
export { textParam, SET_STATEMENT, type OneTripReader, type ReadRequest, type ReadResult } from './one-trip';
export { ts, bytea, money } from './columns';
export * from './list';
