// Restricted files (payment vouchers: the buyer's and the seller's only) are never served to anonymous
// callers. A party's page hands out the file's address with a short-lived grant (`e`: its expiry in
// seconds, `g`: an HMAC of tenant, file and expiry with the deployment's key); without a grant that holds,
// a restricted file is "not found", exactly like a missing one.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { deploymentSecret, type Database, type Tx } from '../../db';
import * as t from './tables';
import { downloadUrl } from './file-service';

const TTL_S = 3600;

const mac = (key: string, tntId: string, fileId: string, e: string): string =>
  createHmac('sha256', key).update(`grant\u0000${tntId}\u0000${fileId}\u0000${e}`).digest('hex').slice(0, 32);

/** A function giving a restricted file's address with a grant valid one to two hours (the expiry is a
 * whole hour, so the address stays the same within the hour and the browser's cache holds). */
export async function fileGranter(db: Database, tntId: string, nowMs: number): Promise<(fileId: string) => string> {
  const key = await deploymentSecret(db, 'file-grant');
  const e = String((Math.floor(nowMs / 1000 / TTL_S) + 2) * TTL_S);
  return (fileId) => `${downloadUrl(tntId, fileId)}&e=${e}&g=${mac(key, tntId, fileId, e)}`;
}

/** Whether a download's grant holds for this file now. */
export async function grantHolds(db: Database, tntId: string, fileId: string, q: { e?: string | undefined; g?: string | undefined }, nowMs: number): Promise<boolean> {
  if (!q.e || !q.g || !/^\d{1,12}$/.test(q.e) || !/^[0-9a-f]{32}$/.test(q.g) || Number(q.e) * 1000 <= nowMs) return false;
  const want = mac(await deploymentSecret(db, 'file-grant'), tntId, fileId, q.e);
  return timingSafeEqual(Buffer.from(want), Buffer.from(q.g));
}

/** Makes files restricted (in the transaction that makes them vouchers). */
export async function restrictFiles(tx: Tx, tntId: string, fileIds: string[]): Promise<void> {
  if (fileIds.length) await tx.update(t.files).set({ restricted: true }).where(and(eq(t.files.tntId, tntId), inArray(t.files.fileId, fileIds)));
}
