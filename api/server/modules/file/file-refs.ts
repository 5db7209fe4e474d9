// A file reference in a form ({ id, name, url }: a goods picture, a voucher ...) must name a file the
// caller's tenant holds, by the very address the upload answered (issue 13, item 8): no other tenant's
// file, no outside address, no made-up id. Runs in the caller's transaction, under its tenant's RLS.
// The first filing claims the file for its kind of record (files.holder, migration 0210): a shop's
// gallery releases its files when their rows go (release.ts), every other record keeps them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import * as t from './tables';
import type { FileHolder } from './tables';
import { fail } from '../../core';
import { downloadUrl } from './file-service';

export interface FileRef {
  id: string;
  url: string;
}

/** A stored picture of a document (evidence, licence, voucher): a file reference with its original name. */
export interface PictureRef extends FileRef {
  name: string;
}

export const FOREIGN_FILE = '文件不存在或无权使用，请重新上传';

/** What a reference must name besides a file of the tenant: a picture or a video (by its stored type). */
export interface FileKindRule {
  kind: 'image' | 'video';
  /** The refusal naming the field, e.g. 请上传mp4或webm格式的视频. */
  message: string;
}

/** A file filed in one kind of record and then named in the other (a goods picture filed as a shop
 * picture, or the other way round): refused, since a gallery file goes when its gallery row goes. */
export const FILE_HELD = '该文件已用于其他内容，请重新上传';

/** Throws 400 unless every reference names a stored file of `tntId` by its own address (and, with `rule`,
 * a file of that kind: a PDF filed as a shop picture is refused). Claims each file for `holder` (the
 * first filing decides; holding the file rows until commit, so a gallery release cannot delete a file
 * being filed) and refuses one another kind of record holds. Answers each file's size in bytes. */
export async function checkFileRefs(
  tx: Tx, tntId: string, refs: readonly FileRef[], message = FOREIGN_FILE, rule?: FileKindRule, holder: FileHolder = 'record',
): Promise<Map<string, number>> {
  if (refs.length === 0) return new Map();
  if (refs.some((r) => r.url !== downloadUrl(tntId, r.id))) throw fail('BAD_REQUEST', message);
  const ids = [...new Set(refs.map((r) => r.id))];
  const found = await tx
    .update(t.files)
    .set({ holder: sql`coalesce(${t.files.holder}, ${holder})` })
    .where(and(eq(t.files.tntId, tntId), inArray(t.files.fileId, ids)))
    .returning({ id: t.files.fileId, mime: t.files.mime, size: t.files.sizeBytes, holder: t.files.holder });
  if (found.length !== ids.length) throw fail('BAD_REQUEST', message);
  if (rule && found.some((f) => !f.mime.startsWith(`${rule.kind}/`))) throw fail('BAD_REQUEST', rule.message);
  if (found.some((f) => f.holder !== holder)) throw fail('BAD_REQUEST', FILE_HELD);
  return new Map(found.map((f) => [f.id, Number(f.size)]));
}
