// Start-up tasks, in order: migrations, the code lists (reference data), demo tenants (global rows), menu
// sync for every tenant, demo tenant data, the platform parameters' defaults (reference data, after the
// demo's own values so those win), file bytes still in the database moved to the blob store. All idempotent, so every start runs them; reference data is written
// whether or not demo data is (SEED_DEMO=0 serves a full code list).
import type { FastifyBaseLogger } from 'fastify';
import { migrate, withApp, type Database } from './db';
import { modules, tables as t } from './modules';
import { readRegistry, syncMenus } from './modules/permission';
import { countMissingUsage, moveFileBytesOut } from './modules/file';
import type { BlobStore } from './storage';
import { writeCodeLists, writeParamDefaults } from './reference';
import { seedGlobals, seedTenantData } from './seed';

export interface PrepareOptions {
  schemasDir: string;
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
  if (o.seedDemo) await seedGlobals(db);
  const registry = readRegistry(o.schemasDir);
  const tenants = (await withApp(db.orm, (tx) => tx.select({ tntId: t.tenants.tntId }).from(t.tenants))).map((x) => x.tntId);
  await syncMenus(db.orm, tenants, registry);
  o.log?.info({ entries: registry.length, tenants: tenants.length, codes }, 'reference data written, menus synced');
  if (o.seedDemo) {
    o.progress?.('正在写入演示数据…');
    await seedTenantData(db);
    // Each domain's own demo rows, in domain order (docs/adding-a-vertical.md).
    for (const m of Object.values(modules) as { seedDemo?: (db: Database) => Promise<unknown> }[]) await m.seedDemo?.(db);
  }
  await writeParamDefaults(db, tenants);
  const moved = await moveFileBytesOut(db, o.files, tenants);
  if (moved) o.log?.info({ files: moved, store: o.files.kind }, 'file bytes moved out of the database');
  await countMissingUsage(db, tenants);
}
