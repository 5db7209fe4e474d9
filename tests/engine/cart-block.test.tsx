// The storefront cart block: lines grouped by seller with tick boxes (line, seller, 全选), a stepper per
// line, invalid lines greyed and never ticked, and a bottom bar with the ticked quantity and amount whose
// 去结算 is disabled while nothing is ticked. Every change runs the block's action and reloads: what is
// shown is always the server's answer (here a small in-memory cart standing in for /mall/cart).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

interface Line {
  skuId: string; itemId: string; itemNm: string; specValues: string; sellerId: string; sellerNm: string;
  price: string; quantity: number; stock: number; selected: boolean; invalid: boolean; invalidText: string | null;
}
const line = (skuId: string, sellerId: string, itemNm: string, price: string, quantity: number, extra: Partial<Line> = {}): Line => ({
  skuId, itemId: `I-${skuId}`, itemNm, specValues: '5斤装', sellerId, sellerNm: sellerId === 'A' ? '绿源农业' : '丰收农场',
  price, quantity, stock: 10, selected: false, invalid: false, invalidText: null, ...extra,
});

function fakeCart() {
  const lines: Line[] = [
    line('S1', 'A', '烟台苹果', '10.00', 1),
    line('S2', 'B', '寿光白菜', '2.50', 2),
    line('S3', 'A', '下架商品', '5.00', 1, { invalid: true, invalidText: '商品已下架' }),
  ];
  const cents = (s: string) => Math.round(Number(s) * 100);
  const answer = () => {
    const valid = lines.filter((l) => !l.invalid);
    const ticked = valid.filter((l) => l.selected);
    const amount = ticked.reduce((n, l) => n + cents(l.price) * l.quantity, 0);
    return {
      records: lines.map((l) => ({ ...l, amount: ((cents(l.price) * l.quantity) / 100).toFixed(2) })),
      total: lines.length,
      summary: {
        lineCount: lines.length, selectedCount: ticked.length, selectedQuantity: ticked.reduce((n, l) => n + l.quantity, 0),
        selectedAmount: (amount / 100).toFixed(2), allSelected: valid.length > 0 && ticked.length === valid.length, invalidCount: lines.length - valid.length,
      },
    };
  };
  const handlers = {
    'cart.list': () => answer(),
    'cart.select': (p: Record<string, unknown>) => {
      const keys = p.skuIds as string[] | undefined;
      for (const l of lines) if (!l.invalid && (!keys || keys.includes(l.skuId))) l.selected = p.selected as boolean;
      return answer().summary;
    },
    'cart.updateQuantity': (p: Record<string, unknown>) => {
      const l = lines.find((x) => x.skuId === p.skuId)!;
      if ((p.quantity as number) > l.stock) throw { code: 'YSCPR00000409', msg: '库存不足' };
      l.quantity = p.quantity as number;
      return l;
    },
  };
  return { lines, handlers };
}

const SCREEN = {
  kind: 'page',
  route: { name: 'Cart', path: '/shopping/cart', meta: { title: '购物车' } },
  blocks: [{
    kind: 'cart',
    data: { call: 'cart.list' },
    quantity: { id: 'q', label: '修改数量', call: 'cart.updateQuantity', payload: { skuId: '${row.skuId}', quantity: { var: 'row.quantity' } } },
    select: { id: 's', label: '勾选', call: 'cart.select', payload: { skuIds: { var: 'data.keys' }, selected: { var: 'data.selected' } } },
    checkout: { id: 'go', label: '去结算', navigate: { route: 'GenerateOrder' } },
  }],
};

async function open() {
  const cart = fakeCart();
  const t = inlineEngine(cart.handlers);
  render(t.view(SCREEN));
  await screen.findByRole('region', { name: '绿源农业' });
  return { t, cart };
}
const bar = () => within(screen.getByRole('contentinfo', { name: '结算' }));
const shown = (sel: string) => document.querySelector(sel)?.textContent;

