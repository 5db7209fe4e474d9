// Shops (issue 33 item 5, spec 2.8 "Shop management"): the online shop and its offline shops as documents
// of the workflow kit (营业中 / 已停业 only by their moves), the storefront ads and the shop's goods, through
// the real server on the prepared demo database: the demo rows in every state, each call's success, bad
// input (a Chinese message and a code, nothing written), another tenant, another enterprise, no permission,
// and one decision when the same move is sent many times at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, startTestServer, testFiles, type TestServer } from './support/server';
import { ok, PHONES, PICTURE, storePicture } from './support/goods';

let h: TestServer;
const tokens: Record<string, string> = {};
const token = async (phone: string) => (tokens[phone] ??= await h.client.token(phone));
const WAREHOUSE = '13800000005';

beforeAll(async () => {
  h = await startTestServer();
  await storePicture(h.db, testFiles());
});
afterAll(() => h.close());

const call = (key: string, body: unknown, t: string) => h.client.call(key, body, { token: t });
const refused = async (key: string, body: unknown, t: string) => {
  const r = await call(key, body, t);
  return [r.status, r.body.code, r.body.msg];
};
const PAGE = { pageNum: 1, pageSize: 50 };
type Row = { offlineId: string; offlineNm: string; status: string; actions: string[] };

/** A store in Hangzhou's Xihu district, inside China. */
const STORE = {
  offlineNm: '测试门店', regionCode: '330106', address: '天目山路 100 号', longitude: 120.123456, latitude: 30.2712, phone: '0571-88001122',
  businessHours: '每日 09:00-21:00', pictures: [PICTURE],
};

describe('the demo rows: every state on a fresh start', () => {
  it('the seller sees its open shop, its stores open and closed with the moves it may make, its ads in every show status', async () => {
    const seller = await token(PHONES.seller);
    const mine = await ok(h.client, 'shop.mine', {}, seller);
    expect(mine).toMatchObject({ shopId: 'SH001', opened: true, shopNm: '绿源农业旗舰店', companyNm: '绿源农业科技有限公司', status: '10', offlineCount: 3, actions: ['close'] });
    expect(mine.history.map((x: { move: string }) => x.move)).toEqual(['create']);
    const stores = await ok(h.client, 'shop.offlinePage', PAGE, seller);
    expect(stores.records.map((r: Row) => [r.offlineId, r.status, r.actions])).toEqual([
      ['OS003', '20', ['reopen']], ['OS002', '10', ['close']], ['OS001', '10', ['close']],
    ]);
    expect(stores.records[2]).toMatchObject({ regionName: '浙江省 杭州市 西湖区', longitude: 120.130663, latitude: 30.2775, coordinate: '120.130663, 30.277500', shopNm: '绿源农业旗舰店' });
    const ads = await ok(h.client, 'shop.advPage', PAGE, seller);
    expect([...new Set(ads.records.map((r: { showStatus: string }) => r.showStatus))].sort()).toEqual(['0', '1', '2', '3']);
    expect((await ok(h.client, 'shop.advShowList', {}, seller)).map((r: { advId: string }) => r.advId)).toEqual(['SA001', 'SA002']);
  });

  it('the platform lists every shop and store of the tenant, filtered by name, state and region', async () => {
    const admin = await token(PHONES.admin);
    const shops = await ok(h.client, 'shop.platPage', PAGE, admin);
    expect(shops.records.map((r: { shopId: string; status: string; offlineCount: number; actions: string[] }) => [r.shopId, r.status, r.offlineCount, r.actions]).sort()).toEqual([
      ['SH001', '10', 3, []], ['SH003', '20', 1, []],
    ]);
    expect((await ok(h.client, 'shop.platPage', { ...PAGE, status: '20' }, admin)).records.map((r: { reason: string }) => r.reason)).toEqual(['春节休假，2月18日恢复营业']);
    expect((await ok(h.client, 'shop.platPage', { ...PAGE, keyword: '惠农' }, admin)).total).toBe(1);
    expect((await ok(h.client, 'shop.platOfflinePage', PAGE, admin)).total).toBe(4);
    expect((await ok(h.client, 'shop.platOfflinePage', { ...PAGE, regionCode: '330200' }, admin)).records.map((r: Row) => r.offlineId)).toEqual(['OS003']);
    expect((await ok(h.client, 'shop.platOfflinePage', { ...PAGE, regionCode: '330000', status: '10' }, admin)).total).toBe(3);
    expect((await ok(h.client, 'shop.platOfflinePage', { ...PAGE, shopId: 'SH003' }, admin)).records.map((r: Row) => r.offlineId)).toEqual(['OS004']);
    const detail = await ok(h.client, 'shop.detail', { shopId: 'SH003' }, admin);
    expect(detail).toMatchObject({ shopNm: '惠农代销优选店', companyNm: '惠农代销服务有限公司', status: '20', actions: [] });
    expect(detail.history.map((x: { move: string; moveNm: string }) => x.moveNm)).toEqual(['开通网店', '停业']);
  });
});

