// Industry information of the shopping front: newest first, keyword filter, detail, tenant scoped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { startTestServer, type TestServer } from './support/server';

let h: TestServer;
let buyer: string;
beforeAll(async () => {
  h = await startTestServer();
  buyer = await h.client.token('13800000003');
  await h.db.owner.query('DELETE FROM industry_news');
  await h.db.owner.query(`INSERT INTO industry_news (tnt_id, news_id, title, summary, content, cover, source, published_at) VALUES
    ('T1001', 'NW1', '春耕农资价格平稳', '化肥价格持平', '正文一', '/c1.png', '农业农村部', '2026-01-03T02:00:00Z'),
    ('T1001', 'NW2', '苹果产区迎来丰收', '烟台苹果产量增长', '正文二', '', '烟台日报', '2026-01-04T02:00:00Z'),
    ('T1001', 'NW3', '同一时刻的另一条', '摘要', '正文三', '', '', '2026-01-04T02:00:00Z'),
    ('T1002', 'NWX', '其他租户资讯', '摘要', '正文', '', '', '2026-01-05T02:00:00Z')`);
});
afterAll(() => h.close());

describe('industry news', () => {
  it('pages newest first (ties by id), filters by keyword in title or summary', async () => {
    const p = (await h.client.call('news.page', { pageNum: 1, pageSize: 2 }, { token: buyer })).body.resultData;
    expect(p.total).toBe(3);
    expect(p.records.map((r: { newsId: string }) => r.newsId)).toEqual(['NW3', 'NW2']);
    expect(p.records[1]).toEqual({ newsId: 'NW2', title: '苹果产区迎来丰收', summary: '烟台苹果产量增长', cover: '', source: '烟台日报', publishedAt: '2026-01-04 10:00:00' });
    const k = (await h.client.call('news.page', { pageNum: 1, pageSize: 10, keyword: '化肥' }, { token: buyer })).body.resultData;
    expect(k.records.map((r: { newsId: string }) => r.newsId)).toEqual(['NW1']);
  });

  it('answers a detail; another tenant\'s or an unknown id is not found', async () => {
    const d = (await h.client.call('news.detail', { newsId: 'NW1' }, { token: buyer })).body.resultData;
    expect(d).toMatchObject({ newsId: 'NW1', content: '正文一', cover: '/c1.png', publishedAt: '2026-01-03 10:00:00' });
    const other = await h.client.call('news.detail', { newsId: 'NWX' }, { token: buyer });
    expect([other.status, other.body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    const apple = await h.client.token('13800000001', APPLE);
    const ap = (await h.client.call('news.page', { pageNum: 1, pageSize: 10 }, { token: apple, tenant: APPLE })).body.resultData;
    expect(ap.records.map((r: { newsId: string }) => r.newsId)).toEqual(['NWX']);
  });

  it('refuses bad input and accounts without the Shopping area', async () => {
    const r = await h.client.call('news.page', { pageNum: 1 }, { token: buyer });
    expect([r.status, r.body.msg]).toEqual([400, '请输入每页条数']);
    expect((await h.client.call('news.detail', {}, { token: buyer })).status).toBe(400);
    const warehouse = await h.client.token('13800000005');
    expect((await h.client.call('news.page', { pageNum: 1, pageSize: 10 }, { token: warehouse })).status).toBe(403);
  });
});