describe('cart block', () => {
  it('groups lines by seller, greys an invalid line with its reason and never offers to tick it', async () => {
    await open();
    const a = within(screen.getByRole('region', { name: '绿源农业' }));
    expect(a.getByText('烟台苹果')).toBeTruthy();
    expect(a.getByText('下架商品')).toBeTruthy();
    expect(a.getByText('商品已下架')).toBeTruthy();
    expect(a.queryByRole('checkbox', { name: '选择下架商品' })).toBeNull();
    expect(within(screen.getByRole('region', { name: '丰收农场' })).getByText('寿光白菜')).toBeTruthy();
    expect((bar().getByRole('button', { name: '去结算' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('ticks a line, a seller and 全选 through the server, and the bar shows what the server counts', async () => {
    const { t } = await open();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择烟台苹果' }));
    await waitFor(() => expect(shown('[data-cart-amount]')).toBe('¥10.00'));
    expect(t.calls.find((c) => c.key === 'cart.select')?.payload).toEqual({ skuIds: ['S1'], selected: true });
    expect((bar().getByRole('button', { name: '去结算' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择丰收农场的全部商品' }));
    await waitFor(() => expect(shown('[data-cart-quantity]')).toBe('3'));
    expect(shown('[data-cart-amount]')).toBe('¥15.00');
    expect((bar().getByRole('checkbox', { name: '全选' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(bar().getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(shown('[data-cart-quantity]')).toBe('0'));
    expect(t.calls.filter((c) => c.key === 'cart.select').at(-1)?.payload).toEqual({ selected: false });
  });

  it('a stepper saves the quantity; a refusal puts the server\'s quantity back', async () => {
    const { t, cart } = await open();
    const box = within(screen.getByRole('group', { name: '寿光白菜数量' }));
    fireEvent.click(box.getByRole('button', { name: '增加' }));
    await waitFor(() => expect(cart.lines[1]!.quantity).toBe(3));
    await waitFor(() => expect((box.getByRole('textbox', { name: '数量' }) as HTMLInputElement).value).toBe('3'));
    const input = box.getByRole('textbox', { name: '数量' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '10' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(cart.lines[1]!.quantity).toBe(10));
    // Beyond the stock the stepper stops at it: 99 typed is not sent.
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    await waitFor(() => expect((box.getByRole('textbox', { name: '数量' }) as HTMLInputElement).value).toBe('10'));
    expect(t.calls.filter((c) => c.key === 'cart.updateQuantity').map((c) => c.payload.quantity)).toEqual([3, 10]);
    // The stock fell meanwhile: the server refuses 9 and the line shows its quantity again.
    cart.lines[1]!.stock = 4;
    fireEvent.click(box.getByRole('button', { name: '减少' }));
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'cart.updateQuantity').map((c) => c.payload.quantity)).toEqual([3, 10, 9]));
    expect(await screen.findByText('库存不足')).toBeTruthy();
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'cart.list').length).toBe(4));
    expect((box.getByRole('textbox', { name: '数量' }) as HTMLInputElement).value).toBe('10');
    expect(cart.lines[1]!.quantity).toBe(10);
  });
});

describe('an empty cart', () => {
  it('says so in a card, with its way back to the mall', async () => {
    // The personal member's empty cart floated its picture and 去逛逛 on the grey page background.
    const t = inlineEngine({ 'cart.list': () => ({ records: [], total: 0, summary: {} }) });
    const blocks = [{ ...SCREEN.blocks[0], emptyActions: [{ id: 'shop', label: '去逛逛', navigate: { route: 'ShoppingMall' } }] }];
    const { container } = render(t.view({ ...SCREEN, blocks }));
    await screen.findByText('购物车空空如也');
    const card = container.querySelector('section.scpr-cart--empty');
    expect(card?.getAttribute('aria-label')).toBe('购物车');
    expect(within(card as HTMLElement).getByRole('button', { name: '去逛逛' })).toBeTruthy();
  });
});

describe('cart block page size', () => {
  it('asks for a page of the largest size the app says the call accepts (the catalogue\'s limit, not the engine\'s)', async () => {
    const cart = fakeCart();
    const t = inlineEngine(cart.handlers, { pageSizeLimit: (call) => (call === 'cart.list' ? 37 : undefined) });
    render(t.view(SCREEN));
    await screen.findByRole('region', { name: '绿源农业' });
    expect(t.calls.find((c) => c.key === 'cart.list')?.payload).toMatchObject({ pageNum: 1, pageSize: 37 });
  });
});
