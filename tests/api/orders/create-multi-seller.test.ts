// A checkout of a multi-seller cart (docs/trading.md "Creating orders": the SKUs are read once per create
// and passed to the freight and the orders' snapshot): what the create answers and writes is what it
// always did. Each seller's order has the quote's goods amount and freight (a template by piece for one
// seller, by weight for the other), payable = goods + freight, and lines that are the SKUs' snapshot
// (name, specs, first picture, unit, price) as the goods tables hold them; the same through the three ways
// in (cart lines, lines with an explicit address, lines with the saved address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ok, PHONES } from '../support/goods';
import { ADDRESS, goodsOnShelf, PIECE_TEMPLATE, withoutTradingDemo, type ShelfGoods } from '../support/trading';

let h: TestServer;
let seller: string;
let agent: string;
let buyer: string;
let apples: ShelfGoods;
let millet: ShelfGoods;
beforeAll(async () => {
  h = await startTestServer();
  await withoutTradingDemo(h.db);
  [seller, agent, buyer] = [await h.client.token(PHONES.seller), await h.client.token(PHONES.agent), await h.client.token(PHONES.buyer)];
  apples = await goodsOnShelf(h.client, seller);
  millet = await goodsOnShelf(h.client, agent, { itemNm: '代销小米', skus: [{ specValues: '1kg', price: '8.80', stock: 50, weight: '1.05' }] });
  await ok(h.client, 'freight.templateAdd', PIECE_TEMPLATE, seller);
  await ok(h.client, 'freight.templateAdd', {
    templateNm: '按重量', chargeMode: '2', rules: [{ regions: ['370000'], firstUnit: '1', firstFee: '6', extraUnit: '1', extraFee: '2' }], freeRules: [],
  }, agent);
  await ok(h.client, 'address.add', ADDRESS, buyer);
});
afterAll(() => h.close());

/** Each SKU as the goods tables hold it: what an order line must snapshot. */
async function skuRows(skuIds: string[]) {
  const rows = await h.db.owner.query<{ sku_id: string; item_id: string; item_nm: string; spec_values: string; picture: string; unit_nm: string; price: string }>(
    `SELECT s.sku_id, s.item_id, i.item_nm, s.spec_values, coalesce(i.pictures -> 0 ->> 'url', '') AS picture, u.unit_nm, to_char(s.price, 'FM999999990.00') AS price
     FROM item_skus s JOIN items i ON i.tnt_id = s.tnt_id AND i.item_id = s.item_id JOIN item_units u ON u.tnt_id = i.tnt_id AND u.unit_id = i.unit_id
     WHERE s.tnt_id = 'T1001' AND s.sku_id = ANY($1)`, [skuIds]);
  return new Map(rows.map((r) => [r.sku_id, { skuId: r.sku_id, itemId: r.item_id, itemNm: r.item_nm, specValues: r.spec_values, picture: r.picture, unitNm: r.unit_nm, price: r.price }]));
}

const yuanOf = (s: string) => Math.round(Number(s) * 100);
/** The orders a create answered, as the buyer's detail shows them, by seller. */
async function created(orders: { orderId: string; payableAmount: string; status: string }[]) {
  const out = new Map<string, Record<string, unknown> & { lines: Record<string, unknown>[] }>();
  for (const o of orders) {
    const d = await ok(h.client, 'indent.buyerDetail', { orderId: o.orderId }, buyer);
    expect(o.status).toBe('10');
    expect(yuanOf(o.payableAmount)).toBe(yuanOf(d.goodsAmount) + yuanOf(d.freightAmount));
    out.set(d.sellerNm === '绿源农业科技有限公司' ? 'C001' : 'C003', d);
  }
  return out;
}

