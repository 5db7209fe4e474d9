// The logged-in user: getRsyMenu, user info (spec section 3), enterprise accounts and switching (spec 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { startTestServer, type TestServer } from './support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

describe('getRsyMenu and user info', () => {
  it('answers loginAhrBO {menus, roleBOS} and loginUser for the token\'s account', async () => {
    const token = await h.client.token('13800000003');
    const r = await h.client.call('user.getRsyMenu', { tntId: 'T1001', idytpCd: 'AGRI', userId: 'P03', loginUser: { phone: '13800000003' } }, { token });
    expect(r.body.code).toBe('0');
    const { loginAhrBO, loginUser } = r.body.resultData;
    expect(loginUser).toMatchObject({ accountId: 'A030', username: '丰收买家' });
    expect(loginAhrBO.roleBOS).toEqual([{ roleId: 'R04', roleNm: '买家管理员', roleCode: 'BUYER_ADMIN' }]);
    const menu = loginAhrBO.menus.find((m: { menuPath: string }) => m.menuPath === 'PurchaseOrder');
    expect(menu).toEqual({
      menuId: 'm_PurchaseOrder', menuNm: '采购订单', menuPath: 'PurchaseOrder', parentMenuId: 'm_Buyer', menuOrderno: 10,
      menuType: 'menu', type: 1, menuSort: 10, defMenu: 1, belong: '1', webUrl: '', embedWay: '',
      meta: { title: '采购订单', keepAlive: true, path: '/buyer/purchase-order' },
    });
    const button = loginAhrBO.menus.find((m: { menuPath: string }) => m.menuPath === 'purchase-new-guide');
    expect(button).toMatchObject({ type: 2, menuType: 'button', parentMenuId: '0' });
  });

  it('user info carries the spec section 3 fields', async () => {
    const token = await h.client.token('13800000001');
    const u = (await h.client.call('user.getUserInfo', {}, { token })).body.resultData;
    for (const f of ['username', 'creNo', 'userIcon', 'accountType', 'isTnt', 'company', 'companyId', 'companyNm', 'accountId', 'userAuthStatus', 'entAuthStatus', 'roleList']) {
      expect(u, f).toHaveProperty(f);
    }
    expect(u).toMatchObject({ isTnt: true, accountType: 2, roleList: [{ roleNm: '平台管理员' }] });
    const farmer = (await h.client.call('user.getUserInfo', {}, { token: await h.client.token('13800000006') })).body.resultData;
    expect(farmer).toMatchObject({ accountType: 1, company: null, companyId: null, entAuthStatus: null, isTnt: false });
  });

  it('refuses without a token and with unknown fields', async () => {
    expect((await h.client.call('user.getRsyMenu', {})).status).toBe(401);
    const token = await h.client.token('13800000003');
    const r = await h.client.call('user.getRsyMenu', { nope: true }, { token });
    expect([r.status, r.body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
  });
});

describe('enterprise accounts and switching', () => {
  it('lists the person\'s enterprise accounts, the current one marked', async () => {
    const token = await h.client.token('13800000002');
    const list = (await h.client.call('user.entAccountList', {}, { token })).body.resultData;
    expect(list.map((a: { accountId: string; companyNm: string; current: boolean }) => [a.accountId, a.companyNm, a.current])).toEqual([
      ['A020', '绿源农业科技有限公司', true],
      ['A021', '丰收农产品采购有限公司', false],
    ]);
  });

  it('switches to the other account: new tokens, new menus; the old token is revoked; the next login starts there', async () => {
    const old = await h.client.token('13800000002');
    const r = await h.client.call('user.changeAccount', { accountId: 'A021' }, { token: old });
    expect(r.body.code).toBe('0');
    const { loginUser, tokenDTO, loginAhrBO } = r.body.resultData;
    expect(loginUser).toMatchObject({ accountId: 'A021', companyId: 'C002', roleList: [{ roleCode: 'BUYER_ADMIN' }] });
    expect(loginAhrBO.menus.map((m: { menuPath: string }) => m.menuPath)).toContain('PurchaseOrder');
    expect(loginAhrBO.roleBOS).toEqual([{ roleId: 'R04', roleNm: '买家管理员', roleCode: 'BUYER_ADMIN' }]);
    expect((await h.client.call('user.getUserInfo', {}, { token: old })).body.code).toBe(ERRORS.TOKEN_INVALID.code);
    expect((await h.client.call('user.getUserInfo', {}, { token: tokenDTO.access_token })).body.resultData.accountId).toBe('A021');
    expect((await h.client.login('13800000002')).body.resultData.loginUser.accountId).toBe('A021');
    await h.client.call('user.changeAccount', { accountId: 'A020' }, { token: tokenDTO.access_token });
  });

  it('refuses another person\'s account (404), a personal account switching (403), and a missing account id (400)', async () => {
    const token = await h.client.token('13800000002');
    const other = await h.client.call('user.changeAccount', { accountId: 'A030' }, { token });
    expect([other.status, other.body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    const farmer = await h.client.call('user.changeAccount', { accountId: 'A020' }, { token: await h.client.token('13800000006') });
    expect([farmer.status, farmer.body.msg]).toEqual([403, '仅企业账号可切换企业']);
    const none = await h.client.call('user.changeAccount', {}, { token });
    expect([none.status, none.body.msg]).toEqual([400, '请选择要切换的账号']);
    expect((await h.client.call('user.getUserInfo', {}, { token })).body.code).toBe('0');
  });

  it('switches to the public back office (tntIdReplace) with the unify permission', async () => {
    const token = await h.client.token('13800000000');
    const r = await h.client.call('user.changeAccount', { tntIdReplace: 'T0000' }, { token });
    expect(r.body.code).toBe('0');
    expect(r.body.resultData.loginUser).toMatchObject({ tntId: 'T0000', idytpCd: 'vLogin', accountId: 'U000' });
    const unifyToken = r.body.resultData.tokenDTO.access_token;
    const info = await h.client.call('user.getUserInfo', {}, { token: unifyToken, tenant: { tntId: 'T0000', idytpCd: 'vLogin' } });
    expect(info.body.resultData.accountId).toBe('U000');
    expect((await h.client.call('user.getUserInfo', {}, { token })).body.code).toBe(ERRORS.TOKEN_INVALID.code);
  });

  it('refuses the back office switch without the unify permission, or to a tenant that is not the back office', async () => {
    const token = await h.client.token('13800000003');
    const r = await h.client.call('user.changeAccount', { tntIdReplace: 'T0000' }, { token });
    expect([r.status, r.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    const apple = await h.client.call('user.changeAccount', { tntIdReplace: 'T1002' }, { token });
    expect(apple.status).toBe(404);
  });
});
