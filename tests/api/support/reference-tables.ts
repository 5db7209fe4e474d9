// The tables that belong to no one tenant, and why: the only exceptions to "tnt_id in every key"
// (database.test.ts, tenant-distribution.test.ts). On Citus they are reference tables (copied to every
// node) or stay on the coordinator (docs/scaling.md). Every other table is distributed by tnt_id.
export const REFERENCE_TABLES: Record<string, string> = {
  tenants: 'the tenant directory itself (tenant-owned tables point at it)',
  tenant_hosts: 'host name -> tenant, read before any tenant is known',
  server_keys: 'the login key pair of the whole server',
  code_values: 'the shared code list',
  schema_migrations: 'which migrations ran (the migrator\'s own bookkeeping)',
  sandbox_pay_trades: 'the built-in sandbox payment provider\'s own trades: an outside party\'s records',
  sandbox_pay_refunds: 'the sandbox provider\'s own refunds of its trades: an outside party\'s records, like sandbox_pay_trades',
  provider_secrets: 'per-deployment keys of the payment providers, read by the owner at start-up',
  request_nonces: 'the server\'s anti-replay bookkeeping (keyed by tenant in its scope column), used when REDIS_URL is not set (docs/security.md)',
  request_nonce_batches: 'the same bookkeeping written behind by the one PGlite process, a row per tenant (scope) and flush',
  auth_counters: 'login and SMS throttle counters, global on purpose: another tenant header buys no extra tries (docs/security.md)',
  blob_refs: 'how many file rows of every tenant name each digest of the shared blob store (identical bytes are stored once), so released bytes go only when no tenant names them (migration 0210)',
};
