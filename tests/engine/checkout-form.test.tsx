// The checkout's engine parts: a radio of addresses from a source, filled with the quote's default while
// the user has chosen none (`follow` on a plain value); one box per seller from the quote (`follow` on an
// array, the `groups` widget), each with its own pay type options (scope `row`) kept when the quote
// changes; and the `object` operator building the payload of one order per seller.
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { evaluate } from '../../engine/logic';
import { followRows } from '../../engine/render/form/live/follow';
import { inlineEngine } from './support/inline-screen';
import { realEntities, realScreen } from './support/real-screen';

afterEach(cleanup);

const ENTITY = {
  checkout: {
    $id: 'checkout',
    type: 'object',
    required: ['addressId', 'sellers'],
    properties: {
      addressId: { type: 'string', title: '收货地址' },
      sellers: {
        type: 'array', title: '卖家订单', minItems: 1,
        items: {
          type: 'object', required: ['sellerCompanyId', 'payType'],
          properties: {
            sellerCompanyId: { type: 'string', title: '卖家' },
            payType: { type: 'string', title: '付款方式' },
            note: { type: 'string', title: '留言', maxLength: 20 },
            lines: { type: 'array', title: '商品', items: { type: 'object', properties: { itemNm: { type: 'string', title: '商品名称' }, quantity: { type: 'integer', title: '数量' } } } },
          },
        },
      },
    },
  },
};

const quote = (addressId: string) => ({
  address: { addressId, consignee: '王建国' },
  total: addressId === 'A2' ? '130.00' : '120.00',
  groups: [
    { sellerId: 'C1', sellerNm: '绿源农业', total: '100.00', lines: [{ itemNm: '烟台苹果', quantity: 2 }], payTypes: [{ payType: '5', payTypeNm: '先款后货' }, { payType: '6', payTypeNm: '先货后款' }] },
    { sellerId: 'C2', sellerNm: '丰收农场', total: addressId === 'A2' ? '30.00' : '20.00', lines: [{ itemNm: '寿光白菜', quantity: 1 }], payTypes: [{ payType: '8', payTypeNm: '分期' }] },
  ],
});

const SCREEN = {
  kind: 'form',
  route: { name: 'Checkout', path: '/shopping/checkout', meta: { title: '确认订单' } },
  entity: 'checkout',
  sources: {
    addresses: { call: 'address.list', map: { data: 'records' } },
    quote: { call: 'cart.settle', params: { addressId: { var: 'form.addressId' } }, deps: ['form.addressId'], debounce: 0 },
  },
  layout: {
    sections: [{
      title: '订单',
      fields: [
        { field: 'addressId', widget: 'radio', options: { layout: 'cards', from: { map: [{ var: 'sources.addresses' }, { object: { value: { var: 'addressId' }, label: '${consignee} ${detail}' } }] } }, follow: { value: { var: 'sources.quote.address.addressId' } } },
        {
          field: 'sellers', widget: 'groups',
          follow: { key: 'sellerCompanyId', value: { map: [{ var: 'sources.quote.groups' }, { object: { sellerCompanyId: { var: 'sellerId' }, sellerNm: { var: 'sellerNm' }, total: { var: 'total' }, lines: { var: 'lines' }, options: { map: [{ var: 'payTypes' }, { object: { value: { var: 'payType' }, label: { var: 'payTypeNm' } } }] }, payType: { var: 'payTypes.0.payType' } } }] } },
          options: { heading: '店铺：${row.sellerNm}', lines: { rows: 'lines' }, summary: [{ label: '本店合计', value: { var: 'row.total' } }] },
          fields: [{ field: 'payType', widget: 'radio', options: { from: { var: 'row.options' } } }, 'note'],
        },
      ],
    }],
  },
  summary: [{ label: '应付总额', value: { var: 'sources.quote.total' } }],
  submit: {
    label: '提交订单', call: 'indent.create', payloadFrom: 'none',
    payload: { addressId: { var: 'form.addressId' }, sellers: { map: [{ var: 'form.sellers' }, { object: { sellerCompanyId: { var: 'sellerCompanyId' }, payType: { var: 'payType' }, note: { var: 'note' } } }] } },
  },
};

