// A shop's gallery: the pictures and videos of the caller's enterprise (tenant, enterprise), each list in
// the order its seller arranges. Filing checks that every file is the tenant's own upload of the right kind
// (a picture among pictures, an mp4 / webm video among videos) and claims it for the gallery; deleting a
// row releases its files (quota and, once unreferenced, bytes). One enterprise's writes run one at a time
// (an advisory lock), so new rows take distinct places at the end and moves never collide.
import { and, asc, count, desc, eq, gt, inArray, lt, max, ne, or, sql } from 'drizzle-orm';
import { containsPattern, given, withTenant, type Tx } from '../../db';
import { fail, newId, principalOf, type CallContext, type Deps, type Principal } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { lockOwner } from '../address';
import { checkFileRefs, downloadUrl, fileTables, releaseFiles, sweepBlobs, type PictureRef } from '../file';
import * as t from './tables';

const m = t.shopMedia;
type Row = typeof m.$inferSelect;
export type MediaType = Row['mediaType'];

/** The enterprise whose gallery the caller works on. */
export interface Gallery {
  tntId: string;
  entId: string;
  accountId: string;
}

export const ENTERPRISE_ONLY = '仅企业账户可管理店铺图片与视频';
export const PICTURE_GONE = '图片不存在或无权使用，请重新上传';
export const NOT_A_PICTURE = '只能添加图片文件（jpg、jpeg、png、gif、webp）';
export const VIDEO_GONE = '视频不存在或无权使用，请重新上传';
export const NOT_A_VIDEO = '只能添加mp4、webm格式的视频';
export const POSTER_GONE = '封面图不存在或无权使用，请重新上传';

export function galleryOf(ctx: Pick<CallContext<unknown>, 'auth'>): Gallery {
  const p: Principal = principalOf(ctx);
  if (!p.companyId) throw fail('FORBIDDEN', ENTERPRISE_ONLY);
  return { tntId: p.tntId, entId: p.companyId, accountId: p.accountId };
}

const mine = (g: Gallery, type: MediaType) => and(eq(m.tntId, g.tntId), eq(m.entId, g.entId), eq(m.mediaType, type));

/** 1.2MB, 356KB, 800B: the size as people read it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)}KB`;
  return `${bytes}B`;
}

const fileOf = (tntId: string, id: string, name: string) => ({ id, name, url: downloadUrl(tntId, id) });
const common = (r: Row) => ({
  mediaId: r.mediaId, title: r.title, albumNm: r.albumNm, sizeBytes: Number(r.sizeBytes), sizeText: sizeText(Number(r.sizeBytes)), sortNo: r.sortNo,
  createdAt: formatDateTime(r.createdAt),
});
export const imageAnswer = (r: Row) => ({ ...common(r), picture: fileOf(r.tntId, r.fileId, r.fileNm) });
export const videoAnswer = (r: Row) => ({
  ...common(r), video: fileOf(r.tntId, r.fileId, r.fileNm), poster: r.posterFileId ? fileOf(r.tntId, r.posterFileId, r.posterFileNm ?? '') : null,
});

export interface PageBody {
  pageNum: number;
  pageSize: number;
  albumNm?: string;
  keyword?: string;
}

async function page(read: TenantReads, g: Gallery, type: MediaType, body: PageBody) {
  const conditions = [mine(g, type)];
  if (given(body.albumNm)) conditions.push(eq(m.albumNm, body.albumNm.trim()));
  if (given(body.keyword)) conditions.push(sql`${m.title} ilike ${containsPattern(body.keyword.trim())}`);
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    read.query((q) => q.select({ n: count() }).from(m).where(where)),
    read.query((q) => q.select().from(m).where(where).orderBy(asc(m.sortNo), asc(m.mediaId)).limit(body.pageSize).offset((body.pageNum - 1) * body.pageSize)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function imagePage(read: TenantReads, g: Gallery, body: PageBody) {
  const { rows, total } = await page(read, g, 'image', body);
  return { records: rows.map(imageAnswer), total };
}

export async function videoPage(read: TenantReads, g: Gallery, body: PageBody) {
  const { rows, total } = await page(read, g, 'video', body);
  return { records: rows.map(videoAnswer), total };
}

const album = (name: string | undefined): string => (name ?? '').trim();
/** A picture's title: its file name without the extension, cut to the title's 30 characters. */
const titleOf = (name: string): string => [...name.replace(/\.[^.]+$/, '').trim()].slice(0, 30).join('') || '图片';

async function nextPlace(tx: Tx, g: Gallery, type: MediaType): Promise<number> {
  const [row] = await tx.select({ n: max(m.sortNo) }).from(m).where(mine(g, type));
  return Number(row?.n ?? 0) + 1;
}

const lockGallery = (tx: Tx, g: Gallery) => lockOwner(tx, g.tntId, g.entId, 'shop-media');

export async function addImages(deps: Deps, g: Gallery, body: { pictures: PictureRef[]; albumNm?: string }) {
  const ids = body.pictures.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw fail('BAD_REQUEST', '同一张图片不能重复添加');
  const albumNm = album(body.albumNm);
  return withTenant(deps.orm, g.tntId, async (tx) => {
    const sizes = await checkFileRefs(tx, g.tntId, body.pictures, PICTURE_GONE, { kind: 'image', message: NOT_A_PICTURE }, 'gallery');
    await lockGallery(tx, g);
    let place = await nextPlace(tx, g, 'image');
    const at = new Date(deps.clock.now());
    const rows = body.pictures.map((p) => ({
      tntId: g.tntId, mediaId: newId(), entId: g.entId, mediaType: 'image' as const, title: titleOf(p.name), albumNm, fileId: p.id, fileNm: p.name,
      sizeBytes: sizes.get(p.id) ?? 0, sortNo: place++, createdBy: g.accountId, createdAt: at,
    }));
    await tx.insert(m).values(rows);
    return { mediaIds: rows.map((r) => r.mediaId) };
  });
}

