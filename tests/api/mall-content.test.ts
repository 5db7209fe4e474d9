// Mall content (issue 33 item 4; spec 2.8 malltype-manage with add-adv and add-information, spec 7 "Mall:
// ads, news"): the tenant admin's ads with a picture, a link and a schedule, shown in the front only while
// enabled and within their dates (China Standard Time) to callers who see the mall; the industry news
// written by the platform and read in the front; bad input, other tenants, accounts without the right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { todayOf } from '../../api/server/modules/mall/adv-schedule';
import { APPLE } from './support/client';
import { countRows, startTestServer, testFiles, type TestServer } from './support/server';
import { ok, PHONES, PICTURE, storePicture } from './support/goods';

let h: TestServer;
let admin: string;
let buyer: string;
let personal: string;
beforeAll(async () => {
  h = await startTestServer();
  await storePicture(h.db, testFiles());
  [admin, buyer, personal] = [await h.client.token(PHONES.admin), await h.client.token(PHONES.buyer), await h.client.token(PHONES.personal)];
});
afterAll(() => h.close());

const DAY = 86_400_000;
const day = (offset: number) => todayOf(h.clock.now() + offset * DAY);
const AD = () => ({ mallId: 'M02', title: '秋季苹果节', subtitle: '产地直发', pictures: [PICTURE], link: '/shopping/product?categoryNm=水果', sort: 0, startDate: day(0), endDate: day(0), enabled: true });
const shown = async (token: string, tenant?: typeof APPLE) =>
  ((await h.client.call('mall.advShowList', {}, { token, ...(tenant ? { tenant } : {}) })).body.resultData as { title: string }[]).map((a) => a.title);

describe('mall ads', () => {
  it('the demo ads: one per show status, the showing ones in the front of the callers who see their mall', async () => {
    const { records } = await ok(h.client, 'mall.advPage', { pageNum: 1, pageSize: 20 }, admin);
    const byTitle = Object.fromEntries(records.map((r: { title: string; showStatus: string }) => [r.title, r.showStatus]));
    expect(new Set(Object.values(byTitle))).toEqual(new Set(['0', '1', '2', '3']));
    for (const status of ['0', '1', '2', '3']) {
      const page = await ok(h.client, 'mall.advPage', { pageNum: 1, pageSize: 20, showStatus: status }, admin);
      expect(page.total, status).toBe(records.filter((r: { showStatus: string }) => r.showStatus === status).length);
      expect(page.records.every((r: { showStatus: string }) => r.showStatus === status)).toBe(true);
    }
    // Enterprise accounts see the enterprise mall's (M02) showing ads, sort first; personal ones the personal mall's.
    expect(await shown(buyer)).toEqual(['产地直供 新季苹果上市', '粮油采购节']);
    expect(await shown(personal)).toEqual(['农户直销 新鲜到家']);
  });

  it('an ad scheduled today shows at once, not before its first day nor after its last, nor while disabled', async () => {
    const ad = await ok(h.client, 'mall.advAdd', AD(), admin);
    expect(ad).toMatchObject({ title: '秋季苹果节', mallNm: '企业采购商城', picture: PICTURE.url, showStatus: '2', enabled: true });
    expect(await shown(buyer)).toContain('秋季苹果节');
    expect(await shown(personal)).not.toContain('秋季苹果节');
    // Its last day was yesterday: ended; its first day is tomorrow: not started. Neither shows.
    await ok(h.client, 'mall.advUpdate', { advId: ad.advId, ...AD(), startDate: day(-3), endDate: day(-1) }, admin);
    expect(await shown(buyer)).not.toContain('秋季苹果节');
    expect((await ok(h.client, 'mall.advDetail', { advId: ad.advId }, admin)).showStatus).toBe('3');
    await ok(h.client, 'mall.advUpdate', { advId: ad.advId, ...AD(), startDate: day(1), endDate: day(3) }, admin);
    expect(await shown(buyer)).not.toContain('秋季苹果节');
    expect((await ok(h.client, 'mall.advDetail', { advId: ad.advId }, admin)).showStatus).toBe('1');
    await ok(h.client, 'mall.advUpdate', { advId: ad.advId, ...AD(), startDate: day(-1), endDate: day(1) }, admin);
    expect(await shown(buyer)).toContain('秋季苹果节');
    await ok(h.client, 'mall.advEnable', { advId: ad.advId, enabled: false }, admin);
    expect(await shown(buyer)).not.toContain('秋季苹果节');
    expect((await ok(h.client, 'mall.advDetail', { advId: ad.advId }, admin)).showStatus).toBe('0');
    await ok(h.client, 'mall.advDelete', { advId: ad.advId }, admin);
    expect(await countRows(h.db, 'advs', 'adv_id = $1', [ad.advId])).toBe(0);
  });

  it('refuses bad input with a Chinese message and a code, and writes nothing', async () => {
    const before = await countRows(h.db, 'advs', "owner_kind = 'mall'");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...AD(), title: '' }, '请输入广告标题'],
      [{ ...AD(), title: '  ' }, '请输入广告标题'],
      [{ ...AD(), title: '秋'.repeat(31) }, '广告标题不超过30个字'],
      [{ ...AD(), title: '秋\u0001' }, '广告标题不能包含特殊字符'],
      [{ ...AD(), pictures: [] }, '请上传广告图片'],
      [{ ...AD(), pictures: [PICTURE, PICTURE] }, '广告图片只能上传1张'],
      [{ ...AD(), pictures: [{ ...PICTURE, url: 'https://evil.example/x.png' }] }, '文件不存在或无权使用，请重新上传'],
      [{ ...AD(), link: 'javascript:alert(1)' }, '跳转链接须为站内路径（以 / 开头）或 http(s) 网址'],
      [{ ...AD(), sort: 1000 }, '排序为0-999的整数'],
      [{ ...AD(), startDate: '2026-13-01' }, '请选择开始日期'],
      [{ ...AD(), startDate: day(2), endDate: day(1) }, '结束日期不能早于开始日期'],
      [{ ...AD(), mallId: 'M99' }, '所属商城不存在'],
      [{ ...AD(), extra: 1 }, '不支持的字段：extra'],
    ];
    for (const [body, msg] of cases) {
      const r = await h.client.call('mall.advAdd', body, { token: admin });
      expect([r.status, r.body.code, r.body.msg], JSON.stringify(body).slice(0, 80)).toEqual([400, ERRORS.BAD_REQUEST.code, msg]);
    }
    expect(await countRows(h.db, 'advs', "owner_kind = 'mall'")).toBe(before);
  });

  it('another tenant neither sees nor changes the ads; enterprises without the platform right are refused', async () => {
    const ad = await ok(h.client, 'mall.advAdd', AD(), admin);
    const apple = await h.client.token(PHONES.admin, APPLE);
    for (const key of ['mall.advDetail', 'mall.advDelete']) {
      const r = await h.client.call(key, { advId: ad.advId }, { token: apple, tenant: APPLE });
      expect([r.status, r.body.code], key).toEqual([404, ERRORS.NOT_FOUND.code]);
    }
    expect(await shown(apple, APPLE)).not.toContain('秋季苹果节');
    const seller = await h.client.token(PHONES.seller);
    for (const [key, body] of [['mall.advPage', { pageNum: 1, pageSize: 10 }], ['mall.advAdd', AD()], ['mall.advDelete', { advId: ad.advId }]] as const) {
      const r = await h.client.call(key, body, { token: seller });
      expect([r.status, r.body.code], key).toEqual([403, ERRORS.FORBIDDEN.code]);
    }
    expect(await countRows(h.db, 'advs', 'adv_id = $1', [ad.advId])).toBe(1);
    await ok(h.client, 'mall.advDelete', { advId: ad.advId }, admin);
  });
});

