// api/server/storage: where uploaded file bytes live (blob-store.ts). The directory store under
// DATA_DIR/files by default; an S3-compatible bucket when FILE_S3_BUCKET is set (config.ts).
import { DirBlobStore } from './dir-store';
import { S3BlobStore, type S3Options } from './s3-store';
import type { BlobStore } from './blob-store';

export { SHA256_HEX, type BlobStore, type StagedBlob, type StoredBlob } from './blob-store';
export { DirBlobStore } from './dir-store';
export { S3BlobStore, type S3Options } from './s3-store';

export type BlobStoreConfig = { dir: string } | { s3: S3Options };

export function openBlobStore(config: BlobStoreConfig): BlobStore {
  return 's3' in config ? new S3BlobStore(config.s3) : new DirBlobStore(config.dir);
}
