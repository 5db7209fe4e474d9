// Delivery addresses (docs/trading.md "Addresses"): per buyer enterprise or personal account, exactly one
// default, GB/T 2260 district codes, the spec 5 mobile rule, bounded fields; other owners and tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';
import { ADDRESS, withoutTradingDemo } from './support/trading';

let h: TestServer;
let buyer: string;
let seller: string;
let personal: string;
beforeAll(async () => {
  h = await startTestServer();
  await withoutTradingDemo(h.db);
  [buyer, seller, personal] = [await h.client.token(PHONES.buyer), await h.client.token(PHONES.seller), await h.client.token(PHONES.personal)];
});
afterAll(() => h.close());

const list = async (token: string) => (await ok(h.client, 'address.list', { pageNum: 1, pageSize: 20 }, token)).records;
const defaults = async (token: string) => (await list(token)).filter((a: { isDefault: boolean }) => a.isDefault);

describe('addresses', () => {
  it('the first address is the default; another set as default takes it; exactly one default', async () => {
    const a = await ok(h.client, 'address.add', ADDRESS, buyer);
    expect(a).toMatchObject({ consignee: '王小丰', phone: '13912345678', regionCode: '370602', regionName: '山东省 烟台市 芝罘区', isDefault: true, postalCode: '264000' });
    h.clock.advance(1000);
    const b = await ok(h.client, 'address.add', { ...ADDRESS, consignee: '李四', regionCode: '110105', detail: '建国路88号', postalCode: '' }, buyer);
    expect(b).toMatchObject({ isDefault: false, regionName: '北京市 朝阳区' });
    h.clock.advance(1000);
    const c = await ok(h.client, 'address.add', { ...ADDRESS, consignee: '张三', isDefault: true }, buyer);
    expect(c.isDefault).toBe(true);
    expect((await defaults(buyer)).map((x: { addressId: string }) => x.addressId)).toEqual([c.addressId]);
    // The default first, then the most recently changed.
    expect((await list(buyer)).map((x: { consignee: string }) => x.consignee)).toEqual(['张三', '李四', '王小丰']);
    await ok(h.client, 'address.setDefault', { addressId: a.addressId }, buyer);
    expect((await defaults(buyer)).map((x: { addressId: string }) => x.addressId)).toEqual([a.addressId]);
    // Unticking the default on the default address keeps it the default.
    const edited = await ok(h.client, 'address.update', { addressId: a.addressId, ...ADDRESS, detail: '芝罘区南大街1号', isDefault: false }, buyer);
    expect(edited).toMatchObject({ detail: '芝罘区南大街1号', isDefault: true });
    // Deleting the default hands it to the most recently changed other address.
    h.clock.advance(1000);
    await ok(h.client, 'address.update', { addressId: b.addressId, ...ADDRESS, consignee: '李四', regionCode: '110105', detail: '建国路89号' }, buyer);
    await ok(h.client, 'address.delete', { addressId: a.addressId }, buyer);
    expect((await defaults(buyer)).map((x: { addressId: string }) => x.addressId)).toEqual([b.addressId]);
    expect(await countRows(h.db, 'addresses', 'owner_id = $1 AND is_default', ['C002'])).toBe(1);
  });

  it('a personal account has its own addresses, apart from the enterprise ones', async () => {
    expect(await list(personal)).toEqual([]);
    const p = await ok(h.client, 'address.add', { ...ADDRESS, consignee: '农户老赵', regionCode: '610581' }, personal);
    expect(p.isDefault).toBe(true);
    expect((await list(buyer)).some((x: { addressId: string }) => x.addressId === p.addressId)).toBe(false);
    expect(await countRows(h.db, 'addresses', 'owner_id = $1', ['A060'])).toBe(1);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = await countRows(h.db, 'addresses');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ADDRESS, consignee: '' }, '请输入收货人'],
      [{ ...ADDRESS, consignee: '   ' }, '请输入收货人'],
      [{ ...ADDRESS, consignee: '一二三四五六七八九十一二三四五六七八九十一' }, '收货人不超过20个字'],
      [{ ...ADDRESS, consignee: '王\u0000五' }, '收货人不能包含特殊字符'],
      [{ ...ADDRESS, phone: '12912345678' }, '请输入正确的手机号码'],
      [{ ...ADDRESS, phone: '1391234567' }, '请输入正确的手机号码'],
      [{ ...ADDRESS, regionCode: '370000' }, '所在地区须选择到区县'],
      [{ ...ADDRESS, regionCode: '370600' }, '所在地区须选择到区县'],
      [{ ...ADDRESS, regionCode: '379999' }, '请选择正确的所在地区'],
      [{ ...ADDRESS, regionCode: '37060' }, '请选择所在地区'],
      [{ ...ADDRESS, detail: 'x'.repeat(101) }, '详细地址不超过100个字'],
      [{ ...ADDRESS, postalCode: '26400' }, '邮政编码为6位数字'],
      [{ ...ADDRESS, extra: 1 }, '不支持的字段：extra'],
    ];
    for (const [body, msg] of cases) {
      const r = await h.client.call('address.add', body, { token: buyer });
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([400, ERRORS.BAD_REQUEST.code]);
      expect(r.body.msg, JSON.stringify(body)).toBe(msg);
    }
    expect(await countRows(h.db, 'addresses')).toBe(before);
  });

  it('at most 20 addresses per owner', async () => {
    await h.db.owner.exec("DELETE FROM addresses WHERE owner_id = 'A060'");
    for (let i = 0; i < 20; i++) await ok(h.client, 'address.add', { ...ADDRESS, detail: `第${i}号` }, personal);
    const r = await h.client.call('address.add', ADDRESS, { token: personal });
    expect([r.status, r.body.msg]).toEqual([409, '收货地址最多20个']);
    expect(await countRows(h.db, 'addresses', 'owner_id = $1', ['A060'])).toBe(20);
  });

  it("another enterprise's or tenant's address is not found and stays as it was", async () => {
    const mine = (await list(buyer))[0];
    // The tenant admin's enterprise (C000) holds every right, and none of C002's addresses.
    const other = await h.client.token(PHONES.admin);
    for (const key of ['address.setDefault', 'address.delete']) {
      expect((await h.client.call(key, { addressId: mine.addressId }, { token: other })).status).toBe(404);
    }
    expect((await h.client.call('address.update', { addressId: mine.addressId, ...ADDRESS }, { token: other })).status).toBe(404);
    expect((await h.client.call('address.list', { pageNum: 1, pageSize: 10 }, { token: other })).body.resultData.records).toEqual([]);
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('address.delete', { addressId: mine.addressId }, { token: apple, tenant: APPLE })).status).toBe(404);
    expect((await h.client.call('address.list', { pageNum: 1, pageSize: 10 }, { token: apple, tenant: APPLE })).body.resultData.records).toEqual([]);
    expect((await list(buyer))[0]).toEqual(mine);
  });

  it('refuses accounts without the buyer rights (403)', async () => {
    const warehouse = await h.client.token('13800000005');
    for (const [key, body] of [['address.list', { pageNum: 1, pageSize: 10 }], ['address.add', ADDRESS]] as const) {
      const r = await h.client.call(key, body, { token: warehouse });
      expect([r.status, r.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    }
    // A seller's account holds no buyer centre either.
    expect((await h.client.call('address.list', { pageNum: 1, pageSize: 10 }, { token: seller })).status).toBe(403);
  });
});
