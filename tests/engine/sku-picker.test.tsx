// The storefront's sku-picker block: a button per SKU (sold-out ones disabled), the chosen SKU's price and
// stock, a quantity stepper bounded by 1 and the stock, and actions that see the choice as `row`.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const GOODS = {
  itemId: 'I1', unitNm: '箱',
  skus: [
    { skuId: 'S1', specValues: '5斤装', price: '29.90', stock: 3 },
    { skuId: 'S2', specValues: '10斤装', price: '52.00', stock: 0 },
    { skuId: 'S3', specValues: '20斤装', price: '98.00', stock: 12 },
  ],
};

const SCREEN = {
  kind: 'page',
  route: { name: 'Pick', path: '/shopping/pick', meta: { title: '商品' } },
  blocks: [{
    kind: 'sku-picker',
    title: '选择规格',
    data: { call: 'goods.detail', params: { itemId: { var: 'query.itemId' } } },
    skus: { var: 'data.skus' },
    unit: { var: 'data.unitNm' },
    actions: [
      { id: 'add', label: '加入购物车', call: 'cart.add', payload: { skuId: { var: 'row.skuId' }, quantity: { var: 'row.quantity' } }, then: [{ message: '已加入购物车' }] },
      { id: 'buy', label: '立即购买', navigate: { path: '/shopping/generate-order', query: { skuId: { var: 'row.skuId' }, quantity: { var: 'row.quantity' } } } },
    ],
  }],
};

function open() {
  const t = inlineEngine({ 'goods.detail': () => GOODS, 'cart.add': () => ({ count: 1, quantity: 2 }) });
  render(t.view(SCREEN, {}, { itemId: 'I1' }));
  return t;
}

describe('sku-picker block', () => {
  it('chooses the first SKU in stock, shows its price and stock; a sold-out SKU cannot be chosen', async () => {
    open();
    const first = await screen.findByRole('radio', { name: '5斤装' });
    expect(first.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('¥29.90')).toBeTruthy();
    expect(screen.getByText('库存3箱')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /10斤装/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '20斤装' }));
    expect(screen.getByText('¥98.00')).toBeTruthy();
    expect(screen.getByText('库存12箱')).toBeTruthy();
  });

  it('bounds the quantity by 1 and the stock, and hands the choice to the actions', async () => {
    const t = open();
    await screen.findByRole('radio', { name: '5斤装' });
    const minus = screen.getByRole('button', { name: '减少' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: '增加' }) as HTMLButtonElement;
    const input = screen.getByRole('textbox', { name: '数量' }) as HTMLInputElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(input.value).toBe('3');
    expect(plus.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    expect(input.value).toBe('3');
    fireEvent.click(minus);
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(t.calls.find((c) => c.key === 'cart.add')?.payload).toEqual({ skuId: 'S1', quantity: 2 }));
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(t.navigations.at(-1)).toMatchObject({ path: '/shopping/generate-order', query: { skuId: 'S1', quantity: 2 } }));
  });
});
