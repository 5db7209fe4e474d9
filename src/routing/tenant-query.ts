// Spec 2 and 4: tntId and idytpCd in the query seed the tenant; they are added back when missing.
import type { Query } from './types';

export interface TenantIds {
  tntId: string;
  idytpCd: string;
}

/** What the query asks to change, or null. */
export function tenantFromQuery(query: Query, current: TenantIds): Partial<TenantIds> | null {
  const out: Partial<TenantIds> = {};
  if (query.tntId && query.tntId !== current.tntId) out.tntId = query.tntId;
  if (query.idytpCd && query.idytpCd !== current.idytpCd) out.idytpCd = query.idytpCd;
  return Object.keys(out).length ? out : null;
}

/** The query with the tenant added, or null when nothing is missing (or nothing is known to add). */
export function withTenantQuery(query: Query, tenant: TenantIds): Query | null {
  const add: Record<string, string> = {};
  if (!query.tntId && tenant.tntId) add.tntId = tenant.tntId;
  if (!query.idytpCd && tenant.idytpCd) add.idytpCd = tenant.idytpCd;
  return Object.keys(add).length ? { ...query, ...add } : null;
}
