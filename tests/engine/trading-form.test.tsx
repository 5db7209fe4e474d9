// The agent-order fixture (tests/engine/fixtures/trading/agent-order.json): goods SKUs picked
// in a dialog into a form array, editable price and quantity cells with per-row bounds, line totals and
// order totals computed live, the region picker, cascading selects and the quote re-fetched on change.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import agentOrder from './fixtures/trading/agent-order.json';
import tradeOrder from './fixtures/trading/entities/trade-order.json';
import { inlineEngine } from './support/inline-screen';
import { chooseOption, optionLabels } from './support/select';

afterEach(cleanup);

const SKUS = Array.from({ length: 12 }, (_, i) => ({
  skuId: `s${i + 1}`,
  goodsName: i === 2 ? '红富士苹果' : `商品${i + 1}`,
  specName: '5斤装',
  price: i === 0 ? '0.10' : `${i + 1}.50`,
  stock: i === 3 ? 0 : 5,
}));
const CITIES: Record<string, { code: string; name: string }[]> = {
  '0': [{ code: '33', name: '浙江' }, { code: '32', name: '江苏' }],
  '33': [{ code: '3301', name: '杭州' }],
  '32': [{ code: '3201', name: '南京' }],
};

function setup(quote: (p: Record<string, unknown>) => unknown = () => ({ freight: '10' })) {
  // The quote is sent at once after a change here (debounce 0): the debounce itself is tested with a
  // controlled clock in form-sources.test.ts.
  const screenJson = { ...agentOrder, sources: { quote: { ...agentOrder.sources.quote, debounce: 0 } } };
  const t = inlineEngine({
    'trade.buyers': () => [{ id: 'b1', name: '绿源农场' }],
    'trade.cities': (p) => CITIES[String(p.parent)] ?? [],
    'trade.skuPage': (p) => {
      const rows = SKUS.filter((s) => !p.keyword || s.goodsName.includes(String(p.keyword)));
      const from = (Number(p.pageNum) - 1) * Number(p.pageSize);
      return { records: rows.slice(from, from + Number(p.pageSize)), total: rows.length };
    },
    'trade.quote': quote,
    'trade.agentOrder': () => ({ id: 'o1' }),
  });
  render(t.view(screenJson, { 'trade-order': tradeOrder } as never));
  return t;
}

const lines = () => screen.getByRole('table', { name: '商品明细' });
async function pick(rowNumbers: number[], keyword?: string) {
  fireEvent.click(await screen.findByRole('button', { name: '选择商品' }));
  const d = await screen.findByRole('dialog', { name: '选择商品规格' });
  if (keyword) {
    fireEvent.change(within(d).getByLabelText('商品名称'), { target: { value: keyword } });
    fireEvent.click(within(d).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(d).getByText('共 1 条')).toBeTruthy());
  }
  await within(d).findByLabelText('选择第1行');
  for (const n of rowNumbers) fireEvent.click(within(d).getByLabelText(`选择第${n}行`));
  fireEvent.click(within(d).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
const summary = (label: string) => document.querySelector(`[data-summary="${label}"] dd`)?.textContent;

describe('picking rows in a dialog into a form array', () => {
  it('lists the server-paged SKUs, appends the picked ones mapped, and never twice', async () => {
    const t = setup();
    await pick([1, 2]);
    expect(within(lines()).getAllByRole('row')).toHaveLength(3); // header + 2
    expect((screen.getByLabelText('第1行单价') as HTMLInputElement).value).toBe('0.10');
    expect((screen.getByLabelText('第2行数量') as HTMLInputElement).value).toBe('1');
    const page = t.calls.filter((c) => c.key === 'trade.skuPage');
    expect(page[0]!.payload).toMatchObject({ pageNum: 1, pageSize: 10 });

    // Open again: the rows already in the array are ticked and cannot be picked; a sold-out SKU neither.
    fireEvent.click(screen.getByRole('button', { name: '选择商品' }));
    const d = await screen.findByRole('dialog', { name: '选择商品规格' });
    const first = (await within(d).findByLabelText('选择第1行')) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect(first.disabled).toBe(true);
    expect((within(d).getByLabelText('选择第4行') as HTMLInputElement).disabled).toBe(true);
    // The second page of the server list.
    fireEvent.click(within(d).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'trade.skuPage').at(-1)!.payload).toMatchObject({ pageNum: 2 }));
    await within(d).findByText('商品11');
    fireEvent.click(within(d).getByLabelText('选择第1行'));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(lines()).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByLabelText('第3行单价')).toBeTruthy();
  });

  it('filters the dialog list on the server', async () => {
    const t = setup();
    await pick([1], '苹果');
    expect(t.calls.filter((c) => c.key === 'trade.skuPage').at(-1)!.payload).toMatchObject({ keyword: '苹果', pageNum: 1 });
    expect((screen.getByLabelText('第1行单价') as HTMLInputElement).value).toBe('3.50');
  });
});