/** Every order's goods, freight and lines as expected: the snapshot of each SKU at its price. */
async function expectOrders(orders: { orderId: string; payableAmount: string; status: string }[], want: Record<string, { goods: string; freight: string; lines: [string, number][] }>) {
  expect(orders).toHaveLength(Object.keys(want).length);
  const got = await created(orders);
  const skus = await skuRows(Object.values(want).flatMap((w) => w.lines.map(([id]) => id)));
  for (const [sellerId, w] of Object.entries(want)) {
    const d = got.get(sellerId)!;
    expect([sellerId, d.goodsAmount, d.freightAmount]).toEqual([sellerId, w.goods, w.freight]);
    expect(d.lines.map((l) => ({ skuId: l.skuId, itemId: l.itemId, itemNm: l.itemNm, specValues: l.specValues, picture: l.picture, unitNm: l.unitNm, price: l.price, quantity: l.quantity })))
      .toEqual(w.lines.map(([id, quantity]) => ({ ...skus.get(id)!, quantity })));
  }
}

// Goods: C001's apples 0.10 (5斤装) and 0.20 (10斤装); C003's millet 8.80, 1.05 kg.
// Freight to 370602: C001 by piece (first 1 piece 10.00, each further 2 pieces 4.00), C003 by weight
// (first 1 kg 6.00, each further kg 2.00).
describe('a multi-seller checkout', () => {
  it('from the cart: one order per seller with the quote\'s goods and freight, the lines the SKUs\' snapshot', async () => {
    // Lines newest first within a seller (the cart's order): the clock moves between adds.
    await ok(h.client, 'cart.add', { skuId: apples.skuIds[0], quantity: 5 }, buyer);
    h.clock.advance(1000);
    await ok(h.client, 'cart.add', { skuId: millet.skuIds[0], quantity: 3 }, buyer);
    h.clock.advance(1000);
    await ok(h.client, 'cart.add', { skuId: apples.skuIds[1], quantity: 1 }, buyer);
    const q = await ok(h.client, 'cart.settle', {}, buyer);
    const r = await ok(h.client, 'indent.create', { sellers: [{ sellerCompanyId: 'C001', payType: '5' }, { sellerCompanyId: 'C003', payType: '5' }] }, buyer);
    // 6 pieces: 10.00 + 3 x 4.00; 3.15 kg: 6.00 + 3 x 2.00.
    const want = {
      C001: { goods: '0.70', freight: '22.00', lines: [[apples.skuIds[1]!, 1], [apples.skuIds[0]!, 5]] as [string, number][] },
      C003: { goods: '26.40', freight: '12.00', lines: [[millet.skuIds[0]!, 3]] as [string, number][] },
    };
    for (const g of q.groups as { sellerId: 'C001' | 'C003'; goodsAmount: string; freightAmount: string }[]) expect([g.goodsAmount, g.freightAmount]).toEqual([want[g.sellerId].goods, want[g.sellerId].freight]);
    await expectOrders(r.orders, want);
    expect((await ok(h.client, 'cart.count', {}, buyer)).count).toBe(0);
  });

  it('lines with an explicit address, and lines with the saved address: the same orders', async () => {
    const lines = [{ skuId: millet.skuIds[0], quantity: 2 }, { skuId: apples.skuIds[0], quantity: 2 }, { skuId: apples.skuIds[1], quantity: 3 }];
    const sellers = [{ sellerCompanyId: 'C001', payType: '5' }, { sellerCompanyId: 'C003', payType: '5' }];
    // 5 pieces: 10.00 + 2 x 4.00; 2.10 kg: 6.00 + 2 x 2.00.
    const want = {
      C001: { goods: '0.80', freight: '18.00', lines: [[apples.skuIds[0]!, 2], [apples.skuIds[1]!, 3]] as [string, number][] },
      C003: { goods: '17.60', freight: '10.00', lines: [[millet.skuIds[0]!, 2]] as [string, number][] },
    };
    const explicit = await ok(h.client, 'indent.create', { lines, sellers, address: { consignee: '王小丰', phone: '13912345678', regionCode: '370602', detail: '芝罘区南大街100号' } }, buyer);
    await expectOrders(explicit.orders, want);
    const saved = await ok(h.client, 'indent.create', { lines, sellers }, buyer);
    await expectOrders(saved.orders, want);
  });
});
