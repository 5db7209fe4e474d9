// The seller's own goods (docs/goods.md): create, edit with SKUs kept by id, exact money aggregates, lists
// with filters and sorting, shelf moves with every message of the table, batches all or nothing, and
// refusals (bad input, other enterprise, other tenant, no rights).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { formatDateTime } from '../../api/server/format';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { catalogueOf, createGoods, goodsForm, ok, PHONES, PICTURE, withoutDemoGoods } from './support/goods';

let h: TestServer;
let seller: string;
let agent: string;
let buyer: string;
let ref: { categoryId: string; unitId: string };
const day = (offset: number) => formatDateTime(new Date(h.clock.now() + offset * 86_400_000)).slice(0, 10);

beforeAll(async () => {
  h = await startTestServer();
  await withoutDemoGoods(h.db);
  [seller, agent, buyer] = [await h.client.token(PHONES.seller), await h.client.token(PHONES.agent), await h.client.token(PHONES.buyer)];
  ref = await catalogueOf(h.client, seller);
});
afterAll(() => h.close());

const detail = (itemId: string, token = seller) => ok(h.client, 'item.detail', { itemId }, token);

describe('create and edit', () => {
  it('creates a draft with exact money aggregates and answers prices with two decimals', async () => {
    const itemId = await createGoods(h.client, seller, ref, {
      skus: [
        { specValues: '小果', price: '0.10', stock: 3, marketPrice: '12.5', weight: '1.5', barcode: 'A123' },
        { specValues: '大果', price: '0.20', stock: 4 },
        { specValues: '礼盒', price: '12.5', stock: 0 },
      ],
      attributes: [{ attrNm: '等级', attrValue: '一级' }],
    });
    const d = await detail(itemId);
    expect(d).toMatchObject({
      itemId, status: '0', source: '1', companyId: 'C001', companyNm: '绿源农业科技有限公司', minPrice: '0.10', maxPrice: '12.50',
      totalStock: 7, mallId: 'M02', mallNm: '企业采购商城', picture: PICTURE.url, pictures: [PICTURE], preSell: false,
      attributes: [{ attrNm: '等级', attrValue: '一级' }],
    });
    expect(d.skus).toEqual([
      { skuId: expect.any(String), specValues: '小果', price: '0.10', marketPrice: '12.50', stock: 3, weight: '1.500', barcode: 'A123' },
      { skuId: expect.any(String), specValues: '大果', price: '0.20', stock: 4 },
      { skuId: expect.any(String), specValues: '礼盒', price: '12.50', stock: 0 },
    ]);
    const row = (await h.db.owner.query<{ min_price: string; max_price: string; sku_count: number }>('SELECT min_price::text, max_price::text, sku_count FROM items WHERE item_id = $1', [itemId]))[0]!;
    expect(row).toEqual({ min_price: '0.10', max_price: '12.50', sku_count: 3 });
  });

  it('keeps SKU ids across edits, deletes missing ones, adds new ones and recomputes in the same change', async () => {
    const itemId = await createGoods(h.client, seller, ref);
    const before = await detail(itemId);
    const [small, big] = before.skus;
    // Swap the two specs (the (goods, spec) uniqueness must not trip), drop none, add one.
    await ok(h.client, 'item.update', {
      ...goodsForm(ref), itemId, itemNm: '红富士苹果（新）',
      skus: [
        { skuId: small.skuId, specValues: '10斤装', price: '0.30', stock: 1 },
        { skuId: big.skuId, specValues: '5斤装', price: '99999999999.99', stock: 2 },
        { specValues: '20斤装', price: '0.01', stock: 7 },
      ],
    }, seller);
    const after = await detail(itemId);
    expect(after.itemNm).toBe('红富士苹果（新）');
    expect(after.skus.map((s: { skuId: string; specValues: string }) => [s.skuId, s.specValues])).toEqual([
      [small.skuId, '10斤装'], [big.skuId, '5斤装'], [expect.any(String), '20斤装'],
    ]);
    expect(after).toMatchObject({ minPrice: '0.01', maxPrice: '99999999999.99', totalStock: 10 });
    // Dropping SKUs from the form deletes them.
    await ok(h.client, 'item.update', { ...goodsForm(ref), itemId, skus: [{ skuId: big.skuId, specValues: '5斤装', price: '3', stock: 2 }] }, seller);
    const last = await detail(itemId);
    expect(last.skus).toEqual([{ skuId: big.skuId, specValues: '5斤装', price: '3.00', stock: 2 }]);
    expect(last).toMatchObject({ minPrice: '3.00', maxPrice: '3.00', totalStock: 2 });
    expect(await countRows(h.db, 'item_skus', 'item_id = $1', [itemId])).toBe(1);
    // Another goods' SKU id cannot be smuggled in.
    const other = await createGoods(h.client, seller, ref);
    const otherSku = (await detail(other)).skus[0].skuId;
    const r = await h.client.call('item.update', { ...goodsForm(ref), itemId, skus: [{ skuId: otherSku, specValues: 'x', price: '1', stock: 1 }] }, { token: seller });
    expect([r.status, r.body.msg]).toEqual([400, '规格不存在']);
    expect((await detail(itemId)).skus).toEqual(last.skus);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const items = await countRows(h.db, 'items');
    const skus = await countRows(h.db, 'item_skus');
    const agentRef = await catalogueOf(h.client, agent);
    const cases: [Record<string, unknown>, string][] = [
      [{ itemNm: '' }, '请输入商品名称'],
      [{ itemNm: '   ' }, '请输入商品名称'],
      [{ pictures: [] }, '请上传商品图片'],
      [{ skus: [] }, '请至少添加一个规格'],
      [{ skus: [{ specValues: 'a', price: '1.234', stock: 1 }] }, '请输入正确的金额，最多两位小数'],
      [{ skus: [{ specValues: 'a', price: 1.5, stock: 1 }] }, undefined as unknown as string],
      [{ skus: [{ specValues: 'a', price: '0', stock: 1 }] }, '销售价必须大于0'],
      [{ skus: [{ specValues: 'a', price: '0.00', stock: 1 }] }, '销售价必须大于0'],
      [{ skus: [{ specValues: 'a', price: '1234567890123', stock: 1 }] }, '整数部分最多11位'],
      [{ skus: [{ specValues: 'a', price: '1', stock: -1 }] }, undefined as unknown as string],
      [{ skus: [{ specValues: '5斤', price: '1', stock: 1 }, { specValues: ' 5斤 ', price: '2', stock: 1 }] }, '规格不能重复'],
      [{ preSell: true }, '请选择预计发货日期'],
      [{ preSell: true, preSellDate: '2020-01-01' }, '预计发货日期不能早于今天'],
      [{ categoryId: agentRef.categoryId }, '分类不存在'],
      [{ categoryId: 'nope' }, '分类不存在'],
      [{ unitId: agentRef.unitId }, '单位不存在'],
      [{ mallId: 'M99' }, '商城不存在'],
      [{ pictures: [{ id: 'x', name: 'x.png', url: 'javascript:alert(1)' }] }, '商品图片地址不正确'],
      [{ pictures: [{ id: 'x', name: 'x.png', url: '//evil.example/x.png' }] }, '商品图片地址不正确'],
      [{ skus: [{ skuId: 'abc', specValues: 'a', price: '1', stock: 1 }] }, '规格不存在'],
    ];
    for (const [extra, msg] of cases) {
      const r = await h.client.call('item.create', goodsForm(ref, extra), { token: seller });
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.code).toBe(ERRORS.BAD_REQUEST.code);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      if (msg) expect(r.body.msg, JSON.stringify(extra)).toBe(msg);
    }
    // Another tenant's mall id is not a mall here either.
    expect(await countRows(h.db, 'items')).toBe(items);
    expect(await countRows(h.db, 'item_skus')).toBe(skus);
  });

  it('pre-sell: a date today or later is kept; item.preSell sets and clears it', async () => {
    const itemId = await createGoods(h.client, seller, ref, { preSell: true, preSellDate: day(0) });
    expect(await detail(itemId)).toMatchObject({ preSell: true, preSellDate: day(0) });
    await ok(h.client, 'item.preSell', { itemId, preSell: false }, seller);
    expect((await detail(itemId)).preSellDate).toBeUndefined();
    const past = await h.client.call('item.preSell', { itemId, preSell: true, preSellDate: day(-1) }, { token: seller });
    expect([past.status, past.body.msg]).toEqual([400, '预计发货日期不能早于今天']);
    const none = await h.client.call('item.preSell', { itemId, preSell: true }, { token: seller });
    expect(none.status).toBe(400);
    await ok(h.client, 'item.preSell', { itemId, preSell: true, preSellDate: day(3) }, seller);
    expect(await detail(itemId)).toMatchObject({ preSell: true, preSellDate: day(3) });
    expect((await h.client.call('item.preSell', { itemId, preSell: false }, { token: agent })).status).toBe(404);
  });
});

