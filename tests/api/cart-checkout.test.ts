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
    expect(green).toMatchObject({ quantity: 6, goodsAmount: '0.70', freightAmount: '22.00', totalAmount: '22.70' });
    expect(green.payTypes.map((p: { payType: string }) => p.payType)).toEqual(['5']);
    // The agent has no template: it ships free.
    expect(q.groups.find((g: { sellerId: string }) => g.sellerId === 'C003')).toMatchObject({ goodsAmount: '8.80', freightAmount: '0.00', totalAmount: '8.80' });
    expect(q).toMatchObject({ goodsAmount: '9.50', freightAmount: '22.00', totalAmount: '31.50' });
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
    expect(q.groups[0]).toMatchObject({ goodsAmount: '0.40', freightAmount: '14.00', lines: [{ skuId: apples.skuIds[1], quantity: 2, price: '0.20' }] });
    const short = await h.client.call('cart.settle', { buyNow: { skuId: apples.skuIds[1], quantity: 6 } }, { token: buyer });
    expect([short.status, short.body.msg]).toEqual([409, '“红富士苹果”库存不足，仅剩5件']);
    const other = await h.client.token(PHONES.admin, APPLE);
    const foreign = await h.client.call('cart.settle', { buyNow: { skuId: apples.skuIds[1], quantity: 1 } }, { token: other, tenant: APPLE });
    expect(foreign.status).toBe(404);
  });
});

