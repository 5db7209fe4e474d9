// The prepared demo database (issue 29 item 10): the first start on a fresh clone seeded the demo data row
// by row (about ten seconds of statements, after initdb). `npm install` now runs the same start-up tasks
// once (prepareDatabase with the demo data: the seed stays the only source) into a PGlite data directory
// of its own and keeps it, with the uploaded-file bytes the seed wrote, under dist/demo-db/<key>/. A server
// whose PGlite DATA_DIR is new copies that directory into it (a copy of files: no initdb, no tarball to
// unpack, which cost more than opening an existing directory) and puts the bytes into its own file store.
// It then skips the start-up tasks: the dump is their output for this very code (the key), so running
// them again would find everything written, at a cost of seconds.
//
// The key is a digest of the contents of everything the start-up tasks may run (api/, engine/, schemas/,
// the lockfile, which pins PGlite): change a migration, the seed or anything they call and the dump no
// longer matches, so it is not used (the server seeds as before) until `npm install` or
// `npm run demo:snapshot` makes it again. The seed places demo orders and pre-sell dates relative to the
// moment it runs, so a dump older than MAX_AGE_MS is not used either (its orders awaiting payment would be
// hours older than the seed makes them; the unpaid timeout is a day).
//
// The dump holds no secret: the sandbox payment key the seed made is deleted before the dump, so each
// database opened from it makes its own at its first start (as the server keys are made then too).
import { createHash } from 'node:crypto';
import { constants, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from './db';
import { prepareDatabase } from './startup';
import { DirBlobStore, type BlobStore } from './storage';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where dumps are kept (dist/ is the build's, ignored by git). */
export const SNAPSHOT_ROOT = join(REPO_ROOT, 'dist', 'demo-db');
/** What the start-up tasks may run: their digest is the dump's key. */
const INPUTS = ['api', 'engine', 'schemas', 'package-lock.json'];
export const MAX_AGE_MS = 6 * 3_600_000;

interface Meta {
  key: string;
  /** When the seed ran (ms since the epoch). */
  madeAt: number;
}

function contents(root: string, path: string, hash: ReturnType<typeof createHash>): void {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) contents(root, join(path, name), hash);
    return;
  }
  hash.update(`${relative(root, full)}\n`).update(readFileSync(full)).update('\n');
}

/** The digest of the start-up tasks' code (file contents, not times: a fresh clone has new times). */
export function demoSnapshotKey(root = REPO_ROOT): string {
  const hash = createHash('sha256');
  for (const p of INPUTS) contents(root, p, hash);
  return hash.digest('hex').slice(0, 32);
}

/** A PGlite data directory nothing has been written to yet (the first start). */
export const isNewDataDir = (dataDir: string): boolean => !existsSync(join(dataDir, 'PG_VERSION'));

export interface DemoSnapshot {
  dir: string;
  madeAt: number;
}

/** The dump for this code, when there is one young enough; null otherwise (the server seeds as before). */
export function findDemoSnapshot(key = demoSnapshotKey(), now = Date.now(), root = SNAPSHOT_ROOT): DemoSnapshot | null {
  const dir = join(root, key);
  const metaFile = join(dir, 'meta.json');
  if (!existsSync(metaFile)) return null;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;
  if (meta.key !== key || now - meta.madeAt > MAX_AGE_MS || now < meta.madeAt) return null;
  return { dir, madeAt: meta.madeAt };
}

/** Copies the prepared data directory into a new PGlite DATA_DIR (before it is opened). */
export function copyDemoDatabase(snapshot: DemoSnapshot, dataDir: string): void {
  cpSync(join(snapshot.dir, 'pgdata'), dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
}

/** Puts the bytes of every file row of a database opened from `snapshot` into the server's own store. */
export async function restoreDemoFiles(db: Database, snapshot: DemoSnapshot, files: BlobStore): Promise<number> {
  const from = new DirBlobStore(join(snapshot.dir, 'files'));
  const rows = await db.owner.query<{ sha256: string }>('SELECT DISTINCT sha256 FROM files WHERE sha256 IS NOT NULL');
  for (const { sha256 } of rows) {
    const blob = await from.open(sha256);
    if (!blob) throw new Error(`demo snapshot ${snapshot.dir} lacks file ${sha256}`);
    const chunks: Buffer[] = [];
    for await (const c of blob.stream) chunks.push(c as Buffer);
    await files.putBytes(Buffer.concat(chunks));
  }
  return rows.length;
}

/**
 * Makes the dump for the current code unless it exists and is young enough: the start-up tasks with the
 * demo data into an in-memory PGlite, the file bytes into the dump's own folder. Written beside and renamed
 * into place (a reader sees a whole dump or none); dumps of other keys are removed. Returns whether it made one.
 */
export async function makeDemoSnapshot(progress: (line: string) => void = () => undefined, root = SNAPSHOT_ROOT): Promise<boolean> {
  const key = demoSnapshotKey();
  const madeAt = Date.now();
  if (findDemoSnapshot(key, madeAt, root)) return false;
  const building = join(root, `${key}.building-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const db = await openDatabase({ dataDir: join(building, 'pgdata'), readCache: false });
  try {
    await prepareDatabase(db, { seedDemo: true, files: new DirBlobStore(join(building, 'files')), progress });
    await db.owner.exec('DELETE FROM provider_secrets');
    await db.owner.exec('CHECKPOINT');
  } finally {
    // A clean close: the directory is consistent and holds no lock of this process.
    await db.close();
  }
  rmSync(join(building, 'files', 'tmp'), { recursive: true, force: true });
  writeFileSync(join(building, 'meta.json'), JSON.stringify({ key, madeAt } satisfies Meta));
  for (const old of existsSync(root) ? readdirSync(root) : []) if (old !== key && !old.includes('.building-')) rmSync(join(root, old), { recursive: true, force: true });
  rmSync(join(root, key), { recursive: true, force: true });
  renameSync(building, join(root, key));
  return true;
}
