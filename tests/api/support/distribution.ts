// The catalogue check behind tenant-distribution.test.ts: every way the schema would keep the tables from
// being distributed by tenant (Citus, distribution column tnt_id), as readable sentences.
import type { OwnerSql } from '../../../api/server/db';

interface TableRow {
  name: string;
  tnt: number | null;
  tnt_not_null: boolean | null;
}
interface IndexRow {
  table: string;
  index: string;
  primary: boolean;
  keys: number[];
}
interface ConstraintRow {
  table: string;
  name: string;
  type: string;
  keys: number[];
  ref: string | null;
  ref_keys: number[] | null;
}

/** Every way the schema breaks distribution by tenant, as readable sentences (none when it is fine). */
export async function distributionViolations(sql: OwnerSql, reference: ReadonlySet<string>): Promise<string[]> {
  const tables = await sql.query<TableRow>(`
    SELECT c.relname AS name, a.attnum::int AS tnt, a.attnotnull AS tnt_not_null
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tnt_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`);
  // Unique indexes cover unique constraints, partial and expression indexes alike; only key columns
  // count (not INCLUDE columns); an expression key is 0, never tnt_id.
  const indexes = await sql.query<IndexRow>(`
    SELECT t.relname AS table, i.relname AS index, x.indisprimary AS primary,
           (string_to_array(x.indkey::text, ' ')::int[])[1:x.indnkeyatts] AS keys
    FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public' AND x.indisunique`);
  const constraints = await sql.query<ConstraintRow>(`
    SELECT t.relname AS table, c.conname AS name, c.contype::text AS type, c.conkey::int[] AS keys,
           r.relname AS ref, c.confkey::int[] AS ref_keys
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    LEFT JOIN pg_class r ON r.oid = c.confrelid
    WHERE n.nspname = 'public' AND c.contype IN ('f', 'x')`);

  const byName = new Map(tables.map((t) => [t.name, t]));
  const distributed = (name: string) => !reference.has(name) && byName.has(name);
  const out: string[] = [];
  for (const name of reference) if (!byName.has(name)) out.push(`${name}: listed as a reference table but does not exist`);
  for (const t of tables) {
    if (reference.has(t.name)) continue;
    if (t.tnt === null) out.push(`${t.name}: no tnt_id column (tenant-owned tables carry it; a global table is listed in REFERENCE_TABLES with its reason)`);
    else if (!t.tnt_not_null) out.push(`${t.name}: tnt_id may be NULL`);
    if (!indexes.some((x) => x.table === t.name && x.primary)) out.push(`${t.name}: no primary key`);
  }
  for (const x of indexes) {
    const t = byName.get(x.table);
    if (!distributed(x.table) || !t || t.tnt === null) continue;
    if (!x.keys.includes(t.tnt)) out.push(`${x.table}.${x.index}: ${x.primary ? 'primary key' : 'unique index'} without tnt_id`);
  }
  for (const c of constraints) {
    const t = byName.get(c.table);
    if (!t || !distributed(c.table)) {
      if (c.type === 'f' && c.ref && distributed(c.ref)) out.push(`${c.table}.${c.name}: a reference table points at the distributed table ${c.ref}`);
      continue;
    }
    if (c.type === 'x') {
      if (t.tnt === null || !c.keys.includes(t.tnt)) out.push(`${c.table}.${c.name}: exclusion constraint without tnt_id`);
      continue;
    }
    if (!c.ref || !distributed(c.ref)) continue; // to a reference table: allowed
    const r = byName.get(c.ref)!;
    const at = t.tnt === null ? -1 : c.keys.indexOf(t.tnt);
    if (at < 0 || r.tnt === null || c.ref_keys?.[at] !== r.tnt) out.push(`${c.table}.${c.name}: foreign key to ${c.ref} does not pair tnt_id with tnt_id`);
  }
  return out.sort();
}