function open(strict = false) {
  const t = inlineEngine({
    'address.list': () => ({ records: [{ addressId: 'A1', consignee: '王建国', detail: '幸福路88号' }, { addressId: 'A2', consignee: '李秀英', detail: '泉城路168号' }] }),
    'cart.settle': (p) => quote(String(p.addressId ?? 'A1')),
    'indent.create': () => ({ orders: [] }),
  });
  render(strict ? <StrictMode>{t.view(SCREEN, ENTITY)}</StrictMode> : t.view(SCREEN, ENTITY));
  return t;
}

describe('checkout form: follow, groups and object', () => {
  it('fills the quote\'s default address, draws a box per seller with its own pay types, and keeps the buyer\'s choices when the quote changes', async () => {
    const t = open();
    const a1 = await screen.findByRole('radio', { name: '王建国 幸福路88号' });
    await waitFor(() => expect((a1 as HTMLInputElement).checked).toBe(true));
    const c1 = within(await screen.findByRole('region', { name: '店铺：绿源农业' }));
    const c2 = within(screen.getByRole('region', { name: '店铺：丰收农场' }));
    expect(c1.getByText('烟台苹果')).toBeTruthy();
    expect((c1.getByRole('radio', { name: '先款后货' }) as HTMLInputElement).checked).toBe(true);
    expect(c2.queryByRole('radio', { name: '先款后货' })).toBeNull();
    expect((c2.getByRole('radio', { name: '分期' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(c1.getByRole('radio', { name: '先货后款' }));
    // Another address: a new quote (freight changes the totals); the pay type chosen for 绿源农业 stays.
    fireEvent.click(screen.getByRole('radio', { name: '李秀英 泉城路168号' }));
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'cart.settle').at(-1)?.payload).toEqual({ addressId: 'A2' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: '店铺：丰收农场' })).getByText('30.00元')).toBeTruthy());
    expect((within(screen.getByRole('region', { name: '店铺：绿源农业' })).getByRole('radio', { name: '先货后款' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '李秀英 泉城路168号' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(t.calls.find((c) => c.key === 'indent.create')?.payload).toEqual({
      addressId: 'A2',
      sellers: [{ sellerCompanyId: 'C1', payType: '6' }, { sellerCompanyId: 'C2', payType: '8' }],
    }));
  });

  it('keeps 提交订单 disabled by its access while the quote holds no goods, and enables it once it does', async () => {
    let goods = false;
    const t = inlineEngine({
      'address.list': () => ({ records: [{ addressId: 'A1', consignee: '王建国', detail: '幸福路88号' }, { addressId: 'A2', consignee: '李秀英', detail: '泉城路168号' }] }),
      'cart.settle': (p) => (goods ? quote(String(p.addressId ?? 'A1')) : { groups: [] }),
      'indent.create': () => ({ orders: [] }),
    });
    const screenJson = { ...SCREEN, submit: { ...SCREEN.submit, access: { disabled: { '!': { var: 'form.sellers.length' } } } } };
    render(t.view(screenJson, ENTITY));
    await screen.findByRole('radio', { name: '王建国 幸福路88号' });
    await waitFor(() => expect(t.calls.some((c) => c.key === 'cart.settle')).toBe(true));
    const submit = () => screen.getByRole('button', { name: '提交订单' }) as HTMLButtonElement;
    await waitFor(() => expect(submit().disabled).toBe(true));
    // Enter in the form does not send it either.
    fireEvent.submit(submit().closest('form')!);
    goods = true;
    fireEvent.click(screen.getByRole('radio', { name: '李秀英 泉城路168号' }));
    await screen.findByRole('region', { name: '店铺：绿源农业' });
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(t.calls.filter((c) => c.key === 'indent.create')).toEqual([]);
  });

  it('gives every seller\'s lines table one shared column layout, so the columns line up down the page', async () => {
    open();
    await screen.findByRole('region', { name: '店铺：丰收农场' });
    const layouts = screen.getAllByRole('table').map((t) => [...t.querySelectorAll('colgroup col')].map((c) => (c as HTMLElement).style.width));
    // 商品名称 (text) shares what is left; 数量 (an integer) is as wide as a count.
    expect(layouts).toEqual([['', '90px'], ['', '90px']]);
    expect(screen.getAllByRole('table').every((t) => t.className.includes('scpr-subtable--shared'))).toBe(true);
  });

  it('sends each source once when the form opens, in StrictMode too (the app runs in it), the quote not again for the address it filled', async () => {
    const t = open(true);
    const a1 = await screen.findByRole('radio', { name: '王建国 幸福路88号' });
    await waitFor(() => expect((a1 as HTMLInputElement).checked).toBe(true));
    await screen.findByRole('region', { name: '店铺：绿源农业' });
    const count = (key: string) => t.calls.filter((c) => c.key === key).length;
    expect({ addresses: count('address.list'), quote: count('cart.settle') }).toEqual({ addresses: 1, quote: 1 });
    fireEvent.click(screen.getByRole('radio', { name: '李秀英 泉城路168号' }));
    await waitFor(() => expect(count('cart.settle')).toBe(2));
  });

  it('followRows keeps the user\'s own fields of rows still there, drops rows gone, adds new ones as given', () => {
    const before = [{ k: '1', pay: '6', note: '早点发' }, { k: '2', pay: '5' }];
    const rows = [{ k: '2', pay: '8', total: '3' }, { k: '3', pay: '5' }];
    expect(followRows(rows, before, 'k', ['pay', 'note'])).toEqual([{ k: '2', pay: '5', total: '3' }, { k: '3', pay: '5' }]);
  });

  it('object builds an object of expressions; a literal object of several keys stays as written', () => {
    expect(evaluate({ object: { a: { var: 'x' }, b: { '+': [1, 2] } } }, { x: 'y' })).toEqual({ a: 'y', b: 3 });
    expect(evaluate({ map: [{ var: 'rows' }, { object: { id: { var: 'k' } } }] }, { rows: [{ k: 1 }, { k: 2 }] })).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('the checkout screen (schemas/shopping/generate-order.json) and what is ticked in the cart', () => {
  const json = realScreen('shopping/generate-order');
  const entities = realEntities();
  const summary = (selectedCount: number) => ({ lineCount: 3, selectedCount, selectedQuantity: selectedCount, selectedAmount: '0.00', allSelected: false, invalidCount: 0 });
  function checkout(selectedCount: number, query?: Record<string, string>) {
    const t = inlineEngine({
      'address.list': () => ({ records: [{ addressId: 'A1', consignee: '王建国', phone: '13800000003', regionName: '山东省', detail: '幸福路88号' }], total: 1 }),
      'cart.list': () => ({ records: [], total: 3, summary: summary(selectedCount) }),
      // The server's answer with nothing ticked (tests/api/cart-checkout.test.ts): the screen must not ask.
      'cart.settle': (p) => {
        if (!p.buyNow && selectedCount === 0) throw { code: 'YSCPR00000400', msg: '请选择要结算的商品' };
        return quote('A1');
      },
    });
    render(t.view(json, entities as never, query));
    return t;
  }

  it('with nothing ticked: says so with a way back to the cart, and never asks for the quote (no 400 in the console)', async () => {
    const t = checkout(0);
    expect(await screen.findByText('没有要结算的商品，请先在购物车勾选商品')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
    expect(t.calls.map((c) => c.key)).not.toContain('cart.settle');
    expect(screen.queryByText('请选择要结算的商品')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回购物车' }));
    await waitFor(() => expect(t.navigations).toEqual([{ name: 'Cart' }]));
  });

  it('with lines ticked: quotes them and shows one box per seller', async () => {
    const t = checkout(2);
    expect(await screen.findByRole('region', { name: '店铺：绿源农业' })).toBeTruthy();
    expect(t.calls.filter((c) => c.key === 'cart.settle')).toHaveLength(1);
    expect(screen.queryByText('没有要结算的商品，请先在购物车勾选商品')).toBeNull();
  });

  it('buy now (立即购买): quotes the SKU without asking the cart, whatever is ticked there', async () => {
    const t = checkout(0, { skuId: 'S1', quantity: '2' });
    expect(await screen.findByRole('region', { name: '店铺：绿源农业' })).toBeTruthy();
    expect(t.calls.filter((c) => c.key === 'cart.settle').map((c) => c.payload.buyNow)).toEqual([{ skuId: 'S1', quantity: 2 }]);
    expect(t.calls.map((c) => c.key)).not.toContain('cart.list');
  });
});
