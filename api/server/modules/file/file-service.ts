// Uploaded files live in the database (table files), so every server process serves every file. The
// address names the tenant, so the public download resolves it and reads under that tenant's RLS.
import { and, eq, sql } from 'drizzle-orm';
import { tenantRead, withTenant } from '../../db';
import * as t from './tables';
import { fail, newId, type Deps, type Principal } from '../../core';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE, type UploadedFile } from '../../plugins';
import { ACTIVE_CONTENT, CONTENT_MISMATCH, contentMatches, EXTENSION_REFUSED, extensionOf, hasActiveContent, isPicture, MIME } from './file-types';

export const downloadUrl = (tntId: string, fileId: string): string =>
  `/scpr/file/file/download?tntId=${encodeURIComponent(tntId)}&id=${encodeURIComponent(fileId)}`;

const MAX_NAME = 120;

export async function saveUpload(deps: Deps, p: Principal, file: UploadedFile, fileName?: string) {
  const name = (fileName ?? file.filename ?? '').trim();
  if (!name) throw fail('BAD_REQUEST', '请选择要上传的文件');
  if ([...name].length > MAX_NAME) throw fail('BAD_REQUEST', `文件名不超过${MAX_NAME}个字`);
  const ext = extensionOf(name);
  if (!ext) throw fail('BAD_REQUEST', EXTENSION_REFUSED);
  if (file.truncated || file.data.length > UPLOAD_MAX_BYTES) throw fail('BAD_REQUEST', UPLOAD_TOO_LARGE);
  if (file.data.length === 0) throw fail('BAD_REQUEST', '文件内容不能为空');
  if (!contentMatches(ext, file.data)) throw fail('BAD_REQUEST', CONTENT_MISMATCH);
  if (hasActiveContent(ext, file.data)) throw fail('BAD_REQUEST', ACTIVE_CONTENT);
  const fileId = newId();
  await withTenant(deps.orm, p.tntId, (tx) =>
    tx.insert(t.files).values({
      tntId: p.tntId, fileId, accountId: p.accountId, fileNm: name, mime: MIME[ext], sizeBytes: file.data.length,
      content: new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.length), createdAt: new Date(deps.clock.now()),
    }),
  );
  return { id: fileId, name, url: downloadUrl(p.tntId, fileId) };
}

export interface StoredFile {
  name: string;
  mime: string;
  picture: boolean;
  data: Buffer;
}

export async function loadFile(deps: Deps, tntId: string, fileId: string): Promise<StoredFile> {
  // Bytes come back as hex text: one-trip reads carry text values only, and hex is exact.
  const [row] = await tenantRead(deps.db, tntId, (q) =>
    q
      .select({ name: t.files.fileNm, mime: t.files.mime, hex: sql<string>`encode(${t.files.content}, 'hex')` })
      .from(t.files)
      .where(and(eq(t.files.tntId, tntId), eq(t.files.fileId, fileId))),
  );
  if (!row) throw fail('NOT_FOUND');
  const ext = extensionOf(row.name);
  return { name: row.name, mime: row.mime, picture: ext ? isPicture(ext) : false, data: Buffer.from(row.hex, 'hex') };
}