describe('offline shops', () => {
  it('the seller adds a store, edits it, closes and reopens it; the platform sees it; every step is in the history', async () => {
    const seller = await token(PHONES.seller);
    const added = await ok(h.client, 'shop.offlineAdd', STORE, seller);
    expect(added).toMatchObject({ offlineNm: '测试门店', status: '10', regionName: '浙江省 杭州市 西湖区', longitude: 120.123456, latitude: 30.2712, actions: ['close'] });
    expect((await ok(h.client, 'shop.offlinePage', { ...PAGE, keyword: '天目山' }, seller)).records.map((r: Row) => r.offlineId)).toEqual([added.offlineId]);
    const edited = await ok(h.client, 'shop.offlineUpdate', { ...STORE, offlineId: added.offlineId, address: '天目山路 102 号', regionCode: '330105' }, seller);
    expect(edited).toMatchObject({ address: '天目山路 102 号', regionName: '浙江省 杭州市 拱墅区', status: '10' });
    const closed = await ok(h.client, 'shop.offlineClose', { offlineId: added.offlineId, reason: '店面翻新' }, seller);
    expect(closed).toMatchObject({ status: '20', reason: '店面翻新', actions: ['reopen'] });
    expect(await refused('shop.offlineClose', { offlineId: added.offlineId }, seller)).toEqual([409, ERRORS.CONFLICT.code, '线下门店状态为“已停业”，不能停业']);
    expect(await ok(h.client, 'shop.offlineReopen', { offlineId: added.offlineId }, seller)).toMatchObject({ status: '10', reason: '' });
    const detail = await ok(h.client, 'shop.offlineDetail', { offlineId: added.offlineId }, seller);
    expect(detail.history.map((x: { move: string; note: string }) => [x.move, x.note])).toEqual([
      ['create', '测试门店'], ['update', ''], ['close', '店面翻新'], ['reopen', ''],
    ]);
    const admin = await token(PHONES.admin);
    expect((await ok(h.client, 'shop.offlineDetail', { offlineId: added.offlineId }, admin))).toMatchObject({ shopNm: '绿源农业旗舰店', actions: [] });
    expect((await ok(h.client, 'shop.platOfflinePage', { ...PAGE, keyword: '测试门店' }, admin)).total).toBe(1);
    expect((await ok(h.client, 'shop.mine', {}, seller)).offlineCount).toBe(4);
  });

  it('refuses bad input with a Chinese message and a code, and writes nothing', async () => {
    const seller = await token(PHONES.seller);
    const before = [await countRows(h.db, 'offline_shops'), await countRows(h.db, 'offline_shop_history')];
    const cases: [Record<string, unknown>, string][] = [
      [{ ...STORE, longitude: 150 }, '经度须在73.4至135.1之间（中国境内）'],
      [{ ...STORE, longitude: 73.3 }, '经度须在73.4至135.1之间（中国境内）'],
      [{ ...STORE, latitude: 2 }, '纬度须在3.8至53.6之间（中国境内）'],
      [{ ...STORE, latitude: 53.7 }, '纬度须在3.8至53.6之间（中国境内）'],
      [{ ...STORE, longitude: 120.1234567 }, '经度须为73.4至135.1之间的数字，最多保留6位小数'],
      [{ ...STORE, latitude: 30.12345678 }, '纬度须为3.8至53.6之间的数字，最多保留6位小数'],
      [{ ...STORE, longitude: '120.1' }, '请输入经度'],
      [{ ...STORE, latitude: undefined }, '请输入纬度'],
      [{ ...STORE, regionCode: '330000' }, '所在地区须选择到区县'],
      [{ ...STORE, regionCode: '339999' }, '请选择正确的所在地区'],
      [{ ...STORE, regionCode: '3301' }, '请选择所在地区'],
      [{ ...STORE, offlineNm: '' }, '请输入门店名称'],
      [{ ...STORE, offlineNm: '   ' }, '请输入门店名称'],
      [{ ...STORE, offlineNm: '店'.repeat(31) }, '门店名称不超过30个字'],
      [{ ...STORE, address: '' }, '请输入详细地址'],
      [{ ...STORE, phone: '12345' }, '联系电话须为11位手机号或固定电话（如 0571-88886666）'],
      [{ ...STORE, businessHours: '   ' }, '请输入营业时间'],
      [{ ...STORE, pictures: Array(7).fill(PICTURE) }, '门店图片最多上传6张'],
      [{ ...STORE, pictures: [{ ...PICTURE, id: 'F404', url: '/scpr/file/file/download?tntId=T1001&id=F404' }] }, '门店图片不存在，请重新上传'],
      [{ ...STORE, extra: 1 }, '不支持的字段：extra'],
    ];
    for (const [body, msg] of cases) {
      expect(await refused('shop.offlineAdd', body, seller), JSON.stringify(body)).toEqual([400, ERRORS.BAD_REQUEST.code, msg]);
    }
    // One name once per shop.
    expect(await refused('shop.offlineAdd', { ...STORE, offlineNm: '西湖体验店' }, seller)).toEqual([409, ERRORS.CONFLICT.code, '本店已有同名的线下门店，请换一个名称']);
    expect(await refused('shop.offlineUpdate', { ...STORE, offlineId: 'OS002', offlineNm: '西湖体验店' }, seller)).toEqual([409, ERRORS.CONFLICT.code, '本店已有同名的线下门店，请换一个名称']);
    expect(await refused('shop.offlineClose', { offlineId: 'OS001', reason: '因'.repeat(101) }, seller)).toEqual([400, ERRORS.BAD_REQUEST.code, '停业原因不超过100个字']);
    expect([await countRows(h.db, 'offline_shops'), await countRows(h.db, 'offline_shop_history')]).toEqual(before);
    expect(await countRows(h.db, 'offline_shops', "offline_id = 'OS002' AND offline_nm = '萧山产地直营店' AND status = '10'")).toBe(1);
  });

  it("another enterprise's store is not found and stays as it was; another tenant sees none", async () => {
    const agent = await token(PHONES.agent);
    for (const [key, body] of [
      ['shop.offlineDetail', { offlineId: 'OS001' }], ['shop.offlineUpdate', { ...STORE, offlineId: 'OS001' }], ['shop.offlineClose', { offlineId: 'OS001' }],
      ['shop.offlineReopen', { offlineId: 'OS003' }],
    ] as const) {
      expect(await refused(key, body, agent), key).toEqual([404, ERRORS.NOT_FOUND.code, '线下门店不存在']);
    }
    expect((await ok(h.client, 'shop.offlinePage', PAGE, agent)).records.map((r: Row) => r.offlineId)).toEqual(['OS004']);
    const apple = await h.client.token(PHONES.admin, APPLE);
    const asApple = (key: string, body: unknown) => h.client.call(key, body, { token: apple, tenant: APPLE });
    expect((await asApple('shop.offlineDetail', { offlineId: 'OS001' })).status).toBe(404);
    expect((await asApple('shop.platOfflinePage', PAGE)).body.resultData).toEqual({ records: [], total: 0 });
    expect((await asApple('shop.platPage', PAGE)).body.resultData).toEqual({ records: [], total: 0 });
    expect((await asApple('shop.detail', { shopId: 'SH001' })).status).toBe(404);
    expect(await countRows(h.db, 'offline_shops', "offline_id = 'OS001' AND status = '10' AND address = '文三路 478 号华星时代广场一层'")).toBe(1);
  });

  it('refuses accounts without the shop rights (403) and sellers on the platform calls', async () => {
    const buyer = await token(PHONES.buyer);
    const warehouse = await token(WAREHOUSE);
    const seller = await token(PHONES.seller);
    for (const [key, body, who] of [
      ['shop.mine', {}, buyer], ['shop.save', { shopNm: '丰收', mainCategories: '粮油', contactNm: '王', contactPhone: '13800000003' }, buyer],
      ['shop.offlinePage', PAGE, buyer], ['shop.offlineAdd', STORE, warehouse], ['shop.offlineClose', { offlineId: 'OS001' }, warehouse],
      ['shop.advPage', PAGE, warehouse], ['shop.advAdd', { title: 'x', pictures: [PICTURE], startDate: '2026-01-01', endDate: '2026-01-02' }, buyer],
      ['shop.goodsPage', PAGE, buyer], ['shop.platPage', PAGE, seller], ['shop.platOfflinePage', PAGE, seller], ['shop.detail', { shopId: 'SH001' }, seller],
    ] as const) {
      const r = await call(key, body, who);
      expect([r.status, r.body.code], key).toEqual([403, ERRORS.FORBIDDEN.code]);
    }
    // A buyer's account reads no store it does not own.
    expect(await refused('shop.offlineDetail', { offlineId: 'OS001' }, buyer)).toEqual([404, ERRORS.NOT_FOUND.code, '线下门店不存在']);
    expect(await countRows(h.db, 'shops')).toBe(2);
  });

  it('the same close sent many times at once is made once', async () => {
    const seller = await token(PHONES.seller);
    const results = await Promise.all(Array.from({ length: 6 }, () => call('shop.offlineClose', { offlineId: 'OS002', reason: '同时停业' }, seller)));
    expect(results.filter((r) => r.body.code === '0')).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== '0')) expect([r.status, r.body.msg]).toEqual([409, '线下门店状态为“已停业”，不能停业']);
    expect(await countRows(h.db, 'offline_shop_history', "offline_id = 'OS002' AND move = 'close'")).toBe(1);
    await ok(h.client, 'shop.offlineReopen', { offlineId: 'OS002' }, seller);
  });
});

