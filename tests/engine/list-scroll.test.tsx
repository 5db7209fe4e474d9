// Wide lists (ListBody.scroll): least widths by column and value type, pinned columns (Column.fixed, the
// 操作 column), shadows marked only while content lies beyond an edge, list tabs that scroll to the active
// one; and the shared column layout of the checkout's lines tables.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { revealTab } from '../../engine/render/list/ListTabs';
import { columnMinWidth, DEFAULT_MIN_WIDTH, sharedColumnWidths } from '../../engine/render/value-types/column-width';
import { markScrollEdges } from '../../engine/ui/use-scroll-edges';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const entities = {
  order: {
    $id: 'order',
    type: 'object',
    properties: {
      orderNo: { type: 'string', title: '订单编号' },
      picture: { type: 'string', title: '商品图片', 'x-valueType': 'image' },
      buyerNm: { type: 'string', title: '买家' },
      amount: { type: 'string', title: '金额', format: 'money' },
      quantity: { type: 'integer', title: '数量' },
      createdAt: { type: 'string', title: '下单时间', format: 'date-time' },
    },
  },
};
const ROWS = [{ orderId: 'o1', orderNo: 'DD001', buyerNm: '丰收', amount: '12.00', quantity: 2, createdAt: '2026-01-02 10:00:00' }];
const handlers = { 'order.page': () => ({ records: ROWS, total: 1 }), 'order.agree': () => ({}) };

const listScreen = (list: object) => ({
  kind: 'page',
  route: { name: 'Orders', path: '/orders', meta: { title: '订单' } },
  blocks: [
    {
      kind: 'list',
      entity: 'order',
      data: { call: 'order.page' },
      rowKey: 'orderId',
      columns: [{ field: 'orderNo', width: 170, fixed: 'left' }, 'picture', { field: 'buyerNm', minWidth: 150 }, 'amount', 'quantity', 'createdAt'],
      rowActions: [{ id: 'agree', label: '同意', tone: 'link', call: 'order.agree', payload: { id: { var: 'row.orderId' } } }],
      ...list,
    },
  ],
});

async function openList(list: object = {}) {
  const t = inlineEngine(handlers);
  render(t.view(listScreen(list), entities as never));
  await screen.findByText('DD001');
  const heads = Object.fromEntries(screen.getAllByRole('columnheader').map((h) => [h.textContent, h]));
  return { heads, table: screen.getByRole('table'), wrap: screen.getByRole('table').parentElement! };
}