describe('visibility and rights', () => {
  it("another enterprise's goods are not found unless on shelf; another tenant's never", async () => {
    const itemId = await createGoods(h.client, seller, ref);
    for (const [key, body] of [
      ['item.detail', { itemId }], ['item.update', { ...goodsForm(ref), itemId }], ['item.delete', { itemIds: [itemId] }],
      ['item.onShelf', { itemIds: [itemId] }], ['item.offShelf', { itemIds: [itemId] }],
    ] as const) {
      const r = await h.client.call(key, body, { token: agent });
      expect([key, r.status, r.body.code]).toEqual([key, 404, ERRORS.NOT_FOUND.code]);
    }
    expect((await h.client.call('item.detail', { itemId }, { token: buyer })).status).toBe(404);
    await ok(h.client, 'item.onShelf', { itemIds: [itemId] }, seller);
    expect((await detail(itemId, agent)).status).toBe('1');
    expect((await detail(itemId, buyer)).status).toBe('1');
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('item.detail', { itemId }, { token: apple, tenant: APPLE })).status).toBe(404);
    expect((await h.client.call('item.platformPage', { pageNum: 1, pageSize: 10 }, { token: apple, tenant: APPLE })).body.resultData.total).toBe(0);
    // The tenant admin sees every goods row of its tenant, drafts included.
    const draft = await createGoods(h.client, seller, ref);
    const admin = await h.client.token(PHONES.admin);
    expect((await detail(draft, admin)).status).toBe('0');
    expect(await countRows(h.db, 'items', 'item_id = $1', [itemId])).toBe(1);
  });

  it('refuses calls without the rights with 403 and the code', async () => {
    const r = await h.client.call('item.create', goodsForm(ref), { token: buyer });
    expect([r.status, r.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    for (const key of ['item.page', 'item.onShelf', 'item.delete', 'item.statusCount']) {
      const body = key === 'item.page' ? { pageNum: 1, pageSize: 10 } : key === 'item.statusCount' ? {} : { itemIds: ['x'] };
      expect((await h.client.call(key, body, { token: buyer })).status, key).toBe(403);
    }
    expect((await h.client.call('item.page', { pageNum: 1, pageSize: 10 })).status).toBe(401);
  });
});

