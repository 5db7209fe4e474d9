// The shell in a DOM: redirects through the guard loader, header, side menu, user area, title, drawer.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEYS } from '../../../api/client';
import { authStatusAtom, globalPageConfigAtom, idytpCdAtom, tntIdAtom, type LoginResult } from '../../../src/session';
import { appFixture, pathOfKey } from '../helpers/app-fixture';
import { button, menu, role, userInfo } from '../helpers/entries';
import { ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

afterEach(cleanup);

const MENUS = [
  menu('m_Shopping', 'Shopping', '0', { menuNm: '商城', menuOrderno: 10 }),
  menu('m_ShoppingMall', 'ShoppingMall', 'm_Shopping', { menuNm: '商城首页', menuOrderno: 1 }),
  menu('m_Seller', 'Seller', 'm_Shopping', { menuNm: '卖家中心', menuOrderno: 2 }),
  menu('m_SellerOrderManage', 'SellerOrderManage', 'm_Seller', { menuNm: '订单管理' }),
  menu('m_SaleOrder', 'SaleOrder', 'm_SellerOrderManage', { menuNm: '销售订单' }),
  menu('m_Buyer', 'Buyer', 'm_Shopping', { menuNm: '买家中心', menuOrderno: 3 }),
  menu('m_PurchaseOrder', 'PurchaseOrder', 'm_Buyer', { menuNm: '采购订单' }),
  menu('m_User', 'User', '0', { menuNm: '用户中心', menuOrderno: 40 }),
  menu('m_MyCenter', 'MyCenter', 'm_User', { menuNm: '账户中心', menuOrderno: 1 }),
  menu('m_EntInfo', 'EntInfo', 'm_User', { menuNm: '企业信息', menuOrderno: 2 }),
  button('b_home', 'home', '0'),
  button('b_msg', 'header-message', '0'),
];

const LOGIN: LoginResult = {
  loginUser: userInfo({ username: '张三', accountType: 2, accountId: 'A1', userAuthStatus: '3', entAuthStatus: '3' }),
  tokenDTO: { access_token: 'AT', refresh_token: 'RT', expired: Date.parse('2100-01-01'), seqNo: 'S' },
  loginAhrBO: { menus: MENUS, roleBOS: [role('卖家管理员'), role('采购员')] },
};

const NOTICES = Array.from({ length: 12 }, (_, i) => ({ id: `n${i + 1}`, title: `通知${i + 1}`, txdDt: '2024-05-01 10:00:00', content: `内容${i + 1}`, readStatus: i === 0 ? '1' : '0', top: '0' }));

function loggedInApp(login: LoginResult = LOGIN) {
  const f = appFixture({
    [KEYS.platformParam]: () => ok([{ paramValue: '0' }]),
    [KEYS.generalLogin]: () => ok(false),
    [KEYS.unreadCount]: () => ok({ unreadCount: 2 }),
    [KEYS.noticePage]: async (req) => {
      const { pageNum, pageSize } = (await req.json()) as { pageNum: number; pageSize: number };
      return ok({ records: NOTICES.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: NOTICES.length });
    },
    [KEYS.logout]: () => ok(null),
    [KEYS.noticeTop]: () => ok(null),
    [KEYS.noticeReadStatus]: () => ok(null),
    [KEYS.noticeDelete]: () => ok(null),
  });
  f.app.store.set(tntIdAtom, 'T001');
  f.app.store.set(idytpCdAtom, 'I01');
  f.app.store.set(globalPageConfigAtom, { systemName: '苹果产业平台', logo: '/logo.png' });
  f.app.actions.afterLogin(login);
  return f;
}

const Q = '?tntId=T001&idytpCd=I01';

describe('routing through the guard loader', () => {
  it('a guest at / lands on /login with the tenant query', async () => {
    const f = appFixture({ [KEYS.tenantInfoByServerName]: () => ok({ configRespDTO: { infoRespDTO: { systemName: '平台' } } }) });
    f.app.store.set(tntIdAtom, 'T001');
    f.app.store.set(idytpCdAtom, 'I01');
    const { where } = renderApp(f.app, '/');
    await waitFor(() => expect(where()).toBe('/login?tntId=T001&idytpCd=I01'));
    // The login screen (schemas/public/login.json) rendered by the engine.
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('a forbidden route ends on the 404 page', async () => {
    const f = loggedInApp();
    const { where } = renderApp(f.app, `/user/role-manage${Q}`);
    await waitFor(() => expect(where()).toBe(`/404${Q}`));
  });

  it('an unknown address ends on /404', async () => {
    const f = loggedInApp();
    const { where } = renderApp(f.app, `/no/such/page${Q}`);
    await waitFor(() => expect(where().startsWith('/404')).toBe(true));
  });
});

describe('the shell of a logged-in enterprise user', () => {
  it('header: logo, system name, Home, User on the left, Shopping on the right; user area; title', async () => {
    const f = loggedInApp();
    renderApp(f.app, `/seller/sale-order${Q}`);
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('苹果产业平台')).toBeTruthy();
    expect(within(header).getByRole('button', { name: '首页' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('button', { name: '用户中心' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: '功能菜单' })).getByRole('button', { name: '商城' })).toBeTruthy();
    expect(within(header).getByText('张三')).toBeTruthy();
    expect(within(header).getByText('卖家管理员')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('苹果产业平台 - 销售订单'));
  });

  it('side menu of the page group, the active item marked; clicking an item navigates', async () => {
    const f = loggedInApp();
    const { where } = renderApp(f.app, `/seller/sale-order${Q}`);
    const side = await screen.findByRole('navigation', { name: '卖家中心' });
    const active = within(side).getByRole('button', { name: '销售订单' });
    expect(active.getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('button', { name: '用户中心' }));
    await waitFor(() => expect(where()).toBe(`/user/my-center${Q}`));
  });

  it('enterprise information carries a red dot for company auth status 1', async () => {
    const f = loggedInApp();
    renderApp(f.app, `/user/my-center${Q}`);
    const side = await screen.findByRole('navigation', { name: '用户中心' });
    expect(within(side).getByText('企业信息').className).not.toContain('scpr-dot');
    act(() => f.app.store.set(authStatusAtom, { userAuthStatus: '3', companyAuthStatus: '1' }));
    await waitFor(() => expect(within(side).getByText('企业信息').className).toContain('scpr-dot'));
  });

  it('seller pages offer 我是买家 to a user with Buyer authority', async () => {
    const f = loggedInApp();
    const { where } = renderApp(f.app, `/seller/sale-order${Q}`);
    fireEvent.click(await screen.findByRole('button', { name: '我是买家' }));
    await waitFor(() => expect(where()).toBe(`/buyer/purchase-order${Q}`));
    expect(await screen.findByRole('button', { name: '我是卖家' })).toBeTruthy();
  });

  it('messages: red dot while unread; the drawer (742 wide) pages 10 at a time', async () => {
    const f = loggedInApp();
    renderApp(f.app, `/seller/sale-order${Q}`);
    const button = await screen.findByRole('button', { name: '系统消息' });
    await waitFor(() => expect(button.className).toContain('scpr-dot'));
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: '系统消息' });
    expect(drawer.style.width).toBe('742px');
    expect(await within(drawer).findByText('通知1')).toBeTruthy();
    expect(within(drawer).getAllByRole('article')).toHaveLength(10);
    fireEvent.click(within(drawer).getByRole('button', { name: '下一页' }));
    expect(await within(drawer).findByText('通知11')).toBeTruthy();
    expect(within(drawer).getAllByRole('article')).toHaveLength(2);
    expect(f.bodyOf(KEYS.noticePage)).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('messages: each notice may be pinned, marked read or unread, deleted; the page and the count are asked again', async () => {
    const f = loggedInApp();
    renderApp(f.app, `/seller/sale-order${Q}`);
    fireEvent.click(await screen.findByRole('button', { name: '系统消息' }));
    const drawer = await screen.findByRole('dialog', { name: '系统消息' });
    const first = await within(drawer).findByRole('article', { name: '通知1' });
    const second = within(drawer).getByRole('article', { name: '通知2' });
    const asked = () => f.paths().filter((p) => p === pathOfKey(KEYS.noticePage)).length;
    const before = asked();
    fireEvent.click(within(first).getByRole('button', { name: '置顶' }));
    await waitFor(() => expect(f.bodyOf(KEYS.noticeTop)).toEqual({ id: 'n1', top: '1' }));
    await waitFor(() => expect(asked()).toBe(before + 1));
    fireEvent.click(within(first).getByRole('button', { name: '标为未读' }));
    fireEvent.click(within(second).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(f.api.bodies.filter((_, i) => f.paths()[i] === pathOfKey(KEYS.noticeReadStatus))).toEqual([{ id: 'n1', readStatus: '0' }, { id: 'n2', readStatus: '1' }]));
    fireEvent.click(within(second).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(f.bodyOf(KEYS.noticeDelete)).toEqual({ id: 'n2' }));
  });

  it('without header-message: no message button and no unread-count call (the server would answer 403)', async () => {
    const f = loggedInApp({ ...LOGIN, loginAhrBO: { menus: MENUS.filter((m) => m.menuPath !== 'header-message'), roleBOS: [] } });
    renderApp(f.app, `/seller/sale-order${Q}`);
    expect(await screen.findByRole('banner')).toBeTruthy();
    await waitFor(() => expect(f.paths()).toContain(pathOfKey(KEYS.generalLogin)));
    expect(screen.queryByRole('button', { name: '系统消息' })).toBeNull();
    expect(f.paths()).not.toContain(pathOfKey(KEYS.unreadCount));
  });

  it('the switch menu offers the other enterprise accounts, not the current one', async () => {
    const accounts = [
      { accountId: 'A1', accountType: 2, companyId: 'C1', companyNm: '绿源农业科技有限公司', isTnt: false, current: true, roleList: [] },
      { accountId: 'A2', accountType: 2, companyId: 'C2', companyNm: '丰收农产品采购有限公司', isTnt: false, current: false, roleList: [] },
    ];
    const g = appFixture({
      [KEYS.platformParam]: () => ok([{ paramValue: '0' }]),
      [KEYS.generalLogin]: () => ok(false),
      [KEYS.accountList]: () => ok(accounts),
    });
    g.app.store.set(tntIdAtom, 'T001');
    g.app.store.set(idytpCdAtom, 'I01');
    g.app.actions.afterLogin(LOGIN);
    renderApp(g.app, `/seller/sale-order${Q}`);
    fireEvent.mouseEnter(await screen.findByRole('button', { name: /张三/ }));
    expect(await screen.findByRole('menuitem', { name: '切换企业：丰收农产品采购有限公司' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /绿源/ })).toBeNull();
  });

  it('logout from the user menu leaves for the login page', async () => {
    const f = loggedInApp();
    renderApp(f.app, `/seller/sale-order${Q}`);
    fireEvent.mouseEnter(await screen.findByRole('button', { name: /张三/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(f.location.replace).toHaveBeenCalledWith('/scprmall/login?tntId=T001&idytpCd=I01'));
  });

  it('no Home link for a personal account; username defaults to 未设置', async () => {
    const f = loggedInApp({ ...LOGIN, loginUser: userInfo({ accountType: 1, userAuthStatus: '3' }), loginAhrBO: { menus: MENUS, roleBOS: [] } });
    renderApp(f.app, `/buyer/purchase-order${Q}`);
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('button', { name: '首页' })).toBeNull();
    expect(within(header).getByText('未设置')).toBeTruthy();
  });
});
