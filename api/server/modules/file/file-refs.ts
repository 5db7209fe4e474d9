// A file reference in a form ({ id, name, url }: a goods picture, a voucher ...) must name a file the
// caller's tenant holds, by the very address the upload answered (issue 13, item 8): no other tenant's
// file, no outside address, no made-up id. Runs in the caller's transaction, under its tenant's RLS.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import * as t from './tables';
import { fail } from '../../core';
import { downloadUrl } from './file-service';

export interface FileRef {
  id: string;
  url: string;
}

export const FOREIGN_FILE = '文件不存在或无权使用，请重新上传';

/** Throws 400 unless every reference names a stored file of `tntId` by its own address. */
export async function checkFileRefs(tx: Tx, tntId: string, refs: readonly FileRef[], message = FOREIGN_FILE): Promise<void> {
  if (refs.length === 0) return;
  if (refs.some((r) => r.url !== downloadUrl(tntId, r.id))) throw fail('BAD_REQUEST', message);
  const ids = [...new Set(refs.map((r) => r.id))];
  const found = await tx
    .select({ id: t.files.fileId })
    .from(t.files)
    .where(and(eq(t.files.tntId, tntId), inArray(t.files.fileId, ids)));
  if (found.length !== ids.length) throw fail('BAD_REQUEST', message);
}
