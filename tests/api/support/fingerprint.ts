// A fingerprint of the whole database for "nothing was written" assertions: each table's row count and
// a digest of its rows, read as the owner (row-level security does not hide anything from it).
import type { Database } from '../../../api/server/db';

/** Tables that change on every request by design (anti-replay nonces), left out of the fingerprint. */
const VOLATILE = new Set(['request_nonces', 'request_nonce_batches']);

export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.owner.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    const [row] = await db.owner.query<{ n: string | number; digest: string | null }>(
      `SELECT count(*) AS n, md5(string_agg(md5(r::text), '' ORDER BY md5(r::text))) AS digest FROM ${name} r`,
    );
    out[name] = `${row!.n}:${row!.digest ?? ''}`;
  }
  return out;
}
