// The order calls through the real server (docs/trading.md "Orders"): each call's success, bad input
// (4xx, Chinese message, nothing written), wrong state (409), another tenant, another enterprise and no
// permission; lists with their filters and the tab counts; the detail each side sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLE } from '../support/client';
import { countRows, startTestServer, type TestServer } from '../support/server';
import { ok, PHONES } from '../support/goods';
import { acceptPayTypes, ADDRESS, FLAT_ADDRESS, skuWithStock, stockOf } from '../support/orders';

let h: TestServer;
let seller: string;
let buyer: string;
let admin: string;
let agent: string;
let personal: string;
let appleAdmin: string;
let sku: { skuId: string; priceFen: number };
beforeAll(async () => {
  h = await startTestServer();
  seller = await h.client.token(PHONES.seller);
  buyer = await h.client.token(PHONES.buyer);
  admin = await h.client.token(PHONES.admin);
  agent = await h.client.token(PHONES.agent);
  personal = await h.client.token(PHONES.personal);
  appleAdmin = await h.client.token(PHONES.admin, APPLE);
  sku = await skuWithStock(h, 1000);
  await acceptPayTypes(h, ['5', '6', '7', '8', '10']);
});
afterAll(() => h.close());

const checkout = (token: string, quantity = 1, extra: Record<string, unknown> = {}) =>
  h.client.call('indent.create', { lines: [{ skuId: sku.skuId, quantity }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType: '5' }], ...extra }, { token });
const newOrder = async (token = buyer, quantity = 1, extra: Record<string, unknown> = {}): Promise<string> => {
  const r = await checkout(token, quantity, extra);
  expect(r.body, r.body.msg).toMatchObject({ code: '0' });
  return r.body.resultData.orders[0].orderId as string;
};
const orders = () => countRows(h.db, 'orders');
const history = (orderId: string) => countRows(h.db, 'order_history', 'order_id = $1', [orderId]);
const statusOf = async (orderId: string) => (await ok(h.client, 'indent.sellerDetail', { orderId }, seller)).status as string;
const expectRefused = async (key: string, body: unknown, token: string, status: number, msg?: string | RegExp) => {
  const r = await h.client.call(key, body, { token });
  expect([key, r.status], r.body.msg).toEqual([key, status]);
  if (typeof msg === 'string') expect(r.body.msg).toBe(msg);
  else if (msg) expect(r.body.msg).toMatch(msg);
  return r;
};

