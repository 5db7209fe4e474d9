// Uploaded files: a row in table files (tenant, id, name, type, size, owner) names its bytes by their
// SHA-256 in the blob store (api/server/storage: DATA_DIR/files, or an S3-compatible bucket shared by every
// server process). The upload arrives staged (plugins/multipart.ts streamed it to a temporary file while
// hashing it); it is checked, charged to its owner's quota and published here. The address names the
// tenant, so the public download resolves it and reads the row under that tenant's RLS.
import { and, eq, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { tenantRead, withTenant } from '../../db';
import * as t from './tables';
import { fail, newId, type Deps, type Principal } from '../../core';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE, type UploadedFile } from '../../plugins';
import { ACTIVE_CONTENT, CONTENT_MISMATCH, contentMatches, EXTENSION_REFUSED, extensionOf, isPicture, MIME, streamHasActiveContent } from './file-types';
import { charge, checkRoom } from './quota';

export const downloadUrl = (tntId: string, fileId: string): string =>
  `/scpr/file/file/download?tntId=${encodeURIComponent(tntId)}&id=${encodeURIComponent(fileId)}`;

const MAX_NAME = 120;

export async function saveUpload(deps: Deps, p: Principal, file: UploadedFile, fileName?: string) {
  try {
    return await publish(deps, p, file, fileName);
  } finally {
    // Published bytes have left staging (discard is then a no-op); refused ones are dropped before the answer.
    await deps.files.discard(file.blob).catch(() => undefined);
  }
}

async function publish(deps: Deps, p: Principal, file: UploadedFile, fileName?: string) {
  const { blob } = file;
  const name = (fileName ?? file.filename ?? '').trim();
  if (!name) throw fail('BAD_REQUEST', '请选择要上传的文件');
  if ([...name].length > MAX_NAME) throw fail('BAD_REQUEST', `文件名不超过${MAX_NAME}个字`);
  const ext = extensionOf(name);
  if (!ext) throw fail('BAD_REQUEST', EXTENSION_REFUSED);
  if (file.truncated || blob.size > UPLOAD_MAX_BYTES) throw fail('BAD_REQUEST', UPLOAD_TOO_LARGE);
  if (blob.size === 0) throw fail('BAD_REQUEST', '文件内容不能为空');
  if (!contentMatches(ext, blob.head)) throw fail('BAD_REQUEST', CONTENT_MISMATCH);
  if (await streamHasActiveContent(ext, deps.files.readStaged(blob))) throw fail('BAD_REQUEST', ACTIVE_CONTENT);
  // Refused before publishing when the quota is already used up; charged for good in the transaction.
  await withTenant(deps.orm, p.tntId, (tx) => checkRoom(tx, p, blob.size));
  // Published before the row is written: a row never names missing bytes. If the transaction then
  // fails, the bytes stay unreferenced (harmless; the same digest is reused by the next identical upload).
  await deps.files.commit(blob);
  const fileId = newId();
  await withTenant(deps.orm, p.tntId, async (tx) => {
    await charge(tx, p, blob.size);
    await tx.insert(t.files).values({
      tntId: p.tntId, fileId, accountId: p.accountId, fileNm: name, mime: MIME[ext], sizeBytes: blob.size, sha256: blob.sha256,
      createdAt: new Date(deps.clock.now()),
    });
  });
  return { id: fileId, name, url: downloadUrl(p.tntId, fileId) };
}

export interface StoredFile {
  name: string;
  mime: string;
  picture: boolean;
  /** Served only with a grant (grants.ts). */
  restricted: boolean;
  size: number;
  stream: Readable | Buffer;
}

export async function loadFile(deps: Deps, tntId: string, fileId: string): Promise<StoredFile> {
  const [row] = await tenantRead(deps.db, tntId, (q) =>
    q
      .select({
        name: t.files.fileNm, mime: t.files.mime, sha256: t.files.sha256,
        // As a number: one-trip reads carry text only (a boolean would arrive as 't' / 'f').
        restricted: sql<number>`(${t.files.restricted})::int`,
        // Only a row start-up has not moved yet still has bytes here (hex: one-trip reads carry text only).
        hex: sql<string | null>`encode(${t.files.content}, 'hex')`,
      })
      .from(t.files)
      .where(and(eq(t.files.tntId, tntId), eq(t.files.fileId, fileId))),
  );
  if (!row) throw fail('NOT_FOUND');
  const ext = extensionOf(row.name);
  const picture = ext ? isPicture(ext) : false;
  if (row.sha256) {
    const blob = await deps.files.open(row.sha256);
    if (!blob) throw fail('NOT_FOUND');
    return { name: row.name, mime: row.mime, picture, restricted: Number(row.restricted) === 1, size: blob.size, stream: blob.stream };
  }
  const data = Buffer.from(row.hex ?? '', 'hex');
  return { name: row.name, mime: row.mime, picture, restricted: Number(row.restricted) === 1, size: data.length, stream: data };
}
