// The settings live in tenant_params (the groups the tenant calls already read): page parameters
// TNT_CST_* (spec 7), the platform parameters and the disable list contorValue. Read and written here, in
// the caller's transaction; each save records what changed (changes.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import { tenantTables } from '../tenant';

const p = tenantTables.tenantParams;

export type Group = 'platform' | 'page' | 'register' | 'disable';

export async function readParams(tx: Tx, tntId: string, names: readonly string[]): Promise<Record<string, string>> {
  const rows = await tx.select({ paramNo: p.paramNo, paramValue: p.paramValue }).from(p).where(and(eq(p.tntId, tntId), inArray(p.paramNo, [...names])));
  return Object.fromEntries(rows.map((r) => [r.paramNo, r.paramValue]));
}

/** Locks the tenant's rows of these parameters, so two saves of one tenant's settings do not interleave. */
export async function lockParams(tx: Tx, tntId: string, names: readonly string[]): Promise<void> {
  await tx.select({ n: p.paramNo }).from(p).where(and(eq(p.tntId, tntId), inArray(p.paramNo, [...names]))).for('update');
}

export async function writeParam(tx: Tx, tntId: string, paramNo: string, paramGroup: Group, paramValue: string): Promise<void> {
  await tx
    .insert(p)
    .values({ tntId, paramNo, paramGroup, paramValue })
    .onConflictDoUpdate({ target: [p.tntId, p.paramNo], set: { paramValue, paramGroup } });
}