describe('editable cells and computed totals', () => {
  it('computes line totals and the order total live, in money, without binary noise', async () => {
    setup();
    await pick([1, 2]);
    fireEvent.change(screen.getByLabelText('第1行数量'), { target: { value: '3' } });
    const row1 = within(lines()).getAllByRole('row')[1]!;
    await waitFor(() => expect(within(row1).getByText('0.30元')).toBeTruthy()); // 0.1 x 3, never 0.30000000000000004
    expect(summary('商品金额')).toBe('2.80元'); // 0.30 + 2.50
    expect(summary('优惠')).toBeUndefined();
    fireEvent.change(screen.getByLabelText(/优惠金额/), { target: { value: '0.8' } });
    await waitFor(() => expect(summary('应付总额')).toBe('2.00元'));
    expect(summary('优惠')).toBe('0.80元');
  });

  it('checks each row in Chinese: required cells and the per-row bound (stock)', async () => {
    setup();
    await pick([1, 2]);
    const qty = screen.getByLabelText('第2行数量');
    fireEvent.change(qty, { target: { value: '6' } });
    fireEvent.blur(qty);
    expect(await screen.findByText('数量不能大于5')).toBeTruthy();
    fireEvent.change(qty, { target: { value: '5' } });
    await waitFor(() => expect(screen.queryByText('数量不能大于5')).toBeNull());
    const price = screen.getByLabelText('第1行单价');
    fireEvent.change(price, { target: { value: '' } });
    fireEvent.blur(price);
    expect(await screen.findByText('请输入单价')).toBeTruthy();
  });

  it('an empty array says what to do; a deleted row leaves the totals', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请至少选择一个商品')).toBeTruthy();
    expect(summary('商品金额')).toBe('0.00元');
    await pick([1, 2]);
    await waitFor(() => expect(screen.queryByText('请至少选择一个商品')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '删除第1行' }));
    await waitFor(() => expect(summary('商品金额')).toBe('2.50元'));
    expect((screen.getByLabelText('第1行单价') as HTMLInputElement).value).toBe('2.50');
    // minItems 1: the last row stays.
    expect(screen.queryByRole('button', { name: '删除第1行' })).toBeNull();
  });
});

