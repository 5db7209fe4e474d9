// One hook for filtered, paged rows (engine/render/hooks/use-paged-data.ts), seen through the two
// blocks that use it: a card grid and a list page on the server (pageNum / pageSize), a new question
// (filters applied, filters prefilled anew from the address, sorting) goes back to page 1.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const route = { name: 'Inline', path: '/inline', meta: { title: '测试' } };
const entities = {
  product: {
    $id: 'product',
    type: 'object',
    properties: { name: { type: 'string', title: '商品名称' }, price: { type: 'integer', title: '价格' } },
  },
};
const PRODUCTS = Array.from({ length: 45 }, (_, i) => ({ id: `p${i + 1}`, name: `${i % 2 ? '大米' : '苹果'}${i + 1}`, price: 100 - i }));

/** The server side of the test: filters by name, sorts by price, pages. */
function productPage(p: Record<string, unknown>) {
  let rows = PRODUCTS.filter((r) => !p.name || r.name.includes(String(p.name)));
  if (p.sortField === 'price') rows = [...rows].sort((a, b) => (p.sortOrder === 'asc' ? a.price - b.price : b.price - a.price));
  const num = Number(p.pageNum);
  const size = Number(p.pageSize);
  return { records: rows.slice((num - 1) * size, num * size), total: rows.length };
}

const grid = {
  kind: 'page',
  route,
  blocks: [
    {
      kind: 'cards',
      entity: 'product',
      data: { call: 'product.page', paginate: true },
      filters: [{ field: 'name', default: { var: 'query.keyword' } }],
      pageSize: 10,
      item: { heading: { var: 'row.name' } },
    },
  ],
};

const headings = () => [...document.querySelectorAll('.scpr-card__heading')].map((h) => h.textContent);

describe('filtered, paged data (usePagedData)', () => {
  it('a card grid pages on the server and goes back to page 1 when a filter is applied', async () => {
    const t = inlineEngine({ 'product.page': productPage });
    render(t.view(grid, entities as never));
    await waitFor(() => expect(headings()).toHaveLength(10));
    expect(t.calls.at(-1)!.payload).toEqual({ pageNum: 1, pageSize: 10 });
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(headings()[0]).toBe('苹果21'));
    expect(t.calls.at(-1)!.payload).toEqual({ pageNum: 3, pageSize: 10 });
    fireEvent.change(screen.getByLabelText('商品名称'), { target: { value: '大米' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(headings()[0]).toBe('大米2'));
    expect(t.calls.at(-1)!.payload).toEqual({ name: '大米', pageNum: 1, pageSize: 10 });
    expect(screen.getByText('共 22 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(headings()[0]).toBe('苹果1'));
    expect(t.calls.at(-1)!.payload).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('a new search from the address (prefilled filter) starts again at page 1', async () => {
    const t = inlineEngine({ 'product.page': productPage });
    const { rerender } = render(t.view(grid, entities as never, { keyword: '苹果' }));
    await waitFor(() => expect(headings()[0]).toBe('苹果1'));
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(headings()[0]).toBe('苹果21'));
    rerender(t.view(grid, entities as never, { keyword: '大米' }));
    await waitFor(() => expect(headings()[0]).toBe('大米2'));
    expect(t.calls.at(-1)!.payload).toEqual({ name: '大米', pageNum: 1, pageSize: 10 });
    expect((screen.getByLabelText('商品名称') as HTMLInputElement).value).toBe('大米');
    // No request for page 2 of the new question was sent.
    expect(t.calls.filter((c) => c.payload.name === '大米' && c.payload.pageNum !== 1)).toEqual([]);
  });

  it('a list sorted on page 3 goes back to page 1 and forgets the selection', async () => {
    const t = inlineEngine({ 'product.page': productPage });
    const list = {
      kind: 'list',
      route,
      entity: 'product',
      data: { call: 'product.page' },
      columns: ['name', { field: 'price', sortable: true }],
      toolbar: [{ label: '批量删除', batch: true }],
    };
    render(t.view(list, entities as never));
    await screen.findByText('共 45 条');
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(screen.getAllByRole('row')[1]!.textContent).toContain('苹果21'));
    fireEvent.click(within(screen.getAllByRole('row')[1]!).getByRole('checkbox'));
    await waitFor(() => expect((screen.getByRole('button', { name: '批量删除' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /价格/ })).getByRole('button'));
    await waitFor(() => expect(screen.getAllByRole('row')[1]!.textContent).toContain('苹果45'));
    expect(t.calls.at(-1)!.payload).toEqual({ pageNum: 1, pageSize: 10, sortField: 'price', sortOrder: 'asc' });
    expect((screen.getByRole('button', { name: '批量删除' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