describe('wide lists (scroll)', () => {
  it('keeps each column\'s least width: minWidth, else width, else by value type', async () => {
    const { heads, table } = await openList({ scroll: { x: true } });
    expect(table.className).toContain('scpr-table--scroll');
    const min = (label: string) => heads[label]!.style.minWidth;
    expect(min('订单编号')).toBe('170px');
    expect(min('商品图片')).toBe(`${DEFAULT_MIN_WIDTH.image}px`);
    expect(min('买家')).toBe('150px');
    expect(min('金额')).toBe(`${DEFAULT_MIN_WIDTH.money}px`);
    expect(min('数量')).toBe(`${DEFAULT_MIN_WIDTH.count}px`);
    expect(min('下单时间')).toBe(`${DEFAULT_MIN_WIDTH.datetime}px`);
    // A text column's declared width is its floor, not its width: it grows with the spare width.
    expect(heads['订单编号']!.style.width).toBe('');
    // A value of its own width keeps it fixed: its least width.
    expect(heads['金额']!.style.width).toBe(`${DEFAULT_MIN_WIDTH.money}px`);
  });

  it('a number for x is the table\'s least width; without scroll the columns keep no least width', async () => {
    const { table } = await openList({ scroll: { x: 1600 } });
    expect(table.style.minWidth).toBe('1600px');
    cleanup();
    const plain = await openList();
    expect(plain.table.className).not.toContain('scpr-table--scroll');
    expect(plain.heads['商品图片']!.style.minWidth).toBe('');
  });

  it('pins Column.fixed columns and the 操作 column at their edges, in header and body alike', async () => {
    const { heads } = await openList({ scroll: { x: true } });
    const first = heads['订单编号']!;
    expect(first.className).toContain('scpr-col--fixed-left-last');
    expect(first.style.left).toBe('var(--scpr-fix-0, 0px)');
    const actions = heads['操作']!;
    expect(actions.className).toContain('scpr-col--fixed-right-first');
    expect(actions.style.right).toBe('var(--scpr-fix-6, 0px)');
    const cells = screen.getAllByRole('cell');
    expect(cells[0]!.className).toBe(first.className);
    expect(cells.at(-1)!.className).toBe(actions.className);
    expect(heads['买家']!.className).toBe('');
  });

  it('a left-pinned column after the selection column is offset by it; fixedActions false leaves 操作 in the flow', async () => {
    const { heads } = await openList({ scroll: { x: true, fixedActions: false }, toolbar: [{ id: 'del', label: '批量删除', batch: true, call: 'order.agree' }] });
    const select = screen.getAllByRole('columnheader')[0]!;
    expect(select.className).toContain('scpr-col--fixed-left');
    expect(select.className).not.toContain('scpr-col--fixed-left-last');
    expect(heads['订单编号']!.style.left).toBe('var(--scpr-fix-1, 48px)');
    expect(heads['订单编号']!.className).toContain('scpr-col--fixed-left-last');
    expect(heads['操作']!.className).not.toContain('scpr-col--fixed');
  });

  it('marks the wrapper while rows are scrolled out at either edge (the shadows show only then)', async () => {
    const { wrap } = await openList({ scroll: { x: true } });
    const size = (scrollWidth: number, clientWidth: number) => {
      Object.defineProperty(wrap, 'scrollWidth', { configurable: true, value: scrollWidth });
      Object.defineProperty(wrap, 'clientWidth', { configurable: true, value: clientWidth });
    };
    size(1500, 1000);
    wrap.scrollLeft = 0;
    fireEvent.scroll(wrap);
    expect([wrap.hasAttribute('data-scroll-start'), wrap.hasAttribute('data-scroll-end')]).toEqual([false, true]);
    wrap.scrollLeft = 200;
    fireEvent.scroll(wrap);
    expect([wrap.hasAttribute('data-scroll-start'), wrap.hasAttribute('data-scroll-end')]).toEqual([true, true]);
    wrap.scrollLeft = 500;
    fireEvent.scroll(wrap);
    expect([wrap.hasAttribute('data-scroll-start'), wrap.hasAttribute('data-scroll-end')]).toEqual([true, false]);
    // Wide enough for the table: no shadow at all.
    size(1000, 1000);
    wrap.scrollLeft = 0;
    markScrollEdges(wrap);
    expect([wrap.hasAttribute('data-scroll-start'), wrap.hasAttribute('data-scroll-end')]).toEqual([false, false]);
  });
});

describe('where the spare width of a list goes', () => {
  // The platform's goods lists: a picture, a name, a category, money, counts, a date and one action.
  const goods = {
    goods: {
      $id: 'goods',
      type: 'object',
      properties: {
        picture: { type: 'string', title: '主图', 'x-valueType': 'image' },
        itemNm: { type: 'string', title: '商品名称' },
        categoryNm: { type: 'string', title: '商品分类' },
        itemNo: { type: 'string', title: '商品编码', pattern: '^[A-Z0-9]+$' },
        onSale: { type: 'boolean', title: '在售' },
        minPrice: { type: 'string', title: '价格(元)', format: 'money' },
        sales: { type: 'integer', title: '销量' },
        onShelfAt: { type: 'string', title: '上架时间', format: 'date-time' },
      },
    },
  };
  const rows = [{ itemId: 'g1', itemNm: '通辽烘干玉米', categoryNm: '玉米', itemNo: 'G001', onSale: true, minPrice: '2509.00', sales: 3, onShelfAt: '2026-11-24 17:48:00' }];
  const goodsList = (list: object) => ({
    kind: 'page',
    route: { name: 'Goods', path: '/goods', meta: { title: '平台商品' } },
    blocks: [
      {
        kind: 'list',
        entity: 'goods',
        data: { call: 'goods.page' },
        rowKey: 'itemId',
        columns: [
          { field: 'picture', width: 80 },
          { field: 'itemNm', width: 240 },
          'categoryNm',
          { field: 'itemNo', width: 120 },
          { field: 'onSale', width: 80 },
          { field: 'minPrice', width: 120 },
          { field: 'sales', width: 100 },
          { field: 'onShelfAt', width: 170 },
        ],
        rowActions: [{ id: 'detail', label: '查看', tone: 'link', call: 'goods.page' }],
        ...list,
      },
    ],
  });
  async function openGoods(list: object) {
    const t = inlineEngine({ 'goods.page': () => ({ records: rows, total: 1 }) });
    render(t.view(goodsList(list), goods as never));
    await screen.findByText('通辽烘干玉米');
    return Object.fromEntries(screen.getAllByRole('columnheader').map((h) => [h.textContent, h.style]));
  }

  // The table lays out automatically: a percentage column gets its share or its content's width, and the
  // spare width goes first to the columns without a width. So the 操作 column asks for 1% (as wide as its
  // 查看), the text columns ask for no width (their declared width is their floor) and the values keep theirs.
  it.each([
    ['a plain list', {}],
    ['a wide list (scroll)', { scroll: { x: true } }],
    ['a list with row selection and several actions', { toolbar: [{ id: 'del', label: '批量删除', batch: true, call: 'goods.page' }], rowActions: [{ id: 'a', label: '查看', call: 'goods.page' }, { id: 'b', label: '编辑', call: 'goods.page' }] }],
  ])('%s: 操作 fits its buttons, names and categories take the spare width, values keep theirs', async (_, list) => {
    const heads = await openGoods(list);
    const scroll = 'scroll' in list;
    expect(heads['操作']!.width).toBe('1%');
    expect([heads['商品名称']!.width, heads['商品名称']!.minWidth]).toEqual(['', '240px']);
    expect([heads['商品分类']!.width, heads['商品分类']!.minWidth]).toEqual(['', scroll ? `${DEFAULT_MIN_WIDTH.text}px` : '']);
    for (const [label, width] of [['主图', 80], ['商品编码', 120], ['在售', 80], ['价格(元)', 120], ['销量', 100], ['上架时间', 170]] as const) {
      expect(heads[label]!.width, label).toBe(`${width}px`);
    }
    if ('toolbar' in list) expect(heads['']!.width).toBe('48px');
  });

  it('a cut name (ellipsis) fills its growing column; a cut text without a width stops at 240 px', async () => {
    await openGoods({ columns: [{ field: 'itemNm', width: 240, ellipsis: true }, { field: 'categoryNm', ellipsis: true }] });
    const name = screen.getByText('通辽烘干玉米').closest('.scpr-ellipsis') as HTMLElement;
    expect(name.className).toContain('scpr-ellipsis--fill');
    expect(name.style.maxWidth).toBe('');
    const category = screen.getByText('玉米').closest('.scpr-ellipsis') as HTMLElement;
    expect(category.className).not.toContain('scpr-ellipsis--fill');
    expect(category.style.maxWidth).toBe('240px');
  });
});

