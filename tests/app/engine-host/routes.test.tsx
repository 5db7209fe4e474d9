// Each route renders its screen file through the engine; areas go on to their first child; an area
// with nothing to show says so; a keepAlive route keeps its state when the user comes back.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KEYS } from '../../../api/client';
import { KeepAliveOutlet } from '../../../src/layout';
import type { RouteRecord } from '../../../src/routing';
import { idytpCdAtom, tntIdAtom } from '../../../src/session';
import { appFixture } from '../helpers/app-fixture';
import { menu, userInfo } from '../helpers/entries';
import { ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

afterEach(cleanup);

const Q = '?tntId=T1001&idytpCd=AGRI';

function loggedIn(menus = [menu('m_User', 'User', '0', { menuNm: '用户中心' }), menu('m_MyCenter', 'MyCenter', 'm_User', { menuNm: '账户中心' }), menu('m_Shopping', 'Shopping', '0', { menuNm: '商城' })]) {
  const f = appFixture(
    {
      [KEYS.platformParam]: () => ok([{ paramValue: '0' }]),
      [KEYS.generalLogin]: () => ok(false),
      [KEYS.getRsyMenu]: () => new Response('', { status: 500 }),
      [KEYS.codeList]: () => ok([]),
      [KEYS.mallList]: () => ok([]),
      ['user.getUserInfo']: () => ok({ username: '丰收买家', phone: '13800000003', accountType: 2, userAuthStatus: '3', companyNm: '丰收农产品采购有限公司', entAuthStatus: '3' }),
      [KEYS.accountList]: () => ok([]),
    },
    { records: 'screens' },
  );
  f.app.store.set(tntIdAtom, 'T1001');
  f.app.store.set(idytpCdAtom, 'AGRI');
  f.app.actions.afterLogin({
    loginUser: userInfo({ username: '丰收买家', accountType: 2, accountId: 'A030', userAuthStatus: '3', entAuthStatus: '3' }),
    tokenDTO: { access_token: 'AT', refresh_token: 'RT', expired: Date.parse('2100-01-01'), seqNo: 'S' },
    loginAhrBO: { menus, roleBOS: [] },
  });
  return f;
}

describe('engine routes', () => {
  it('an area goes on to its first visible child', async () => {
    const { where } = renderApp(loggedIn().app, `/user${Q}`);
    await waitFor(() => expect(where()).toBe(`/user/my-center${Q}`));
    expect(await screen.findByText('丰收农产品采购有限公司')).toBeTruthy();
  });

  it('an area with nothing to show yet says 暂无数据', async () => {
    const { where } = renderApp(loggedIn().app, `/shopping${Q}`);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(where()).toBe(`/shopping${Q}`);
  });

  it('a page without the shell (企业大屏) keeps its own heading, there being no page header above it', async () => {
    const f = loggedIn([menu('m_EntLargeScreen', 'EntLargeScreen', '0', { menuNm: '企业大屏' })]);
    renderApp(f.app, `/ent-large-screen${Q}`);
    expect(await screen.findByRole('heading', { name: '企业大屏' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
  });

  it('a route outside the authority list ends on the 404 screen', async () => {
    const { where } = renderApp(loggedIn().app, `/storage${Q}`);
    await waitFor(() => expect(where()).toBe(`/404${Q}`));
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });
});

describe('keepAlive', () => {
  function Counter() {
    const [n, setN] = useState(0);
    return <button onClick={() => setN(n + 1)}>计数{n}</button>;
  }
  const records: RouteRecord[] = [
    { name: 'Kept', path: '/kept', meta: { keepAlive: true } },
    { name: 'Plain', path: '/plain', meta: {} },
  ];

  it('a keepAlive screen keeps its state across a visit elsewhere; a plain one starts again', async () => {
    const Layout = () => {
      const here = useLocation().pathname;
      const record = records.find((r) => r.path === here);
      return (
        <>
          <Link to="/kept">去保留页</Link>
          <Link to="/plain">去普通页</Link>
          <KeepAliveOutlet record={record} fallbackKey={here} />
        </>
      );
    };
    const router = createMemoryRouter(
      [{ path: '/', element: <Layout />, children: records.map((r) => ({ path: r.path, element: <Counter /> })) }],
      { initialEntries: ['/kept'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole('button', { name: '计数0' }));
    fireEvent.click(screen.getByRole('link', { name: '去普通页' }));
    fireEvent.click(await screen.findByRole('button', { name: '计数0' }));
    fireEvent.click(screen.getByRole('link', { name: '去保留页' }));
    expect(await screen.findByRole('button', { name: '计数1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '去普通页' }));
    expect(await screen.findByRole('button', { name: '计数0' })).toBeTruthy();
  });
});
