// Demo mall ads of the demo tenants, in every show status, dated from the day the seed runs (the prepared
// demo database is remade after 6 hours: README): three showing in the enterprise and personal malls, one
// not started, one ended, one disabled. Their banners are drawn here (a horizontal gradient in a produce
// colour with a lighter band), stored in `files` like uploads.
import { encodePng } from '../../core/png';
import type { Tx } from '../../db';
import { downloadUrl, fileTables } from '../file';
import { formatDateTime } from '../../format';
import * as t from './tables';

const W = 640;
const H = 200;

function banner(from: readonly [number, number, number], to: readonly [number, number, number]): Buffer {
  const rgb = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const k = x / (W - 1);
      // A soft lighter band across the middle third, where a banner's text would sit.
      const band = y > H / 3 && y < (2 * H) / 3 ? 24 : 0;
      for (let c = 0; c < 3; c++) rgb[(y * W + x) * 3 + c] = Math.min(255, Math.round(from[c]! + (to[c]! - from[c]!) * k) + band);
    }
  }
  return encodePng(W, H, rgb);
}

const day = (base: number, offset: number) => formatDateTime(new Date(base + offset * 86_400_000)).slice(0, 10);

export const DEMO_ADVS = [
  { advId: 'ADV01', mallId: 'M02', title: '产地直供 新季苹果上市', subtitle: '烟台红富士 产地直发 企业采购满额包邮', link: '/shopping/product?categoryNm=水果', sort: 1, from: -7, to: 60, enabled: true, colours: [[200, 60, 50], [240, 150, 60]] },
  { advId: 'ADV02', mallId: 'M02', title: '粮油采购节', subtitle: '东北大米、五常稻花香 企业集采专享价', link: '/shopping/shopping-mall-search', sort: 2, from: -3, to: 30, enabled: true, colours: [[40, 120, 70], [150, 190, 80]] },
  { advId: 'ADV03', mallId: 'M01', title: '农户直销 新鲜到家', subtitle: '当季蔬菜 产地直采', link: '/shopping/product?categoryNm=蔬菜', sort: 1, from: -1, to: 14, enabled: true, colours: [[30, 110, 160], [90, 190, 200]] },
  { advId: 'ADV04', mallId: 'M02', title: '春茶预售', subtitle: '明前龙井 预售开启', link: '', sort: 3, from: 30, to: 60, enabled: true, colours: [[70, 130, 60], [180, 210, 120]] },
  { advId: 'ADV05', mallId: 'M02', title: '年货节', subtitle: '已结束的活动', link: '', sort: 4, from: -40, to: -10, enabled: true, colours: [[180, 40, 40], [230, 120, 90]] },
  { advId: 'ADV06', mallId: 'M02', title: '冷链物流服务', subtitle: '已停用的广告', link: 'https://www.moa.gov.cn/', sort: 5, from: -5, to: 30, enabled: false, colours: [[60, 80, 140], [120, 150, 210]] },
] as const;

export async function seedDemoAdvs(tx: Tx, tntId: string, now: number): Promise<void> {
  const at = new Date(now);
  for (const x of DEMO_ADVS) {
    const fileId = `${tntId}-${x.advId}`;
    const png = banner(x.colours[0], x.colours[1]);
    const name = `${x.title}.png`;
    await tx.insert(fileTables.files).values({ tntId, fileId, accountId: 'A010', fileNm: name, mime: 'image/png', sizeBytes: png.length, content: png, createdAt: at }).onConflictDoNothing();
    await tx.insert(t.advs).values({
      tntId, advId: x.advId, ownerKind: 'mall', mallId: x.mallId, title: x.title, subtitle: x.subtitle, pictureId: fileId, pictureName: name, pictureUrl: downloadUrl(tntId, fileId),
      link: x.link, sort: x.sort, startDate: day(now, x.from), endDate: day(now, x.to), enabled: x.enabled, createdAt: at, updatedAt: at,
    }).onConflictDoNothing();
  }
}