export async function addVideo(deps: Deps, g: Gallery, body: { title: string; video: PictureRef[]; poster?: PictureRef[]; albumNm?: string }) {
  const title = body.title.trim();
  if (!title) throw fail('BAD_REQUEST', '请输入标题');
  const [video] = body.video;
  if (!video) throw fail('BAD_REQUEST', '请上传视频');
  const poster = body.poster?.[0];
  return withTenant(deps.orm, g.tntId, async (tx) => {
    const sizes = await checkFileRefs(tx, g.tntId, [video], VIDEO_GONE, { kind: 'video', message: NOT_A_VIDEO }, 'gallery');
    if (poster) await checkFileRefs(tx, g.tntId, [poster], POSTER_GONE, { kind: 'image', message: '封面图只能是图片文件' }, 'gallery');
    await lockGallery(tx, g);
    const mediaId = newId();
    await tx.insert(m).values({
      tntId: g.tntId, mediaId, entId: g.entId, mediaType: 'video', title, albumNm: album(body.albumNm), fileId: video.id, fileNm: video.name,
      sizeBytes: sizes.get(video.id) ?? 0, posterFileId: poster?.id ?? null, posterFileNm: poster?.name ?? null, sortNo: await nextPlace(tx, g, 'video'),
      createdBy: g.accountId, createdAt: new Date(deps.clock.now()),
    });
    return { mediaId };
  });
}

/** The enterprise's row of that type (a picture's id given to a video call is as missing as another's). */
async function lockRow(tx: Tx, g: Gallery, type: MediaType, mediaId: string): Promise<Row> {
  await lockGallery(tx, g);
  const [row] = await tx.select().from(m).where(and(mine(g, type), eq(m.mediaId, mediaId))).for('update');
  if (!row) throw fail('NOT_FOUND', type === 'image' ? '图片不存在' : '视频不存在');
  return row;
}

/** Swaps a row with its neighbour before (up) or after (down) it; at either end nothing moves. */
export async function move(deps: Deps, g: Gallery, type: MediaType, body: { mediaId: string; direction: 'up' | 'down' }) {
  await withTenant(deps.orm, g.tntId, async (tx) => {
    const row = await lockRow(tx, g, type, body.mediaId);
    const up = body.direction === 'up';
    const [other] = await tx.select().from(m)
      .where(and(mine(g, row.mediaType), up ? lt(m.sortNo, row.sortNo) : gt(m.sortNo, row.sortNo)))
      .orderBy(up ? desc(m.sortNo) : asc(m.sortNo)).limit(1);
    if (!other) throw fail('CONFLICT', up ? '已经是第一个' : '已经是最后一个');
    // One statement; the place constraint is checked at commit (DEFERRABLE INITIALLY DEFERRED).
    await tx.update(m)
      .set({ sortNo: sql`case ${m.mediaId} when ${row.mediaId} then ${other.sortNo}::int else ${row.sortNo}::int end` })
      .where(and(eq(m.tntId, g.tntId), sql`${m.mediaId} in (${row.mediaId}, ${other.mediaId})`));
  });
  return null;
}

/** Removes a row and releases its files (the picture or video, a video's poster) that no other gallery
 * row names: their rows go, their size goes back to the quota, and their bytes go once no file row of
 * any tenant names them (file/release.ts). Files filed in the gallery are the gallery's alone (holder
 * 'gallery': no other record may name them), so only gallery rows need asking. */
export async function remove(deps: Deps, g: Gallery, type: MediaType, mediaId: string) {
  const digests = await withTenant(deps.orm, g.tntId, async (tx) => {
    const row = await lockRow(tx, g, type, mediaId);
    await tx.delete(m).where(and(eq(m.tntId, g.tntId), eq(m.mediaId, mediaId)));
    return releaseFiles(tx, g.tntId, await unusedFiles(tx, g.tntId, row));
  });
  // After the commit: bytes are deleted only once the rows that named them are gone for everyone.
  await sweepBlobs(deps.orm, deps.files, digests).catch((e: unknown) => deps.log.warn({ err: e, digests }, 'file bytes not removed (start-up retries)'));
  return null;
}

/** The row's files that no other gallery row (of any enterprise of the tenant) names. Their file rows
 * are held first: two deletes of rows naming the same file run one after the other, so the second sees
 * the first row gone and releases the file (both seeing the other's row would leave it stored). */
async function unusedFiles(tx: Tx, tntId: string, row: Row): Promise<string[]> {
  const f = fileTables.files;
  const ids = [row.fileId, ...(row.posterFileId ? [row.posterFileId] : [])];
  const held = await tx.select({ id: f.fileId }).from(f)
    .where(and(eq(f.tntId, tntId), inArray(f.fileId, ids), eq(f.holder, 'gallery'))).orderBy(asc(f.fileId)).for('update');
  if (held.length === 0) return [];
  const heldIds = held.map((h) => h.id);
  const named = await tx.select({ fileId: m.fileId, posterFileId: m.posterFileId }).from(m)
    .where(and(eq(m.tntId, tntId), ne(m.mediaId, row.mediaId), or(inArray(m.fileId, heldIds), inArray(m.posterFileId, heldIds))));
  const inUse = new Set(named.flatMap((n) => [n.fileId, n.posterFileId]));
  return heldIds.filter((id) => !inUse.has(id));
}
