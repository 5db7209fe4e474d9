// Where uploaded file bytes live (issue 13 item 1): out of the database, addressed by their SHA-256, so
// a file is written once however often it is uploaded and a database row names it by its digest.
// Bytes always arrive as a stream: they are staged in a local temporary file while being hashed and
// counted (never whole in memory), then published under their digest. Two stores share this shape:
// a directory (DATA_DIR/files, the default) and an S3-compatible bucket (FILE_S3_* settings).
import type { Readable } from 'node:stream';

/** Bytes received and hashed, not yet published: a temporary file only this request knows. */
export interface StagedBlob {
  sha256: string;
  /** Bytes kept (at most the limit given to stage()). */
  size: number;
  /** The source had more than the limit: only the limit was kept. */
  truncated: boolean;
  /** The first bytes (up to 64), for a magic-number check without reading the file again. */
  head: Buffer;
  /** @internal the temporary file. */
  path: string;
}

export interface StoredBlob {
  size: number;
  stream: Readable;
}

export interface BlobStore {
  readonly kind: 'dir' | 's3';
  /** Reads `source` into a temporary file (hashing and counting as it goes), keeping at most `maxBytes`. */
  stage(source: Readable, maxBytes: number): Promise<StagedBlob>;
  /** The staged bytes again, streamed (content checks that must see every byte). */
  readStaged(staged: StagedBlob): Readable;
  /** Publishes staged bytes under their digest (idempotent: the same bytes may already be there). */
  commit(staged: StagedBlob): Promise<void>;
  /** Drops staged bytes that will not be published (no-op once committed or discarded). */
  discard(staged: StagedBlob): Promise<void>;
  /** Stores bytes already in memory (seeds, moving rows out of the database); returns the digest. */
  putBytes(data: Uint8Array): Promise<string>;
  /** The bytes of a digest, streamed (only `range`'s, inclusive, when given: a video player seeking); null
   * when the store has none. */
  open(sha256: string, range?: { start: number; end: number }): Promise<StoredBlob | null>;
  /** Deletes the bytes of a digest (no-op when absent). Only modules/file/release.ts calls it, once no
   * file row names them. */
  remove(sha256: string): Promise<void>;
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;