describe('list tabs on one line', () => {
  const box = (el: HTMLElement, left: number, width: number) => {
    el.getBoundingClientRect = () => ({ left, width, right: left + width, top: 0, bottom: 20, height: 20, x: left, y: 0, toJSON: () => ({}) });
  };
  it('scrolls the strip just enough to show the active tab whole, either way', () => {
    const strip = document.createElement('div');
    const tab = document.createElement('button');
    strip.append(tab);
    Object.defineProperty(strip, 'clientWidth', { value: 300 });
    box(strip, 100, 300);
    // At scrollLeft 0 the tab lies at 380-460 on screen: beyond the right edge (400).
    box(tab, 380, 80);
    revealTab(strip, tab);
    expect(strip.scrollLeft).toBe(60);
    // Scrolled to 200, a tab at content offset 20 lies beyond the left edge.
    strip.scrollLeft = 200;
    box(tab, -80, 80);
    revealTab(strip, tab);
    expect(strip.scrollLeft).toBe(20);
    // Already whole: no move.
    box(tab, 150, 80);
    revealTab(strip, tab);
    expect(strip.scrollLeft).toBe(20);
  });
});

describe('column widths by value type', () => {
  const schema = entities.order.properties as Record<string, object>;
  const of = (f: string) => schema[f] as never;
  it('a list column\'s least width', () => {
    expect(columnMinWidth({ field: 'orderNo' }, of('orderNo'))).toBe(DEFAULT_MIN_WIDTH.text);
    expect(columnMinWidth({ field: 'orderNo', width: 170 }, of('orderNo'))).toBe(170);
    expect(columnMinWidth({ field: 'orderNo', width: 170, minWidth: 140 }, of('orderNo'))).toBe(140);
    expect(columnMinWidth({ field: 'quantity' }, of('quantity'))).toBe(DEFAULT_MIN_WIDTH.count);
  });
  it('a shared layout: fixed widths for pictures, amounts, counts and dates, text shares the rest', () => {
    expect(sharedColumnWidths([{ field: 'picture' }, { field: 'orderNo' }, { field: 'buyerNm', width: 200 }, { field: 'amount' }, { field: 'quantity' }, { field: 'createdAt' }], of)).toEqual([
      DEFAULT_MIN_WIDTH.image, undefined, 200, DEFAULT_MIN_WIDTH.money, DEFAULT_MIN_WIDTH.count, DEFAULT_MIN_WIDTH.datetime,
    ]);
  });
});

