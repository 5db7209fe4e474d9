// The prepared demo database (issue 29 item 10, api/server/demo-snapshot.ts): made by the start-up tasks
// themselves (the seed stays the only source), found only for the code that made it and only while young,
// and a new data directory copied from it holds the seeded rows, the bytes of every file and no secret.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../api/server/db';
import { copyDemoDatabase, demoSnapshotKey, findDemoSnapshot, isNewDataDir, makeDemoSnapshot, MAX_AGE_MS, restoreDemoFiles, type DemoSnapshot } from '../../api/server/demo-snapshot';
import { DirBlobStore } from '../../api/server/storage';
import { openTestDatabase } from './support/server';

/** Rows per table, read as the owner. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.owner.query<{ name: string }>("SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const out: Record<string, number> = {};
  for (const { name } of tables) out[name] = Number((await db.owner.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`))[0]!.n);
  return out;
}

/** Rows the suite's prepared database has beyond the seed's (tests/api/support/global-setup.ts: the server
 * key, the picture the goods forms use, and blob_refs, which counts the files' digests) or that a start makes
 * (the sandbox key, nonces). */
const NOT_THE_SEEDS = new Set(['server_keys', 'provider_secrets', 'files', 'file_usage', 'blob_refs', 'request_nonces', 'request_nonce_batches']);

describe('the prepared demo database', () => {
  const work = mkdtempSync(join(tmpdir(), 'scpr-snapshot-'));
  const root = join(work, 'demo-db');
  let snapshot: DemoSnapshot;
  let db: Database;
  let files: DirBlobStore;

  beforeAll(async () => {
    expect(await makeDemoSnapshot(undefined, root)).toBe(true);
    snapshot = findDemoSnapshot(demoSnapshotKey(), Date.now(), root)!;
    expect(snapshot).not.toBeNull();
    const dataDir = join(work, 'data');
    expect(isNewDataDir(dataDir)).toBe(true);
    copyDemoDatabase(snapshot, dataDir);
    expect(isNewDataDir(dataDir)).toBe(false);
    db = await openDatabase({ dataDir });
    files = new DirBlobStore(join(work, 'files'));
    await restoreDemoFiles(db, snapshot, files);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('is made once for the same code, and found only for that code and while young', async () => {
    expect(await makeDemoSnapshot(undefined, root)).toBe(false);
    expect(findDemoSnapshot('0'.repeat(32), Date.now(), root)).toBeNull();
    expect(findDemoSnapshot(demoSnapshotKey(), snapshot.madeAt + MAX_AGE_MS + 1, root)).toBeNull();
    expect(findDemoSnapshot(demoSnapshotKey(), snapshot.madeAt + MAX_AGE_MS, root)).not.toBeNull();
  });

  it('holds the rows the seed writes, table by table', async () => {
    const fixture = await openTestDatabase();
    try {
      const seeded = await rowCounts(fixture);
      const copied = await rowCounts(db);
      expect(Object.keys(copied)).toEqual(Object.keys(seeded));
      for (const table of Object.keys(seeded)) if (!NOT_THE_SEEDS.has(table)) expect(copied[table], table).toBe(seeded[table]);
      expect(copied.item_skus).toBeGreaterThan(1000);
      expect(copied.orders).toBeGreaterThan(10);
    } finally {
      await fixture.close();
    }
  });

  it('gives the new data directory the bytes of every file', async () => {
    const rows = await db.owner.query<{ sha256: string | null; content: unknown }>('SELECT sha256, content FROM files');
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(r.content).toBeNull();
      expect(await files.open(r.sha256!), r.sha256!).not.toBeNull();
    }
  });

  it('holds no secret: each database made from it makes its own', async () => {
    expect(await db.owner.query('SELECT name FROM provider_secrets')).toEqual([]);
    expect(await db.owner.query('SELECT key_id FROM server_keys')).toEqual([]);
  });
});
