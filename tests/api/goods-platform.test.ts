// The platform operator over the tenant's goods (docs/goods.md): freeze, unfreeze, platform off shelf
// (TNT_DOWNSELF_ITEM), every message of the status table, and the shopping front: visible malls by
// account type, search (filters, sorting, exact price bounds), detail, categories.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { countRows, startTestServer, type TestServer } from './support/server';
import { catalogueOf, createGoods, goodsForm, ok, PHONES, withoutDemoGoods } from './support/goods';

let h: TestServer;
let seller: string;
let admin: string;
let buyer: string;
let personal: string;
let ref: { categoryId: string; unitId: string };
beforeAll(async () => {
  h = await startTestServer();
  await withoutDemoGoods(h.db);
  [seller, admin, buyer, personal] = [
    await h.client.token(PHONES.seller), await h.client.token(PHONES.admin), await h.client.token(PHONES.buyer), await h.client.token(PHONES.personal),
  ];
  ref = await catalogueOf(h.client, seller);
});
afterAll(() => h.close());

const statusOf = async (itemId: string) => (await ok(h.client, 'item.detail', { itemId }, admin)).status as string;
const onShelfGoods = async (extra: Record<string, unknown> = {}) => {
  const id = await createGoods(h.client, seller, ref, extra);
  await ok(h.client, 'item.onShelf', { itemIds: [id] }, seller);
  return id;
};
const searchIds = async (token: string, body: Record<string, unknown> = {}) =>
  (await ok(h.client, 'item.search', { pageNum: 1, pageSize: 100, ...body }, token)).records.map((r: { itemId: string }) => r.itemId) as string[];