describe('create (checkout, one order per seller)', () => {
  it('creates an order with a readable number, the SKU snapshot, the address with its region name, and history', async () => {
    const r = await checkout(buyer, 3, { sellers: [{ sellerCompanyId: 'C001', payType: '5', note: '请尽快发货', invoice: { invoiceType: '1', title: '丰收农产品采购有限公司' } }] });
    expect(r.body.code).toBe('0');
    const [o] = r.body.resultData.orders;
    const d = await ok(h.client, 'indent.buyerDetail', { orderId: o.orderId }, buyer);
    // The seller's freight templates (demo data) price the delivery; payable = goods + freight.
    const freightFen = Math.round(Number(d.freightAmount) * 100);
    expect(d.goodsAmount).toBe(((sku.priceFen * 3) / 100).toFixed(2));
    expect(o).toMatchObject({ orderNo: expect.stringMatching(/^\d{14}$/), status: '10', payableAmount: ((sku.priceFen * 3 + freightFen) / 100).toFixed(2) });
    expect(d).toMatchObject({ buyerNm: '丰收农产品采购有限公司', sellerNm: '绿源农业科技有限公司', note: '请尽快发货', invoice: { invoiceType: '1' }, actions: ['cancel'] });
    expect(d.address).toMatchObject({ consignee: '张三', regionCode: '370602', regionName: expect.stringContaining('芝罘') });
    expect(d.lines[0]).toMatchObject({ lineNo: 1, skuId: sku.skuId, quantity: 3, deliveredQty: 0, remainingQty: 3 });
    expect(d.history).toEqual([expect.objectContaining({ move: 'create', toStatus: '10', fromStatus: null })]);
    expect((await ok(h.client, 'indent.sellerDetail', { orderId: o.orderId }, seller)).actions).toEqual(['agree', 'refuse', 'changePrice']);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = await orders();
    for (const [body, msg] of [
      [{ lines: [{ skuId: sku.skuId, quantity: 0 }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType: '5' }] }, /数量/],
      [{ lines: [{ skuId: sku.skuId, quantity: 1 }], address: { ...ADDRESS, phone: '123' }, sellers: [{ sellerCompanyId: 'C001', payType: '5' }] }, /手机|电话/],
      [{ lines: [{ skuId: sku.skuId, quantity: 1 }], address: { ...ADDRESS, regionCode: '999999' }, sellers: [{ sellerCompanyId: 'C001', payType: '5' }] }, /所在地区/],
      [{ lines: [{ skuId: sku.skuId, quantity: 1 }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType: '4' }] }, /付款方式/],
      [{ lines: [{ skuId: sku.skuId, quantity: 1 }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C003', payType: '5' }] }, '请为每个卖家选择付款方式'],
      [{ lines: [{ skuId: sku.skuId, quantity: 1 }], address: { ...ADDRESS, detail: 'a\u0000b' }, sellers: [{ sellerCompanyId: 'C001', payType: '5' }] }, undefined],
    ] as const) {
      const r = await h.client.call('indent.create', body, { token: buyer });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      if (typeof msg === 'string') expect(r.body.msg).toBe(msg);
      else if (msg) expect(r.body.msg).toMatch(msg);
    }
    // A SKU the buyer cannot see is not found, as on every buying path (tests/api/buy-rule.test.ts).
    await expectRefused('indent.create', { lines: [{ skuId: 'NOPE', quantity: 1 }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType: '5' }] }, buyer, 404, '商品不存在或已下架');
    const tooMany = await checkout(buyer, 100000);
    expect([tooMany.status, tooMany.body.msg]).toEqual([409, expect.stringContaining('库存不足')]);
    expect(await orders()).toBe(before);
  });

  it('refuses a pay type the seller does not accept; instalments follow the seller settings', async () => {
    const before = await orders();
    const r = await checkout(buyer, 1, { sellers: [{ sellerCompanyId: 'C001', payType: '9' }] });
    expect([r.status, r.body.msg]).toEqual([409, '卖家不支持该付款方式，请重新选择']);
    expect(await orders()).toBe(before);
    const id = await newOrder(buyer, 3, { sellers: [{ sellerCompanyId: 'C001', payType: '8' }] });
    const d = await ok(h.client, 'indent.buyerDetail', { orderId: id }, buyer);
    expect(d.instalments.map((i: { seq: number }) => i.seq)).toEqual([1, 2, 3]);
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(d.instalments.reduce((s: number, i: { amount: string }) => s + cents(i.amount), 0)).toBe(cents(d.payableAmount));
  });

  it('a seller cannot buy its own goods; a personal account buys for itself; an account without the route is refused', async () => {
    await expectRefused('indent.create', { lines: [{ skuId: sku.skuId, quantity: 1 }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType: '5' }] }, seller, 409, '不能购买本企业的商品');
    // A personal account buys in the mall of type 1 (M01) only.
    const retail = await skuWithStock(h, 10, 0, 'M01');
    const placed = await h.client.call('indent.create', { lines: [{ skuId: retail.skuId, quantity: 1 }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType: '5' }] }, { token: personal });
    expect(placed.body, placed.body.msg).toMatchObject({ code: '0' });
    const id = placed.body.resultData.orders[0].orderId as string;
    const mine = await ok(h.client, 'indent.buyerPage', { pageNum: 1, pageSize: 100 }, personal);
    expect(mine.records.map((x: { orderId: string }) => x.orderId)).toContain(id);
    expect(new Set(mine.records.map((x: { buyerNm: string }) => x.buyerNm)).size).toBe(1);
    expect((await ok(h.client, 'indent.buyerPage', { pageNum: 1, pageSize: 100 }, buyer)).records.some((x: { orderId: string }) => x.orderId === id)).toBe(false);
    // The warehouse account holds no Shopping / Buyer route.
    const warehouse = await h.client.token('13800000005');
    await expectRefused('indent.create', { lines: [{ skuId: sku.skuId, quantity: 1 }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType: '5' }] }, warehouse, 403);
  });
});

