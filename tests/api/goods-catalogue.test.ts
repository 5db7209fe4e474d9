// Goods set-up of an enterprise (docs/goods.md): the category tree (three levels), attributes and units,
// with every refusal of the contract: names taken, deletes blocked, other enterprises and tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { createGoods, ok, PHONES, withoutDemoGoods } from './support/goods';

let h: TestServer;
let seller: string;
let agent: string;
let buyer: string;
beforeAll(async () => {
  h = await startTestServer();
  await withoutDemoGoods(h.db);
  [seller, agent, buyer] = [await h.client.token(PHONES.seller), await h.client.token(PHONES.agent), await h.client.token(PHONES.buyer)];
});
afterAll(() => h.close());

describe('categories', () => {
  it('builds a tree of three levels, sorted, with item counts; a fourth level is refused', async () => {
    const a = await ok(h.client, 'item.categoryAdd', { categoryNm: '生鲜', sort: 2 }, seller);
    const b = await ok(h.client, 'item.categoryAdd', { categoryNm: '粮油', sort: 1 }, seller);
    expect(a).toMatchObject({ parentId: '0', categoryNm: '生鲜', level: 1, sort: 2, children: [] });
    const a1 = await ok(h.client, 'item.categoryAdd', { parentId: a.categoryId, categoryNm: '水果' }, seller);
    const a11 = await ok(h.client, 'item.categoryAdd', { parentId: a1.categoryId, categoryNm: '苹果' }, seller);
    expect(a11.level).toBe(3);
    const deep = await h.client.call('item.categoryAdd', { parentId: a11.categoryId, categoryNm: '红富士' }, { token: seller });
    expect([deep.status, deep.body.msg]).toEqual([409, '分类最多三级']);
    const tree = await ok(h.client, 'item.categoryTree', {}, seller);
    expect(tree.map((n: { categoryNm: string }) => n.categoryNm)).toEqual(['粮油', '生鲜']);
    expect(tree[1].children[0].children[0]).toMatchObject({ categoryId: a11.categoryId, level: 3, itemCount: 0 });
    expect(b.level).toBe(1);
  });

  it('refuses a sibling name taken, allows the same name elsewhere, renames', async () => {
    const a = await ok(h.client, 'item.categoryAdd', { categoryNm: '蔬菜' }, seller);
    const dup = await h.client.call('item.categoryAdd', { categoryNm: ' 蔬菜 ' }, { token: seller });
    expect([dup.status, dup.body.code, dup.body.msg]).toEqual([409, ERRORS.CONFLICT.code, '分类名称已存在']);
    await ok(h.client, 'item.categoryAdd', { parentId: a.categoryId, categoryNm: '蔬菜' }, seller);
    // Another enterprise keeps its own names.
    await ok(h.client, 'item.categoryAdd', { categoryNm: '蔬菜' }, agent);
    const b = await ok(h.client, 'item.categoryAdd', { categoryNm: '菌菇' }, seller);
    const clash = await h.client.call('item.categoryUpdate', { categoryId: b.categoryId, categoryNm: '蔬菜' }, { token: seller });
    expect([clash.status, clash.body.msg]).toEqual([409, '分类名称已存在']);
    const renamed = await ok(h.client, 'item.categoryUpdate', { categoryId: b.categoryId, categoryNm: '食用菌', sort: 5 }, seller);
    expect(renamed).toMatchObject({ categoryNm: '食用菌', sort: 5, level: 1 });
  });

  it('refuses deleting a category with children or goods; deletes an empty one', async () => {
    const top = await ok(h.client, 'item.categoryAdd', { categoryNm: '干货' }, seller);
    const child = await ok(h.client, 'item.categoryAdd', { parentId: top.categoryId, categoryNm: '坚果' }, seller);
    const r = await h.client.call('item.categoryDelete', { categoryId: top.categoryId }, { token: seller });
    expect([r.status, r.body.msg]).toEqual([409, '请先删除下级分类']);
    const unit = await ok(h.client, 'item.unitAdd', { unitNm: '袋' }, seller);
    await createGoods(h.client, seller, { categoryId: child.categoryId, unitId: unit.unitId });
    const used = await h.client.call('item.categoryDelete', { categoryId: child.categoryId }, { token: seller });
    expect([used.status, used.body.msg]).toEqual([409, '该分类下存在商品，不能删除']);
    const tree = await ok(h.client, 'item.categoryTree', {}, seller);
    expect(tree.find((n: { categoryId: string }) => n.categoryId === top.categoryId).children[0].itemCount).toBe(1);
    const empty = await ok(h.client, 'item.categoryAdd', { categoryNm: '待删除' }, seller);
    const attr = await ok(h.client, 'item.attributeAdd', { attrNm: '待删除属性', categoryId: empty.categoryId }, seller);
    expect(await ok(h.client, 'item.categoryDelete', { categoryId: empty.categoryId }, seller)).toBeNull();
    expect(await countRows(h.db, 'item_categories', 'category_id = $1', [empty.categoryId])).toBe(0);
    // Its attributes stay, as general ones.
    const list = await ok(h.client, 'item.attributeList', {}, seller);
    expect(list.find((x: { attrId: string }) => x.attrId === attr.attrId)).toBeTruthy();
  });

  it("another enterprise's or another tenant's category is not found, and nothing is written", async () => {
    const mine = await ok(h.client, 'item.categoryAdd', { categoryNm: '茶叶' }, seller);
    const before = await countRows(h.db, 'item_categories');
    expect((await h.client.call('item.categoryUpdate', { categoryId: mine.categoryId, categoryNm: '偷改' }, { token: agent })).status).toBe(404);
    expect((await h.client.call('item.categoryDelete', { categoryId: mine.categoryId }, { token: agent })).status).toBe(404);
    const asParent = await h.client.call('item.categoryAdd', { parentId: mine.categoryId, categoryNm: '子类' }, { token: agent });
    expect([asParent.status, asParent.body.msg]).toEqual([400, '分类不存在']);
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('item.categoryDelete', { categoryId: mine.categoryId }, { token: apple, tenant: APPLE })).status).toBe(404);
    expect((await h.client.call('item.categoryTree', {}, { token: apple, tenant: APPLE })).body.resultData).toEqual([]);
    expect(await countRows(h.db, 'item_categories')).toBe(before);
    expect(await countRows(h.db, 'item_categories', 'category_id = $1 AND category_nm = $2', [mine.categoryId, '茶叶'])).toBe(1);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = await countRows(h.db, 'item_categories');
    const cases: [unknown, string][] = [
      [{}, '请输入分类名称'],
      [{ categoryNm: '' }, '请输入分类名称'],
      [{ categoryNm: '   ' }, '请输入分类名称'],
      [{ categoryNm: '一二三四五六七八九十一二三四五六七八九十一' }, '分类名称不超过20个字'],
    ];
    for (const [body, msg] of cases) {
      const r = await h.client.call('item.categoryAdd', body, { token: seller });
      expect([r.status, r.body.msg]).toEqual([400, msg]);
    }
    const extra = await h.client.call('item.categoryAdd', { categoryNm: '额外', hack: 1 }, { token: seller });
    expect(extra.status).toBe(400);
    expect(await countRows(h.db, 'item_categories')).toBe(before);
  });

  it('refuses accounts without the rights (403) and accounts without an enterprise', async () => {
    const r = await h.client.call('item.categoryAdd', { categoryNm: '买家分类' }, { token: buyer });
    expect([r.status, r.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    expect((await h.client.call('item.categoryTree', {}, { token: buyer })).status).toBe(403);
    // A personal account given the seller role still has no enterprise: no catalogue of its own.
    await h.app.scpr.services.perms.setAccountRoles('T1001', 'A060', ['R03', 'R07']);
    const personal = await h.client.token(PHONES.personal);
    const p = await h.client.call('item.categoryTree', {}, { token: personal });
    expect([p.status, p.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    expect((await h.client.call('item.unitAdd', { unitNm: '个' }, { token: personal })).status).toBe(403);
    await h.app.scpr.services.perms.setAccountRoles('T1001', 'A060', ['R07']);
  });
});

describe('attributes', () => {
  it('adds general and category attributes, lists those of a category, pages with a name filter', async () => {
    const cat = await ok(h.client, 'item.categoryAdd', { categoryNm: '属性分类' }, seller);
    const general = await ok(h.client, 'item.attributeAdd', { attrNm: '产地等级', attrValues: '一级， 二级,,一级', sort: 1 }, seller);
    expect(general).toMatchObject({ attrNm: '产地等级', attrValues: '一级,二级', sort: 1 });
    expect(general.categoryId).toBeUndefined();
    const bound = await ok(h.client, 'item.attributeAdd', { attrNm: '果径', categoryId: cat.categoryId, attrValues: '70mm,80mm' }, seller);
    expect(bound).toMatchObject({ categoryId: cat.categoryId, categoryNm: '属性分类' });
    const forCat = await ok(h.client, 'item.attributeList', { categoryId: cat.categoryId }, seller);
    expect(forCat.map((a: { attrNm: string }) => a.attrNm)).toEqual(expect.arrayContaining(['产地等级', '果径']));
    const generalOnly = await ok(h.client, 'item.attributeList', {}, seller);
    expect(generalOnly.map((a: { attrNm: string }) => a.attrNm)).not.toContain('果径');
    const page = await ok(h.client, 'item.attributePage', { pageNum: 1, pageSize: 10, attrNm: '果' }, seller);
    expect(page.records.map((a: { attrNm: string }) => a.attrNm)).toEqual(['果径']);
    expect(page.total).toBe(1);
    const wild = await ok(h.client, 'item.attributePage', { pageNum: 1, pageSize: 10, attrNm: '%' }, seller);
    expect(wild.total).toBe(0);
    // Agent sees none of them.
    expect((await ok(h.client, 'item.attributePage', { pageNum: 1, pageSize: 10 }, agent)).total).toBe(0);
  });

  it('refuses a name taken, a foreign category; updates and deletes its own only', async () => {
    const a = await ok(h.client, 'item.attributeAdd', { attrNm: '包装' }, seller);
    const dup = await h.client.call('item.attributeAdd', { attrNm: '包装' }, { token: seller });
    expect([dup.status, dup.body.msg]).toEqual([409, '属性名称已存在']);
    const b = await ok(h.client, 'item.attributeAdd', { attrNm: '储存' }, seller);
    const clash = await h.client.call('item.attributeUpdate', { attrId: b.attrId, attrNm: '包装' }, { token: seller });
    expect([clash.status, clash.body.msg]).toEqual([409, '属性名称已存在']);
    const agentCat = await ok(h.client, 'item.categoryAdd', { categoryNm: '代销分类' }, agent);
    const foreign = await h.client.call('item.attributeAdd', { attrNm: '外来', categoryId: agentCat.categoryId }, { token: seller });
    expect([foreign.status, foreign.body.msg]).toEqual([400, '分类不存在']);
    expect((await h.client.call('item.attributeUpdate', { attrId: a.attrId, attrNm: '改名' }, { token: agent })).status).toBe(404);
    expect((await h.client.call('item.attributeDelete', { attrId: a.attrId }, { token: agent })).status).toBe(404);
    const upd = await ok(h.client, 'item.attributeUpdate', { attrId: a.attrId, attrNm: '包装方式', attrValues: '纸箱,泡沫箱' }, seller);
    expect(upd).toMatchObject({ attrNm: '包装方式', attrValues: '纸箱,泡沫箱' });
    expect(await ok(h.client, 'item.attributeDelete', { attrId: a.attrId }, seller)).toBeNull();
    expect(await countRows(h.db, 'item_attributes', 'attr_id = $1', [a.attrId])).toBe(0);
    const bad = await h.client.call('item.attributeAdd', { attrNm: '' }, { token: seller });
    expect([bad.status, bad.body.msg]).toEqual([400, '请输入属性名称']);
    expect((await h.client.call('item.attributeAdd', { attrNm: '买家' }, { token: buyer })).status).toBe(403);
  });
});

describe('units', () => {
  it('adds, pages with item counts, updates; refuses a name taken', async () => {
    const u = await ok(h.client, 'item.unitAdd', { unitNm: '吨', remark: '大宗' }, seller);
    expect(u).toMatchObject({ unitNm: '吨', remark: '大宗', itemCount: 0 });
    const dup = await h.client.call('item.unitAdd', { unitNm: '吨' }, { token: seller });
    expect([dup.status, dup.body.msg]).toEqual([409, '单位名称已存在']);
    await ok(h.client, 'item.unitAdd', { unitNm: '吨' }, agent);
    const kg = await ok(h.client, 'item.unitAdd', { unitNm: '公斤' }, seller);
    const clash = await h.client.call('item.unitUpdate', { unitId: kg.unitId, unitNm: '吨' }, { token: seller });
    expect([clash.status, clash.body.msg]).toEqual([409, '单位名称已存在']);
    expect(await ok(h.client, 'item.unitUpdate', { unitId: kg.unitId, unitNm: '千克' }, seller)).toMatchObject({ unitNm: '千克' });
    const page = await ok(h.client, 'item.unitPage', { pageNum: 1, pageSize: 2, unitNm: '千' }, seller);
    expect(page).toMatchObject({ total: 1, records: [{ unitId: kg.unitId, unitNm: '千克' }] });
    const list = await ok(h.client, 'item.unitList', {}, seller);
    expect(list.map((x: { unitNm: string }) => x.unitNm)).toEqual(expect.arrayContaining(['吨', '千克']));
    const big = await h.client.call('item.unitPage', { pageNum: 1, pageSize: 101 }, { token: seller });
    expect([big.status, big.body.msg]).toEqual([400, '每页条数不能大于100']);
    const long = await h.client.call('item.unitAdd', { unitNm: '一二三四五六七八九十一' }, { token: seller });
    expect([long.status, long.body.msg]).toEqual([400, '单位名称不超过10个字']);
  });

  it('refuses deleting a unit used by goods; deletes an unused one; other enterprise gets 404', async () => {
    const cat = await ok(h.client, 'item.categoryAdd', { categoryNm: '单位测试' }, seller);
    const used = await ok(h.client, 'item.unitAdd', { unitNm: '筐' }, seller);
    await createGoods(h.client, seller, { categoryId: cat.categoryId, unitId: used.unitId });
    const r = await h.client.call('item.unitDelete', { unitId: used.unitId }, { token: seller });
    expect([r.status, r.body.msg]).toEqual([409, '该单位已被商品使用，不能删除']);
    expect((await ok(h.client, 'item.unitPage', { pageNum: 1, pageSize: 10, unitNm: '筐' }, seller)).records[0].itemCount).toBe(1);
    const free = await ok(h.client, 'item.unitAdd', { unitNm: '盒' }, seller);
    expect((await h.client.call('item.unitDelete', { unitId: free.unitId }, { token: agent })).status).toBe(404);
    expect((await h.client.call('item.unitUpdate', { unitId: free.unitId, unitNm: '改' }, { token: agent })).status).toBe(404);
    expect(await ok(h.client, 'item.unitDelete', { unitId: free.unitId }, seller)).toBeNull();
    expect(await countRows(h.db, 'item_units', 'unit_id = $1', [free.unitId])).toBe(0);
    expect((await h.client.call('item.unitDelete', { unitId: free.unitId }, { token: seller })).status).toBe(404);
  });
});
