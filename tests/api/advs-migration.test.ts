// Migration 0215 (one ads table): a database migrated up to 0214, holding mall ads and shop ads of two
// tenants, is migrated by the real migrator; every row is then in `advs` with its owner, ids, dates and
// switch unchanged, the old tables are gone, and the new table is walled like every tenant table (RLS
// forced, tnt_id leading its key, the owner check refusing an ad of both or neither).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate, openDatabase, type Database } from '../../api/server/db';
import { DATABASE_URL, withDatabase } from './support/env';

const VERSION = 215;
const dbName = `scpr_advs_${randomBytes(6).toString('hex')}`;
let db: Database;

beforeAll(async () => {
  if (DATABASE_URL) {
    const admin = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 1 });
    await admin.owner.exec(`CREATE DATABASE ${dbName}`);
    await admin.close();
    db = await openDatabase({ databaseUrl: withDatabase(DATABASE_URL, dbName), poolSize: 2 });
  } else {
    db = await openDatabase({});
  }
  // The schema as it stood before 0215, recorded as applied the way the migrator records it.
  await db.owner.exec('CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const m of listMigrations().filter((x) => x.version < VERSION)) {
    await db.owner.exec(`BEGIN;\n${m.sql}\n;INSERT INTO schema_migrations (version, name) VALUES (${m.version}, '${m.name}');\nCOMMIT;`);
  }
  const ad = (id: string, title: string, from: string, to: string, enabled: boolean) =>
    `'${title}', '副标题', 'F-${id}', '${title}.png', '/scpr/file/F-${id}', '/shopping/product', 2, '${from}', '${to}', ${enabled}, '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'`;
  await db.owner.exec(`
    INSERT INTO tenants (tnt_id, idytp_cd, industry_name, tnt_name, system_name) VALUES ('TA', 'AA', '农业', '甲', '甲平台'), ('TB', 'BB', '农业', '乙', '乙平台');
    INSERT INTO malls (tnt_id, mall_id, mall_nm, mall_type, mall_status) VALUES ('TA', 'M01', '企业采购商城', '2', '1'), ('TB', 'M01', '零售商城', '1', '1');
    INSERT INTO shops (tnt_id, shop_id, company_id, shop_nm, main_categories, contact_nm, contact_phone, status, created_at, updated_at)
      VALUES ('TA', 'S1', 'C1', '甲店', '水果', '张三', '13800000000', '10', now(), now()), ('TB', 'S1', 'C1', '乙店', '蔬菜', '李四', '13900000000', '20', now(), now());
    INSERT INTO mall_advs (tnt_id, adv_id, mall_id, title, subtitle, picture_id, picture_name, picture_url, link, sort, start_date, end_date, enabled, created_at, updated_at)
      VALUES ('TA', 'A1', 'M01', ${ad('A1', '商城广告', '2026-01-01', '2026-02-01', true)}), ('TB', 'A1', 'M01', ${ad('A1', '乙商城广告', '2026-03-01', '2026-03-02', false)});
    INSERT INTO shop_advs (tnt_id, adv_id, shop_id, title, subtitle, picture_id, picture_name, picture_url, link, sort, start_date, end_date, enabled, created_at, updated_at)
      VALUES ('TA', 'B1', 'S1', ${ad('B1', '店铺广告', '2026-01-05', '2026-01-06', true)}), ('TB', 'A1', 'S1', ${ad('A1', '同号店铺广告', '2026-04-01', '2026-04-30', true)});
  `);
});

afterAll(async () => {
  await db?.close();
  if (DATABASE_URL) {
    const admin = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 1 });
    await admin.owner.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.close();
  }
});

const q = <T = Record<string, unknown>>(text: string) => db.owner.query<T>(text);

describe('migration 0215: mall ads and shop ads become one table', () => {
  it('moves every row with its owner and values, and drops the two old tables', async () => {
    expect(await migrate(db.owner, db.kind === 'postgres')).toContain(VERSION);
    const rows = await q(`SELECT tnt_id, adv_id, owner_kind, mall_id, shop_id, title, link, sort, start_date::text AS start_date, end_date::text AS end_date, enabled,
      updated_at = '2026-01-02T00:00:00Z'::timestamptz AS kept_time FROM advs ORDER BY tnt_id, owner_kind, adv_id`);
    const same = { link: '/shopping/product', sort: 2, kept_time: true };
    expect(rows).toEqual([
      { tnt_id: 'TA', adv_id: 'A1', owner_kind: 'mall', mall_id: 'M01', shop_id: null, title: '商城广告', start_date: '2026-01-01', end_date: '2026-02-01', enabled: true, ...same },
      { tnt_id: 'TA', adv_id: 'B1', owner_kind: 'shop', mall_id: null, shop_id: 'S1', title: '店铺广告', start_date: '2026-01-05', end_date: '2026-01-06', enabled: true, ...same },
      { tnt_id: 'TB', adv_id: 'A1', owner_kind: 'mall', mall_id: 'M01', shop_id: null, title: '乙商城广告', start_date: '2026-03-01', end_date: '2026-03-02', enabled: false, ...same },
      // Its id was a mall ad's of the same tenant: it keeps its row under a suffixed id instead of failing the start.
      { tnt_id: 'TB', adv_id: 'A1-shop', owner_kind: 'shop', mall_id: null, shop_id: 'S1', title: '同号店铺广告', start_date: '2026-04-01', end_date: '2026-04-30', enabled: true, ...same },
    ]);
    expect(await q(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('mall_advs', 'shop_advs', 'advs')`)).toEqual([{ table_name: 'advs' }]);
  });

  it('walls the new table: RLS forced, tnt_id first in its key, one owner per ad, owners that exist', async () => {
    const [rls] = await q(`SELECT relrowsecurity AS on, relforcerowsecurity AS forced FROM pg_class WHERE relname = 'advs'`);
    expect(rls).toEqual({ on: true, forced: true });
    const keys = await q(`SELECT a.attname AS first FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = x.indkey[0]
      WHERE t.relname = 'advs' AND (x.indisunique OR x.indisprimary)`);
    expect(keys).toEqual([{ first: 'tnt_id' }]);
    const insert = (kind: string, mall: string, shop: string) => db.owner.exec(`INSERT INTO advs (tnt_id, adv_id, owner_kind, mall_id, shop_id, title, picture_id, picture_name, picture_url,
      start_date, end_date, created_at, updated_at) VALUES ('TA', 'X${randomBytes(3).toString('hex')}', '${kind}', ${mall}, ${shop}, '坏广告', 'f', 'f', 'u', '2026-01-01', '2026-01-01', now(), now())`);
    await expect(insert('mall', "'M01'", "'S1'")).rejects.toThrow(/advs_one_owner/);
    await expect(insert('shop', 'NULL', 'NULL')).rejects.toThrow(/advs_one_owner/);
    await expect(insert('mall', "'M99'", 'NULL')).rejects.toThrow(/foreign key/);
    await expect(insert('shop', 'NULL', "'S9'")).rejects.toThrow(/foreign key/);
    expect(Number((await q<{ n: string }>('SELECT count(*) AS n FROM advs'))[0]!.n)).toBe(4);
  });
});
