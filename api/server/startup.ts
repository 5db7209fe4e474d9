// Start-up tasks, in order: migrations, the code lists (reference data), demo tenants (global rows, the
// domains' seedDemoGlobals), menu sync for every tenant, every domain's demo data (seedDemo, in domain
// order), the platform parameters' defaults (reference data, after the demo's own values so those win),
// file bytes still in the database moved to the blob store. All idempotent, so every start runs them; reference data is written
// whether or not demo data is (SEED_DEMO=0 serves a full code list).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainName } from '../catalogue';
import type { ServerModule } from './core';
import { migrate, withApp, type Database } from './db';
import { modules, tables as t } from './modules';
import { readRegistry, syncMenus } from './modules/permission';
import { countMissingUsage, moveFileBytesOut, sweepUnreferencedBlobs } from './modules/file';
import type { BlobStore } from './storage';
import { writeCodeLists, writeParamDefaults } from './reference';

/** The screen files: the menu registry is read from them at every start (tests too: there is no other copy). */
export const SCHEMAS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schemas');

export interface PrepareOptions {
  seedDemo: boolean;
  /** Where file bytes go (rows still holding bytes in the database are moved there). */
  files: BlobStore;
  log?: FastifyBaseLogger;
  /** A line for the person waiting on the first start (which takes seconds): main.ts prints it. */
  progress?: (line: string) => void;
}

export async function prepareDatabase(db: Database, o: PrepareOptions): Promise<void> {
  o.progress?.('正在准备数据库（结构、代码表、菜单）…');
  const applied = await migrate(db.owner, db.kind === 'postgres');
  if (applied.length) o.log?.info({ migrations: applied }, 'migrations applied');
  const codes = await writeCodeLists(db);
  if (o.seedDemo) await seedDemoGlobals(db);
  const registry = readRegistry(SCHEMAS_DIR);
  const tenants = (await withApp(db.orm, (tx) => tx.select({ tntId: t.tenants.tntId }).from(t.tenants))).map((x) => x.tntId);
  await syncMenus(db.orm, tenants, registry);
  o.log?.info({ entries: registry.length, tenants: tenants.length, codes }, 'reference data written, menus synced');
  if (o.seedDemo) {
    o.progress?.('正在写入演示数据…');
    await seedDemoData(db);
  }
  await writeParamDefaults(db, tenants);
  const moved = await moveFileBytesOut(db, o.files, tenants);
  if (moved) o.log?.info({ files: moved, store: o.files.kind }, 'file bytes moved out of the database');
  await countMissingUsage(db, tenants);
  const swept = await sweepUnreferencedBlobs(db.orm, o.files);
  if (swept) o.log?.info({ blobs: swept }, 'unreferenced file bytes removed');
}

type DemoHooks = Pick<ServerModule<DomainName>, 'seedDemoGlobals' | 'seedDemo'>;
const demoHooks = (): DemoHooks[] =>
  Object.values(modules).map((m) => ({ seedDemoGlobals: 'seedDemoGlobals' in m ? m.seedDemoGlobals : undefined, seedDemo: 'seedDemo' in m ? m.seedDemo : undefined }));

/** Every domain's global demo rows (the demo tenants), in domain order: before the menu sync. */
export async function seedDemoGlobals(db: Database): Promise<void> {
  for (const m of demoHooks()) await m.seedDemoGlobals?.(db);
}

/** Every domain's demo data, in domain order (docs/adding-a-vertical.md): after the menu sync. */
export async function seedDemoData(db: Database): Promise<void> {
  for (const m of demoHooks()) await m.seedDemo?.(db);
}
