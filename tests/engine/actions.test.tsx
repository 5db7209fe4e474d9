import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createTestEngine } from './support/engine-context';

afterEach(cleanup);

const table = () => screen.getByRole('table');
const rowOf = (name: string) => within(table()).getByText(name).closest('tr')! as HTMLElement;

async function openList(t = createTestEngine()) {
  render(await t.screen('GoodsList'));
  await screen.findByText('共 23 条');
  return t;
}

describe('row actions', () => {
  it('asks the confirm text built from the row, calls, toasts 删除成功 and reloads', async () => {
    const t = await openList();
    // 香蕉 has status 2: its delete is enabled.
    fireEvent.click(within(rowOf('香蕉')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('确定删除商品“香蕉”吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(t.backend.callsOf('goods.delete')).toEqual([{ key: 'goods.delete', payload: { id: 'g2' } }]));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await screen.findByText('共 22 条');
    expect(t.backend.callsOf('goods.page')).toHaveLength(2);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const t = await openList();
    fireEvent.click(within(rowOf('香蕉')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.backend.callsOf('goods.delete')).toEqual([]);
  });

  it('evaluates visible and disabled conditions per row', async () => {
    await openList();
    // 苹果 is 在售 (status 1): no 上架 button, 删除 disabled.
    expect(within(rowOf('苹果')).queryByRole('button', { name: '上架' })).toBeNull();
    expect(within(rowOf('苹果')).getByRole('button', { name: '删除' })).toHaveProperty('disabled', true);
    expect(within(rowOf('香蕉')).getByRole('button', { name: '上架' })).toBeTruthy();
  });

  it('上架 calls with the row id and reloads', async () => {
    const t = await openList();
    fireEvent.click(within(rowOf('香蕉')).getByRole('button', { name: '上架' }));
    expect(await screen.findByText('上架成功')).toBeTruthy();
    expect(t.backend.callsOf('goods.onShelf')[0]!.payload).toEqual({ id: 'g2' });
    await waitFor(() => expect(within(rowOf('香蕉')).queryByRole('button', { name: '上架' })).toBeNull());
  });

  it('navigates by route name with query from the row (action and link column)', async () => {
    const t = await openList();
    fireEvent.click(within(rowOf('大米')).getByRole('button', { name: '查看' }));
    fireEvent.click(within(table()).getByRole('link', { name: '苹果' }));
    expect(t.navigations).toEqual([
      { name: 'GoodsDetail', query: { id: 'g3' } },
      { name: 'GoodsDetail', query: { id: 'g1' } },
    ]);
  });

  it('shows a failed call once as an error toast and stays put', async () => {
    const t = await openList();
    t.backend.failNext = { code: 'YSCACL00000074', msg: '商品已被锁定' };
    fireEvent.click(within(rowOf('香蕉')).getByRole('button', { name: '上架' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('商品已被锁定');
    expect(t.backend.callsOf('goods.page')).toHaveLength(1);
  });
});

describe('batch actions', () => {
  it('is disabled without a selection, then sends the selected ids', async () => {
    const t = await openList();
    const batch = screen.getByRole('button', { name: '批量删除' });
    expect(batch).toHaveProperty('disabled', true);
    fireEvent.click(within(rowOf('苹果')).getByRole('checkbox', { name: '选择' }));
    fireEvent.click(within(rowOf('大米')).getByRole('checkbox', { name: '选择' }));
    expect(batch).toHaveProperty('disabled', false);
    fireEvent.click(batch);
    fireEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(t.backend.callsOf('goods.batchDelete')[0]!.payload).toEqual({ ids: ['g1', 'g3'] }));
    await screen.findByText('共 21 条');
    expect(within(rowOf('香蕉')).getByRole('checkbox', { name: '选择' })).toHaveProperty('checked', false);
  });

  it('select-all selects the page', async () => {
    await openList();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(within(table()).getAllByRole('checkbox', { name: '选择' }).every((c) => (c as HTMLInputElement).checked)).toBe(true);
  });
});

describe('toolbar 新增 opens a shared dialog form', () => {
  it('validates in Chinese, creates, closes, toasts 添加成功 and reloads the list', async () => {
    const t = await openList();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增商品' });
    await within(dialog).findByLabelText(/商品名称/);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入商品名称', '请输入单价', '请选择状态']));
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/商品名称/));
    fireEvent.change(within(dialog).getByLabelText(/商品名称/), { target: { value: '新疆红枣' } });
    fireEvent.change(within(dialog).getByLabelText(/单价/), { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '在售' }));
    fireEvent.change(within(dialog).getByLabelText(/商品编码/), { target: { value: 'AB-1' } });
    fireEvent.blur(within(dialog).getByLabelText(/商品编码/));
    expect(await within(dialog).findByText('只能输入字母和数字')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/商品编码/), { target: { value: 'AB1' } });
    await waitFor(() => expect(within(dialog).queryByText('只能输入字母和数字')).toBeNull());
    // Spec 1: the submit button stays disabled for 1.5 s after the first click.
    const ok = within(dialog).getByRole('button', { name: '确定' });
    expect(ok).toHaveProperty('disabled', true);
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    fireEvent.click(ok);
    await waitFor(() => expect(t.backend.callsOf('goods.create')).toHaveLength(1));
    expect(t.backend.callsOf('goods.create')[0]!.payload).toEqual({ goodsName: '新疆红枣', goodsCode: 'AB1', price: '12.5', status: '1' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增商品' })).toBeNull());
    expect(await screen.findByText('添加成功')).toBeTruthy();
    await screen.findByText('共 24 条');
    expect(within(table()).getByText('新疆红枣')).toBeTruthy();
  });

  it('取消 closes the dialog without a call', async () => {
    const t = await openList();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增商品' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.backend.callsOf('goods.create')).toEqual([]);
  });
});