describe('the online shop', () => {
  it('an enterprise without a shop opens it by saving its profile; edits and closing are recorded', async () => {
    const admin = await token(PHONES.admin);
    expect(await ok(h.client, 'shop.mine', {}, admin)).toMatchObject({ opened: false, shopId: '', companyNm: '农业产业平台运营有限公司', actions: [] });
    expect(await refused('shop.offlineAdd', STORE, admin)).toEqual([400, ERRORS.BAD_REQUEST.code, '请先在“我的店铺”保存网店资料，开通网店后再添加线下门店']);
    expect(await refused('shop.close', {}, admin)).toEqual([404, ERRORS.NOT_FOUND.code, '网店尚未开通，请先保存网店资料']);
    // No shop, no ads: an empty list, and adding or changing one says to open the shop first.
    expect(await ok(h.client, 'shop.advPage', PAGE, admin)).toEqual({ total: 0, records: [] });
    const noShop = '请先在“我的店铺”保存网店资料，开通网店后再添加广告';
    expect(await refused('shop.advAdd', { title: '平台广告', pictures: [PICTURE], startDate: '2026-01-01', endDate: '2026-01-02' }, admin)).toEqual([400, ERRORS.BAD_REQUEST.code, noShop]);
    expect(await refused('shop.advEnable', { advId: 'SA001', enabled: false }, admin)).toEqual([400, ERRORS.BAD_REQUEST.code, noShop]);
    const profile = { shopNm: '平台自营店', logo: [PICTURE], intro: '平台自营', mainCategories: '农资', contactNm: '平台客服', contactPhone: '0571-88886666' };
    const opened = await ok(h.client, 'shop.save', profile, admin);
    expect(opened).toMatchObject({ opened: true, shopNm: '平台自营店', status: '10', logoUrl: PICTURE.url, actions: ['close'] });
    const edited = await ok(h.client, 'shop.save', { ...profile, intro: '平台自营农资' }, admin);
    expect(edited.history.map((x: { move: string }) => x.move)).toEqual(['create', 'update']);
    expect((await ok(h.client, 'shop.platPage', PAGE, admin)).total).toBe(3);
  });

  it('the seller closes its shop (its storefront then shows no ads) and reopens it; a closed shop cannot close again', async () => {
    const seller = await token(PHONES.seller);
    const closed = await ok(h.client, 'shop.close', { reason: '盘点' }, seller);
    expect(closed).toMatchObject({ status: '20', reason: '盘点', actions: ['reopen'] });
    expect(await ok(h.client, 'shop.advShowList', { shopId: 'SH001' }, await token(PHONES.buyer))).toEqual([]);
    expect(await refused('shop.close', {}, seller)).toEqual([409, ERRORS.CONFLICT.code, '网店状态为“已停业”，不能停业']);
    expect(await ok(h.client, 'shop.reopen', {}, seller)).toMatchObject({ status: '10', reason: '' });
    expect((await ok(h.client, 'shop.advShowList', { shopId: 'SH001' }, await token(PHONES.buyer))).length).toBe(2);
  });

  it('refuses a bad profile and a name another shop uses, writing nothing', async () => {
    const seller = await token(PHONES.seller);
    const good = { shopNm: '绿源农业旗舰店', mainCategories: '水果、蔬菜、粮油', contactNm: '陈绿源', contactPhone: '13800000002' };
    const before = await countRows(h.db, 'shop_history');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...good, shopNm: '' }, 400, '请输入店铺名称'],
      [{ ...good, shopNm: '  ' }, 400, '请输入店铺名称'],
      [{ ...good, shopNm: '店'.repeat(31) }, 400, '店铺名称不超过30个字'],
      [{ ...good, mainCategories: '' }, 400, '请输入主营类目'],
      [{ ...good, contactPhone: '88886666' }, 400, '联系电话须为11位手机号或固定电话（如 0571-88886666）'],
      [{ ...good, intro: '介'.repeat(501) }, 400, '店铺简介不超过500个字'],
      [{ ...good, logo: [PICTURE, PICTURE] }, 400, '店铺Logo最多上传1张'],
      [{ ...good, shopNm: '惠农代销优选店' }, 409, '店铺名称已被使用，请换一个名称'],
    ];
    for (const [body, status, msg] of cases) expect((await refused('shop.save', body, seller)).slice(0, 3), JSON.stringify(body).slice(0, 80)).toEqual([status, status === 400 ? ERRORS.BAD_REQUEST.code : ERRORS.CONFLICT.code, msg]);
    expect(await countRows(h.db, 'shop_history')).toBe(before);
    expect(await countRows(h.db, 'shops', "shop_id = 'SH001' AND shop_nm = '绿源农业旗舰店'")).toBe(1);
  });
});

