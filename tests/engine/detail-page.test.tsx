import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { EngineProvider, KeepAliveHost, ScreenView } from '../../engine/render';
import { createTestEngine } from './support/engine-context';

afterEach(cleanup);

const fieldValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('detail renderer', () => {
  it('loads the record named by the query and shows it through the value types', async () => {
    const t = createTestEngine();
    render(await t.screen('GoodsDetail', { query: { id: 'g3' } }));
    await screen.findByText('大米');
    expect(t.backend.callsOf('goods.detail')[0]!.payload).toEqual({ id: 'g3' });
    expect(fieldValue('单价')).toBe('3,000.50元');
    expect(fieldValue('库存')).toBe('6单');
    expect(fieldValue('状态')).toBe('已下架');
    expect(fieldValue('分类')).toBe('中药材');
    expect(fieldValue('上架日期')).toBe('2024-03-03');
    expect(fieldValue('店铺名称')).toBe('店铺1');
    expect(screen.getByRole('region', { name: '店铺' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(t.navigations).toEqual([{ name: 'GoodsEdit', query: { id: 'g3' } }, { back: true }]));
  });

  it('opens a local drawer with values handed over (scope `dialog`) and closes it', async () => {
    const t = createTestEngine();
    render(await t.screen('GoodsDetail', { query: { id: 'g2' } }));
    await screen.findByText('香蕉', { selector: 'dd' });
    fireEvent.click(screen.getByRole('button', { name: '店铺信息' }));
    const drawer = await screen.findByRole('dialog', { name: '店铺信息' });
    expect(drawer.className).toBe('scpr-drawer');
    expect(await within(drawer).findByText('店铺2')).toBeTruthy();
    expect(t.backend.callsOf('goods.detail').at(-1)!.payload).toEqual({ id: 'g2' });
    expect(within(drawer).getAllByRole('button', { name: '关闭' })).toHaveLength(2); // × in the header, 关闭 in the footer
    fireEvent.click(within(drawer).getAllByRole('button', { name: '关闭' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the record is missing', async () => {
    const t = createTestEngine();
    render(await t.screen('GoodsDetail', { query: { id: 'nope' } }));
    // The toast, and in place of the record the error with 重试 (issue 14), never an empty page.
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(expect.arrayContaining(['数据不存在或已被删除', '加载失败：数据不存在或已被删除重试'])));
  });
});

describe('page of blocks and components', () => {
  it('renders blocks as tabs, each with its own data', async () => {
    const t = createTestEngine();
    render(await t.screen('GoodsOverview'));
    expect(screen.getAllByRole('tab').map((x) => x.textContent)).toEqual(['在售商品', '系统消息']);
    await screen.findByText('共 8 条');
    expect(t.backend.callsOf('goods.page')[0]!.payload).toMatchObject({ status: '1' });
    fireEvent.click(screen.getByRole('tab', { name: '系统消息' }));
    expect(await screen.findByText('系统维护通知')).toBeTruthy();
    expect(screen.getByText('2024-03-26 10:00:00')).toBeTruthy();
  });

  it('drops a block the user has no right to (permission prune before render)', async () => {
    const t = createTestEngine({ access: { authority: ['GoodsOverview'], buttons: [] } });
    render(await t.screen('GoodsOverview'));
    expect(screen.queryByRole('tab')).toBeNull();
    await screen.findByText('共 8 条');
    expect(screen.queryByText('系统消息')).toBeNull();
  });

  it('mounts a hand-written component with props from the scope', async () => {
    const t = createTestEngine({ extra: { components: { Cockpit: ({ props }) => <p>驾驶舱 {String(props.tntId)}</p> } } });
    render(await t.screen('Cockpit'));
    expect(screen.getByText('驾驶舱 T001')).toBeTruthy();
  });

  it('hides buttons without rights and those in the disable list', async () => {
    const t = createTestEngine({ access: { authority: ['GoodsList'], buttons: ['goods-add', 'goods-delete'], disabled: ['goods-delete'] } });
    render(await t.screen('GoodsList'));
    await screen.findByText('共 23 条');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '上架' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '全选' })).toBeNull();
  });
});

describe('keepAlive (route meta)', () => {
  it('keeps the list page and selection when navigating away and back, and refreshes the same page in place', async () => {
    const t = createTestEngine();
    const list = await t.registry.load('GoodsList');
    const detail = await t.registry.load('GoodsDetail');
    function App() {
      const [at, setAt] = useState<'list' | 'detail'>('list');
      const current =
        at === 'list'
          ? { key: 'GoodsList', keepAlive: !!(list.screen as { route: { meta: { keepAlive?: boolean } } }).route.meta.keepAlive, element: <ScreenView loaded={list} /> }
          : { key: 'GoodsDetail', keepAlive: false, element: <ScreenView loaded={detail} query={{ id: 'g1' }} /> };
      return (
        <EngineProvider value={t.ctx}>
          <button onClick={() => setAt(at === 'list' ? 'detail' : 'list')}>切换</button>
          <KeepAliveHost current={current} />
        </EngineProvider>
      );
    }
    render(<App />);
    await screen.findByText('共 23 条');
    const firstRow = () => within(screen.getByRole('table')).getAllByRole('row')[1]!.textContent;
    const pageOneFirst = firstRow();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page'));
    // Page 2's rows are drawn (the pager can mark page 2 before they are): the row ticked is one of page 2.
    await waitFor(() => expect(firstRow()).not.toBe(pageOneFirst));
    fireEvent.click(within(screen.getByRole('table')).getAllByRole('checkbox', { name: '选择' })[0]!);
    await waitFor(() => expect((within(screen.getByRole('table')).getAllByRole('checkbox', { name: '选择' })[0] as HTMLInputElement).checked).toBe(true));
    const pageCalls = t.backend.callsOf('goods.page').length;
    fireEvent.click(screen.getByRole('button', { name: '切换' }));
    await screen.findByText('苹果', { selector: 'dd' });
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '切换' }));
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    // The kept selection shows once the kept list is drawn again: waited for, not assumed at once.
    await waitFor(() => expect((within(screen.getByRole('table')).getAllByRole('checkbox', { name: '选择' })[0] as HTMLInputElement).checked).toBe(true));
    // Goods added or edited meanwhile must show: the same request (page 2, same filters) is sent once more.
    await waitFor(() => expect(t.backend.callsOf('goods.page').length).toBe(pageCalls + 1));
    const calls = t.backend.callsOf('goods.page');
    expect(calls[pageCalls]!.payload).toEqual(calls[pageCalls - 1]!.payload);
    expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
  });
});
