// Start-up step (startup.ts, after the demo seeds): file rows that still hold their bytes in the database
// (written before migration 0060, or by a seed) get them moved to the blob store, a few at a time per
// tenant: write the bytes, then set sha256 and clear content in the tenant's transaction. Idempotent
// and safe to interrupt (a row is cleared only after its bytes are stored). A row that came with its
// bytes was written for its record (a seed's goods picture, voucher ...): it is that record's (holder
// 'record') unless its seed said otherwise (the shop gallery's say 'gallery'). Then every owner with files
// but no usage row gets one (the demo seeds write files without charging a quota).
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { withTenant, type Database } from '../../db';
import type { BlobStore } from '../../storage';
import * as t from './tables';

const BATCH = 20;

export async function moveFileBytesOut(db: Database, files: BlobStore, tntIds: readonly string[]): Promise<number> {
  let moved = 0;
  for (const tntId of tntIds) {
    for (;;) {
      const rows = await withTenant(db.orm, tntId, (tx) =>
        tx.select({ fileId: t.files.fileId, content: t.files.content }).from(t.files)
          .where(and(eq(t.files.tntId, tntId), isNotNull(t.files.content))).limit(BATCH));
      if (!rows.length) break;
      for (const r of rows) {
        const sha256 = await files.putBytes(r.content!);
        await withTenant(db.orm, tntId, (tx) =>
          tx.update(t.files).set({ sha256, content: null, holder: sql`coalesce(${t.files.holder}, 'record')` }).where(and(eq(t.files.tntId, tntId), eq(t.files.fileId, r.fileId))));
        moved++;
      }
    }
  }
  return moved;
}

/** Usage rows for owners that have files and none yet (computed from their files; never overwrites). */
export async function countMissingUsage(db: Database, tntIds: readonly string[]): Promise<void> {
  for (const tntId of tntIds) {
    await withTenant(db.orm, tntId, (tx) =>
      tx.execute(sql`
        INSERT INTO file_usage (tnt_id, owner_id, bytes)
        SELECT f.tnt_id,
               CASE WHEN a.is_tnt THEN 'tnt' WHEN a.company_id IS NOT NULL THEN 'ent:' || a.company_id ELSE 'acc:' || f.account_id END,
               sum(f.size_bytes)
        FROM files f LEFT JOIN accounts a ON a.tnt_id = f.tnt_id AND a.account_id = f.account_id
        WHERE f.tnt_id = ${tntId}
        GROUP BY 1, 2
        ON CONFLICT (tnt_id, owner_id) DO NOTHING`));
  }
}
