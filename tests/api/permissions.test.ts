// Permissions (spec section 6): calls with a permission key are refused (403) without it, from the very
// next request after a role change; menus come from the screen registry, synced idempotently.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { readRegistry, syncMenus } from '../../api/server/modules/permission';
import { SCHEMAS_DIR } from '../../api/server/startup';
import { countRows, startTestServer, type TestServer } from './support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

describe('permission checks', () => {
  it('an account without header-message is refused the notice calls with 403 and a code', async () => {
    const token = await h.client.token('13800000005'); // warehouse staff: no header-message
    const r = await h.client.call('notice.countUnread', {}, { token });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ code: ERRORS.FORBIDDEN.code, msg: '暂无权限，请联系管理员', resultData: null });
  });

  it('a role change is seen by the very next request, both ways', async () => {
    const token = await h.client.token('13800000005');
    const perms = h.app.scpr.services.perms;
    expect((await h.client.call('notice.countUnread', {}, { token })).status).toBe(403);
    await perms.setAccountRoles('T1001', 'A050', ['R06', 'R04']);
    expect((await h.client.call('notice.countUnread', {}, { token })).status).toBe(200);
    await perms.setAccountRoles('T1001', 'A050', ['R06']);
    expect((await h.client.call('notice.countUnread', {}, { token })).status).toBe(403);
  });

  it('a change of what a role grants is seen by the very next request', async () => {
    const token = await h.client.token('13800000004'); // agent, role R05
    const perms = h.app.scpr.services.perms;
    expect((await h.client.call('notice.countUnread', {}, { token })).status).toBe(200);
    await perms.setRoleGrants('T1001', 'R05', ['Seller', 'Shopping', 'home']);
    expect((await h.client.call('notice.countUnread', {}, { token })).status).toBe(403);
    await perms.setRoleGrants('T1001', 'R05', ['Seller', 'Shopping', 'home', 'header-message']);
    expect((await h.client.call('notice.countUnread', {}, { token })).status).toBe(200);
  });

  it('granting an area grants everything below it, buttons included', async () => {
    const token = await h.client.token('13800000002');
    const menus = (await h.client.call('user.getRsyMenu', {}, { token })).body.resultData.loginAhrBO.menus as { menuPath: string }[];
    expect(menus.map((m) => m.menuPath)).toEqual(expect.arrayContaining(['Seller', 'SellerOderManage', 'SaleOrder', 'SaleOrderDetail', 'sale-order-deliver', 'sale-order-agree']));
    expect(menus.map((m) => m.menuPath)).not.toContain('Storehouse');
  });
});

describe('menu registry and sync', () => {
  it('turns screen files into menu entries and their permissions into buttons (docs/contracts.md 3)', () => {
    const reg = readRegistry(SCHEMAS_DIR);
    expect(reg.find((e) => e.menuPath === 'SaleOrder')).toMatchObject({ menuId: 'm_SaleOrder', parentMenuId: 'm_SellerOderManage', type: 1, menuType: 'menu', defMenu: 1, belong: '1' });
    expect(reg.find((e) => e.menuPath === 'sale-order-agree')).toMatchObject({ menuId: 'b_sale-order-agree', parentMenuId: 'm_SaleOrder', type: 2, menuType: 'button', menuNm: '同意订单' });
    expect(reg.find((e) => e.menuPath === 'home')).toMatchObject({ parentMenuId: '0', type: 2 });
  });

  it('refuses a registry with a duplicate route name or an unknown parent, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    mkdirSync(join(dir, 'a'));
    writeFileSync(join(dir, 'a', 'x.json'), JSON.stringify({ route: { name: 'X', path: '/x' } }));
    writeFileSync(join(dir, 'a', 'y.json'), JSON.stringify({ route: { name: 'Y', path: '/y', menuParent: 'Nope' } }));
    expect(() => readRegistry(dir)).toThrow('a/y.json: menuParent Nope is not a route name');
    writeFileSync(join(dir, 'a', 'y.json'), JSON.stringify({ route: { name: 'X', path: '/y' } }));
    expect(() => readRegistry(dir)).toThrow('a/y.json: route name X is used twice');
  });

  it('makes each route alias a menu entry of its own; buttons stay under the screen\'s own route', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    mkdirSync(join(dir, 'a'));
    writeFileSync(join(dir, 'a', 'g.json'), JSON.stringify({ kind: 'group', route: { name: 'G', path: '/g', meta: { title: '组' } } }));
    writeFileSync(
      join(dir, 'a', 'form.json'),
      JSON.stringify({
        kind: 'form',
        route: { name: 'GoodsAdd', path: '/g/add', menuParent: 'G', order: 1, mode: 'create', meta: { title: '新增商品' } },
        aliases: [
          { name: 'GoodsEditPage', path: '/g/edit', menuParent: 'G', order: 2, mode: 'edit', meta: { title: '编辑商品', hidden: true } },
          { name: 'GoodsView', path: '/g/view', menuParent: 'G', mode: 'view', meta: { title: '查看商品', hidden: true } },
        ],
        permissions: { 'goods-freeze': '冻结商品' },
      }),
    );
    const reg = readRegistry(dir);
    expect(reg.find((e) => e.menuPath === 'GoodsEditPage')).toMatchObject({ menuId: 'm_GoodsEditPage', parentMenuId: 'm_G', menuOrderno: 2, type: 1, menuNm: '编辑商品', meta: { path: '/g/edit', hidden: true } });
    expect(reg.find((e) => e.menuPath === 'GoodsView')).toMatchObject({ parentMenuId: 'm_G', menuOrderno: 999 });
    expect(reg.find((e) => e.menuPath === 'goods-freeze')).toMatchObject({ parentMenuId: 'm_GoodsAdd', type: 2 });
    writeFileSync(join(dir, 'a', 'other.json'), JSON.stringify({ route: { name: 'GoodsView', path: '/x', meta: { title: 'x' } } }));
    expect(() => readRegistry(dir)).toThrow('route name GoodsView is used twice');
  });

  it('sync is idempotent, removes stale built-in entries and leaves custom menus alone', async () => {
    const reg = readRegistry(SCHEMAS_DIR);
    const before = await h.db.owner.query(`SELECT * FROM menus WHERE tnt_id = 'T1001' ORDER BY menu_id`);
    await syncMenus(h.db.orm, ['T1001'], reg);
    expect(await h.db.owner.query(`SELECT * FROM menus WHERE tnt_id = 'T1001' ORDER BY menu_id`)).toEqual(before);

    await h.db.owner.query(`INSERT INTO menus (tnt_id, menu_id, menu_nm, menu_type, type, def_menu, web_url, embed_way)
      VALUES ('T1001', 'c_finance', '金融服务', 'menu', 1, 0, 'https://example.cn/finance', 'LINK_JUMP')`);
    await syncMenus(h.db.orm, ['T1001'], reg.filter((e) => e.menuPath !== 'MyAddress'));
    expect(await countRows(h.db, 'menus', "tnt_id = 'T1001' AND menu_path = 'MyAddress'")).toBe(0);
    expect(await countRows(h.db, 'menus', "tnt_id = 'T1001' AND menu_id = 'c_finance'")).toBe(1);
    await syncMenus(h.db.orm, ['T1001'], reg);
    expect(await countRows(h.db, 'menus', "tnt_id = 'T1001' AND def_menu = 1")).toBe(reg.length);
  });
});
