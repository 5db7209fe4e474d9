// Preview as a role on the server (issue 33 item 2): the tenant admin's preview of a screen reads its data
// with the chosen role's rights within the tenant, cut down to the admin's own: a column the role may not
// see (platform storage's 联系电话, button right platform-storage-contact) is not in the answer, nor are the
// row actions it may not make (platform-storage-status); a role without the list's right gets 403; a
// previewer who lacks a right does not get it through a wider role; only the calls the screen reads, with
// their own request checks; ordinary handlers run on services that refuse every write
// (core/read-only-deps.ts, tested in read-only-deps.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';

let h: TestServer;
let admin: string;
let narrowAdmin: string;

const ROLE_LIST_ONLY = 'RP1';
const ROLE_WITH_CONTACT = 'RP2';
const ROLE_WITHOUT_LIST = 'RP3';
const ROLE_NARROW_ADMIN = 'RP4';

beforeAll(async () => {
  h = await startTestServer();
  const q = (text: string, params: unknown[] = []) => h.db.owner.query(text, params);
  const [{ menu_id: listMenu }] = (await q(`SELECT menu_id FROM menus WHERE tnt_id = 'T1001' AND menu_path = 'PlatformStorage'`)) as unknown as [{ menu_id: string }];
  const role = (id: string, nm: string) => q(`INSERT INTO roles (tnt_id, role_id, role_nm, role_code) VALUES ('T1001', $1, $2, $1)`, [id, nm]);
  const grant = (id: string, key: string) => q(`INSERT INTO role_grants (tnt_id, role_id, grant_key) VALUES ('T1001', $1, $2)`, [id, key]);
  // '=' + menu id: the page alone, not the buttons under it.
  await role(ROLE_LIST_ONLY, '仓储查看员');
  await grant(ROLE_LIST_ONLY, `=${listMenu}`);
  await role(ROLE_WITH_CONTACT, '仓储联络员');
  await grant(ROLE_WITH_CONTACT, `=${listMenu}`);
  await grant(ROLE_WITH_CONTACT, 'platform-storage-contact');
  await role(ROLE_WITHOUT_LIST, '采购员');
  await grant(ROLE_WITHOUT_LIST, 'Buyer');
  // A previewer who may customise screens and see the warehouses, but not their phones: the buyer admin
  // (A030) given this role before it first signs in.
  await role(ROLE_NARROW_ADMIN, '页面定制员');
  await grant(ROLE_NARROW_ADMIN, 'ScreenPatch');
  await grant(ROLE_NARROW_ADMIN, `=${listMenu}`);
  await q(`INSERT INTO account_roles (tnt_id, account_id, role_id) VALUES ('T1001', 'A030', $1)`, [ROLE_NARROW_ADMIN]);
  [admin, narrowAdmin] = [await h.client.token(PHONES.admin), await h.client.token(PHONES.buyer)];
});
afterAll(() => h.close());

type Row = { warehouseId: string; contactPhone?: string; contactName: string; actions: string[] };
const LIST = { pageNum: 1, pageSize: 20 };
const preview = (roleId: string, key = 'warehouse.page', body: unknown = LIST, token = admin) =>
  h.client.call('tntcfg.previewCall', { screen: 'PlatformStorage', roleId, key, body }, { token });

