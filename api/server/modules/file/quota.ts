// Storage quota (issue 13 item 1): what one enterprise, or one personal account, may keep in uploaded
// files, set per tenant by the platform parameters FILE_QUOTA_ENT_MB and FILE_QUOTA_PERSON_MB
// (modules/tenant/param-defaults.ts; docs/server-data-access.md "Files"). Counted in file_usage and
// charged by one conditional upsert inside the upload's transaction, so two uploads racing for the last
// megabytes cannot both pass.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { fail, type Principal } from '../../core';
import { tenantTables } from '../tenant';
import * as t from './tables';

export const QUOTA_PARAMS = { ent: 'FILE_QUOTA_ENT_MB', person: 'FILE_QUOTA_PERSON_MB' } as const;
const MB = 1024 * 1024;

/** Whose quota an upload draws on: the platform operator, an enterprise, or a personal account. */
export function quotaOwner(p: Pick<Principal, 'isTnt' | 'companyId' | 'accountId'>): { ownerId: string; kind: 'ent' | 'person' } {
  if (p.isTnt) return { ownerId: 'tnt', kind: 'ent' };
  if (p.companyId) return { ownerId: `ent:${p.companyId}`, kind: 'ent' };
  return { ownerId: `acc:${p.accountId}`, kind: 'person' };
}

/** The owner's quota in bytes (a missing or unreadable parameter counts as no space). */
async function quotaBytes(tx: Tx, tntId: string, kind: 'ent' | 'person'): Promise<{ bytes: number; mb: number }> {
  const [row] = await tx
    .select({ v: tenantTables.tenantParams.paramValue })
    .from(tenantTables.tenantParams)
    .where(and(eq(tenantTables.tenantParams.tntId, tntId), eq(tenantTables.tenantParams.paramNo, QUOTA_PARAMS[kind])));
  const mb = Number(row?.v);
  return Number.isFinite(mb) && mb >= 0 ? { bytes: Math.floor(mb * MB), mb } : { bytes: 0, mb: 0 };
}

const usedOf = async (tx: Tx, tntId: string, ownerId: string): Promise<number> => {
  const [row] = await tx.select({ bytes: t.fileUsage.bytes }).from(t.fileUsage).where(and(eq(t.fileUsage.tntId, tntId), eq(t.fileUsage.ownerId, ownerId)));
  return Number(row?.bytes ?? 0);
};

const formatMb = (bytes: number): string => (bytes / MB).toFixed(bytes % MB === 0 ? 0 : 1);

function quotaFull(quota: { mb: number }, used: number, size: number): never {
  throw fail('QUOTA_EXCEEDED', `存储空间不足：上限${quota.mb}MB，已用${formatMb(used)}MB，本文件${formatMb(size)}MB`);
}

/** Refuses before any byte is published when the owner could not store `size` more bytes (a fast check;
 * charge() is the one that holds under concurrency). */
export async function checkRoom(tx: Tx, p: Principal, size: number): Promise<void> {
  const owner = quotaOwner(p);
  const quota = await quotaBytes(tx, p.tntId, owner.kind);
  const used = await usedOf(tx, p.tntId, owner.ownerId);
  if (used + size > quota.bytes) quotaFull(quota, used, size);
}

/** Adds `size` bytes to the owner's usage if they fit, atomically; throws QUOTA_EXCEEDED otherwise. */
export async function charge(tx: Tx, p: Principal, size: number): Promise<void> {
  const owner = quotaOwner(p);
  const quota = await quotaBytes(tx, p.tntId, owner.kind);
  if (size > quota.bytes) quotaFull(quota, await usedOf(tx, p.tntId, owner.ownerId), size);
  const rows = await tx
    .insert(t.fileUsage)
    .values({ tntId: p.tntId, ownerId: owner.ownerId, bytes: size })
    .onConflictDoUpdate({
      target: [t.fileUsage.tntId, t.fileUsage.ownerId],
      set: { bytes: sql`${t.fileUsage.bytes} + excluded.bytes` },
      setWhere: sql`${t.fileUsage.bytes} + excluded.bytes <= ${quota.bytes}`,
    })
    .returning({ bytes: t.fileUsage.bytes });
  if (rows.length === 0) quotaFull(quota, await usedOf(tx, p.tntId, owner.ownerId), size);
}