describe('dependent data', () => {
  it('picks a region in cascading selects, exposes its name, and re-fetches the quote when the region or the lines change', async () => {
    const t = setup((p) => ({ freight: p.regionCode === '330106' ? (Array.isArray(p.lines) ? p.lines.length * 5 : 0) : 99 }));
    const province = (await screen.findByLabelText('所在地区省份')) as HTMLInputElement;
    expect(t.calls.some((c) => c.key === 'trade.quote')).toBe(false); // `when`: no region, no quote
    await chooseOption(province, '浙江省');
    const city = screen.getByLabelText('所在地区城市') as HTMLInputElement;
    await chooseOption(city, '杭州市');
    const district = screen.getByLabelText('所在地区区县') as HTMLInputElement;
    expect(t.calls.some((c) => c.key === 'trade.quote')).toBe(false); // not a district yet: no value
    await chooseOption(district, '西湖区');
    expect(district.value).toBe('西湖区');
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'trade.quote')).toHaveLength(1));
    expect(t.calls.find((c) => c.key === 'trade.quote')!.payload).toEqual({ regionCode: '330106' });
    await pick([2]);
    await waitFor(() => expect(summary('运费')).toBe('5.00元'));
    expect(summary('应付总额')).toBe('7.50元');

    await chooseOption(screen.getByLabelText(/采购商/), 0);
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(t.calls.some((c) => c.key === 'trade.agentOrder')).toBe(true));
    expect(t.calls.find((c) => c.key === 'trade.agentOrder')!.payload).toMatchObject({
      buyerId: 'b1',
      regionCode: '330106',
      regionName: '浙江省杭州市西湖区',
      lines: [{ skuId: 's2', price: '2.50', quantity: 1 }],
      expectedTotal: 7.5,
    });
  });

  it('cascading selects: the city list follows the province and a city it no longer offers is cleared', async () => {
    const t = setup();
    const province = (await screen.findByLabelText(/^省份/)) as HTMLInputElement;
    await waitFor(async () => expect(await optionLabels(province)).toHaveLength(2));
    await chooseOption(province, 0); // 浙江
    const city = screen.getByLabelText(/^城市/) as HTMLInputElement;
    await waitFor(async () => expect(await optionLabels(city)).toEqual(['杭州']));
    await chooseOption(city, 0);
    await chooseOption(province, 1); // 江苏
    await waitFor(async () => expect(await optionLabels(city)).toEqual(['南京']));
    await waitFor(() => expect(city.value).toBe(''));
    expect(city.placeholder).toBe('请选择城市');
    expect(t.calls.filter((c) => c.key === 'trade.cities').map((c) => c.payload.parent)).toEqual(['0', undefined, '33', '32']);
  });
});

describe('a delivery picks order lines, bounded by what remains', () => {
  it('prefills what remains, refuses more, counts the pieces and sends the lines', async () => {
    const { default: delivery } = await import('./fixtures/trading/delivery.json');
    const t = inlineEngine({
      'trade.orderLines': () => ({
        records: [
          { lineId: 'l1', goodsName: '红富士苹果 5斤装', price: '25.00', quantity: 10, remaining: 4 },
          { lineId: 'l2', goodsName: '砂糖橘 10斤装', price: '39.90', quantity: 2, remaining: 0 },
          { lineId: 'l3', goodsName: '猕猴桃 3斤装', price: '19.90', quantity: 5, remaining: 5 },
        ],
        total: 3,
      }),
      'trade.deliver': () => ({}),
    });
    render(t.view(delivery, { 'trade-order': tradeOrder } as never, { id: 'o9' }));
    fireEvent.click(await screen.findByRole('button', { name: '选择订单行' }));
    const d = await screen.findByRole('dialog', { name: '选择订单行' });
    await within(d).findByLabelText('选择第1行');
    expect((within(d).getByLabelText('选择第2行') as HTMLInputElement).disabled).toBe(true); // nothing left
    fireEvent.click(within(d).getByLabelText('选择第1行'));
    fireEvent.click(within(d).getByLabelText('选择第3行'));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.calls.find((c) => c.key === 'trade.orderLines')!.payload).toEqual({ orderId: 'o9', pageNum: 1, pageSize: 10 });
    expect(summary('本次发货件数')).toBe('9件');
    const qty = screen.getByLabelText('第1行发货数量');
    fireEvent.change(qty, { target: { value: '5' } });
    fireEvent.blur(qty);
    expect(await screen.findByText('发货数量不能大于4')).toBeTruthy();
    fireEvent.change(qty, { target: { value: '3' } });
    await waitFor(() => expect(screen.queryByText('发货数量不能大于4')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(t.calls.some((c) => c.key === 'trade.deliver')).toBe(true));
    expect(t.calls.find((c) => c.key === 'trade.deliver')!.payload).toMatchObject({
      orderId: 'o9',
      lines: [
        { skuId: 'l1', quantity: 3, remaining: 4 },
        { skuId: 'l3', quantity: 5, remaining: 5 },
      ],
    });
  });
});