describe('seller, buyer and platform moves', () => {
  it('agree reserves stock; refuse needs a reason; another enterprise gets 404; a buyer lacks the seller permission', async () => {
    const id = await newOrder();
    const before = await stockOf(h, sku.skuId);
    await expectRefused('indent.agree', { orderId: id }, agent, 404, '订单不存在');
    await expectRefused('indent.agree', { orderId: id }, buyer, 403);
    await expectRefused('indent.agree', { orderId: 'x'.repeat(65) }, seller, 400);
    expect(await ok(h.client, 'indent.agree', { orderId: id }, seller)).toEqual({ orderId: id, status: '20' });
    expect((await stockOf(h, sku.skuId)).reserved).toBe(before.reserved + 1);
    const n = await history(id);
    await expectRefused('indent.agree', { orderId: id }, seller, 409, '订单状态为“待付款”，不能同意订单');
    await expectRefused('indent.refuse', { orderId: id, reason: '缺货' }, seller, 409, '订单状态为“待付款”，不能拒绝订单');
    expect(await history(id)).toBe(n);
    const other = await newOrder();
    await expectRefused('indent.refuse', { orderId: other, reason: '' }, seller, 400);
    expect(await ok(h.client, 'indent.refuse', { orderId: other, reason: '暂时缺货' }, seller)).toEqual({ orderId: other, status: '91' });
    expect((await ok(h.client, 'indent.buyerDetail', { orderId: other }, buyer)).reason).toBe('暂时缺货');
  });

  it('change price -> 15, the buyer agrees (-> 20) or cancels (-> 90, stock back)', async () => {
    const id = await newOrder(buyer, 2);
    await expectRefused('indent.changePrice', { orderId: id, adjustAmount: '1.234' }, seller, 400);
    await expectRefused('indent.changePrice', { orderId: id, adjustAmount: `-${sku.priceFen}` }, seller, 400, '改价后应付金额不能小于0');
    expect(await ok(h.client, 'indent.changePrice', { orderId: id, adjustAmount: '-0.05' }, seller)).toMatchObject({ status: '15' });
    const d = await ok(h.client, 'indent.buyerDetail', { orderId: id }, buyer);
    const freightFen = Math.round(Number(d.freightAmount) * 100);
    expect([d.adjustAmount, d.payableAmount, d.actions]).toEqual(['-0.05', ((sku.priceFen * 2 + freightFen - 5) / 100).toFixed(2), ['buyerAgree', 'cancel']]);
    expect([d.goodsFirst, d.instalmentPlan]).toEqual([false, false]); // pay first: the screens' progress puts payment before delivery
    await expectRefused('indent.buyerAgree', { orderId: id }, seller, 403);
    expect(await ok(h.client, 'indent.buyerAgree', { orderId: id }, buyer)).toMatchObject({ status: '20' });
    const held = (await stockOf(h, sku.skuId)).reserved;
    expect(await ok(h.client, 'indent.cancel', { orderId: id, reason: '买错了' }, buyer)).toMatchObject({ status: '90' });
    expect((await stockOf(h, sku.skuId)).reserved).toBe(held - 2);
    await expectRefused('indent.cancel', { orderId: id }, buyer, 409, '订单状态为“已取消”，不能取消订单');
  });

  it('delivery by lines and quantities, revoke, receive; tracking for the parties only', async () => {
    const id = await newOrder(buyer, 3, { sellers: [{ sellerCompanyId: 'C001', payType: '6' }] });
    expect(await ok(h.client, 'indent.agree', { orderId: id }, seller)).toMatchObject({ status: '30' });
    await expectRefused('indent.delivery', { orderId: id, lines: [{ lineNo: 1, quantity: 4 }], expressCode: 'SF', trackingNo: 'SF100200300' }, seller, 400, /不能超过待发货数量3/);
    await expectRefused('indent.delivery', { orderId: id, lines: [{ lineNo: 1, quantity: 1 }], expressCode: 'XX', trackingNo: 'SF100200300' }, seller, 400, '物流公司不存在');
    await expectRefused('indent.delivery', { orderId: id, lines: [{ lineNo: 1, quantity: 1 }], expressCode: 'SF', trackingNo: '12' }, seller, 400);
    await expectRefused('indent.delivery', { orderId: id, lines: [{ lineNo: 1, quantity: 1 }], expressCode: 'SF', trackingNo: 'SF100200300' }, agent, 404);
    expect(await countRows(h.db, 'order_deliveries', 'order_id = $1', [id])).toBe(0);
    expect(await ok(h.client, 'indent.delivery', { orderId: id, lines: [{ lineNo: 1, quantity: 1 }], expressCode: 'SF', trackingNo: 'SF100200300' }, seller)).toMatchObject({ status: '35' });
    const d = await ok(h.client, 'indent.sellerDetail', { orderId: id }, seller);
    expect(d.deliveries[0]).toMatchObject({ expressNm: '顺丰速运', trackingNo: 'SF100200300', status: '1', lines: [{ lineNo: 1, quantity: 1 }] });
    expect(d.goodsFirst).toBe(true); // goods first: the screens' progress puts payment after receipt
    const deliveryId = d.deliveries[0].deliveryId;
    const track = await ok(h.client, 'indent.expressTrack', { orderId: id, deliveryId }, buyer);
    expect(track.events[0].text).toContain('SF100200300');
    await expectRefused('indent.expressTrack', { orderId: id, deliveryId }, agent, 404);
    expect(await ok(h.client, 'indent.revokeDelivery', { orderId: id, deliveryId }, seller)).toMatchObject({ status: '30' });
    await expectRefused('indent.deleteDelivery', { orderId: id, deliveryId }, seller, 409);
    expect(await ok(h.client, 'indent.delivery', { orderId: id, lines: [{ lineNo: 1, quantity: 3 }], expressCode: 'ZTO', trackingNo: 'ZT2026112401' }, seller)).toMatchObject({ status: '40' });
    await expectRefused('indent.receive', { orderId: id }, seller, 403);
    expect(await ok(h.client, 'indent.notDelivered', { orderId: id, reason: '没收到' }, buyer)).toMatchObject({ status: '35' });
    const missing = (await ok(h.client, 'indent.sellerDetail', { orderId: id }, seller)).deliveries.find((x: { status: string }) => x.status === '5');
    expect(await ok(h.client, 'indent.redelivery', { orderId: id, deliveryId: missing.deliveryId, expressCode: 'SF', trackingNo: 'SF999888777' }, seller)).toMatchObject({ status: '40' });
    expect(await ok(h.client, 'indent.receive', { orderId: id }, buyer)).toMatchObject({ status: '45' });
    expect(await ok(h.client, 'indent.expressCompanies', {}, buyer)).toContainEqual({ code: 'SF', name: '顺丰速运' });
  });

  it('the platform freezes and unfreezes; a frozen order takes no move; only the tenant admin may; another tenant sees nothing', async () => {
    const id = await newOrder();
    await expectRefused('indent.freeze', { orderId: id, frozenReason: '异常' }, seller, 403);
    await expectRefused('indent.freeze', { orderId: id, frozenReason: '' }, admin, 400);
    const foreign = await h.client.call('indent.freeze', { orderId: id, frozenReason: '异常' }, { token: appleAdmin, tenant: APPLE });
    expect([foreign.status, foreign.body.msg]).toEqual([404, '订单不存在']);
    expect((await h.client.call('indent.platformDetail', { orderId: id }, { token: appleAdmin, tenant: APPLE })).status).toBe(404);
    expect(await ok(h.client, 'indent.freeze', { orderId: id, frozenReason: '交易异常' }, admin)).toMatchObject({ status: '10' });
    await expectRefused('indent.agree', { orderId: id }, seller, 409, '订单已被平台冻结，不能同意订单');
    await expectRefused('indent.freeze', { orderId: id, frozenReason: '再次' }, admin, 409, '订单已被冻结');
    expect((await ok(h.client, 'indent.platformDetail', { orderId: id }, admin)).actions).toEqual(['unfreeze']);
    expect((await ok(h.client, 'indent.sellerDetail', { orderId: id }, seller)).actions).toEqual([]);
    await ok(h.client, 'indent.unfreeze', { orderId: id }, admin);
    expect(await statusOf(id)).toBe('10');
    const apple = await h.client.call('indent.platformPage', { pageNum: 1, pageSize: 100 }, { token: appleAdmin, tenant: APPLE });
    expect([apple.body.code, apple.body.resultData.total]).toEqual(['0', 0]);
  });
});

