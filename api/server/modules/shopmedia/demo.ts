// Demo gallery of 绿源农业科技 (C001, seller 13800000002) in the demo tenant: five pictures in two albums and
// one short video with its poster, and one picture of the agent 惠农代销服务 (C003, 13800000004), so every list shows rows on a
// fresh start and one enterprise never sees the other's. The pictures are drawn here (a field under a sky,
// in each picture's colours: 320x240 PNG); the video is a 4-second WebM made once by
// scripts/make-demo-video.ts and kept as a file (api/server/data/asset/shop-demo-video.webm), read here at
// seed time. Stored in `files` like uploads (start-up moves the bytes to the blob store). Idempotent: fixed ids.
import { encodePng } from '../../core/png';
import { demoVideoBytes } from '../../data/assets';
import { withTenant, type Database } from '../../db';
import { DEMO_TENANT_ID, SEED_TIME } from '../../seed';
import { fileTables } from '../file';
import * as t from './tables';

const W = 320;
const H = 240;
type Rgb = readonly [number, number, number];

/** A field under a sky with a sun: `rows` stripes of the crop's two colours. */
function scene(sky: Rgb, crop: Rgb, sunX: number): Buffer {
  const rgb = new Uint8Array(W * H * 3);
  const horizon = Math.round(H * 0.55);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let c: Rgb;
      if (y < horizon) {
        const k = y / horizon;
        const sun = Math.hypot(x - sunX, y - 50) < 22;
        c = sun ? [255, 214, 90] : [Math.round(sky[0] + (255 - sky[0]) * k * 0.6), Math.round(sky[1] + (255 - sky[1]) * k * 0.6), Math.round(sky[2] + (255 - sky[2]) * k * 0.4)];
      } else {
        // Furrows narrowing towards the horizon.
        const depth = (y - horizon) / (H - horizon);
        const stripe = Math.floor(((x - W / 2) / (0.2 + depth)) / 18) % 2 === 0;
        const shade = 0.75 + 0.25 * depth;
        c = stripe ? [crop[0] * shade, crop[1] * shade, crop[2] * shade] : [crop[0] * shade * 0.8, crop[1] * shade * 0.85, crop[2] * shade * 0.8];
      }
      const i = (y * W + x) * 3;
      rgb[i] = Math.min(255, Math.round(c[0]));
      rgb[i + 1] = Math.min(255, Math.round(c[1]));
      rgb[i + 2] = Math.min(255, Math.round(c[2]));
    }
  }
  return encodePng(W, H, rgb);
}

export const DEMO_PICTURES = [
  { mediaId: 'SM0001', entId: 'C001', accountId: 'A020', title: '有机水稻基地', albumNm: '基地风光', sky: [90, 150, 220], crop: [110, 170, 60], sunX: 250 },
  { mediaId: 'SM0002', entId: 'C001', accountId: 'A020', title: '茶园春色', albumNm: '基地风光', sky: [120, 180, 230], crop: [60, 140, 70], sunX: 80 },
  { mediaId: 'SM0003', entId: 'C001', accountId: 'A020', title: '金秋麦田', albumNm: '基地风光', sky: [100, 160, 210], crop: [210, 170, 60], sunX: 160 },
  { mediaId: 'SM0004', entId: 'C001', accountId: 'A020', title: '果园丰收', albumNm: '产品展示', sky: [140, 190, 235], crop: [190, 80, 60], sunX: 60 },
  { mediaId: 'SM0005', entId: 'C001', accountId: 'A020', title: '蔬菜大棚', albumNm: '产品展示', sky: [80, 130, 200], crop: [90, 160, 120], sunX: 270 },
  { mediaId: 'SM0101', entId: 'C003', accountId: 'A040', title: '惠农代销门店', albumNm: '', sky: [110, 140, 190], crop: [160, 140, 90], sunX: 200 },
] as const;

export const DEMO_VIDEO = { mediaId: 'SM0501', entId: 'C001', accountId: 'A020', title: '绿源农业基地宣传片', albumNm: '基地风光', fileNm: '绿源农业基地宣传片.webm' } as const;

export async function seedShopmediaDemo(db: Database): Promise<void> {
  const tntId = DEMO_TENANT_ID;
  await withTenant(db.orm, tntId, async (tx) => {
    const file = async (fileId: string, accountId: string, fileNm: string, mime: string, content: Buffer) =>
      tx.insert(fileTables.files).values({ tntId, fileId, accountId, fileNm, mime, sizeBytes: content.length, content, createdAt: SEED_TIME, holder: 'gallery' }).onConflictDoNothing();
    const places = new Map<string, number>();
    for (const p of DEMO_PICTURES) {
      const png = scene(p.sky, p.crop, p.sunX);
      const fileId = `F-${p.mediaId}`;
      const fileNm = `${p.title}.png`;
      await file(fileId, p.accountId, fileNm, 'image/png', png);
      const sortNo = (places.get(p.entId) ?? 0) + 1;
      places.set(p.entId, sortNo);
      await tx.insert(t.shopMedia).values({
        tntId, mediaId: p.mediaId, entId: p.entId, mediaType: 'image', title: p.title, albumNm: p.albumNm, fileId, fileNm, sizeBytes: png.length, sortNo,
        createdBy: p.accountId, createdAt: SEED_TIME,
        // The primary key as the arbiter: the place constraint is deferrable, which ON CONFLICT cannot name.
      }).onConflictDoNothing({ target: [t.shopMedia.tntId, t.shopMedia.mediaId] });
    }
    const v = DEMO_VIDEO;
    const webm = demoVideoBytes();
    await file(`F-${v.mediaId}`, v.accountId, v.fileNm, 'video/webm', webm);
    // The poster: the video's own scene (sky, field, sun), drawn like the pictures.
    const poster = scene([110, 170, 225], [119, 184, 74], 160);
    await file(`F-${v.mediaId}-P`, v.accountId, `${v.title}封面.png`, 'image/png', poster);
    await tx.insert(t.shopMedia).values({
      tntId, mediaId: v.mediaId, entId: v.entId, mediaType: 'video', title: v.title, albumNm: v.albumNm, fileId: `F-${v.mediaId}`, fileNm: v.fileNm,
      sizeBytes: webm.length, posterFileId: `F-${v.mediaId}-P`, posterFileNm: `${v.title}封面.png`, sortNo: 1, createdBy: v.accountId, createdAt: SEED_TIME,
    }).onConflictDoNothing({ target: [t.shopMedia.tntId, t.shopMedia.mediaId] });
  });
}
