// The custom pages of spec 2.2 / 2.10 / 2.11 (schemas/home/custom-page.json) in the running app: a custom
// menu opens CustomPage, whose frame shows the menu's address with the tenant and token parameters of spec 7
// appended; the jump-by-id fallback (only menuId in the query) finds the address in the user's menus;
// NoMenuCustomPage has no side menu; /sft-auth-success is a result page.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEYS } from '../../../api/client';
import { idytpCdAtom, tntIdAtom, type LoginResult } from '../../../src/session';
import { appFixture } from '../helpers/app-fixture';
import { button, custom, menu, role, userInfo } from '../helpers/entries';
import { ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

afterEach(cleanup);

const EXPIRED = Date.parse('2100-01-01');
const TOKENS = `idytpCd=AGRI&tntId=T1001&access_token=AT&expired=${EXPIRED}&refresh_token=RT`;
const MENUS = [
  menu('m_User', 'User', '0', { menuNm: '用户中心' }),
  menu('m_MyCenter', 'MyCenter', 'm_User', { menuNm: '账户中心' }),
  button('b_home', 'home', '0'),
  custom('cst_fin', '金融服务', '0', { webUrl: 'https://fin.example.cn/portal?from=menu' }),
  custom('cst_svc', '服务中心', '0', { webUrl: '' }),
  custom('cst_svc_a', '政策查询', 'cst_svc', { webUrl: 'https://svc.example.cn/policy', embedWay: 'MENU' }),
  custom('cst_svc_b', '补贴申报', 'cst_svc', { webUrl: 'https://svc.example.cn/subsidy' }),
  custom('cst_moa', '农业农村部', '0', { webUrl: 'https://www.moa.gov.cn', embedWay: 'LINK_JUMP' }),
];

function customApp(path: string) {
  const f = appFixture(
    {
      [KEYS.platformParam]: () => ok([{ paramValue: '0' }]),
      [KEYS.generalLogin]: () => ok(false),
      [KEYS.getRsyMenu]: () => new Response('', { status: 500 }),
      [KEYS.unreadCount]: () => ok({ unreadCount: 0 }),
      [KEYS.codeList]: () => ok([]),
      [KEYS.mallList]: () => ok([]),
      [KEYS.shortcutList]: () => ok([]),
    },
    { records: 'screens' },
  );
  f.app.store.set(tntIdAtom, 'T1001');
  f.app.store.set(idytpCdAtom, 'AGRI');
  const login: LoginResult = {
    loginUser: userInfo({ username: '丰收买家', accountType: 2, accountId: 'A030', isTnt: false, userAuthStatus: '3', entAuthStatus: '3', tntId: 'T1001', idytpCd: 'AGRI' }),
    tokenDTO: { access_token: 'AT', refresh_token: 'RT', expired: EXPIRED, seqNo: 'S' },
    loginAhrBO: { menus: MENUS, roleBOS: [role('买家管理员')] },
  };
  f.app.actions.afterLogin(login);
  return { ...f, ...renderApp(f.app, path) };
}

/** The frame's address (tiles carry titles too: the frame is the iframe of that title). */
const frameSrc = async (title: string) =>
  waitFor(() => {
    const frame = screen.getAllByTitle(title).find((e) => e.tagName === 'IFRAME');
    expect(frame).toBeTruthy();
    return frame!.getAttribute('src');
  });

describe('custom page', () => {
  it('the finance custom menu in the header opens CustomPage framing its address with the token parameters', async () => {
    const { where } = customApp('/home?tntId=T1001&idytpCd=AGRI');
    const header = await screen.findByRole('banner');
    fireEvent.click(await within(header).findByRole('button', { name: '金融服务' }));
    expect(await frameSrc('金融服务')).toBe(`https://fin.example.cn/portal?from=menu&${TOKENS}`);
    const [path, search] = where().split('?');
    expect(path).toBe('/custom-page');
    const q = new URLSearchParams(search);
    expect(q.get('menuId')).toBe('cst_fin');
    expect(q.get('activeMenuId')).toBe('cst_fin');
    expect(q.get('activeHref')).toBe('https://fin.example.cn/portal?from=menu');
    expect(q.get('headrMenu')).toBe('Custom');
  });

  it('the query of spec 2.10 (menuId, activeMenuId, activeHref, headrMenu): the child menu framed, the side menu shown', async () => {
    customApp('/custom-page?menuId=cst_svc&activeMenuId=cst_svc_a&activeHref=https%3A%2F%2Fsvc.example.cn%2Fpolicy&headrMenu=Custom');
    expect(await frameSrc('政策查询')).toBe(`https://svc.example.cn/policy?${TOKENS}`);
    const side = await screen.findByRole('navigation', { name: '服务中心' });
    expect(within(side).getByRole('button', { name: '政策查询' }).getAttribute('aria-current')).toBe('page');
    // Another side item opens its own page.
    fireEvent.click(within(side).getByRole('button', { name: '补贴申报' }));
    expect(await frameSrc('补贴申报')).toBe(`https://svc.example.cn/subsidy?${TOKENS}`);
  });

  it('the page goes by its menu\'s name: page header title, breadcrumb and document title say 金融服务 / 政策查询, not 自定义页面', async () => {
    customApp('/custom-page?menuId=cst_fin&activeMenuId=cst_fin&headrMenu=Custom');
    expect(await screen.findByRole('heading', { level: 1, name: '金融服务' })).toBeTruthy();
    expect(screen.queryByText('自定义页面')).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/金融服务$/));
    cleanup();
    customApp('/custom-page?menuId=cst_svc&activeMenuId=cst_svc_a&headrMenu=Custom');
    expect(await screen.findByRole('heading', { level: 1, name: '政策查询' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['服务中心', '政策查询']);
    await waitFor(() => expect(document.title).toMatch(/政策查询$/));
  });

  it('the jump-by-id fallback: only menuId in the query, the address comes from the user\'s custom menus', async () => {
    customApp('/custom-page?menuId=cst_fin');
    expect(await frameSrc('金融服务')).toBe(`https://fin.example.cn/portal?from=menu&${TOKENS}`);
  });

  it('an activeHref alone (a menu the user does not hold) is framed as given; nothing known: 页面地址无效', async () => {
    customApp('/custom-page?activeHref=https%3A%2F%2Fother.example.cn%2F');
    expect(await frameSrc('自定义页面')).toBe(`https://other.example.cn/?${TOKENS}`);
    cleanup();
    customApp('/custom-page?menuId=unknown_1');
    expect(await screen.findByText('页面地址无效')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a javascript: address is refused', async () => {
    customApp('/custom-page?activeHref=javascript%3Aalert(1)');
    expect(await screen.findByText('页面地址无效')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('NoMenuCustomPage frames the same page without the side menu', async () => {
    customApp('/no-menu-custom-page?menuId=cst_svc&activeMenuId=cst_svc_a&activeHref=https%3A%2F%2Fsvc.example.cn%2Fpolicy&headrMenu=Custom');
    expect(await frameSrc('政策查询')).toBe(`https://svc.example.cn/policy?${TOKENS}`);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '服务中心' })).toBeNull();
  });
});

describe('/sft-auth-success', () => {
  it('shows 认证成功 with a way back home', async () => {
    const { where } = customApp('/sft-auth-success?tntId=T1001&idytpCd=AGRI');
    expect(await screen.findByRole('heading', { name: '认证成功' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(where()).toMatch(/^\/home\b/));
  });
});
