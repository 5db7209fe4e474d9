// The picture the suites' goods forms refer to, stored for the demo tenant in the prepared database
// (global-setup.ts): a picture reference must be a file of the caller's tenant (issue 13, item 8).
import type { Database } from '../../../api/server/db';
import type { BlobStore } from '../../../api/server/storage';
import { encodePng } from '../../../api/server/core/png';

export const PICTURE = { id: 'F1', name: 'apple.png', url: '/scpr/file/file/download?tntId=T1001&id=F1' };

/** Stores PICTURE's file (idempotent). */
export async function storePicture(db: Database, files: BlobStore): Promise<void> {
  // 200x200 like the seeded pictures (tests/api/goods-seed.test.ts checks every stored picture).
  const png = encodePng(200, 200, new Uint8Array(200 * 200 * 3).fill(0x8b));
  const sha256 = await files.putBytes(png);
  await db.owner.query(
    `INSERT INTO files (tnt_id, file_id, account_id, file_nm, mime, size_bytes, sha256, created_at)
     VALUES ('T1001', $1, 'A020', $2, 'image/png', $3, $4, now()) ON CONFLICT DO NOTHING`,
    [PICTURE.id, PICTURE.name, png.length, sha256],
  );
}