describe('lists and counts', () => {
  it('each side sees only its own orders, paged, filtered; counts per status for the tabs', async () => {
    const a = await newOrder(buyer, 1, { sellers: [{ sellerCompanyId: 'C001', payType: '7' }] });
    const sellerList = await ok(h.client, 'indent.sellerPage', { pageNum: 1, pageSize: 100 }, seller);
    expect(sellerList.records.every((r: { sellerNm: string }) => r.sellerNm === '绿源农业科技有限公司')).toBe(true);
    expect(sellerList.records.map((r: { orderId: string }) => r.orderId)).toContain(a);
    expect((await ok(h.client, 'indent.sellerPage', { pageNum: 1, pageSize: 100 }, agent)).total).toBe(0);
    const buyerList = await ok(h.client, 'indent.buyerPage', { pageNum: 1, pageSize: 100 }, buyer);
    expect(buyerList.records.every((r: { buyerNm: string }) => r.buyerNm === '丰收农产品采购有限公司')).toBe(true);
    expect((await ok(h.client, 'indent.buyerPage', { pageNum: 1, pageSize: 100 }, personal)).records.some((r: { orderId: string }) => r.orderId === a)).toBe(false);
    await expectRefused('indent.buyerDetail', { orderId: a }, personal, 404);
    await expectRefused('indent.sellerDetail', { orderId: a }, agent, 404);
    const byPay = await ok(h.client, 'indent.sellerPage', { pageNum: 1, pageSize: 100, payType: '7' }, seller);
    expect(byPay.records.map((r: { orderId: string }) => r.orderId)).toContain(a);
    expect(byPay.records.every((r: { payType: string }) => r.payType === '7')).toBe(true);
    const no = (await ok(h.client, 'indent.buyerDetail', { orderId: a }, buyer)).orderNo as string;
    expect((await ok(h.client, 'indent.sellerPage', { pageNum: 1, pageSize: 10, orderNo: no }, seller)).records.map((r: { orderNo: string }) => r.orderNo)).toEqual([no]);
    const goods = (await ok(h.client, 'indent.buyerDetail', { orderId: a }, buyer)).lines[0].itemNm as string;
    expect((await ok(h.client, 'indent.sellerPage', { pageNum: 1, pageSize: 100, goodsName: goods.slice(0, 2) }, seller)).total).toBeGreaterThan(0);
    expect((await ok(h.client, 'indent.sellerPage', { pageNum: 1, pageSize: 100, goodsName: '%_' }, seller)).total).toBe(0);
    const today = new Date(h.clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const chinaDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);
    const todays = sellerList.records.filter((r: { createdAt: string }) => chinaDay(r.createdAt) === today).length;
    expect(todays).toBeGreaterThan(0);
    expect((await ok(h.client, 'indent.sellerPage', { pageNum: 1, pageSize: 100, beginDate: today, endDate: today }, seller)).total).toBe(todays);
    expect((await ok(h.client, 'indent.sellerPage', { pageNum: 1, pageSize: 100, beginDate: '2020-01-01', endDate: '2020-01-02' }, seller)).total).toBe(0);
    await expectRefused('indent.sellerPage', { pageNum: 1, pageSize: 10, beginDate: today, endDate: '2020-01-01' }, seller, 400, '开始日期不能晚于结束日期');
    await expectRefused('indent.sellerPage', { pageNum: 1, pageSize: 1000 }, seller, 400);
    const page2 = await ok(h.client, 'indent.sellerPage', { pageNum: 2, pageSize: 2 }, seller);
    expect(page2.records).toHaveLength(2);
    expect(page2.total).toBe(sellerList.total);
    const counts = await ok(h.client, 'indent.sellerStatusCount', {}, seller);
    expect(counts.all).toBe(sellerList.total);
    expect(Object.values(counts.byStatus as Record<string, number>).reduce((s, n) => s + n, 0)).toBe(counts.all);
    expect(counts.byStatus['10']).toBe(sellerList.records.filter((r: { status: string }) => r.status === '10').length);
    const platform = await ok(h.client, 'indent.platformStatusCount', {}, admin);
    expect(platform.all).toBeGreaterThanOrEqual(counts.all);
    await expectRefused('indent.platformPage', { pageNum: 1, pageSize: 10 }, seller, 403);
  });
});

