// Demo shops of the demo tenant (idempotent: fixed ids, ON CONFLICT DO NOTHING), in every state: 绿源农业科技
// (C001) runs an open online shop with three offline stores (two open, one closed) and storefront ads in
// every show status; 惠农代销 (C003) has a closed online shop with one open store. Logos, store pictures and
// banners are drawn here and stored in `files` like uploads; ads are dated from the day the seed runs.
import { encodePng } from '../../core/png';
import { withTenant, type Database, type Tx } from '../../db';
import { DEMO_TENANT_ID, SEED_TIME } from '../../seed';
import { downloadUrl, fileTables, type PictureRef } from '../file';
import { regionNameOf } from '../address';
import { formatDateTime } from '../../format';
import { mallTables } from '../mall';
import * as t from './tables';
import { shopFlow } from './workflow';

type Rgb = readonly [number, number, number];

/** A flat picture with a lighter band across the middle (where a name would sit). */
function drawn(w: number, h: number, colour: Rgb): Buffer {
  const rgb = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const band = y > h / 3 && y < (2 * h) / 3 ? 30 : 0;
    for (let x = 0; x < w; x++) for (let c = 0; c < 3; c++) rgb[(y * w + x) * 3 + c] = Math.min(255, colour[c]! + band + Math.round((x / w) * 20));
  }
  return encodePng(w, h, rgb);
}

async function picture(tx: Tx, fileId: string, accountId: string, name: string, w: number, h: number, colour: Rgb): Promise<PictureRef> {
  const png = drawn(w, h, colour);
  await tx.insert(fileTables.files).values({ tntId: DEMO_TENANT_ID, fileId, accountId, fileNm: name, mime: 'image/png', sizeBytes: png.length, content: png, createdAt: SEED_TIME }).onConflictDoNothing();
  return { id: fileId, name, url: downloadUrl(DEMO_TENANT_ID, fileId) };
}

export const DEMO_SHOPS = [
  {
    shopId: 'SH001', companyId: 'C001', accountId: 'A020', shopNm: '绿源农业旗舰店', intro: '绿源农业科技有限公司官方网店，产地直采水果、蔬菜与粮油，冷链配送，支持企业集采。',
    mainCategories: '水果、蔬菜、粮油', contactNm: '陈绿源', contactPhone: '13800000002', status: 'open', reason: '', colour: [46, 139, 87],
  },
  {
    shopId: 'SH003', companyId: 'C003', accountId: 'A040', shopNm: '惠农代销优选店', intro: '代销合作社农产品，春节后恢复营业。', mainCategories: '茶叶、干货',
    contactNm: '李惠农', contactPhone: '0571-88886666', status: 'closed', reason: '春节休假，2月18日恢复营业', colour: [200, 120, 40],
  },
] as const;

export const DEMO_OFFLINE_SHOPS = [
  { offlineId: 'OS001', shopId: 'SH001', companyId: 'C001', offlineNm: '西湖体验店', regionCode: '330106', address: '文三路 478 号华星时代广场一层', lng: '120.130663', lat: '30.277500', phone: '0571-87651234', hours: '每日 08:00-20:00', status: 'open', reason: '', colour: [60, 150, 90] },
  { offlineId: 'OS002', shopId: 'SH001', companyId: 'C001', offlineNm: '萧山产地直营店', regionCode: '330109', address: '市心北路 86 号', lng: '120.264400', lat: '30.185200', phone: '13900000021', hours: '周一至周六 09:00-18:00', status: 'open', reason: '', colour: [90, 160, 60] },
  { offlineId: 'OS003', shopId: 'SH001', companyId: 'C001', offlineNm: '宁波海曙门店', regionCode: '330203', address: '中山西路 138 号', lng: '121.550300', lat: '29.874600', phone: '0574-87001234', hours: '每日 09:00-19:00', status: 'closed', reason: '门店装修，暂停营业', colour: [120, 120, 120] },
  { offlineId: 'OS004', shopId: 'SH003', companyId: 'C003', offlineNm: '嘉兴南湖服务点', regionCode: '330402', address: '中环南路 1 号农贸市场 12 号铺', lng: '120.783000', lat: '30.747000', phone: '0573-82001234', hours: '每日 06:00-14:00', status: 'open', reason: '', colour: [200, 140, 60] },
] as const;

const day = (base: number, offset: number) => formatDateTime(new Date(base + offset * 86_400_000)).slice(0, 10);

