// Financial services (spec 2 /finance): the tenant's financial products (rates, largest amount in yuan from
// fen, term) and partners, read by any signed-in member, filtered; other tenants' are never seen; guests
// are refused; bad input is refused with its message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';

let h: TestServer;
let buyer: string;
beforeAll(async () => {
  h = await startTestServer();
  buyer = await h.client.token(PHONES.buyer);
});
afterAll(() => h.close());

type Product = { productId: string; productName: string; rateRange: string; maxAmount: string; termRange: string; status: string; partnerName: string };
const page = async (extra: object = {}, token = buyer) => ok<{ records: Product[]; total: number }>(h.client, 'finance.productPage', { pageNum: 1, pageSize: 20, ...extra }, token);

describe('financial products', () => {
  it('lists the demo products, those open first, rates as percents, amounts in yuan, terms in months', async () => {
    const { records, total } = await page();
    expect(total).toBe(7);
    expect(records.map((r) => r.productId)).toEqual(['FIN001', 'FIN002', 'FIN003', 'FIN004', 'FIN005', 'FIN006', 'FIN007']);
    expect(records[0]).toMatchObject({ productName: '惠农订单贷', partnerName: '中国农业银行', rateRange: '3.85%-5.50%', maxAmount: '5000000.00', termRange: '3-12个月', status: '1' });
    expect(records[2]).toMatchObject({ rateRange: '4.35%', termRange: '6-12个月', maxAmount: '300000.00' });
    expect(records[6]!.status).toBe('2');
  });

  it('filters by keyword, type, partner and status', async () => {
    expect((await page({ keyword: '仓单' })).records.map((r) => r.productId)).toEqual(['FIN002']);
    expect((await page({ keyword: '邮政' })).records.map((r) => r.productId)).toEqual(['FIN003', 'FIN004']);
    expect((await page({ productType: '5' })).records.map((r) => r.productId)).toEqual(['FIN005', 'FIN007']);
    expect((await page({ partnerId: 'FP01' })).total).toBe(2);
    expect((await page({ status: '2' })).records.map((r) => r.productId)).toEqual(['FIN007']);
  });

  it('a detail with its conditions and the partner hotline; an unknown one is not found', async () => {
    const d = await ok(h.client, 'finance.productDetail', { productId: 'FIN005' }, buyer);
    expect(d).toMatchObject({ productName: '苹果种植收入保险', partnerName: '中华联合财产保险', partnerType: '2', hotline: '95585', conditions: '连片种植10亩以上的苹果种植户或合作社。' });
    const r = await h.client.call('finance.productDetail', { productId: 'NONE' }, { token: buyer });
    expect([r.status, r.body.code, r.body.msg]).toEqual([404, ERRORS.NOT_FOUND.code, '金融产品不存在']);
  });

  it('partners with the count of their open products', async () => {
    const partners = await ok(h.client, 'finance.partnerList', {}, buyer);
    expect(partners.map((p: { partnerName: string; productCount: number }) => [p.partnerName, p.productCount])).toEqual([
      ['中国农业银行', 2], ['中国邮政储蓄银行', 2], ['中华联合财产保险', 1], ['省农业信贷融资担保有限公司', 1],
    ]);
  });

  it('bad input is refused with its message', async () => {
    const r = await h.client.call('finance.productPage', { pageNum: 1, pageSize: 20, productType: '9' }, { token: buyer });
    expect([r.status, r.body.code, r.body.msg]).toEqual([400, ERRORS.BAD_REQUEST.code, '请选择产品类型']);
    const long = await h.client.call('finance.productPage', { pageNum: 1, pageSize: 20, keyword: '长'.repeat(31) }, { token: buyer });
    expect([long.status, long.body.msg]).toEqual([400, '关键词不超过30个字']);
  });

  it("each tenant sees its own: the APPLE tenant's product only there; guests are refused", async () => {
    const apple = await h.client.token(PHONES.admin, APPLE);
    const r = await h.client.call('finance.productPage', { pageNum: 1, pageSize: 20 }, { token: apple, tenant: APPLE });
    expect(r.body.resultData.records.map((x: Product) => x.productId)).toEqual(['FIN901']);
    expect((await h.client.call('finance.productDetail', { productId: 'FIN001' }, { token: apple, tenant: APPLE })).status).toBe(404);
    expect((await page()).records.map((x) => x.productId)).not.toContain('FIN901');
    const guest = await h.client.call('finance.productPage', { pageNum: 1, pageSize: 20 });
    expect(guest.status).toBe(401);
  });
});