describe("the shop's goods", () => {
  it('the seller sees its own goods; the platform any shop by id; a seller not another shop', async () => {
    const seller = await token(PHONES.seller);
    const own = await ok(h.client, 'shop.goodsPage', PAGE, seller);
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.records.map((r: { companyNm: string }) => r.companyNm))).toEqual(new Set(['绿源农业科技有限公司']));
    const onShelf = await ok(h.client, 'shop.goodsPage', { ...PAGE, status: '1' }, seller);
    expect(onShelf.records.every((r: { status: string }) => r.status === '1')).toBe(true);
    const admin = await token(PHONES.admin);
    const viaPlatform = await ok(h.client, 'shop.goodsPage', { ...PAGE, shopId: 'SH001' }, admin);
    expect(viaPlatform.total).toBe(own.total);
    expect(await refused('shop.goodsPage', { ...PAGE, shopId: 'SH001' }, await token(PHONES.agent))).toEqual([404, ERRORS.NOT_FOUND.code, '网店不存在']);
    expect(await refused('shop.goodsPage', { ...PAGE, shopId: 'SH404' }, admin)).toEqual([404, ERRORS.NOT_FOUND.code, '网店不存在']);
  });
});

describe('storefront ads', () => {
  const day = (offset: number) => new Date(h.clock.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const AD = () => ({ title: '秋季苹果节', subtitle: '产地直发', pictures: [PICTURE], link: '/shopping/product', sort: 0, startDate: day(0), endDate: day(3), enabled: true });

  it('the seller adds an ad, it shows first today, edits, disables and deletes it', async () => {
    const seller = await token(PHONES.seller);
    const ad = await ok(h.client, 'shop.advAdd', AD(), seller);
    expect(ad).toMatchObject({ title: '秋季苹果节', shopId: 'SH001', shopNm: '绿源农业旗舰店', picture: PICTURE.url, showStatus: '2' });
    expect((await ok(h.client, 'shop.advShowList', {}, seller))[0]).toMatchObject({ advId: ad.advId, title: '秋季苹果节' });
    expect(await ok(h.client, 'shop.advUpdate', { ...AD(), advId: ad.advId, startDate: day(1) }, seller)).toMatchObject({ showStatus: '1' });
    expect(await ok(h.client, 'shop.advEnable', { advId: ad.advId, enabled: false }, seller)).toMatchObject({ showStatus: '0', enabled: false });
    await ok(h.client, 'shop.advDelete', { advId: ad.advId }, seller);
    expect(await countRows(h.db, 'advs', 'adv_id = $1', [ad.advId])).toBe(0);
  });

  it('refuses bad ads, another shop\'s ad and another tenant, writing nothing', async () => {
    const seller = await token(PHONES.seller);
    const before = await countRows(h.db, 'advs', "owner_kind = 'shop'");
    for (const [body, msg] of [
      [{ ...AD(), endDate: day(-1) }, '结束日期不能早于开始日期'],
      [{ ...AD(), pictures: [] }, '请上传广告图片'],
      [{ ...AD(), title: '  ' }, '请输入广告标题'],
      [{ ...AD(), link: 'javascript:alert(1)' }, '跳转链接须为站内路径（以 / 开头）或 http(s) 网址'],
      [{ ...AD(), sort: 1000 }, '排序为0-999的整数'],
    ] as const) {
      expect(await refused('shop.advAdd', body, seller), msg).toEqual([400, ERRORS.BAD_REQUEST.code, msg]);
    }
    const agent = await token(PHONES.agent);
    expect(await refused('shop.advEnable', { advId: 'SA001', enabled: false }, agent)).toEqual([404, ERRORS.NOT_FOUND.code, '广告不存在']);
    expect(await refused('shop.advDelete', { advId: 'SA001' }, agent)).toEqual([404, ERRORS.NOT_FOUND.code, '广告不存在']);
    expect((await ok(h.client, 'shop.advPage', PAGE, agent)).total).toBe(0);
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('shop.advShowList', { shopId: 'SH001' }, { token: apple, tenant: APPLE })).body.resultData).toEqual([]);
    expect(await countRows(h.db, 'advs', "owner_kind = 'shop'")).toBe(before);
    expect(await countRows(h.db, 'advs', "adv_id = 'SA001' AND owner_kind = 'shop' AND enabled")).toBe(1);
  });

  it('one table, two owners: a shop ad is no mall ad and a mall ad no shop ad, whoever asks', async () => {
    const seller = await token(PHONES.seller);
    const admin = await token(PHONES.admin);
    const mallAds = await ok(h.client, 'mall.advPage', { pageNum: 1, pageSize: 100 }, admin);
    expect(mallAds.records.map((r: { advId: string }) => r.advId)).not.toContain('SA001');
    expect(mallAds.records.every((r: { mallNm: string }) => r.mallNm)).toBe(true);
    const shopAds = await ok(h.client, 'shop.advPage', PAGE, seller);
    expect(shopAds.records.map((r: { advId: string }) => r.advId).sort()).toEqual(['SA001', 'SA002', 'SA003', 'SA004', 'SA005']);
    expect(await refused('mall.advDetail', { advId: 'SA001' }, admin)).toEqual([404, ERRORS.NOT_FOUND.code, '广告不存在']);
    expect(await refused('mall.advEnable', { advId: 'SA001', enabled: false }, admin)).toEqual([404, ERRORS.NOT_FOUND.code, '广告不存在']);
    expect(await refused('shop.advDelete', { advId: 'ADV01' }, seller)).toEqual([404, ERRORS.NOT_FOUND.code, '广告不存在']);
    expect(await refused('shop.advUpdate', { ...AD(), advId: 'ADV01' }, seller)).toEqual([404, ERRORS.NOT_FOUND.code, '广告不存在']);
    // The front's carousel shows mall ads only; the storefront's its shop's only.
    const front = (await call('mall.advShowList', {}, await token(PHONES.buyer))).body.resultData as { advId: string }[];
    expect(front.map((r) => r.advId)).toEqual(['ADV01', 'ADV02']);
    expect((await ok(h.client, 'shop.advShowList', { shopId: 'SH001' }, await token(PHONES.buyer))).map((r: { advId: string }) => r.advId)).toEqual(['SA001', 'SA002']);
    expect(await countRows(h.db, 'advs', "tnt_id = 'T1001' AND adv_id IN ('SA001', 'ADV01') AND enabled")).toBe(2);
  });
});
