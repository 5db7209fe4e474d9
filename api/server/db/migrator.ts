// Versioned migrations: migrations/NNNN_name.sql, applied in order at start, each in its own
// transaction, recorded in schema_migrations. On PostgreSQL an advisory lock keeps two starting
// processes from migrating at once.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OwnerSql } from './connection';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 7_240_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 4)), name: f.slice(5, -4), sql: readFileSync(join(dir, f), 'utf8') }));
}

/** Applies pending migrations; returns the versions applied now. */
export async function migrate(owner: OwnerSql, isPostgres: boolean): Promise<number[]> {
  return owner.exclusive(async (sql) => {
    if (isPostgres) await sql.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      await sql.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set((await sql.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
      const applied: number[] = [];
      for (const m of listMigrations()) {
        if (done.has(m.version)) continue;
        await sql.exec(`BEGIN;\n${m.sql}\n;INSERT INTO schema_migrations (version, name) VALUES (${m.version}, '${m.name}');\nCOMMIT;`).catch(async (e: unknown) => {
          await sql.exec('ROLLBACK').catch(() => undefined);
          throw new Error(`migration ${m.version}_${m.name} failed: ${(e as Error).message}`);
        });
        applied.push(m.version);
      }
      return applied;
    } finally {
      if (isPostgres) await sql.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}