describe('platform goods management', () => {
  it('freezes goods on shelf: they leave the mall at once; the owner cannot move, edit or delete them', async () => {
    const id = await onShelfGoods({ itemNm: '待冻结商品' });
    expect(await searchIds(buyer)).toContain(id);
    expect(await ok(h.client, 'item.freeze', { itemId: id, frozenReason: '虚假宣传' }, admin)).toBeNull();
    expect(await ok(h.client, 'item.detail', { itemId: id }, seller)).toMatchObject({ status: '3', frozenReason: '虚假宣传' });
    expect(await searchIds(buyer)).not.toContain(id);
    expect((await h.client.call('item.frontDetail', { itemId: id }, { token: buyer })).status).toBe(404);
    expect((await h.client.call('item.detail', { itemId: id }, { token: buyer })).status).toBe(404);
    for (const [key, body] of [
      ['item.onShelf', { itemIds: [id] }], ['item.offShelf', { itemIds: [id] }], ['item.delete', { itemIds: [id] }],
      ['item.update', { ...goodsForm(ref), itemId: id }], ['item.preSell', { itemId: id, preSell: false }],
    ] as const) {
      const r = await h.client.call(key, body, { token: seller });
      expect([key, r.status, r.body.msg]).toEqual([key, 409, '商品已被平台冻结']);
    }
    const twice = await h.client.call('item.freeze', { itemId: id, frozenReason: '再次' }, { token: admin });
    expect([twice.status, twice.body.msg]).toEqual([409, '商品已被平台冻结']);
    const off = await h.client.call('item.platformOffShelf', { itemId: id }, { token: admin });
    expect([off.status, off.body.msg]).toEqual([409, '商品已被平台冻结']);
    // Unfreeze: off shelf, reason cleared; the owner may put it back.
    expect(await ok(h.client, 'item.unfreeze', { itemId: id }, admin)).toBeNull();
    expect(await ok(h.client, 'item.detail', { itemId: id }, seller)).toMatchObject({ status: '2', frozenReason: '' });
    const again = await h.client.call('item.unfreeze', { itemId: id }, { token: admin });
    expect([again.status, again.body.msg]).toEqual([409, '商品未冻结']);
    await ok(h.client, 'item.onShelf', { itemIds: [id] }, seller);
    expect(await statusOf(id)).toBe('1');
  });

  it('freezes drafts and off-shelf goods too', async () => {
    const draft = await createGoods(h.client, seller, ref);
    await ok(h.client, 'item.freeze', { itemId: draft, frozenReason: '资质不全' }, admin);
    expect(await statusOf(draft)).toBe('3');
    const off = await onShelfGoods();
    await ok(h.client, 'item.offShelf', { itemIds: [off] }, seller);
    await ok(h.client, 'item.freeze', { itemId: off, frozenReason: '资质不全' }, admin);
    expect(await statusOf(off)).toBe('3');
    const blank = await h.client.call('item.freeze', { itemId: off, frozenReason: '' }, { token: admin });
    expect(blank.status).toBe(400);
  });

  it('takes goods off shelf when TNT_DOWNSELF_ITEM is 1, refuses when it is not', async () => {
    const id = await onShelfGoods();
    await h.db.owner.query(`UPDATE tenant_params SET param_value = '0' WHERE tnt_id = 'T1001' AND param_no = 'TNT_DOWNSELF_ITEM'`);
    const r = await h.client.call('item.platformOffShelf', { itemId: id }, { token: admin });
    expect([r.status, r.body.msg]).toEqual([409, '平台未开启商品下架功能']);
    expect(await statusOf(id)).toBe('1');
    await h.db.owner.query(`UPDATE tenant_params SET param_value = '1' WHERE tnt_id = 'T1001' AND param_no = 'TNT_DOWNSELF_ITEM'`);
    expect(await ok(h.client, 'item.platformOffShelf', { itemId: id }, admin)).toBeNull();
    expect(await statusOf(id)).toBe('2');
    const twice = await h.client.call('item.platformOffShelf', { itemId: id }, { token: admin });
    expect([twice.status, twice.body.msg]).toEqual([409, '商品未上架']);
  });

  it('pages every goods row of the tenant with company and source filters', async () => {
    const id = await createGoods(h.client, seller, ref, { itemNm: '平台列表商品' });
    const all = await ok(h.client, 'item.platformPage', { pageNum: 1, pageSize: 100, itemNm: '平台列表' }, admin);
    expect(all.records.map((r: { itemId: string }) => r.itemId)).toEqual([id]);
    const byCompany = await ok(h.client, 'item.platformPage', { pageNum: 1, pageSize: 100, companyNm: '绿源', source: '1' }, admin);
    expect(byCompany.records.length).toBeGreaterThan(0);
    expect(byCompany.records.every((r: { companyNm: string; source: string }) => r.companyNm.includes('绿源') && r.source === '1')).toBe(true);
    const none = await ok(h.client, 'item.platformPage', { pageNum: 1, pageSize: 100, source: '2' }, admin);
    expect(none.records.every((r: { source: string }) => r.source === '2')).toBe(true);
  });

  it('refuses the seller (403 with the code), unknown ids (404), and writes nothing', async () => {
    const id = await onShelfGoods();
    for (const [key, body] of [
      ['item.freeze', { itemId: id, frozenReason: '卖家冻结' }], ['item.unfreeze', { itemId: id }], ['item.platformOffShelf', { itemId: id }],
      ['item.platformPage', { pageNum: 1, pageSize: 10 }],
    ] as const) {
      const r = await h.client.call(key, body, { token: seller });
      expect([key, r.status, r.body.code]).toEqual([key, 403, ERRORS.FORBIDDEN.code]);
    }
    expect(await statusOf(id)).toBe('1');
    expect((await h.client.call('item.freeze', { itemId: 'nope', frozenReason: 'x' }, { token: admin })).status).toBe(404);
    expect(await countRows(h.db, 'items', "status = '3' AND frozen_reason = '卖家冻结'")).toBe(0);
  });
});

