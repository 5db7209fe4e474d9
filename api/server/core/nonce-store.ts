// Single-use values (anti-replay nonces, login payload nonces), keyed by the tenant they were used in
// (issue 13 item 2: not by the browser's sid, which a replay may change at will). DbNonceStore
// (nonce-store-db.ts) keeps them in the database (PostgreSQL), RedisNonceStore (nonce-store-redis.ts) in
// Redis when REDIS_URL is set, WriteBehindNonceStore (nonce-store-write-behind.ts) in this process's
// memory written behind to the database (PGlite, which one process alone can open): either way they
// survive a restart and are shared by every server process.
export interface NonceStore {
  /** True the first time (scope, nonce) is seen within ttlMs; false for a replay. */
  useOnce(scope: string, nonce: string, ttlMs: number): Promise<boolean>;
  /** Writes what the store holds back (the write-behind store of PGlite); tests call it before reading the table. */
  flush?(): Promise<void>;
  close?(): Promise<void>;
}

/** The scope of a call made without a tenant (acl.getPubKey, an optional tenant left unresolved). */
export const NO_TENANT_SCOPE = '-';
