// Region widgets on GB/T 2260 codes (tests/engine/fixtures/trading/freight-regions.json): several
// provinces or cities found by name and shown as tags (freight regions), a city-level cascader that
// writes the names it chose, and codes shown by name (value type region).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import freightRegions from './fixtures/trading/freight-regions.json';
import tradeOrder from './fixtures/trading/entities/trade-order.json';
import { inlineEngine } from './support/inline-screen';
import { chooseOption } from './support/select';

afterEach(cleanup);
const entities = { 'trade-order': tradeOrder } as never;

describe('regions widget (multiple, with search)', () => {
  it('finds provinces and cities by name, shows them as tags, removes one, and submits the codes', async () => {
    const t = inlineEngine({ 'trade.freightSave': () => ({}) });
    render(t.view(freightRegions, entities));
    const search = await screen.findByRole('textbox', { name: '搜索配送区域' });
    fireEvent.change(search, { target: { value: '杭州' } });
    fireEvent.click(within(screen.getByRole('listbox', { name: '搜索结果' })).getByRole('button', { name: '浙江省杭州市' }));
    fireEvent.change(search, { target: { value: '江苏' } });
    fireEvent.click(within(screen.getByRole('listbox', { name: '搜索结果' })).getByRole('button', { name: '江苏省' }));
    fireEvent.change(search, { target: { value: '西藏' } });
    fireEvent.click(within(screen.getByRole('listbox', { name: '搜索结果' })).getByRole('button', { name: '西藏自治区' }));
    const tags = screen.getByRole('list', { name: '已选配送区域' });
    expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['浙江省杭州市×', '江苏省×', '西藏自治区×']);
    fireEvent.click(screen.getByRole('button', { name: '移除江苏省' }));
    // Districts are not offered at these levels.
    fireEvent.change(search, { target: { value: '西湖区' } });
    expect(within(screen.getByRole('listbox', { name: '搜索结果' })).getByText('无匹配地区')).toBeTruthy();

    await chooseOption(await screen.findByLabelText('所在地区省份'), '广东省');
    await chooseOption(screen.getByLabelText('所在地区城市'), '深圳市');
    expect(screen.queryByLabelText('所在地区区县')).toBeNull(); // level city: two selects
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(t.calls.some((c) => c.key === 'trade.freightSave')).toBe(true));
    // A city-level picker: the value is the city code.
    expect(t.calls.find((c) => c.key === 'trade.freightSave')!.payload).toEqual({ freightRegions: ['330100', '540000'], regionCode: '440300' });
  });

  it('is required: an empty list says so in Chinese', async () => {
    const t = inlineEngine({ 'trade.freightSave': () => ({}) });
    render(t.view(freightRegions, entities));
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText(/配送区域/, { selector: '[role="alert"]' })).toBeTruthy();
    expect(t.calls).toEqual([]);
  });
});

describe('value type region', () => {
  it('shows codes by their full names (the table loads lazily)', async () => {
    const t = inlineEngine({ 'trade.orderDetail': () => ({ regionCode: '330106', freightRegions: ['110000', '440300'] }) });
    const detail = {
      kind: 'detail',
      route: { name: 'D', path: '/d', meta: { title: '详情' } },
      entity: 'trade-order',
      data: { call: 'trade.orderDetail' },
      fields: ['regionCode', 'freightRegions'],
    };
    render(t.view(detail, entities));
    expect(await screen.findByText('浙江省 杭州市 西湖区')).toBeTruthy();
    expect(await screen.findByText('北京市、广东省 深圳市')).toBeTruthy();
  });
});
