// Prepares one migrated, seeded database for the whole API suite (initdb and seeding cost seconds):
// a PGlite tarball loaded by every test file, or a PostgreSQL template database that every test file
// copies into a fresh database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../api/server/db';
import { DirBlobStore } from '../../../api/server/storage';
import { prepareDatabase } from '../../../api/server/startup';
import { KeyService } from '../../../api/server/modules/acl';
import { DATABASE_URL, withDatabase } from './env';
import { storePicture } from './picture';

export default async function setup(project: TestProject) {
  // One blob store for the whole suite: the prepared database's pictures are in it, and every test
  // server adds its uploads (content-addressed and never rewritten, so sharing it is safe).
  const dir = mkdtempSync(join(tmpdir(), 'scpr-api-'));
  const files = new DirBlobStore(join(dir, 'files'));
  project.provide('fileDir', files.root);
  if (DATABASE_URL) {
    const template = `scpr_tpl_${process.pid}`;
    const admin = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 1 });
    await admin.owner.exec(`DROP DATABASE IF EXISTS ${template}`);
    await admin.owner.exec(`CREATE DATABASE ${template}`);
    const db = await openDatabase({ databaseUrl: withDatabase(DATABASE_URL, template), poolSize: 2 });
    await prepareDatabase(db, { seedDemo: true, files });
    await KeyService.ensure(db);
    await storePicture(db, files); // the picture goods forms of the suites refer to (support/goods.ts PICTURE)
    await db.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      const rows = await admin.owner.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${template}_t_%`]);
      for (const r of rows) await admin.owner.exec(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      await admin.owner.exec(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const db = await openDatabase({});
  await prepareDatabase(db, { seedDemo: true, files });
  await KeyService.ensure(db);
  await storePicture(db, files);
  const file = join(dir, 'prepared.tar.gz');
  writeFileSync(file, Buffer.from(await (await db.dump!()).arrayBuffer()));
  await db.close();
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
