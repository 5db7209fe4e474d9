// Where the API suite's database comes from: PGlite (default) or PostgreSQL when DATABASE_URL is set.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURE_SCHEMAS = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'schemas');
export const DATABASE_URL = process.env.DATABASE_URL;

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the prepared data directory tarball. */
    pgliteDump: string;
    /** PostgreSQL: the prepared template database. */
    pgTemplate: string;
    /** The blob store directory every test server shares (content-addressed: files never change). */
    fileDir: string;
  }
}