describe('industry news', () => {
  const NEWS = { title: '苹果价格周报', source: '农业农村部', content: '本周烟台红富士批发均价环比上涨。\n产区库存偏紧。', covers: [PICTURE] };

  it('published news shows in the front at once, edited and deleted by the platform', async () => {
    const n = await ok(h.client, 'news.add', NEWS, admin);
    expect(n).toMatchObject({ title: '苹果价格周报', summary: '本周烟台红富士批发均价环比上涨。 产区库存偏紧。', cover: PICTURE.url, covers: [{ id: 'F1', url: PICTURE.url }] });
    const front = await ok(h.client, 'news.page', { pageNum: 1, pageSize: 5 }, buyer);
    expect(front.records[0]).toMatchObject({ newsId: n.newsId, title: '苹果价格周报' });
    await ok(h.client, 'news.update', { newsId: n.newsId, ...NEWS, title: '苹果价格周报（第48周）', covers: [] }, admin);
    expect(await ok(h.client, 'news.detail', { newsId: n.newsId }, buyer)).toMatchObject({ title: '苹果价格周报（第48周）', cover: '' });
    expect((await ok(h.client, 'news.managePage', { pageNum: 1, pageSize: 5, keyword: '第48周' }, admin)).total).toBe(1);
    await ok(h.client, 'news.delete', { newsId: n.newsId }, admin);
    expect((await h.client.call('news.detail', { newsId: n.newsId }, { token: buyer })).status).toBe(404);
  });

  it('refuses bad input, other tenants and enterprises without the platform right', async () => {
    const before = await countRows(h.db, 'industry_news');
    for (const [body, msg] of [
      [{ ...NEWS, title: '' }, '请输入资讯标题'],
      [{ ...NEWS, content: '   ' }, '请输入正文'],
      [{ ...NEWS, title: '报'.repeat(61) }, '资讯标题不超过60个字'],
      [{ ...NEWS, content: '字'.repeat(10001) }, '正文不超过10000个字'],
      [{ ...NEWS, covers: [{ ...PICTURE, id: 'F404', url: '/scpr/file/file/download?tntId=T1001&id=F404' }] }, '文件不存在或无权使用，请重新上传'],
    ] as const) {
      const r = await h.client.call('news.add', body, { token: admin });
      expect([r.status, r.body.code, r.body.msg]).toEqual([400, ERRORS.BAD_REQUEST.code, msg]);
    }
    expect(await countRows(h.db, 'industry_news')).toBe(before);
    const [mine] = (await ok(h.client, 'news.managePage', { pageNum: 1, pageSize: 1 }, admin)).records;
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('news.delete', { newsId: mine.newsId }, { token: apple, tenant: APPLE })).status).toBe(404);
    const r = await h.client.call('news.delete', { newsId: mine.newsId }, { token: await h.client.token(PHONES.seller) });
    expect([r.status, r.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    expect(await countRows(h.db, 'industry_news')).toBe(before);
  });
});
