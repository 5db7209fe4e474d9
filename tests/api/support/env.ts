// Where the API suite's database comes from: PGlite (default) or PostgreSQL when DATABASE_URL is set.
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
