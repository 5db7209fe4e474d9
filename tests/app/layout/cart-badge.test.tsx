// The header's cart badge (issue 12): read on login, and set from the answer of 加入购物车 on product
// details (the engine's cartBadge.refresh effect), through the real routes and the real screen file.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEYS } from '../../../api/client';
import { idytpCdAtom, tntIdAtom, type LoginResult } from '../../../src/session';
import { appFixture } from '../helpers/app-fixture';
import { button, menu, role, userInfo } from '../helpers/entries';
import { ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

afterEach(cleanup);

const MENUS = [
  menu('m_Shopping', 'Shopping', '0', { menuNm: '商城', menuOrderno: 10 }),
  menu('m_ShoppingMall', 'ShoppingMall', 'm_Shopping', { menuNm: '商城首页', menuOrderno: 1 }),
  menu('m_ProductDetails', 'ProductDetails', 'm_Shopping', { menuNm: '商品详情' }),
  menu('m_Cart', 'Cart', 'm_Shopping', { menuNm: '购物车' }),
  button('b_home', 'home', '0'),
  button('b_cart_add', 'cart-add', 'm_ProductDetails'),
];

const LOGIN: LoginResult = {
  loginUser: userInfo({ username: '王建国', accountType: 2, accountId: 'A1', userAuthStatus: '3', entAuthStatus: '3' }),
  tokenDTO: { access_token: 'AT', refresh_token: 'RT', expired: Date.parse('2100-01-01'), seqNo: 'S' },
  loginAhrBO: { menus: MENUS, roleBOS: [role('采购员')] },
};

const ITEM = {
  itemId: 'I1', itemNm: '烟台红富士苹果', unitNm: '箱', pictures: [], minPrice: '58.00', maxPrice: '58.00', attributes: [], description: '',
  skus: [{ skuId: 'S1', specValues: '10斤装', price: '58.00', stock: 20 }],
};

describe('the header cart badge', () => {
  it('shows the cart lines on login and follows 加入购物车', async () => {
    let lines = 2;
    const added: unknown[] = [];
    const f = appFixture(
      {
        [KEYS.platformParam]: () => ok([{ paramValue: '0' }]),
        [KEYS.generalLogin]: () => ok(false),
        [KEYS.unreadCount]: () => ok({ unreadCount: 0 }),
        [KEYS.cartCount]: () => ok({ count: lines, quantity: lines }),
        'item.frontDetail': () => ok(ITEM),
        'cart.add': async (req) => {
          added.push(await req.json());
          lines += 1;
          return ok({ count: lines, quantity: lines });
        },
      },
      { records: 'screens' },
    );
    f.app.store.set(tntIdAtom, 'T001');
    f.app.store.set(idytpCdAtom, 'I01');
    f.app.actions.afterLogin(LOGIN);
    renderApp(f.app, '/shopping/product-details?itemId=I1&tntId=T001&idytpCd=I01');
    const header = await screen.findByRole('banner');
    const badge = await within(header).findByRole('link', { name: '购物车，2种商品' });
    expect(badge.textContent).toContain('2');
    fireEvent.click(await screen.findByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(within(header).getByRole('link', { name: '购物车，3种商品' })).toBeTruthy());
    expect(added).toEqual([{ skuId: 'S1', quantity: 1 }]);
  });
});
