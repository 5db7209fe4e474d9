// The home page (schemas/home/home.json) in the running app: tiles by role, the to-do count, the quick
// entry panel's edit mode and limits (spec 2.12, 5, 9), the mall footer.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEYS } from '../../../api/client';
import { idytpCdAtom, tntIdAtom, type LoginResult } from '../../../src/session';
import { appFixture } from '../helpers/app-fixture';
import { button, custom, menu, role, userInfo } from '../helpers/entries';
import { ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { chooseOption, optionLabels } from '../../engine/support/select';

afterEach(cleanup);

const Q = '?tntId=T1001&idytpCd=AGRI';
const MENUS = [menu('m_User', 'User', '0', { menuNm: '用户中心' }), menu('m_MyCenter', 'MyCenter', 'm_User', { menuNm: '账户中心' }), button('b_home', 'home', '0')];
const FOOTER = {
  mallId: 'M02', cooperationPhone: '400-800-2026', cooperationEmail: 'service@agri.example.cn', friendshipLink: '农业农村部,全国农产品商务信息公共服务平台',
  partners: '绿源农业,丰收合作社', otherContent: '农业产业交易平台：企业采购商城', copyright: '© 2026 农业产业示范平台 版权所有',
};

function homeApp(o: { isTnt?: boolean; rights?: string[]; entries?: number; unread?: number; finance?: boolean; path?: string; unify?: boolean; twins?: boolean; complaints?: number } = {}) {
  const openCounts: number[] = [];
  let entries = Array.from({ length: o.entries ?? 2 }, (_, i) => ({ id: `s${i}`, menuName: `入口${i}`, menuId: 'm_MyCenter' }));
  const f = appFixture(
    {
      [KEYS.platformParam]: () => ok([{ paramValue: '0' }]),
      [KEYS.generalLogin]: () => ok(false),
      [KEYS.getRsyMenu]: () => new Response('', { status: 500 }),
      [KEYS.unreadCount]: () => ok({ unreadCount: o.unread ?? 0 }),
      'complaint.openCount': () => {
        openCounts.push(o.complaints ?? 0);
        return ok({ openCount: o.complaints ?? 0 });
      },
      [KEYS.codeList]: () => ok([]),
      [KEYS.mallList]: () => ok([{ id: 'M02', mallNm: '企业采购商城', mallType: '2', mallStatus: '1' }]),
      [KEYS.mallFooter]: () => ok(FOOTER),
      [KEYS.shortcutList]: () => ok(entries),
      [KEYS.shortcutAdd]: async (req) => {
        const body = (await req.json()) as { menuName: string; menuId: string };
        entries = [...entries, { id: `s${entries.length}`, ...body }];
        return ok(entries.at(-1));
      },
      [KEYS.shortcutDelete]: async (req) => {
        const { id } = (await req.json()) as { id: string };
        entries = entries.filter((e) => e.id !== id);
        return ok(null);
      },
    },
    { records: 'screens' },
  );
  f.app.store.set(tntIdAtom, 'T1001');
  f.app.store.set(idytpCdAtom, 'AGRI');
  const login: LoginResult = {
    loginUser: userInfo({ username: '李平台', accountType: 2, accountId: 'A010', isTnt: o.isTnt ?? false, userAuthStatus: '3', entAuthStatus: '3', tntId: 'T1001', idytpCd: 'AGRI' }),
    tokenDTO: { access_token: 'AT', refresh_token: 'RT', expired: Date.parse('2100-01-01'), seqNo: 'S' },
    loginAhrBO: {
      menus: [...MENUS, ...(o.rights ?? []).map((r) => button(`b_${r}`, r, '0')), ...(o.finance ? [custom('cst_fin', '金融服务', '0', { webUrl: 'https://fin.example.cn/' })] : []),
        ...(o.unify ? [menu('m_Unify', 'Unify', '0', { menuNm: '公共管理后台' }), menu('m_UnifyHome', 'UnifyHome', 'm_Unify', { menuNm: '后台首页' })] : []),
        ...(o.twins ? [menu('m_Unit', 'UnitManage', 'm_User', { menuNm: '商品分类' }), menu('m_Shop', 'Shopping', '0', { menuNm: '商城' }), menu('m_Search', 'ShoppingMallSearch', 'm_Shop', { menuNm: '商品分类' })] : []),
      ],
      roleBOS: [role('平台管理员')],
    },
  };
  f.app.actions.afterLogin(login);
  return { ...f, openCounts, ...renderApp(f.app, `${o.path ?? '/home'}${Q}`) };
}

/** The headings of the entry tiles (the first tile list on the page). */
const tiles = async () => {
  const grid = (await screen.findByText('金融服务')).closest('ul')!;
  return [...grid.querySelectorAll('.scpr-card__heading')].map((h) => h.textContent);
};

describe('home page tiles', () => {
  it('a tenant admin with complain and messages sees every tile, and the unread count', async () => {
    homeApp({ isTnt: true, rights: ['complain', 'header-message'], unread: 2 });
    expect(await screen.findByRole('heading', { name: /^欢迎使用/ })).toBeTruthy();
    await waitFor(async () => expect(await tiles()).toEqual(['金融服务', '功能设置', '投诉中心', '新手引导', '待办事项', '企业大屏']));
    expect(await screen.findByText('2条未读消息')).toBeTruthy();
  });

  it('an enterprise user without them: no settings, complaint or large-screen tile; 暂无待办事项; the complaint count is not asked', async () => {
    const { openCounts } = homeApp({});
    await waitFor(async () => expect(await tiles()).toEqual(['金融服务', '新手引导', '待办事项']));
    expect(screen.getByText('暂无待办事项')).toBeTruthy();
    expect(openCounts).toEqual([]);
  });

  it('投诉中心 counts the open complaints (its own call) and leads to 我的投诉; the platform\'s leads to 投诉处理', async () => {
    const member = homeApp({ rights: ['complain'], complaints: 2 });
    const tile = (await screen.findByText('2条投诉处理中')).closest('a')!;
    expect(member.openCounts).toEqual([2]);
    expect(tile.getAttribute('href')).toMatch(/\/user\/complain(\?|$)/);
    cleanup();
    homeApp({ isTnt: true, rights: ['complain'], complaints: 0 });
    const none = (await screen.findByText('投诉受理与处理进度')).closest('a')!;
    expect(none.getAttribute('href')).toMatch(/\/user\/complainPlat(\?|$)/);
  });

  it('金融服务 opens the tenant\'s finance custom menu when it has one (as the header\'s 金融服务 does), else the finance page', async () => {
    const { where } = homeApp({ finance: true });
    const grid = (await screen.findByText('支付结算与融资服务')).closest('ul')!;
    fireEvent.click(within(grid).getByText('金融服务'));
    await waitFor(() => expect(where()).toMatch(/^\/custom-page\?.*menuId=cst_fin/));
    await waitFor(() => expect(document.querySelector('iframe[title="金融服务"]')).toBeTruthy());
    cleanup();
    const other = homeApp({});
    const grid2 = (await screen.findByText('支付结算与融资服务')).closest('ul')!;
    fireEvent.click(within(grid2).getByText('金融服务'));
    await waitFor(() => expect(other.where()).toMatch(/^\/finance\b/));
  });

  it('the footer shows the mall footer fields, links and partners one by one', async () => {
    homeApp({});
    expect(await screen.findByText('400-800-2026')).toBeTruthy();
    expect(screen.getByText('© 2026 农业产业示范平台 版权所有')).toBeTruthy();
    expect(screen.getByText('丰收合作社').tagName).toBe('LI');
  });
});

describe('quick entry panel', () => {
  const panel = async () => screen.findByRole('region', { name: '快捷入口' });

  it('customise / return switch the edit mode; add hides at 4 entries', async () => {
    homeApp({ entries: 3 });
    const p = await panel();
    await within(p).findByText('入口2');
    expect(within(p).queryByRole('button', { name: '添加' })).toBeNull();
    fireEvent.click(within(p).getByRole('button', { name: '自定义' }));
    expect(await within(p).findByRole('button', { name: '添加' })).toBeTruthy();
    expect(within(p).getAllByRole('button', { name: '删除' })).toHaveLength(3);
    fireEvent.click(within(p).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(within(p).queryByRole('button', { name: '添加' })).toBeNull());
  });

  it('with 4 entries there is no add; with 1 there is no delete', async () => {
    homeApp({ entries: 4 });
    let p = await panel();
    await within(p).findByText('入口3');
    fireEvent.click(within(p).getByRole('button', { name: '自定义' }));
    await within(p).findByRole('button', { name: '返回' });
    expect(within(p).queryByRole('button', { name: '添加' })).toBeNull();
    cleanup();
    homeApp({ entries: 1 });
    p = await panel();
    await within(p).findByText('入口0');
    fireEvent.click(within(p).getByRole('button', { name: '自定义' }));
    await within(p).findByRole('button', { name: '添加' });
    expect(within(p).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('the link pages leave out the public back office\'s pages, which an industry tenant sends back to Home', async () => {
    homeApp({ entries: 1, unify: true });
    const p = await panel();
    fireEvent.click(await within(p).findByRole('button', { name: '自定义' }));
    fireEvent.click(await within(p).findByRole('button', { name: '添加' }));
    const dialog = await screen.findByRole('dialog', { name: '添加快捷入口' });
    expect(await optionLabels((await within(dialog).findByLabelText(/链接页面/)) as HTMLInputElement)).toEqual(['账户中心']);
  });

  it('two link pages of the same name say which menu each is under', async () => {
    homeApp({ entries: 1, twins: true });
    const p = await panel();
    fireEvent.click(await within(p).findByRole('button', { name: '自定义' }));
    fireEvent.click(await within(p).findByRole('button', { name: '添加' }));
    const dialog = await screen.findByRole('dialog', { name: '添加快捷入口' });
    expect(await optionLabels((await within(dialog).findByLabelText(/链接页面/)) as HTMLInputElement)).toEqual(['账户中心', '用户中心 / 商品分类', '商城 / 商品分类']);
  });

  it('adding: name required and 1-5 characters, link page required, then 添加成功 and the new entry', async () => {
    const f = homeApp({ entries: 1 });
    const p = await panel();
    fireEvent.click(await within(p).findByRole('button', { name: '自定义' }));
    fireEvent.click(await within(p).findByRole('button', { name: '添加' }));
    const dialog = await screen.findByRole('dialog', { name: '添加快捷入口' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入快捷入口名称', '请选择链接页面']));
    // Issue 14: no silent maxlength swallowing the 6th character; the spec's message shows while typing.
    expect((within(dialog).getByLabelText(/入口名称/) as HTMLInputElement).maxLength).toBe(-1);
    fireEvent.change(within(dialog).getByLabelText(/入口名称/), { target: { value: '六个字的名字' } });
    expect(await within(dialog).findByText('入口名称1-5个字')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/入口名称/), { target: { value: '账户' } });
    const select = within(dialog).getByLabelText(/链接页面/) as HTMLInputElement;
    expect(select.placeholder).toBe('请选择链接页面');
    expect(await optionLabels(select)).toEqual(['账户中心']);
    await chooseOption(select, '账户中心');
    // The submit button rests 1.5 s after the first try (disabled meanwhile): wait for it, not for a time.
    const submit = within(dialog).getByRole('button', { name: '确定' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('添加成功')).toBeTruthy();
    expect(f.bodyOf(KEYS.shortcutAdd)).toEqual({ menuName: '账户', menuId: 'm_MyCenter' });
    expect(await within(p).findByText('账户')).toBeTruthy();
  });
});

describe('to-do list', () => {
  it('without the message right the page still says what it is: 待办事项 over 暂无待办事项', async () => {
    homeApp({ path: '/todoList' });
    expect(await screen.findByRole('heading', { name: '待办事项' })).toBeTruthy();
    expect(screen.getByText('暂无待办事项')).toBeTruthy();
  });
});
