// The trading demo rows (api/server/modules/cart/seed-demo.ts): what the demo buyer and sellers find on
// first start, and a second run changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTradingDemo } from '../../api/server/modules/cart/seed-demo';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';

let h: TestServer;
let buyer: string;
let seller: string;
beforeAll(async () => {
  h = await startTestServer();
  [buyer, seller] = [await h.client.token(PHONES.buyer), await h.client.token(PHONES.seller)];
});
afterAll(() => h.close());

describe('trading demo data', () => {
  it('the demo buyer has named addresses with one default, and a cart of two sellers with an invalid line', async () => {
    const addrs = (await ok(h.client, 'address.list', { pageNum: 1, pageSize: 20 }, buyer)).records;
    expect(addrs.map((a: { regionName: string; isDefault: boolean }) => [a.regionName, a.isDefault])).toEqual([
      ['山东省 烟台市 芝罘区', true], ['山东省 济南市 历下区', false], ['北京市 朝阳区', false],
    ]);
    const cart = await ok(h.client, 'cart.list', { pageNum: 1, pageSize: 20 }, buyer);
    expect(new Set(cart.records.map((l: { sellerId: string }) => l.sellerId))).toEqual(new Set(['C001', 'C000']));
    expect(cart.records.filter((l: { invalid: boolean }) => l.invalid).map((l: { invalidText: string }) => l.invalidText)).toEqual(['商品已下架']);
    expect(cart.summary.invalidCount).toBe(1);
    // The selected lines settle to the default address: freight by 绿源's templates, the platform ships free.
    const q = await ok(h.client, 'cart.settle', {}, buyer);
    expect(q.address.regionCode).toBe('370602');
    expect(q.groups.map((g: { sellerId: string }) => g.sellerId).sort()).toEqual(['C000', 'C001']);
    expect(q.groups.find((g: { sellerId: string }) => g.sellerId === 'C000').freightAmount).toBe('0.00');
  });

  it('the demo seller has pay types, a receiving account and templates covering the mainland', async () => {
    const types = await ok(h.client, 'paytype.list', {}, seller);
    expect(types.filter((p: { enabled: boolean }) => p.enabled).map((p: { payType: string }) => p.payType)).toEqual(['5', '6', '9', '10']);
    expect(await ok(h.client, 'paytype.shopSetting', {}, seller)).toMatchObject({ onlineEnabled: true, accountName: '绿源农业科技有限公司' });
    const page = await ok(h.client, 'freight.templatePage', { pageNum: 1, pageSize: 10 }, seller);
    expect(page.records.map((r: { templateNm: string; isDefault: boolean }) => [r.templateNm, r.isDefault])).toEqual([['全国按件计费', true], ['粮油按重量计费', false]]);
    expect(page.records[1].itemCount).toBeGreaterThan(0);
    const detail = await ok(h.client, 'freight.templateDetail', { templateId: page.records[0].templateId }, seller);
    const covered = detail.rules.flatMap((r: { regions: string[] }) => r.regions);
    expect(covered).toHaveLength(31);
    expect(covered).not.toContain('710000');
  });

  it('a second run changes nothing', async () => {
    const tables = ['addresses', 'shop_pay_types', 'shop_pay_settings', 'freight_templates', 'freight_rules', 'freight_free_rules', 'cart_lines'];
    const before = await Promise.all(tables.map((x) => countRows(h.db, x)));
    expect(await seedTradingDemo(h.db)).toEqual({ seeded: false });
    expect(await Promise.all(tables.map((x) => countRows(h.db, x)))).toEqual(before);
  });
});
