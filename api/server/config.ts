// Configuration from the environment (README "Configuration").
import { join, resolve } from 'node:path';
import type { BlobStoreConfig } from './storage';
import { DEMO_TENANT_ID } from './seed';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Uploaded file bytes: DATA_DIR/files, or an S3-compatible bucket when FILE_S3_BUCKET is set. */
  files: BlobStoreConfig;
  /** redis://...: nonces and throttle counters in Redis instead of the database (README "Beyond one machine"). */
  redisUrl?: string;
  seedDemo: boolean;
  logLevel: string;
  /** The tenant of a host name that names none: DEFAULT_TNT_ID, else the demo tenant when demo data is seeded. */
  defaultTntId?: string;
  /** The built client served under /scprmall/ (when it exists). */
  clientDir: string;
  /** ANON_RATE_LIMIT: unauthenticated calls a minute per client address (0 = off; default 600). */
  anonRateLimit?: number;
  /** LOGIN_RATE_LIMIT: login tries a minute per phone (default 10); per client address six times as many. */
  loginRateLimit?: number;
  /** READ_CACHE: 'on' or 'off'; default on for PGlite, off for PostgreSQL (on only where this server is the
   * only one writing to it: db/read-cache). */
  readCache?: boolean;
  /** TRUST_PROXY: Fastify trustProxy ('true', or addresses / CIDRs of the proxies) for the client address. */
  trustProxy?: boolean | string;
  /** Access-token lifetime override in ms (tests shorten it to reach the refresh window); default wire.ts. */
  accessTokenTtlMs?: number;
}

/** DEFAULT_TNT_ID ('' for none); without it, the demo tenant serves bare host names when demo data is on. */
function defaultTenant(env: NodeJS.ProcessEnv): { defaultTntId?: string } {
  if (env.DEFAULT_TNT_ID !== undefined) return env.DEFAULT_TNT_ID ? { defaultTntId: env.DEFAULT_TNT_ID } : {};
  return env.SEED_DEMO !== '0' ? { defaultTntId: DEMO_TENANT_ID } : {};
}

function positive(name: string, v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got ${v}`);
  return n;
}

/** FILE_S3_BUCKET turns the S3-compatible store on; it then needs the endpoint and both keys. */
function fileStore(env: NodeJS.ProcessEnv, dataDir: string): BlobStoreConfig {
  if (!env.FILE_S3_BUCKET) return { dir: resolve(env.FILE_DIR ?? join(dataDir, 'files')) };
  const need = (name: string): string => {
    const v = env[name];
    if (!v) throw new Error(`${name} is required when FILE_S3_BUCKET is set`);
    return v;
  };
  return {
    s3: {
      endpoint: need('FILE_S3_ENDPOINT'), bucket: env.FILE_S3_BUCKET, region: env.FILE_S3_REGION ?? 'us-east-1',
      accessKeyId: need('FILE_S3_ACCESS_KEY_ID'), secretAccessKey: need('FILE_S3_SECRET_ACCESS_KEY'),
      prefix: env.FILE_S3_PREFIX ?? 'files/', tmpDir: join(dataDir, 'files-staging'),
    },
  };
}

function onOff(name: string, value: string): boolean {
  if (value !== 'on' && value !== 'off') throw new Error(`${name} must be on or off, got ${value}`);
  return value === 'on';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = resolve(env.DATA_DIR ?? './.data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    files: fileStore(env, dataDir),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    seedDemo: env.SEED_DEMO !== '0',
    ...defaultTenant(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: resolve(env.CLIENT_DIR ?? './dist/client'),
    ...(env.ANON_RATE_LIMIT !== undefined ? { anonRateLimit: env.ANON_RATE_LIMIT === '0' ? 0 : positive('ANON_RATE_LIMIT', env.ANON_RATE_LIMIT) } : {}),
    ...(env.LOGIN_RATE_LIMIT !== undefined ? { loginRateLimit: positive('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT) } : {}),
    ...(env.READ_CACHE !== undefined ? { readCache: onOff('READ_CACHE', env.READ_CACHE) } : {}),
    ...(env.TRUST_PROXY ? { trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY } : {}),
    ...(env.ACCESS_TOKEN_TTL_MS ? { accessTokenTtlMs: positive('ACCESS_TOKEN_TTL_MS', env.ACCESS_TOKEN_TTL_MS) } : {}),
  };
}