describe('the preview reads as the chosen role', () => {
  it('the tenant admin role sees what the admin sees: the same answer as the call itself', async () => {
    const plain = await ok(h.client, 'warehouse.page', LIST, admin);
    const r = await preview('R01');
    expect(r.body.code).toBe('0');
    expect(r.body.resultData).toEqual(plain);
    expect(plain.records[0].contactPhone).toBeTruthy();
  });

  it('a role without the contact right does not get the phone column, nor the status moves on any row', async () => {
    const r = await preview(ROLE_LIST_ONLY);
    expect(r.body.code).toBe('0');
    const rows: Row[] = r.body.resultData.records;
    expect(rows).toHaveLength(9);
    for (const row of rows) {
      expect(row).not.toHaveProperty('contactPhone');
      expect(row.contactName).toBeTruthy();
      expect(row.actions).toEqual([]);
    }
    expect(JSON.stringify(r.body.resultData)).not.toContain('0535-5212018');
  });

  it('a role with the contact right gets the phones, still without the moves it may not make', async () => {
    const rows: Row[] = (await preview(ROLE_WITH_CONTACT)).body.resultData.records;
    expect(rows.find((x) => x.warehouseId === 'WH0001')).toMatchObject({ contactPhone: '0535-5212018', actions: [] });
  });

  it('the detail drawer reads the same way: no phone for a role without the right', async () => {
    const r = await preview(ROLE_LIST_ONLY, 'warehouse.detail', { warehouseId: 'WH0007' });
    expect(r.body.resultData).toMatchObject({ warehouseId: 'WH0007', contactName: '黄海燕' });
    expect(r.body.resultData).not.toHaveProperty('contactPhone');
    expect((await preview(ROLE_WITH_CONTACT, 'warehouse.detail', { warehouseId: 'WH0007' })).body.resultData.contactPhone).toBe('0771-4826135');
  });

  it('a role without the list right is refused as its accounts would be (403)', async () => {
    const r = await preview(ROLE_WITHOUT_LIST);
    expect([r.status, r.body.code, r.body.msg]).toEqual([403, ERRORS.FORBIDDEN.code, '角色「采购员」无权查看该数据']);
  });

  it('never wider than the previewer: one without the contact right gets no phones even as the tenant admin role', async () => {
    const own = await h.client.call('warehouse.page', LIST, { token: narrowAdmin });
    expect(own.body.code).toBe('0');
    const r = await preview('R01', 'warehouse.page', LIST, narrowAdmin);
    expect(r.body.code).toBe('0');
    for (const row of r.body.resultData.records as Row[]) expect(row).not.toHaveProperty('contactPhone');
    // And a call the previewer itself may not make is refused whatever the role holds.
    const other = await h.client.call('tntcfg.previewCall', { screen: 'MalltypeManage', roleId: 'R01', key: 'mall.advPage', body: LIST }, { token: narrowAdmin });
    expect([other.status, other.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
  });
});

describe('what a preview may read', () => {
  it('only the calls the screen reads (not its moves, not another screen\'s data), their bodies checked by their own rules', async () => {
    const move = await preview('R01', 'warehouse.changeStatus', { warehouseId: 'WH0001', status: '3', reason: 'x' });
    expect([move.status, move.body.code, move.body.msg]).toEqual([400, ERRORS.BAD_REQUEST.code, '页面「平台仓储」不读取该数据']);
    expect((await ok(h.client, 'warehouse.detail', { warehouseId: 'WH0001' }, admin)).status).toBe('1');
    const other = await preview('R01', 'finance.productPage', LIST);
    expect(other.status).toBe(400);
    const tooBig = await preview('R01', 'warehouse.page', { pageNum: 1, pageSize: 100000 });
    expect([tooBig.status, tooBig.body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    // The filter's options are read by the screen too: an ordinary handler (no read handler), run on
    // services that can only read.
    const options = await preview(ROLE_LIST_ONLY, 'bankcard.queryProvinceList', {});
    expect(options.body.code).toBe('0');
    expect(options.body.resultData).toEqual(await ok(h.client, 'bankcard.queryProvinceList', {}, admin));
  });

  it('a screen whose list is read by an ordinary handler is previewed on the live data as well', async () => {
    const plain = await ok(h.client, 'mall.advPage', LIST, admin);
    expect(plain.records.length).toBeGreaterThan(0);
    const r = await h.client.call('tntcfg.previewCall', { screen: 'MalltypeManage', roleId: 'R01', key: 'mall.advPage', body: LIST }, { token: admin });
    expect(r.body.code).toBe('0');
    expect(r.body.resultData).toEqual(plain);
  });

  it('an unknown role or screen is not found; a bad key is refused; no ScreenPatch right: 403', async () => {
    expect((await preview('R99')).status).toBe(404);
    expect((await h.client.call('tntcfg.previewCall', { screen: 'Nowhere', roleId: 'R01', key: 'warehouse.page' }, { token: admin })).status).toBe(404);
    const bad = await preview('R01', 'not a key');
    expect([bad.status, bad.body.msg]).toEqual([400, '预览的数据不存在']);
    const seller = await h.client.token(PHONES.seller);
    expect((await preview('R01', 'warehouse.page', LIST, seller)).status).toBe(403);
  });
});
