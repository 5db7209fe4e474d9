// Issue 13, items 4, 7 and 8 on the goods calls: messages name fields by their Chinese titles, one
// visibility rule for the seller centre's detail and the shopping front's, and pictures that must be
// files of the caller's tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { checkNumeric } from '../../engine/validation';
import { countRows, startTestServer, testFiles, type TestServer } from './support/server';
import { goodsForm, ok, PHONES, PICTURE, storePicture } from './support/goods';

let h: TestServer;
let buyer: string;
let seller: string;
let personal: string;

beforeAll(async () => {
  h = await startTestServer();
  [buyer, seller, personal] = [await h.client.token(PHONES.buyer), await h.client.token(PHONES.seller), await h.client.token(PHONES.personal)];
});
afterAll(() => h.close());

/** A seeded goods row on shelf in a mall, sold by an enterprise other than the buyer's (C002). */
async function onShelfIn(mallId: string): Promise<string> {
  const rows = await h.db.owner.query<{ item_id: string }>(
    "SELECT item_id FROM items WHERE tnt_id = 'T1001' AND mall_id = $1 AND status = '1' AND company_id <> 'C002' ORDER BY item_id LIMIT 1",
    [mallId],
  );
  expect(rows.length, `a seeded goods row on shelf in ${mallId}`).toBe(1);
  return rows[0]!.item_id;
}

describe('messages use the Chinese titles (item 4)', () => {
  it('asks for 商品, not for itemIds', async () => {
    const r = await h.client.call('item.onShelf', {}, { token: seller });
    expect(r.body).toMatchObject({ code: ERRORS.BAD_REQUEST.code, msg: '请选择商品' });
  });
});

describe('one visibility rule for goods details (item 7)', () => {
  it('hides goods of a closed mall from item.detail as from item.frontDetail', async () => {
    const itemId = await onShelfIn('M03');
    for (const key of ['item.frontDetail', 'item.detail']) {
      const r = await h.client.call(key, { itemId }, { token: buyer });
      expect({ key, status: r.status, code: r.body.code }).toEqual({ key, status: 404, code: ERRORS.NOT_FOUND.code });
    }
  });

  it('hides goods of a mall of the other account type from item.detail as from item.frontDetail', async () => {
    const itemId = await onShelfIn('M02');
    for (const key of ['item.frontDetail', 'item.detail']) {
      const r = await h.client.call(key, { itemId }, { token: personal });
      expect({ key, status: r.status, code: r.body.code }).toEqual({ key, status: 404, code: ERRORS.NOT_FOUND.code });
    }
  });

  it('still shows goods the front shows', async () => {
    const itemId = await onShelfIn('M02');
    for (const key of ['item.frontDetail', 'item.detail']) {
      const r = await h.client.call(key, { itemId }, { token: buyer });
      expect({ key, code: r.body.code, itemId: r.body.resultData?.itemId }).toEqual({ key, code: '0', itemId });
    }
  });
});

describe('a file reference is a file of the caller\'s tenant (item 8)', () => {
  const form = async (pictures: unknown[]) => {
    const cat = await ok(h.client, 'item.categoryAdd', { categoryNm: `图片${Math.random().toString(36).slice(2, 8)}` }, seller);
    const unit = await ok(h.client, 'item.unitAdd', { unitNm: `件${Math.random().toString(36).slice(2, 6)}` }, seller);
    return { ...goodsForm({ categoryId: cat.categoryId, unitId: unit.unitId }), pictures };
  };

  it('refuses another tenant\'s file, a made-up file and an address that is not the file\'s own, and writes nothing', async () => {
    await storePicture(h.db, testFiles());
    const [other] = await h.db.owner.query<{ file_id: string }>("SELECT file_id FROM files WHERE tnt_id = 'T1002' ORDER BY file_id LIMIT 1");
    expect(other, 'a seeded file of T1002').toBeDefined();
    const cases = [
      { id: other!.file_id, name: 'a.png', url: `/scpr/file/file/download?tntId=T1002&id=${other!.file_id}` },
      { id: other!.file_id, name: 'a.png', url: `/scpr/file/file/download?tntId=T1001&id=${other!.file_id}` },
      { id: 'NOFILE', name: 'a.png', url: '/scpr/file/file/download?tntId=T1001&id=NOFILE' },
      { ...PICTURE, url: `${PICTURE.url}&x=1` },
    ];
    const before = await countRows(h.db, 'items');
    for (const picture of cases) {
      const r = await h.client.call('item.create', await form([picture]), { token: seller });
      expect({ picture, status: r.status, msg: r.body.msg }).toEqual({ picture, status: 400, msg: '商品图片不存在或无权使用，请重新上传' });
    }
    const long = await h.client.call('item.create', await form([{ ...PICTURE, url: `/${'a'.repeat(300)}` }]), { token: seller });
    expect([long.status, long.body.msg]).toEqual([400, '图片地址不能超过200个字符']);
    expect(await countRows(h.db, 'items')).toBe(before);
    expect((await h.client.call('item.create', await form([PICTURE]), { token: seller })).body.code).toBe('0');
  });
});

describe('the server\'s price rule is the browser\'s (item 9, spec 5: 11 integer digits, 2 decimals)', () => {
  it('refuses 12 integer digits with the shared validator\'s message and takes 11', async () => {
    await storePicture(h.db, testFiles());
    const cat = await ok(h.client, 'item.categoryAdd', { categoryNm: '价格规则' }, seller);
    const unit = await ok(h.client, 'item.unitAdd', { unitNm: '整车吨' }, seller);
    const form = (price: string) => goodsForm({ categoryId: cat.categoryId, unitId: unit.unitId }, { skus: [{ specValues: '整车', price, stock: 1 }] });
    const browser = checkNumeric('123456789012', { precision: 2 });
    expect(browser).toBe('整数部分最多11位');
    const tooBig = await h.client.call('item.create', form('123456789012'), { token: seller });
    expect([tooBig.status, tooBig.body.msg]).toEqual([400, browser]);
    const search = await h.client.call('item.search', { pageNum: 1, pageSize: 10, minPrice: '123456789012' }, { token: buyer });
    expect([search.status, search.body.msg]).toEqual([400, `最低价：${browser}`]);
    const fits = await h.client.call('item.create', form('12345678901.99'), { token: seller });
    expect(fits.body.code).toBe('0');
  });
});
