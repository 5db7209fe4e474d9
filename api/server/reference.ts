// Reference data, written at every start whether or not demo data is seeded (SEED_DEMO=0 too): the code
// lists of every domain (modules/<domain>/codes.ts, through the module map) and the platform parameters'
// defaults of every tenant. The menu registry is synced beside it (startup.ts). Idempotent.
import { withTenant, type Database } from './db';
import type { CodeLists } from './core';
import { modules, tables as t } from './modules';
import { PARAM_DEFAULTS } from './modules/tenant';
import { unbuiltCodes } from './reference-unbuilt';

/** Every domain's code lists, in domain order, then those of domains not built yet (reference-unbuilt.ts).
 * Two domains may not define the same code type. */
export function allCodeLists(): CodeLists {
  const out: Record<string, CodeLists[string]> = {};
  const owners: [string, CodeLists | undefined][] = [...Object.entries(modules).map(([d, m]): [string, CodeLists | undefined] => [d, 'codes' in m ? m.codes : undefined]), ['unbuilt', unbuiltCodes]];
  for (const [domain, codes] of owners) {
    for (const [codeType, values] of Object.entries(codes ?? {})) {
      if (out[codeType]) throw new Error(`code type ${codeType} defined twice (domain ${domain})`);
      out[codeType] = values;
    }
  }
  return out;
}

/** The code lists are ours: names and order follow the code; values no longer listed are removed. Two
 * statements, each atomic, so processes starting together on one PostgreSQL do not fight. */
export async function writeCodeLists(db: Database): Promise<number> {
  const rows = Object.entries(allCodeLists()).flatMap(([codeType, values]) => values.map(([codeValue, name], i) => ({ codeType, codeValue, name, sort: i + 1 })));
  const types = rows.map((r) => r.codeType);
  const values = rows.map((r) => r.codeValue);
  await db.owner.query(
    `INSERT INTO code_values (code_type, code_value, code_value_name, sort)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[])
     ON CONFLICT (code_type, code_value) DO UPDATE SET code_value_name = excluded.code_value_name, sort = excluded.sort
     WHERE code_values.code_value_name <> excluded.code_value_name OR code_values.sort <> excluded.sort`,
    [types, values, rows.map((r) => r.name), rows.map((r) => r.sort)],
  );
  await db.owner.query(
    `DELETE FROM code_values c WHERE NOT EXISTS (SELECT 1 FROM unnest($1::text[], $2::text[]) AS k(t, v) WHERE k.t = c.code_type AND k.v = c.code_value)`,
    [types, values],
  );
  return rows.length;
}

/** Each tenant gets every default parameter it lacks; values a tenant has are left as they are. */
export async function writeParamDefaults(db: Database, tntIds: readonly string[]): Promise<void> {
  for (const tntId of tntIds) {
    await withTenant(db.orm, tntId, (tx) => tx.insert(t.tenantParams).values(PARAM_DEFAULTS.map((p) => ({ tntId, ...p }))).onConflictDoNothing());
  }
}
