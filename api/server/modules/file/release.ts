// Releasing files (migration 0210): a record that held its files alone (a shop's gallery row) deletes
// their rows when it goes, in its own transaction, which gives their size back to the quota owner they
// were charged to. Their bytes are shared by digest (the same picture uploaded twice, in any tenant, is
// stored once), so they go only when no file row names them any more: blob_refs counts the rows per
// digest (a trigger on files), and sweepBlobs deletes the bytes of a digest at 0 after the commit, holding
// that count's row so that an upload of the same bytes (whose trigger takes the same row before it
// publishes) waits, or finds the bytes gone and publishes them again. Never the other way round.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { withApp, type Db, type Tx } from '../../db';
import type { BlobStore } from '../../storage';
import * as t from './tables';

/** The quota owner of a file row written without one (before migration 0210, demo seeds): as
 * countMissingUsage derives it from the account. */
// Spelled out: inside the subquery an unqualified tnt_id would be the account's.
const ownerOfRow = sql<string>`coalesce(files.owner_id, (
  SELECT CASE WHEN a.is_tnt THEN 'tnt' WHEN a.company_id IS NOT NULL THEN 'ent:' || a.company_id END
  FROM accounts a WHERE a.tnt_id = files.tnt_id AND a.account_id = files.account_id), 'acc:' || files.account_id)`;

/** Deletes the file rows and gives their bytes back to their owners' quotas; answers the digests that may
 * now be unreferenced (for sweepBlobs, after the commit). The caller has decided that nothing else names
 * the files, holding their rows (`FOR UPDATE`) while it checked. */
export async function releaseFiles(tx: Tx, tntId: string, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const gone = await tx
    .delete(t.files)
    .where(and(eq(t.files.tntId, tntId), inArray(t.files.fileId, [...fileIds])))
    .returning({
      sha256: t.files.sha256, size: t.files.sizeBytes,
      owner: ownerOfRow,
    });
  const perOwner = new Map<string, number>();
  for (const f of gone) perOwner.set(f.owner, (perOwner.get(f.owner) ?? 0) + Number(f.size));
  for (const [ownerId, bytes] of perOwner) {
    // Never below 0: a usage row counted before owner_id existed may have been derived differently.
    await tx.update(t.fileUsage)
      .set({ bytes: sql`greatest(${t.fileUsage.bytes} - ${bytes}, 0)` })
      .where(and(eq(t.fileUsage.tntId, tntId), eq(t.fileUsage.ownerId, ownerId)));
  }
  return [...new Set(gone.flatMap((f) => (f.sha256 ? [f.sha256] : [])))];
}

/** Deletes the bytes of each digest no file row names (blob_refs at 0, or no count at all), each in its
 * own short transaction holding the digest's count row. Answers the digests whose bytes went. */
export async function sweepBlobs(orm: Db, files: BlobStore, digests: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const sha256 of digests) {
    const gone = await withApp(orm, async (tx) => {
      // Takes (or makes) the count's row: an upload naming these bytes waits for this transaction.
      const [row] = await tx.insert(t.blobRefs).values({ sha256, refs: 0 })
        .onConflictDoUpdate({ target: t.blobRefs.sha256, set: { refs: sql`${t.blobRefs.refs}` } })
        .returning({ refs: t.blobRefs.refs });
      if (Number(row?.refs) > 0) return false;
      await files.remove(sha256);
      await tx.delete(t.blobRefs).where(eq(t.blobRefs.sha256, sha256));
      return true;
    });
    if (gone) removed.push(sha256);
  }
  return removed;
}

/** Start-up: the bytes a release left behind when the process stopped between its commit and its sweep. */
export async function sweepUnreferencedBlobs(orm: Db, files: BlobStore): Promise<number> {
  const idle = await withApp(orm, (tx) => tx.select({ sha256: t.blobRefs.sha256 }).from(t.blobRefs).where(eq(t.blobRefs.refs, 0)));
  return (await sweepBlobs(orm, files, idle.map((r) => r.sha256))).length;
}
