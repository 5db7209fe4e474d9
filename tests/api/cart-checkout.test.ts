// The cart and the checkout quote (docs/trading.md): add merges, lines grouped by seller, invalid lines
// flagged, select and count, the quote per seller with freight by the seller's template and the region,
// a region without a rule refused before any order, buy-now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';
import { ADDRESS, goodsOnShelf, PIECE_TEMPLATE, withoutTradingDemo, type ShelfGoods } from './support/trading';

let h: TestServer;
let seller: string;
let agent: string;
let buyer: string;
let apples: ShelfGoods;
let agentGoods: ShelfGoods;
beforeAll(async () => {
  h = await startTestServer();
  await withoutTradingDemo(h.db);
  [seller, agent, buyer] = [await h.client.token(PHONES.seller), await h.client.token(PHONES.agent), await h.client.token(PHONES.buyer)];
  apples = await goodsOnShelf(h.client, seller);
  agentGoods = await goodsOnShelf(h.client, agent, { itemNm: '代销小米', skus: [{ specValues: '1kg', price: '8.80', stock: 50, weight: '1.05' }] });
});
afterAll(() => h.close());

describe('cart', () => {
  it('adds, merges the same SKU, groups by seller and counts', async () => {
    expect(await ok(h.client, 'cart.add', { skuId: apples.skuIds[0], quantity: 2 }, buyer)).toEqual({ count: 1, quantity: 2 });
    expect(await ok(h.client, 'cart.add', { skuId: apples.skuIds[0], quantity: 3 }, buyer)).toEqual({ count: 1, quantity: 5 });
    h.clock.advance(1000);
    await ok(h.client, 'cart.add', { skuId: agentGoods.skuIds[0], quantity: 1 }, buyer);
    h.clock.advance(1000);
    await ok(h.client, 'cart.add', { skuId: apples.skuIds[1], quantity: 1 }, buyer);
    const page = await ok(h.client, 'cart.list', { pageNum: 1, pageSize: 10 }, buyer);
    expect(page.total).toBe(3);
    // The seller with the latest line first, its lines newest first.
    expect(page.records.map((l: { sellerNm: string; specValues: string }) => `${l.sellerNm} ${l.specValues}`)).toEqual(['绿源农业科技有限公司 10斤装', '绿源农业科技有限公司 5斤装', expect.stringContaining('1kg')]);
    expect(page.records[1]).toMatchObject({ price: '0.10', quantity: 5, amount: '0.50', selected: true, invalid: false, notice: null });
    expect(page.summary).toEqual({ lineCount: 3, selectedCount: 3, selectedQuantity: 7, selectedAmount: '9.50', allSelected: true, invalidCount: 0 });
    expect(await ok(h.client, 'cart.count', {}, buyer)).toEqual({ count: 3, quantity: 7 });
  });
});

describe('checkout quote', () => {
  it('quotes per seller: goods amount, freight by the template and region, pay types, total', async () => {
    const tpl = await ok(h.client, 'freight.templateAdd', PIECE_TEMPLATE, seller);
    expect(tpl).toMatchObject({ isDefault: true, rules: [{ regions: ['370000'], firstUnit: '1', firstFee: '10.00', extraUnit: '2', extraFee: '4.00' }, expect.anything()] });
    const addr = await ok(h.client, 'address.add', ADDRESS, buyer);
    expect(addr).toMatchObject({ isDefault: true, regionCode: '370602' });
    const q = await ok(h.client, 'cart.settle', {}, buyer);
    expect(q.address.addressId).toBe(addr.addressId);
    const green = q.groups.find((g: { sellerId: string }) => g.sellerId === 'C001');
    // 6 pieces to Shandong: first 1 piece 10.00 + ceil(5 / 2) = 3 x 4.00 = 22.00; goods 0.50 + 0.20.
    expect(green).toMatchObject({ quantity: 6, goodsAmount: '0.70', freight: '22.00', total: '22.70' });
    expect(green.payTypes.map((p: { payType: string }) => p.payType)).toEqual(['5']);
    // The agent has no template: it ships free.
    expect(q.groups.find((g: { sellerId: string }) => g.sellerId === 'C003')).toMatchObject({ goodsAmount: '8.80', freight: '0.00', total: '8.80' });
    expect(q).toMatchObject({ goodsAmount: '9.50', freight: '22.00', total: '31.50' });
  });

  it('refuses a region without a freight rule, naming the region and the goods, and writes nothing', async () => {
    const far = await ok(h.client, 'address.add', { ...ADDRESS, regionCode: '440305', detail: '南山区科技园' }, buyer);
    const before = await countRows(h.db, 'cart_lines');
    const r = await h.client.call('cart.settle', { addressId: far.addressId }, { token: buyer });
    expect([r.status, r.body.code]).toEqual([409, ERRORS.CONFLICT.code]);
    expect(r.body.msg).toContain('收货地区“广东省 深圳市 南山区”');
    expect(r.body.msg).toContain('红富士苹果');
    expect(r.body.msg).toContain('不在以下商品的配送范围内');
    expect(await countRows(h.db, 'cart_lines')).toBe(before);
  });

  it('buy now quotes one SKU and quantity without the cart', async () => {
    const q = await ok(h.client, 'cart.settle', { buyNow: { skuId: apples.skuIds[1], quantity: 2 } }, buyer);
    expect(q.groups).toHaveLength(1);
    expect(q.groups[0]).toMatchObject({ goodsAmount: '0.40', freight: '14.00', lines: [{ skuId: apples.skuIds[1], quantity: 2, price: '0.20' }] });
    const short = await h.client.call('cart.settle', { buyNow: { skuId: apples.skuIds[1], quantity: 6 } }, { token: buyer });
    expect([short.status, short.body.msg]).toEqual([409, '“红富士苹果”库存不足，仅剩5件']);
    const other = await h.client.token(PHONES.admin, APPLE);
    const foreign = await h.client.call('cart.settle', { buyNow: { skuId: apples.skuIds[1], quantity: 1 } }, { token: other, tenant: APPLE });
    expect(foreign.status).toBe(404);
  });
});
