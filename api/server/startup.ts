// Start-up tasks, in order: migrations, demo tenants (global rows), menu sync for every tenant, demo
// tenant data. All idempotent, so every start runs them.
import type { FastifyBaseLogger } from 'fastify';
import { migrate, withApp, type Database } from './db';
import { tables as t } from './modules';
import { readRegistry, syncMenus } from './modules/permission';
import { seedGlobals, seedTenantData } from './seed';

export interface PrepareOptions {
  schemasDir: string;
  seedDemo: boolean;
  log?: FastifyBaseLogger;
}

export async function prepareDatabase(db: Database, o: PrepareOptions): Promise<void> {
  const applied = await migrate(db.owner, db.kind === 'postgres');
  if (applied.length) o.log?.info({ migrations: applied }, 'migrations applied');
  if (o.seedDemo) await seedGlobals(db);
  const registry = readRegistry(o.schemasDir);
  const tenants = await withApp(db.orm, (tx) => tx.select({ tntId: t.tenants.tntId }).from(t.tenants));
  await syncMenus(db.orm, tenants.map((x) => x.tntId), registry);
  o.log?.info({ entries: registry.length, tenants: tenants.length }, 'menus synced');
  if (o.seedDemo) await seedTenantData(db);
}
