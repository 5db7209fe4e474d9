// The database walls: tnt_id leads every key of every tenant-owned table, RLS is enabled AND forced on
// each, the app role owns nothing and sees only its tenant's rows, and migrations and seed are idempotent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { APP_ROLE, listMigrations, migrate, withTenant } from '../../api/server/db';
import { tables as t } from '../../api/server/modules';
import { seedDemoData, seedDemoGlobals } from '../../api/server/startup';
import { REFERENCE_TABLES } from './support/reference-tables';
import { countRows, startTestServer, type TestServer } from './support/server';

/** Tables that belong to no tenant (each with its reason in support/reference-tables.ts). */
const GLOBAL_TABLES = new Set(Object.keys(REFERENCE_TABLES));

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => h.db.owner.query<T>(text, params);

describe('tenant-owned tables', () => {
  it('every public table is either global (listed with a reason) or carries tnt_id', async () => {
    const tables = await q<{ table_name: string; has_tnt: boolean }>(`
      SELECT c.table_name, bool_or(c.column_name = 'tnt_id') AS has_tnt FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' GROUP BY c.table_name`);
    expect(tables.length).toBeGreaterThan(10);
    for (const tb of tables) if (!GLOBAL_TABLES.has(tb.table_name)) expect(tb.has_tnt, tb.table_name).toBe(true);
  });

  it('row-level security is enabled and forced on every tenant-owned table, with a policy', async () => {
    const rows = await q<{ relname: string; rls: boolean; forced: boolean; policies: number }>(`
      SELECT c.relname, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
             (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tnt_id' AND NOT a.attisdropped)`);
    const owned = rows.filter((r) => !GLOBAL_TABLES.has(r.relname));
    expect(owned.length).toBeGreaterThanOrEqual(19);
    for (const r of owned) {
      expect({ table: r.relname, rls: r.rls, forced: r.forced, hasPolicy: r.policies > 0 }).toEqual({ table: r.relname, rls: true, forced: true, hasPolicy: true });
    }
  });

  it('tnt_id is the first column of the primary key and of every unique index of tenant-owned tables', async () => {
    const rows = await q<{ table: string; index: string; first: string }>(`
      SELECT t.relname AS table, i.relname AS index, a.attname AS first
      FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = x.indkey[0]
      WHERE n.nspname = 'public' AND (x.indisunique OR x.indisprimary)`);
    const owned = rows.filter((r) => !GLOBAL_TABLES.has(r.table));
    expect(owned.length).toBeGreaterThan(19);
    for (const r of owned) expect(`${r.table}.${r.index} starts with ${r.first}`).toBe(`${r.table}.${r.index} starts with tnt_id`);
  });

  it('the app role owns nothing, is no superuser and cannot bypass RLS', async () => {
    const [role] = await q<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>(
      'SELECT rolsuper, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolcanlogin: false });
    const owned = await q(`SELECT c.relname FROM pg_class c JOIN pg_roles r ON r.oid = c.relowner WHERE r.rolname = $1`, [APP_ROLE]);
    expect(owned).toEqual([]);
  });

  it('under the app role a tenant sees only its own rows and cannot write another tenant\'s', async () => {
    const all = await countRows(h.db, 'persons');
    const demo = await countRows(h.db, 'persons', 'tnt_id = $1', ['T1001']);
    expect(all).toBeGreaterThan(demo);
    const seen = await withTenant(h.db.orm, 'T1001', (tx) => tx.select({ id: t.persons.personId, tnt: t.persons.tntId }).from(t.persons));
    expect(seen).toHaveLength(demo);
    expect(new Set(seen.map((r) => r.tnt))).toEqual(new Set(['T1001']));
    // Even a query that forgets its tenant filter gets zero rows of another tenant.
    const apple = await withTenant(h.db.orm, 'T1001', (tx) => tx.execute(sql`select count(*)::int as n from persons where tnt_id = 'T1002'`));
    expect((apple as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    await expect(
      withTenant(h.db.orm, 'T1001', (tx) =>
        tx.insert(t.malls).values({ tntId: 'T1002', mallId: 'MX', mallNm: '越权商城', mallType: '1', mallStatus: '1', sort: 9 })),
    ).rejects.toThrow();
    expect(await countRows(h.db, 'malls', "mall_id = 'MX'")).toBe(0);
  });

  it('every Drizzle column exists in the migrated database', async () => {
    const cols = await q<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`);
    const have = new Set(cols.map((c) => `${c.table_name}.${c.column_name}`));
    for (const table of Object.values(t) as PgTable[]) {
      const cfg = getTableConfig(table);
      for (const c of cfg.columns) expect(have, `${cfg.name}.${c.name}`).toContain(`${cfg.name}.${c.name}`);
    }
  });
});

describe('migrations and seed', () => {
  it('migrations are numbered NNNN_name.sql, all applied, and a second run applies nothing', async () => {
    const files = listMigrations();
    // Strictly increasing and unique; gaps are allowed (COMMON.md reserves a range of numbers per engineer).
    const versions = files.map((m) => m.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    const done = await q<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(done.map((r) => r.version)).toEqual(files.map((m) => m.version));
    expect(await migrate(h.db.owner, h.db.kind === 'postgres')).toEqual([]);
  });

  it('seeding again changes nothing (deterministic ids, no duplicates)', async () => {
    const tables = ['tenants', 'persons', 'accounts', 'roles', 'role_grants', 'account_roles', 'malls', 'notices', 'shortcut_menus', 'code_values', 'tenant_params'];
    const before = await Promise.all(tables.map((x) => countRows(h.db, x)));
    const hashes = await q('SELECT person_id, password_hash FROM persons ORDER BY tnt_id, person_id');
    await seedDemoGlobals(h.db);
    await seedDemoData(h.db);
    expect(await Promise.all(tables.map((x) => countRows(h.db, x)))).toEqual(before);
    expect(await q('SELECT person_id, password_hash FROM persons ORDER BY tnt_id, person_id')).toEqual(hashes);
  });

  it('the demo tenants exist: unify workbench, default, APPLE and CHINESE_MEDICINE with their own branding', async () => {
    const rows = await q<{ tnt_id: string; tag: string; is_unify: boolean; system_name: string }>(
      'SELECT tnt_id, tag, is_unify, system_name FROM tenants ORDER BY sort');
    expect(rows.map((r) => [r.tnt_id, r.tag, r.is_unify])).toEqual([
      ['T0000', '', true], ['T1001', '', false], ['T1002', 'APPLE', false], ['T1003', 'CHINESE_MEDICINE', false],
    ]);
    expect(new Set(rows.map((r) => r.system_name)).size).toBe(4);
    const skins = await q<{ param_value: string }>(`SELECT param_value FROM tenant_params WHERE param_no = 'TNT_CST_SKIN' ORDER BY tnt_id`);
    expect(new Set(skins.map((s) => s.param_value)).size).toBeGreaterThan(1);
  });
});