describe('cart lines that went bad, and the moves on lines', () => {
  it('flags off-shelf, frozen, deleted and sold-out goods as invalid, and short stock or a price change as notices', async () => {
    const g = await goodsOnShelf(h.client, seller, { itemNm: '失效测试', skus: [
      { specValues: 'A', price: '1.00', stock: 10 }, { specValues: 'B', price: '2.00', stock: 10 }, { specValues: 'C', price: '3.00', stock: 10 },
    ] });
    for (const skuId of g.skuIds) await ok(h.client, 'cart.add', { skuId, quantity: 4 }, buyer);
    const line = async (skuId: string | undefined) => (await ok(h.client, 'cart.list', { pageNum: 1, pageSize: 50 }, buyer)).records.find((l: { skuId: string }) => l.skuId === skuId);
    // Stock down to 2 (an order reserved 8 of 10), price of B up, C sold out.
    await h.db.owner.query('UPDATE item_skus SET reserved = 8 WHERE sku_id = $1', [g.skuIds[0]]);
    await h.db.owner.query("UPDATE item_skus SET price = 2.50 WHERE sku_id = $1", [g.skuIds[1]]);
    await h.db.owner.query('UPDATE item_skus SET stock = 0 WHERE sku_id = $1', [g.skuIds[2]]);
    expect(await line(g.skuIds[0])).toMatchObject({ invalid: false, stockShort: true, stock: 2, notice: '库存不足，仅剩2件', selected: true });
    expect(await line(g.skuIds[1])).toMatchObject({ invalid: false, priceChanged: true, price: '2.50', addedPrice: '2.00', notice: '价格较加入时上涨了0.50元', amount: '10.00' });
    expect(await line(g.skuIds[2])).toMatchObject({ invalid: true, invalidReason: 'soldOut', invalidText: '商品已售罄', selected: false });
    const short = await h.client.call('cart.settle', { skuIds: [g.skuIds[0]] }, { token: buyer });
    expect([short.status, short.body.msg]).toEqual([409, '“失效测试”库存不足，仅剩2件']);
    const dead = await h.client.call('cart.settle', { skuIds: [g.skuIds[1], g.skuIds[2]] }, { token: buyer });
    expect([dead.status, dead.body.msg]).toEqual([409, '以下商品已失效：“失效测试”（商品已售罄），请删除后再结算']);
    // Quantity within what is left; more is refused.
    const over = await h.client.call('cart.updateQuantity', { skuId: g.skuIds[0], quantity: 3 }, { token: buyer });
    expect([over.status, over.body.msg]).toEqual([409, '“失效测试”库存不足，仅剩2件']);
    expect(await ok(h.client, 'cart.updateQuantity', { skuId: g.skuIds[0], quantity: 2 }, buyer)).toMatchObject({ quantity: 2, amount: '2.00', notice: null });
    // Off shelf, then frozen, then deleted.
    await ok(h.client, 'item.offShelf', { itemIds: [g.itemId] }, seller);
    expect(await line(g.skuIds[0])).toMatchObject({ invalid: true, invalidText: '商品已下架' });
    await h.db.owner.query("UPDATE items SET status = '3' WHERE item_id = $1", [g.itemId]);
    expect(await line(g.skuIds[0])).toMatchObject({ invalid: true, invalidText: '商品已被平台冻结' });
    await h.db.owner.query("UPDATE items SET status = '2' WHERE item_id = $1", [g.itemId]);
    // The reservation above was a fixture (no order holds it): goods that open orders reserve cannot be deleted.
    await h.db.owner.query('UPDATE item_skus SET reserved = 0 WHERE sku_id = $1', [g.skuIds[0]]);
    await ok(h.client, 'item.delete', { itemIds: [g.itemId] }, seller);
    expect(await line(g.skuIds[0])).toMatchObject({ invalid: true, invalidText: '商品已删除', itemNm: '失效测试', specValues: 'A' });
    const gone = await h.client.call('cart.updateQuantity', { skuId: g.skuIds[0], quantity: 1 }, { token: buyer });
    expect([gone.status, gone.body.msg]).toEqual([409, '“失效测试”商品已删除，请删除后重新选购']);
    const before = await ok(h.client, 'cart.count', {}, buyer);
    const after = await ok(h.client, 'cart.deleteInvalid', {}, buyer);
    expect(after.count).toBe(before.count - 3);
    expect(await countRows(h.db, 'cart_lines', 'sku_id = ANY($1)', [g.skuIds])).toBe(0);
  });

  it('selects and unselects lines or all; deletes lines', async () => {
    const none = await ok(h.client, 'cart.select', { selected: false }, buyer);
    expect(none).toMatchObject({ selectedCount: 0, allSelected: false, selectedAmount: '0.00' });
    const noneToSettle = await h.client.call('cart.settle', {}, { token: buyer });
    expect([noneToSettle.status, noneToSettle.body.msg]).toEqual([400, '请选择要结算的商品']);
    const one = await ok(h.client, 'cart.select', { skuIds: [apples.skuIds[0]], selected: true }, buyer);
    expect(one).toMatchObject({ selectedCount: 1, selectedQuantity: 5, selectedAmount: '0.50' });
    const q = await ok(h.client, 'cart.settle', {}, buyer);
    expect(q.groups.flatMap((g: { lines: { skuId: string }[] }) => g.lines.map((l) => l.skuId))).toEqual([apples.skuIds[0]]);
    expect((await ok(h.client, 'cart.select', { selected: true }, buyer)).allSelected).toBe(true);
    const missing = await h.client.call('cart.select', { skuIds: ['NOPE'], selected: true }, { token: buyer });
    expect(missing.status).toBe(404);
    expect(await ok(h.client, 'cart.delete', { skuIds: [agentGoods.skuIds[0]] }, buyer)).toEqual({ count: 2, quantity: 6 });
  });

  it('refuses bad input, own goods, and more than the stock, writing nothing', async () => {
    const before = await countRows(h.db, 'cart_lines');
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['cart.add', { skuId: apples.skuIds[0], quantity: 0 }, 400, '购买数量至少为1'],
      ['cart.add', { skuId: apples.skuIds[0], quantity: 100000 }, 400, '购买数量不超过99999'],
      ['cart.add', { skuId: apples.skuIds[0], quantity: 1.5 }, 400, '数量格式不正确'],
      ['cart.add', { skuId: '', quantity: 1 }, 400, '请选择商品规格'],
      ['cart.add', { skuId: apples.skuIds[0], quantity: 6 }, 409, '“红富士苹果”库存不足，仅剩10件'],
      ['cart.add', { skuId: 'NOPE', quantity: 1 }, 404, '商品不存在或已下架'],
      ['cart.delete', { skuIds: [] }, 400, '请选择商品'],
      ['cart.settle', { buyNow: { skuId: apples.skuIds[0], quantity: 0 } }, 400, '购买数量至少为1'],
    ];
    for (const [key, body, status, msg] of cases) {
      const r = await h.client.call(key, body, { token: buyer });
      expect([r.status, r.body.msg], `${key} ${JSON.stringify(body)}`).toEqual([status, msg]);
    }
    const own = await h.client.call('cart.add', { skuId: apples.skuIds[0], quantity: 1 }, { token: seller });
    expect([own.status, own.body.msg]).toEqual([409, '不能购买本企业的商品']);
    expect(await countRows(h.db, 'cart_lines')).toBe(before);
  });

  it("another enterprise's and tenant's carts are apart; accounts without the rights get 403", async () => {
    const personal = await h.client.token(PHONES.personal);
    expect((await ok(h.client, 'cart.list', { pageNum: 1, pageSize: 10 }, personal)).total).toBe(0);
    // M02 is the enterprise mall: a personal account cannot buy there.
    expect((await h.client.call('cart.add', { skuId: apples.skuIds[0], quantity: 1 }, { token: personal })).status).toBe(404);
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('cart.count', {}, { token: apple, tenant: APPLE })).body.resultData).toEqual({ count: 0, quantity: 0 });
    expect((await h.client.call('cart.add', { skuId: apples.skuIds[0], quantity: 1 }, { token: apple, tenant: APPLE })).status).toBe(404);
    const warehouse = await h.client.token('13800000005');
    for (const key of ['cart.list', 'cart.add', 'cart.settle', 'cart.count']) {
      const r = await h.client.call(key, key === 'cart.add' ? { skuId: apples.skuIds[0], quantity: 1 } : key === 'cart.list' ? { pageNum: 1, pageSize: 10 } : {}, { token: warehouse });
      expect([r.status, r.body.code], key).toEqual([403, ERRORS.FORBIDDEN.code]);
    }
    expect(await ok(h.client, 'cart.count', {}, buyer)).toEqual({ count: 2, quantity: 6 });
  });
});