export const DEMO_SHOP_ADVS = [
  { advId: 'SA001', title: '当季红富士 产地直发', subtitle: '烟台栖霞果园直采 满 200 元包邮', link: '/shopping/product?categoryNm=水果', sort: 1, from: -5, to: 45, enabled: true, colour: [200, 60, 50] },
  { advId: 'SA002', title: '五常大米 企业团购价', subtitle: '10 袋起订 冷链到店', link: '/shopping/shopping-mall-search', sort: 2, from: -2, to: 30, enabled: true, colour: [180, 150, 60] },
  { advId: 'SA003', title: '春季蔬菜预售', subtitle: '即将开始', link: '', sort: 3, from: 20, to: 50, enabled: true, colour: [70, 140, 70] },
  { advId: 'SA004', title: '年货礼盒', subtitle: '已结束的活动', link: '', sort: 4, from: -60, to: -20, enabled: true, colour: [170, 40, 40] },
  { advId: 'SA005', title: '会员日满减', subtitle: '已停用的广告', link: '', sort: 5, from: -3, to: 20, enabled: false, colour: [60, 90, 150] },
] as const;

const code = (s: 'open' | 'closed') => shopFlow.code(s);

async function history(tx: Tx, table: typeof t.shopHistory, id: string, actorId: string, status: 'open' | 'closed', reason: string, note: string) {
  await tx.insert(table).values({ tntId: DEMO_TENANT_ID, id, seq: 1, move: 'create', fromStatus: null, toStatus: code('open'), actorId, actorRole: 'seller', note, at: SEED_TIME }).onConflictDoNothing();
  if (status === 'closed') {
    await tx.insert(table).values({ tntId: DEMO_TENANT_ID, id, seq: 2, move: 'close', fromStatus: code('open'), toStatus: code('closed'), actorId, actorRole: 'seller', note: reason, at: new Date(SEED_TIME.getTime() + 86_400_000) }).onConflictDoNothing();
  }
}

export async function seedShopDemo(db: Database): Promise<void> {
  const now = Date.now();
  await withTenant(db.orm, DEMO_TENANT_ID, async (tx) => {
    for (const x of DEMO_SHOPS) {
      const logo = await picture(tx, `${DEMO_TENANT_ID}-${x.shopId}-logo`, x.accountId, `${x.shopNm}.png`, 200, 200, x.colour);
      await tx.insert(t.shops).values({
        tntId: DEMO_TENANT_ID, shopId: x.shopId, companyId: x.companyId, shopNm: x.shopNm, logo: [logo], intro: x.intro, mainCategories: x.mainCategories,
        contactNm: x.contactNm, contactPhone: x.contactPhone, status: code(x.status), reason: x.reason, createdAt: SEED_TIME, updatedAt: SEED_TIME,
      }).onConflictDoNothing();
      await history(tx, t.shopHistory, x.shopId, x.accountId, x.status, x.reason, x.shopNm);
    }
    for (const x of DEMO_OFFLINE_SHOPS) {
      const accountId = x.companyId === 'C001' ? 'A020' : 'A040';
      const pic = await picture(tx, `${DEMO_TENANT_ID}-${x.offlineId}`, accountId, `${x.offlineNm}.png`, 400, 300, x.colour);
      await tx.insert(t.offlineShops).values({
        tntId: DEMO_TENANT_ID, offlineId: x.offlineId, shopId: x.shopId, companyId: x.companyId, offlineNm: x.offlineNm, regionCode: x.regionCode,
        regionName: regionNameOf(x.regionCode), address: x.address, longitude: x.lng, latitude: x.lat, phone: x.phone, businessHours: x.hours, pictures: [pic],
        status: code(x.status), reason: x.reason, createdAt: SEED_TIME, updatedAt: SEED_TIME,
      }).onConflictDoNothing();
      await history(tx, t.offlineShopHistory, x.offlineId, accountId, x.status, x.reason, x.offlineNm);
    }
    const at = new Date(now);
    for (const x of DEMO_SHOP_ADVS) {
      const pic = await picture(tx, `${DEMO_TENANT_ID}-${x.advId}`, 'A020', `${x.title}.png`, 640, 200, x.colour);
      await tx.insert(mallTables.advs).values({
        tntId: DEMO_TENANT_ID, advId: x.advId, ownerKind: 'shop', shopId: 'SH001', title: x.title, subtitle: x.subtitle, pictureId: pic.id, pictureName: pic.name, pictureUrl: pic.url,
        link: x.link, sort: x.sort, startDate: day(now, x.from), endDate: day(now, x.to), enabled: x.enabled, createdAt: at, updatedAt: at,
      }).onConflictDoNothing();
    }
  });
}
