// One goods form for add, edit and view through route aliases with modes (the goods-form fixture): the
// SKU table (rows through the field store, per-cell messages, min/max rows), the tree-select, data
// loaded only outside create mode, a submit per mode, and a read-only view.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { accessTable } from '../../engine/access';
import { createTestEngine, ALL_RIGHTS } from './support/engine-context';
import { chooseOption, openOptions } from './support/select';

afterEach(cleanup);

const table = () => screen.getByRole('table', { name: '规格' });
const cell = (row: number, label: string) => screen.getByLabelText(`第${row}行${label}`) as HTMLInputElement;
/** Clicks 发布 once it is clickable again (every button rests 1.5 s after a click). */
async function publish() {
  const button = screen.getByRole('button', { name: '发布' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}
/** 添加一行 (no cool-down: cooldownMs 0), then wait for row n. */
async function addRow(n: number) {
  fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
  await screen.findByLabelText(`第${n}行规格名称`);
}

async function open(name: string, query?: Record<string, unknown>) {
  const t = createTestEngine();
  render(await t.screen(name, { query }));
  await screen.findByLabelText(/商品名称/);
  return t;
}

describe('route aliases', () => {
  it('every alias is a route of its own in the table and the menu, with its mode; the screen loads through any of them', async () => {
    const t = createTestEngine();
    const manifests = await t.registry.ready();
    const access = { ...ALL_RIGHTS, authority: [...(ALL_RIGHTS.authority ?? []), 'GoodsPublish', 'GoodsModify', 'GoodsView'] };
    const { routes, menu } = accessTable(manifests, access);
    const byName = new Map(routes.map((r) => [r.name, r]));
    expect(byName.get('GoodsPublish')).toMatchObject({ path: '/seller/commodity-manage-publish', mode: 'create' });
    expect(byName.get('GoodsModify')).toMatchObject({ path: '/seller/commodity-manage-modify', mode: 'edit', screen: 'GoodsPublish', menuParent: 'GoodsManage' });
    expect(byName.get('GoodsView')).toMatchObject({ mode: 'view', screen: 'GoodsPublish' });
    // Hidden aliases stay routable but out of the menu; the authority list decides per alias.
    const titles = JSON.stringify(menu);
    expect(titles).toContain('发布商品');
    expect(titles).not.toContain('查看商品');
    const without = accessTable(manifests, { ...access, authority: access.authority.filter((n) => n !== 'GoodsModify') });
    expect(without.routes.some((r) => r.name === 'GoodsModify')).toBe(false);
    const loaded = await t.registry.load('GoodsModify');
    expect(loaded).toMatchObject({ name: 'GoodsPublish', route: { name: 'GoodsModify', mode: 'edit' } });
  });
});

describe('goods form in create mode', () => {
  it('loads nothing, offers the category tree indented with only leaves selectable', async () => {
    const t = await open('GoodsPublish');
    expect(t.backend.callsOf('goods.detail')).toHaveLength(0);
    const select = screen.getByLabelText(/商品分类/);
    await waitFor(async () => expect(await openOptions(select)).toHaveLength(6));
    const opts = (await openOptions(select)).map((o) => [o.textContent, o.getAttribute('aria-disabled') === 'true']);
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(opts).toEqual([
      ['水果', true],
      ['\u3000苹果', false],
      ['\u3000柑橘', true],
      ['\u3000\u3000橙子', false],
      ['粮食', true],
      ['\u3000大米', false],
    ]);
    expect(screen.getByRole('button', { name: '发布' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('SKU rows: 添加一行 up to maxItems, 删除 down to minItems, messages per cell and for the table', { timeout: 120_000 }, async () => {
    const t = await open('GoodsPublish');
    expect(within(table()).getByText('暂无数据')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/商品名称/), { target: { value: '红富士' } });
    await publish();
    expect(await screen.findByText('请至少添加一个规格')).toBeTruthy();
    expect(t.backend.callsOf('goods.create')).toHaveLength(0);

    await addRow(1);
    await waitFor(() => expect(screen.queryByText('请至少添加一个规格')).toBeNull());
    // One row left at minItems 1: no 删除.
    expect(screen.queryByRole('button', { name: '删除第1行' })).toBeNull();
    await addRow(2);
    await addRow(3);
    expect(screen.queryByRole('button', { name: '添加一行' })).toBeNull();
    expect(screen.getByRole('button', { name: '删除第3行' })).toBeTruthy();

    // A blurred cell speaks for itself only, with the item property's own x-messages.
    fireEvent.blur(cell(1, '规格名称'));
    expect(await screen.findByText('请输入规格名称')).toBeTruthy();
    expect(within(table()).getAllByRole('alert')).toHaveLength(1);
    expect(cell(1, '规格名称').getAttribute('aria-invalid')).toBe('true');

    // Numeric cells refuse a third decimal, like any numeric field.
    fireEvent.change(cell(2, '规格单价'), { target: { value: '12.345' } });
    expect(cell(2, '规格单价').value).toBe('');
    fireEvent.change(cell(2, '规格单价'), { target: { value: '12.34' } });
    fireEvent.change(cell(2, '规格名称'), { target: { value: '5斤装' } });
    fireEvent.change(cell(3, '规格名称'), { target: { value: '删掉我' } });

    await chooseOption(screen.getByLabelText(/商品分类/), 1);
    await chooseOption(screen.getByLabelText(/状态/), 1);
    // Submit shows every cell's message at its pointer and focuses the first.
    await publish();
    await waitFor(() => expect(screen.getAllByText('请输入规格单价')).toHaveLength(2));
    expect(document.activeElement).toBe(cell(1, '规格名称'));

    // Deleting row 1 moves the rows below up, with their values and messages.
    fireEvent.click(screen.getByRole('button', { name: '删除第1行' }));
    await waitFor(() => expect(cell(1, '规格名称').value).toBe('5斤装'));
    expect(cell(1, '规格单价').value).toBe('12.34');
    expect(cell(2, '规格名称').value).toBe('删掉我');
    expect(screen.getAllByText('请输入规格单价')).toHaveLength(1);
    expect(screen.queryByText('请输入规格名称')).toBeNull();
    expect(screen.getByRole('button', { name: '添加一行' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '删除第2行' }));
    await waitFor(() => expect(screen.queryByLabelText('第2行规格名称')).toBeNull());
    fireEvent.change(cell(1, '库存'), { target: { value: '8' } });
    await publish();
    await waitFor(() => expect(t.backend.callsOf('goods.create')).toHaveLength(1));
    expect(t.backend.callsOf('goods.create')[0]!.payload).toEqual({
      goodsName: '红富士',
      categoryId: 'c11',
      status: '2',
      skus: [{ specName: '5斤装', price: '12.34', stock: 8 }],
    });
    await waitFor(() => expect(t.navigations).toEqual([{ name: 'GoodsList' }]));
  });
});

describe('goods form in edit and view modes', () => {
  it('edit: loads the record (SKU rows included) and saves with goods.update', async () => {
    const t = await open('GoodsModify', { id: 'g1' });
    await waitFor(() => expect(cell(2, '规格名称').value).toBe('10斤装'));
    expect(t.backend.callsOf('goods.detail')[0]!.payload).toEqual({ id: 'g1' });
    fireEvent.change(cell(1, '规格单价'), { target: { value: '26' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(t.backend.callsOf('goods.update')).toHaveLength(1));
    const payload = t.backend.callsOf('goods.update')[0]!.payload;
    expect(payload.id).toBe('g1');
    expect(payload.skus).toEqual([
      { specName: '5斤装', price: '26', stock: 10 },
      { specName: '10斤装', price: '45.00', stock: 4 },
    ]);
  });

  it('view: every field read only without placeholders, the SKUs a plain table of values, no submit and no cancel', async () => {
    await open('GoodsView', { id: 'g1' });
    await waitFor(() => expect(within(table()).getByText('45.00元')).toBeTruthy());
    expect((screen.getByLabelText(/商品名称/) as HTMLInputElement).readOnly).toBe(true);
    // A view asks for nothing: no 请输入… in its read-only inputs.
    expect(screen.getByLabelText(/商品名称/).getAttribute('placeholder')).toBeNull();
    expect(within(table()).getByText('10斤装')).toBeTruthy();
    expect(within(table()).getByText('4单')).toBeTruthy();
    expect(within(table()).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '添加一行' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
  });
});
