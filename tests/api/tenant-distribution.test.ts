// Keep the path to many machines open (issue 13 item 13, docs/scaling.md): distributing the tables by
// tenant (Citus, distribution column tnt_id) needs, on every tenant-owned table, tnt_id NOT NULL in the
// primary key and in every unique constraint or unique index, and on every foreign key between two such
// tables tnt_id on both ends, paired. Foreign keys to a reference table are fine; a reference table may not
// point at a distributed one. Read from the catalogue of the migrated database (PGlite or PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/server/db';
import { distributionViolations } from './support/distribution';
import { REFERENCE_TABLES } from './support/reference-tables';
import { openTestDatabase } from './support/server';

const reference = new Set(Object.keys(REFERENCE_TABLES));
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('distribution by tenant', () => {
  it('every tenant-owned table has tnt_id in its primary key, its unique constraints and its foreign keys', async () => {
    expect(await distributionViolations(db.owner, reference)).toEqual([]);
    // The check looked at the real schema: dozens of tenant-owned tables with their keys.
    const [n] = await db.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tnt_id'`);
    expect(n!.n).toBeGreaterThan(40);
  });

  it('the check finds each kind of breach (tables made and dropped in a rolled-back transaction)', async () => {
    const found = await db.owner.exclusive(async (sql) => {
      await sql.exec('BEGIN');
      try {
        await sql.exec(`
          CREATE TABLE zz_no_tenant (id text PRIMARY KEY);
          CREATE TABLE zz_parent (tnt_id text NOT NULL, id text NOT NULL, code text, PRIMARY KEY (tnt_id, id), UNIQUE (id), UNIQUE (tnt_id, code));
          CREATE UNIQUE INDEX zz_parent_code_lower ON zz_parent (lower(code));
          CREATE TABLE zz_no_pk (tnt_id text);
          CREATE TABLE zz_child (tnt_id text NOT NULL, id text NOT NULL, parent_id text, PRIMARY KEY (id),
            FOREIGN KEY (tnt_id, parent_id) REFERENCES zz_parent (tnt_id, id));
          CREATE TABLE zz_loose (tnt_id text NOT NULL, id text NOT NULL, parent_id text, PRIMARY KEY (tnt_id, id),
            FOREIGN KEY (parent_id) REFERENCES zz_parent (id));
          CREATE TABLE zz_ok (tnt_id text NOT NULL REFERENCES tenants (tnt_id), id text NOT NULL, PRIMARY KEY (tnt_id, id));`);
        return await distributionViolations(sql, new Set([...reference, 'zz_missing']));
      } finally {
        await sql.exec('ROLLBACK');
      }
    });
    expect(found).toEqual([
      'zz_child.zz_child_pkey: primary key without tnt_id',
      'zz_loose.zz_loose_parent_id_fkey: foreign key to zz_parent does not pair tnt_id with tnt_id',
      'zz_missing: listed as a reference table but does not exist',
      'zz_no_pk: no primary key',
      'zz_no_pk: tnt_id may be NULL',
      'zz_no_tenant: no tnt_id column (tenant-owned tables carry it; a global table is listed in REFERENCE_TABLES with its reason)',
      'zz_parent.zz_parent_code_lower: unique index without tnt_id',
      'zz_parent.zz_parent_id_key: unique index without tnt_id',
    ]);
    // Rolled back: the real schema is as it was.
    expect(await distributionViolations(db.owner, reference)).toEqual([]);
  });
});
