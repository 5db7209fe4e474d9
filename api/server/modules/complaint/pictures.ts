// Evidence pictures: uploads of the very account that files or writes (by their own address), made
// restricted in the same transaction, like payment vouchers: only the complaint's parties' pages serve them,
// with a grant (file/grants.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import { fail } from '../../core';
import { checkFileRefs, fileTables, restrictFiles } from '../file';
import type { PictureRef } from './tables';

const NOT_YOURS = '图片不存在或无权使用，请重新上传';

export async function ownPictures(tx: Tx, tntId: string, accountId: string, pictures: readonly PictureRef[]): Promise<PictureRef[]> {
  if (!pictures.length) return [];
  await checkFileRefs(tx, tntId, pictures, NOT_YOURS);
  const ids = [...new Set(pictures.map((p) => p.id))];
  const f = fileTables.files;
  const mine = await tx.select({ id: f.fileId }).from(f).where(and(eq(f.tntId, tntId), inArray(f.fileId, ids), eq(f.accountId, accountId)));
  if (mine.length !== ids.length) throw fail('BAD_REQUEST', NOT_YOURS);
  await restrictFiles(tx, tntId, ids);
  return pictures.map((p) => ({ id: p.id, name: p.name, url: p.url }));
}