describe('shelf moves', () => {
  it('draft -> on shelf -> off shelf -> on shelf; edit and delete on shelf refused; batches all or nothing', async () => {
    const a = await createGoods(h.client, seller, ref);
    const b = await createGoods(h.client, seller, ref);
    expect(await ok(h.client, 'item.onShelf', { itemIds: [a] }, seller)).toBeNull();
    const d = await detail(a);
    expect(d.status).toBe('1');
    expect(d.onShelfAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await h.client.call('item.onShelf', { itemIds: [a] }, { token: seller });
    expect([again.status, again.body.msg]).toEqual([409, '商品已上架']);
    const edit = await h.client.call('item.update', { ...goodsForm(ref), itemId: a }, { token: seller });
    expect([edit.status, edit.body.msg]).toEqual([409, '请先下架商品']);
    // A batch with one on-shelf row deletes nothing.
    const del = await h.client.call('item.delete', { itemIds: [b, a] }, { token: seller });
    expect([del.status, del.body.msg]).toEqual([409, '请先下架商品']);
    expect(await countRows(h.db, 'items', 'item_id = ANY($1)', [[a, b]])).toBe(2);
    // A batch with one draft row takes nothing off shelf.
    const off = await h.client.call('item.offShelf', { itemIds: [a, b] }, { token: seller });
    expect([off.status, off.body.msg]).toEqual([409, '商品未上架']);
    expect((await detail(a)).status).toBe('1');
    // A batch with one foreign id changes nothing (404).
    const agentItem = await createGoods(h.client, agent, await catalogueOf(h.client, agent));
    expect((await h.client.call('item.onShelf', { itemIds: [b, agentItem] }, { token: seller })).status).toBe(404);
    expect((await detail(b)).status).toBe('0');
    await ok(h.client, 'item.offShelf', { itemIds: [a] }, seller);
    expect((await detail(a)).status).toBe('2');
    await ok(h.client, 'item.update', { ...goodsForm(ref), itemId: a, itemNm: '下架后修改' }, seller);
    expect((await detail(a)).status).toBe('2');
    await ok(h.client, 'item.onShelf', { itemIds: [a, b] }, seller);
    expect((await detail(b)).status).toBe('1');
    await ok(h.client, 'item.offShelf', { itemIds: [a, b] }, seller);
    expect(await ok(h.client, 'item.delete', { itemIds: [a, b] }, seller)).toBeNull();
    expect(await countRows(h.db, 'items', 'item_id = ANY($1)', [[a, b]])).toBe(0);
    expect(await countRows(h.db, 'item_skus', 'item_id = ANY($1)', [[a, b]])).toBe(0);
  });

  it('refuses putting on shelf without pictures or SKUs, or with a pre-sell date now past', async () => {
    const noPic = await createGoods(h.client, seller, ref);
    await h.db.owner.query(`UPDATE items SET pictures = '[]' WHERE item_id = $1`, [noPic]);
    const r1 = await h.client.call('item.onShelf', { itemIds: [noPic] }, { token: seller });
    expect([r1.status, r1.body.msg]).toEqual([409, '请完善商品图片和规格后再上架']);
    const noSku = await createGoods(h.client, seller, ref);
    await h.db.owner.query('DELETE FROM item_skus WHERE item_id = $1', [noSku]);
    await h.db.owner.query('UPDATE items SET sku_count = 0, min_price = 0, max_price = 0, total_stock = 0 WHERE item_id = $1', [noSku]);
    const r2 = await h.client.call('item.onShelf', { itemIds: [noSku] }, { token: seller });
    expect([r2.status, r2.body.msg]).toEqual([409, '请完善商品图片和规格后再上架']);
    const pre = await createGoods(h.client, seller, ref, { preSell: true, preSellDate: day(1) });
    // Days pass (moving the clock would expire the token): the date is now yesterday.
    await h.db.owner.query('UPDATE items SET pre_sell_date = $2 WHERE item_id = $1', [pre, day(-1)]);
    const r3 = await h.client.call('item.onShelf', { itemIds: [pre] }, { token: seller });
    expect([r3.status, r3.body.msg]).toEqual([400, '预计发货日期不能早于今天']);
    expect((await detail(pre)).status).toBe('0');
  });
});

describe('lists', () => {
  it('pages own goods with filters and sorting, ties broken by item id; counts by status', async () => {
    const { categoryId, unitId } = await catalogueOf(h.client, seller);
    const sub = await ok(h.client, 'item.categoryAdd', { parentId: categoryId, categoryNm: '子分类' }, seller);
    const ids: string[] = [];
    for (const [name, price, cat] of [['Alpha梨', '5', categoryId], ['beta梨', '5', categoryId], ['伽马桃', '1.5', sub.categoryId]] as const) {
      ids.push(await createGoods(h.client, seller, { categoryId: cat, unitId }, { itemNm: name, skus: [{ specValues: '一', price, stock: 1 }] }));
    }
    const byCat = await ok(h.client, 'item.page', { pageNum: 1, pageSize: 10, categoryId, sortField: 'minPrice', sortOrder: 'asc' }, seller);
    expect(byCat.total).toBe(3);
    const tied = [ids[0]!, ids[1]!].sort();
    expect(byCat.records.map((r: { itemId: string }) => r.itemId)).toEqual([ids[2], ...tied]);
    const desc = await ok(h.client, 'item.page', { pageNum: 1, pageSize: 2, categoryId, sortField: 'minPrice', sortOrder: 'desc' }, seller);
    expect(desc.records.map((r: { itemId: string }) => r.itemId)).toEqual([...tied].reverse());
    const p2 = await ok(h.client, 'item.page', { pageNum: 2, pageSize: 2, categoryId, sortField: 'minPrice', sortOrder: 'desc' }, seller);
    expect(p2.records.map((r: { itemId: string }) => r.itemId)).toEqual([ids[2]]);
    const named = await ok(h.client, 'item.page', { pageNum: 1, pageSize: 10, itemNm: 'ALPHA' }, seller);
    expect(named.records.map((r: { itemNm: string }) => r.itemNm)).toEqual(['Alpha梨']);
    expect(named.records[0]).toMatchObject({ minPrice: '5.00', maxPrice: '5.00', categoryNm: expect.any(String), companyNm: '绿源农业科技有限公司', status: '0' });
    await ok(h.client, 'item.onShelf', { itemIds: [ids[0]] }, seller);
    const onShelf = await ok(h.client, 'item.page', { pageNum: 1, pageSize: 10, categoryId, status: '1' }, seller);
    expect(onShelf.records.map((r: { itemId: string }) => r.itemId)).toEqual([ids[0]]);
    const counts = await ok(h.client, 'item.statusCount', {}, seller);
    expect(counts.total).toBe(counts.draft + counts.onShelf + counts.offShelf + counts.frozen);
    expect(counts.onShelf).toBeGreaterThanOrEqual(1);
    expect((await ok(h.client, 'item.statusCount', {}, agent)).total).toBeGreaterThanOrEqual(0);
    const bad = await h.client.call('item.page', { pageNum: 1, pageSize: 10, sortField: 'itemNm' }, { token: seller });
    expect(bad.status).toBe(400);
  });

  it('member goods: other enterprises\' goods on shelf only; platform goods: the tenant admin\'s on shelf', async () => {
    const agentRef = await catalogueOf(h.client, agent);
    const onShelf = await createGoods(h.client, agent, agentRef, { itemNm: '代销会员商品' });
    const draft = await createGoods(h.client, agent, agentRef, { itemNm: '代销草稿' });
    await ok(h.client, 'item.onShelf', { itemIds: [onShelf] }, agent);
    const member = await ok(h.client, 'item.memberPage', { pageNum: 1, pageSize: 100 }, seller);
    const memberIds = member.records.map((r: { itemId: string }) => r.itemId);
    expect(memberIds).toContain(onShelf);
    expect(memberIds).not.toContain(draft);
    expect(member.records.every((r: { companyId: string; status: string }) => r.companyId !== 'C001' && r.status === '1')).toBe(true);
    const byCompany = await ok(h.client, 'item.memberPage', { pageNum: 1, pageSize: 100, companyNm: '惠农' }, seller);
    expect(byCompany.records.map((r: { itemId: string }) => r.itemId)).toContain(onShelf);
    const admin = await h.client.token(PHONES.admin);
    const platformItem = await createGoods(h.client, admin, await catalogueOf(h.client, admin), { itemNm: '平台自营' });
    expect((await detail(platformItem, admin)).source).toBe('2');
    await ok(h.client, 'item.onShelf', { itemIds: [platformItem] }, admin);
    const platform = await ok(h.client, 'item.platformGoodsPage', { pageNum: 1, pageSize: 100 }, seller);
    expect(platform.records.map((r: { itemId: string }) => r.itemId)).toEqual([platformItem]);
    expect(platform.records[0].source).toBe('2');
  });
});
