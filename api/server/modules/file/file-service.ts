// Uploaded files: a row in table files (tenant, id, name, type, size, owner) names its bytes by their
// SHA-256 in the blob store (api/server/storage: DATA_DIR/files, or an S3-compatible bucket shared by every
// server process). The upload arrives staged (plugins/multipart.ts streamed it to a temporary file while
// hashing it); it is checked, charged to its owner's quota and published here (inside the transaction that
// writes its row: release.ts). The address names the
// tenant, so the public download resolves it and reads the row under that tenant's RLS.
import { and, eq, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { tenantRead, withTenant } from '../../db';
import * as t from './tables';
import { fail, newId, type Deps, type Principal } from '../../core';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE, VIDEO_MAX_BYTES, VIDEO_TOO_LARGE, type UploadedFile } from '../../plugins';
import {
  ACTIVE_CONTENT, ALLOWED, CONTENT_MISMATCH, contentMatches, EXTENSION_REFUSED, extensionOf, isPicture, MIME, storedExtensionOf, streamHasActiveContent,
  VIDEO_ALLOWED, VIDEO_CONTENT_MISMATCH, VIDEO_EXTENSION_REFUSED, type Extension,
} from './file-types';
import { charge, checkRoom, quotaOwner } from './quota';
import { sweepBlobs } from './release';

export const downloadUrl = (tntId: string, fileId: string): string =>
  `/scpr/file/file/download?tntId=${encodeURIComponent(tntId)}&id=${encodeURIComponent(fileId)}`;

const MAX_NAME = 120;

/** What one upload call accepts: pictures and documents (file.upload) or videos (file.uploadVideo). */
interface UploadKind {
  allowed: readonly Extension[];
  maxBytes: number;
  tooLarge: string;
  refused: string;
  mismatch: string;
}
export const UPLOAD_KINDS = {
  file: { allowed: ALLOWED, maxBytes: UPLOAD_MAX_BYTES, tooLarge: UPLOAD_TOO_LARGE, refused: EXTENSION_REFUSED, mismatch: CONTENT_MISMATCH },
  video: { allowed: VIDEO_ALLOWED, maxBytes: VIDEO_MAX_BYTES, tooLarge: VIDEO_TOO_LARGE, refused: VIDEO_EXTENSION_REFUSED, mismatch: VIDEO_CONTENT_MISMATCH },
} satisfies Record<string, UploadKind>;

export async function saveUpload(deps: Deps, p: Principal, file: UploadedFile, fileName?: string, kind: UploadKind = UPLOAD_KINDS.file) {
  try {
    return await publish(deps, p, file, fileName, kind);
  } finally {
    // Published bytes have left staging (discard is then a no-op); refused ones are dropped before the answer.
    await deps.files.discard(file.blob).catch(() => undefined);
  }
}

async function publish(deps: Deps, p: Principal, file: UploadedFile, fileName: string | undefined, kind: UploadKind) {
  const { blob } = file;
  const name = (fileName ?? file.filename ?? '').trim();
  if (!name) throw fail('BAD_REQUEST', '请选择要上传的文件');
  if ([...name].length > MAX_NAME) throw fail('BAD_REQUEST', `文件名不超过${MAX_NAME}个字`);
  const ext = extensionOf(name, kind.allowed);
  if (!ext) throw fail('BAD_REQUEST', kind.refused);
  if (file.truncated || blob.size > kind.maxBytes) throw fail('BAD_REQUEST', kind.tooLarge);
  if (blob.size === 0) throw fail('BAD_REQUEST', '文件内容不能为空');
  if (!contentMatches(ext, blob.head)) throw fail('BAD_REQUEST', kind.mismatch);
  if (await streamHasActiveContent(ext, deps.files.readStaged(blob))) throw fail('BAD_REQUEST', ACTIVE_CONTENT);
  // Refused before publishing when the quota is already used up; charged for good in the transaction.
  await withTenant(deps.orm, p.tntId, (tx) => checkRoom(tx, p, blob.size));
  const fileId = newId();
  let published = false;
  try {
    await withTenant(deps.orm, p.tntId, async (tx) => {
      await charge(tx, p, blob.size);
      // The row's trigger counts it in blob_refs and holds that count's row until the commit; the bytes
      // are published after it, so a release sweeping the same digest (release.ts) has either removed
      // them already (and they are published again here) or waits for this row. The row is seen by
      // others only at the commit, with its bytes in place.
      await tx.insert(t.files).values({
        tntId: p.tntId, fileId, accountId: p.accountId, ownerId: quotaOwner(p).ownerId, fileNm: name, mime: MIME[ext], sizeBytes: blob.size,
        sha256: blob.sha256, createdAt: new Date(deps.clock.now()),
      });
      await deps.files.commit(blob);
      published = true;
    });
  } catch (e) {
    // Published, then the commit failed: no row names the bytes unless another file has the same ones.
    if (published) await sweepBlobs(deps.orm, deps.files, [blob.sha256]).catch(() => undefined);
    throw e;
  }
  return { id: fileId, name, url: downloadUrl(p.tntId, fileId) };
}

export interface StoredFile {
  name: string;
  mime: string;
  /** Shown in the page (pictures, videos) rather than downloaded. */
  inline: boolean;
  /** Served only with a grant (grants.ts). */
  restricted: boolean;
  /** The whole file's size. */
  size: number;
  /** The bytes asked for: the whole file, or the range. */
  range: ByteRange | null;
  stream: Readable | Buffer;
}

/** Inclusive byte positions (HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Reads a stored file; `rangeOf` picks the bytes wanted once the size is known (null: all of them). */
export async function loadFile(deps: Deps, tntId: string, fileId: string, rangeOf: (size: number) => ByteRange | null = () => null): Promise<StoredFile> {
  const [row] = await tenantRead(deps.db, tntId, (q) =>
    q
      .select({
        name: t.files.fileNm, mime: t.files.mime, sha256: t.files.sha256, size: t.files.sizeBytes,
        // As a number: one-trip reads carry text only (a boolean would arrive as 't' / 'f').
        restricted: sql<number>`(${t.files.restricted})::int`,
        // Only a row start-up has not moved yet still has bytes here (hex: one-trip reads carry text only).
        hex: sql<string | null>`encode(${t.files.content}, 'hex')`,
      })
      .from(t.files)
      .where(and(eq(t.files.tntId, tntId), eq(t.files.fileId, fileId))),
  );
  if (!row) throw fail('NOT_FOUND');
  const ext = storedExtensionOf(row.name);
  const inline = ext ? isPicture(ext) || MIME[ext].startsWith('video/') : false;
  const facts = { name: row.name, mime: row.mime, inline, restricted: Number(row.restricted) === 1 };
  if (row.sha256) {
    const size = Number(row.size);
    const range = rangeOf(size);
    const blob = await deps.files.open(row.sha256, range ?? undefined);
    if (!blob) throw fail('NOT_FOUND');
    return { ...facts, size, range, stream: blob.stream };
  }
  const data = Buffer.from(row.hex ?? '', 'hex');
  const range = rangeOf(data.length);
  return { ...facts, size: data.length, range, stream: range ? data.subarray(range.start, range.end + 1) : data };
}