describe('keyset pages (cursor)', () => {
  it('walks a list by nextCursor: the pages OFFSET gives, filters kept, the end null; a bad cursor is refused', async () => {
    for (let i = 0; i < 5; i++) await newOrder(buyer);
    const sides = [['indent.sellerPage', seller], ['indent.buyerPage', buyer], ['indent.platformPage', admin]] as const;
    for (const [key, token] of sides) {
      const all = await ok(h.client, key, { pageNum: 1, pageSize: 100 }, token);
      expect(all.total).toBeGreaterThan(4);
      const walked: string[] = [];
      let body: Record<string, unknown> = { pageNum: 1, pageSize: 2 };
      for (let n = 0; n < 60; n++) {
        const page = await ok(h.client, key, body, token);
        expect(page.total).toBe(all.total);
        walked.push(...page.records.map((r: { orderId: string }) => r.orderId));
        if (!page.nextCursor) break;
        // pageNum is ignored beside a cursor: the page is the one after the cursor.
        body = { pageNum: 7, pageSize: 2, cursor: page.nextCursor };
      }
      expect(walked).toEqual(all.records.map((r: { orderId: string }) => r.orderId).slice(0, walked.length));
      expect(walked.length).toBe(Math.min(all.total, 100));
    }
    const filtered = await ok(h.client, 'indent.sellerPage', { pageNum: 1, pageSize: 1, status: '10' }, seller);
    const next = await ok(h.client, 'indent.sellerPage', { pageNum: 1, pageSize: 1, status: '10', cursor: filtered.nextCursor }, seller);
    const second = await ok(h.client, 'indent.sellerPage', { pageNum: 2, pageSize: 1, status: '10' }, seller);
    expect(next.records.map((r: { status: string }) => r.status)).toEqual(['10']);
    expect(next.records[0].orderId).toBe(second.records[0].orderId);
    const forged = Buffer.from('not-a-cursor', 'utf8').toString('base64url');
    await expectRefused('indent.sellerPage', { pageNum: 1, pageSize: 10, cursor: forged }, seller, 400, '翻页位置无效，请回到第一页重新查询');
    await expectRefused('indent.sellerPage', { pageNum: 1, pageSize: 10, cursor: 'a'.repeat(121) }, seller, 400);
    await expectRefused('indent.sellerPage', { pageNum: 1, pageSize: 10, cursor: "x' or 1=1" }, seller, 400);
  });
});