describe('shopping front', () => {
  it('shows open malls by account type: enterprise 2 and >= 5, personal 1', async () => {
    const ent = await ok(h.client, 'item.visibleMalls', {}, buyer);
    expect(ent.map((m: { id: string }) => m.id)).toEqual(['M02']);
    await h.db.owner.query(`UPDATE malls SET mall_status = '1' WHERE tnt_id = 'T1001' AND mall_id = 'M03'`);
    expect((await ok(h.client, 'item.visibleMalls', {}, buyer)).map((m: { id: string }) => m.id)).toEqual(['M02', 'M03']);
    expect((await ok(h.client, 'item.visibleMalls', {}, personal)).map((m: { id: string }) => m.id)).toEqual(['M01']);
    await h.db.owner.query(`UPDATE malls SET mall_status = '0' WHERE tnt_id = 'T1001' AND mall_id = 'M03'`);
  });

  it('searches goods on shelf of visible malls only; personal accounts see the personal mall', async () => {
    const ent = await onShelfGoods({ itemNm: '企业商城苹果', mallId: 'M02' });
    const pers = await onShelfGoods({ itemNm: '零售商城苹果', mallId: 'M01' });
    const closed = await onShelfGoods({ itemNm: '未开放商城苹果', mallId: 'M03' });
    const draft = await createGoods(h.client, seller, ref, { itemNm: '草稿苹果' });
    const entIds = await searchIds(buyer, { keyword: '苹果' });
    expect(entIds).toContain(ent);
    expect(entIds).not.toContain(pers);
    expect(entIds).not.toContain(closed);
    expect(entIds).not.toContain(draft);
    const persIds = await searchIds(personal, { keyword: '苹果' });
    expect(persIds).toEqual([pers]);
    expect((await h.client.call('item.frontDetail', { itemId: ent }, { token: personal })).status).toBe(404);
    expect((await h.client.call('item.frontDetail', { itemId: closed }, { token: buyer })).status).toBe(404);
    expect((await h.client.call('item.frontDetail', { itemId: draft }, { token: buyer })).status).toBe(404);
    const d = await ok(h.client, 'item.frontDetail', { itemId: ent }, buyer);
    expect(d).toMatchObject({ itemId: ent, status: '1', minPrice: '0.10', maxPrice: '0.20', companyNm: '绿源农业科技有限公司' });
    expect(d.skus).toHaveLength(2);
    // Off shelf: gone from the front at once.
    await ok(h.client, 'item.offShelf', { itemIds: [ent] }, seller);
    expect(await searchIds(buyer, { keyword: '苹果' })).not.toContain(ent);
    expect((await h.client.call('item.frontDetail', { itemId: ent }, { token: buyer })).status).toBe(404);
  });

  it('filters by keyword (name, origin, company), category name, exact price bounds, pre-sell, seller; sorts with a tie-break', async () => {
    const cat = await ok(h.client, 'item.categoryAdd', { categoryNm: '搜索专用' }, seller);
    const r2 = { categoryId: cat.categoryId, unitId: ref.unitId };
    const mk = async (itemNm: string, price: string, extra: Record<string, unknown> = {}) => {
      const id = await createGoods(h.client, seller, r2, { itemNm, skus: [{ specValues: '一', price, stock: 1 }], ...extra });
      await ok(h.client, 'item.onShelf', { itemIds: [id] }, seller);
      return id;
    };
    const a = await mk('搜索甲', '0.10', { origin: '新疆阿克苏' });
    const b = await mk('搜索乙', '0.30');
    const c = await mk('搜索丙', '0.30', { preSell: true, preSellDate: '2099-01-01' });
    const inCat = { categoryNm: '搜索专用' };
    expect(await searchIds(buyer, { keyword: '阿克苏' })).toEqual([a]);
    expect((await searchIds(buyer, { keyword: '绿源农业' })).length).toBeGreaterThanOrEqual(3);
    expect((await searchIds(buyer, inCat)).sort()).toEqual([a, b, c].sort());
    // "0.1" and "0.10" are the same bound; 0.30 is inside [0.3, 0.30].
    expect((await searchIds(buyer, { ...inCat, minPrice: '0.1', maxPrice: '0.10' }))).toEqual([a]);
    expect((await searchIds(buyer, { ...inCat, minPrice: '0.3', maxPrice: '0.30' })).sort()).toEqual([b, c].sort());
    expect(await searchIds(buyer, { ...inCat, preSell: true })).toEqual([c]);
    expect((await searchIds(buyer, { ...inCat, companyId: 'C001' })).length).toBe(3);
    expect(await searchIds(buyer, { ...inCat, companyId: 'C003' })).toEqual([]);
    const tied = [b, c].sort();
    expect(await searchIds(buyer, { ...inCat, sortField: 'minPrice', sortOrder: 'asc' })).toEqual([a, ...tied]);
    expect(await searchIds(buyer, { ...inCat, sortField: 'minPrice', sortOrder: 'desc' })).toEqual([...tied.reverse(), a]);
    const page2 = await ok(h.client, 'item.search', { pageNum: 2, pageSize: 2, ...inCat, sortField: 'minPrice', sortOrder: 'asc' }, buyer);
    expect(page2).toMatchObject({ total: 3, records: [{ itemId: tied[0] }] });
    const row = (await ok(h.client, 'item.search', { pageNum: 1, pageSize: 1, keyword: '阿克苏' }, buyer)).records[0];
    expect(row).toMatchObject({ itemNm: '搜索甲', minPrice: '0.10', maxPrice: '0.10', companyNm: '绿源农业科技有限公司', origin: '新疆阿克苏' });
    const cats = await ok(h.client, 'item.frontCategories', {}, buyer);
    expect(cats).toContainEqual({ categoryNm: '搜索专用', itemCount: 3 });
    expect(await ok(h.client, 'item.frontCategories', { mallId: 'M01' }, buyer)).toEqual([]);
    const bad = await h.client.call('item.search', { pageNum: 1, pageSize: 10, minPrice: 'abc' }, { token: buyer });
    expect([bad.status, bad.body.msg]).toEqual([400, '请输入正确的金额，最多两位小数']);
  });

  it('matches keywords through the keyword index: one character, pairs that only lie apart, case, renames, deletes', async () => {
    const id = await onShelfGoods({ itemNm: '克苏果Fuji苏克', origin: '甘肃天水' });
    const other = await onShelfGoods({ itemNm: '寻常梨子', origin: '河北' });
    // One character: a prefix range of the index, in the name, in the origin, and at the end of a part.
    for (const kw of ['果', '天', '水', '克']) expect(await searchIds(buyer, { keyword: kw }), kw).toContain(id);
    expect(await searchIds(buyer, { keyword: '果' })).not.toContain(other);
    // 克苏 and 苏克 are both in the name, but 克苏克 is not: the pairs are a candidate, the text decides.
    expect(await searchIds(buyer, { keyword: '克苏克' })).not.toContain(id);
    expect(await searchIds(buyer, { keyword: '果fuji苏' })).toEqual([id]);
    for (const kw of ['fuji', 'FUJI', 'Fu']) expect(await searchIds(buyer, { keyword: kw }), kw).toEqual([id]);
    // Never across the seam between name and origin.
    expect(await searchIds(buyer, { keyword: '克甘' })).toEqual([]);
    expect(await searchIds(buyer, { keyword: '克苏果fuji苏克甘肃' })).toEqual([]);
    // A rename is searchable at once, under its new words only; a status change keeps the entries.
    const detail = await ok(h.client, 'item.detail', { itemId: id }, seller);
    await ok(h.client, 'item.offShelf', { itemIds: [id] }, seller);
    await ok(h.client, 'item.update', { ...goodsForm(ref), itemId: id, itemNm: '改名后的山药', origin: detail.origin }, seller);
    await ok(h.client, 'item.onShelf', { itemIds: [id] }, seller);
    expect(await searchIds(buyer, { keyword: '山药' })).toEqual([id]);
    expect(await searchIds(buyer, { keyword: 'fuji' })).toEqual([]);
    expect(await searchIds(buyer, { keyword: '天水' })).toEqual([id]);
    const entries = () => countRows(h.db, 'item_search_grams', 'item_id = $1', [id]);
    // 改名, 名后, 后的, 的山, 山药, 药 + 甘肃, 肃天, 天水, 水
    expect(await entries()).toBe(10);
    await ok(h.client, 'item.offShelf', { itemIds: [id] }, seller);
    expect(await ok(h.client, 'item.delete', { itemIds: [id] }, seller)).toBeNull();
    expect(await entries()).toBe(0);
  });

  it('refuses accounts without the Shopping area', async () => {
    const warehouse = await h.client.token('13800000005');
    const r = await h.client.call('item.search', { pageNum: 1, pageSize: 10 }, { token: warehouse });
    expect([r.status, r.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
  });
});