describe('agent, offline and replacement orders', () => {
  it('agent order (type 2): placed for a customer at the agreed price and agreed at once', async () => {
    const held = (await stockOf(h, sku.skuId)).reserved;
    const r = await ok(h.client, 'indent.agentCreate', { buyerCompanyId: 'C002', lines: [{ skuId: sku.skuId, quantity: 2, price: '8.80' }], payType: '5', ...FLAT_ADDRESS }, seller);
    const id = r.orders[0].orderId;
    expect((await stockOf(h, sku.skuId)).reserved).toBe(held + 2); // agreed at once: the stock is reserved
    const d = await ok(h.client, 'indent.buyerDetail', { orderId: id }, buyer);
    expect([d.orderType, d.status, d.goodsAmount, d.lines[0].price]).toEqual(['2', '20', '17.60', '8.80']);
    expect(d.history.map((x: { move: string }) => x.move)).toEqual(['create', 'agree']);
    await expectRefused('indent.agentCreate', { buyerCompanyId: 'C001', lines: [{ skuId: sku.skuId, quantity: 1 }], payType: '5', ...FLAT_ADDRESS }, seller, 400, '不能为本企业下单');
    await expectRefused('indent.agentCreate', { buyerCompanyId: 'C002', lines: [{ skuId: sku.skuId, quantity: 1, price: '0' }], payType: '5', ...FLAT_ADDRESS }, seller, 400, '单价必须大于0');
    await expectRefused('indent.agentCreate', { buyerCompanyId: 'C002', lines: [{ skuId: sku.skuId, quantity: 1 }], payType: '5', ...FLAT_ADDRESS }, agent, 400, '商品不存在');
    await expectRefused('indent.agentCreate', { buyerCompanyId: 'C002', lines: [{ skuId: sku.skuId, quantity: 1 }], payType: '5', ...FLAT_ADDRESS }, buyer, 403);
    await expectRefused('indent.agentCreate', { buyerCompanyId: 'C002', lines: [{ skuId: sku.skuId, quantity: 1 }], payType: '5', ...FLAT_ADDRESS, regionCode: '370000' }, seller, 400, /所在地区/);
    const customers = await ok(h.client, 'indent.customerOptions', { keyword: '丰收' }, seller);
    expect(customers).toEqual([{ value: 'C002', label: '丰收农产品采购有限公司' }]);
    expect((await ok(h.client, 'indent.customerOptions', {}, seller)).some((c: { value: string }) => c.value === 'C001')).toBe(false);
    const itemNm = (await h.db.owner.query<{ item_nm: string }>('SELECT i.item_nm FROM items i JOIN item_skus s ON s.tnt_id = i.tnt_id AND s.item_id = i.item_id WHERE s.sku_id = $1', [sku.skuId]))[0]!.item_nm;
    const skus = await ok(h.client, 'indent.skuOptions', { keyword: itemNm }, seller);
    expect(skus.find((x: { value: string }) => x.value === sku.skuId)).toMatchObject({ available: expect.any(Number), price: (sku.priceFen / 100).toFixed(2) });
    expect((await ok(h.client, 'indent.skuOptions', { keyword: itemNm }, agent)).some((x: { value: string }) => x.value === sku.skuId)).toBe(false);
    await expectRefused('indent.skuOptions', {}, buyer, 403);
    // The agent order's goods picker: the same SKUs, paged, with the sale price each picked line starts from.
    const paged = await ok(h.client, 'indent.skuPage', { keyword: itemNm, pageNum: 1, pageSize: 10 }, seller);
    expect(paged.total).toBeGreaterThan(0);
    expect(paged.records.find((x: { skuId: string }) => x.skuId === sku.skuId)).toMatchObject({ itemNm, price: (sku.priceFen / 100).toFixed(2), available: expect.any(Number) });
    const one = await ok(h.client, 'indent.skuPage', { pageNum: 1, pageSize: 1 }, seller);
    expect(one.records).toHaveLength(1);
    expect(one.total).toBeGreaterThanOrEqual(paged.total);
    expect((await ok(h.client, 'indent.skuPage', { keyword: itemNm, pageNum: 1, pageSize: 10 }, agent)).records.some((x: { skuId: string }) => x.skuId === sku.skuId)).toBe(false);
    await expectRefused('indent.skuPage', { pageNum: 1, pageSize: 10 }, buyer, 403);
    await expectRefused('indent.skuPage', { pageNum: 0, pageSize: 10 }, seller, 400);
  });

  it('offline order: recorded paid and awaiting delivery, listed apart; replacement of a completed order', async () => {
    const held = (await stockOf(h, sku.skuId)).reserved;
    const r = await ok(h.client, 'indent.offlineCreate', { buyerCompanyId: 'C002', lines: [{ skuId: sku.skuId, quantity: 2 }], payType: '5', ...FLAT_ADDRESS }, seller);
    const id = r.orders[0].orderId;
    expect((await stockOf(h, sku.skuId)).reserved).toBe(held + 2);
    const off = await ok(h.client, 'indent.offlinePage', { pageNum: 1, pageSize: 10 }, seller);
    expect(off.records.map((x: { orderId: string }) => x.orderId)).toEqual([id]);
    const d = await ok(h.client, 'indent.sellerDetail', { orderId: id }, seller);
    expect([d.status, d.kind, d.paidAmount]).toEqual(['30', 'offline', d.payableAmount]);
    await expectRefused('indent.replacementCreate', { orderId: id, lines: [{ lineNo: 1, quantity: 1 }] }, seller, 409, '只有已完成的订单可以补发');
    await ok(h.client, 'indent.delivery', { orderId: id, lines: [{ lineNo: 1, quantity: 2 }], expressCode: 'SELF', trackingNo: 'SELF000001' }, seller);
    expect(await ok(h.client, 'indent.receive', { orderId: id }, buyer)).toMatchObject({ status: '50' });
    await expectRefused('indent.replacementCreate', { orderId: id, lines: [{ lineNo: 1, quantity: 3 }] }, seller, 400, /补发数量不能超过2/);
    await expectRefused('indent.replacementCreate', { orderId: id, lines: [{ lineNo: 1, quantity: 1 }] }, agent, 404);
    const rep = (await ok(h.client, 'indent.replacementCreate', { orderId: id, lines: [{ lineNo: 1, quantity: 2 }], note: '破损补发' }, seller)).orders[0];
    const rd = await ok(h.client, 'indent.buyerDetail', { orderId: rep.orderId }, buyer);
    expect([rd.kind, rd.status, rd.payableAmount, rd.originOrderNo, rd.lines[0].originLineNo]).toEqual(['replacement', '30', '0.00', d.orderNo, 1]);
    // The re-shipment holds its stock; the original order records it in its history, its status unchanged.
    expect((await stockOf(h, sku.skuId)).reserved).toBe(held + 2);
    const original = await ok(h.client, 'indent.sellerDetail', { orderId: id }, seller);
    expect([original.status, original.history.at(-1)]).toEqual(['50', expect.objectContaining({ move: 'replacement', fromStatus: '50', toStatus: '50' })]);
    await expectRefused('indent.replacementCreate', { orderId: id, lines: [{ lineNo: 1, quantity: 1 }] }, seller, 400, /补发数量不能超过0/);
  });
});
