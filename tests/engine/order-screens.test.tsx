// The engine words of the order screens: a list's tabs with counts (order status), blocks inside a
// detail (order progress and history read the record and reload with it), and identical first loads
// of one page sharing one request (product details: three blocks, one item.frontDetail).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const route = { name: 'Orders', path: '/orders', meta: { title: '订单' } };
const entities = {
  order: {
    $id: 'order',
    type: 'object',
    properties: {
      orderNo: { type: 'string', title: '订单编号' },
      buyerNm: { type: 'string', title: '买家' },
      status: { type: 'string', title: '订单状态' },
    },
  },
};
const ORDERS = Array.from({ length: 25 }, (_, i) => ({ orderId: `o${i + 1}`, orderNo: `DD${String(i + 1).padStart(3, '0')}`, buyerNm: i % 5 === 0 ? '丰收' : '绿源', status: i % 3 === 0 ? '20' : '10' }));
const matches = (p: Record<string, unknown>) => ORDERS.filter((o) => !p.buyerNm || o.buyerNm.includes(String(p.buyerNm)));

const handlers = {
  'order.page': (p: Record<string, unknown>) => {
    const rows = matches(p).filter((o) => !p.status || o.status === p.status);
    const num = Number(p.pageNum);
    const size = Number(p.pageSize);
    return { records: rows.slice((num - 1) * size, num * size), total: rows.length };
  },
  'order.count': (p: Record<string, unknown>) => {
    const rows = matches(p);
    const n = (s: string) => rows.filter((o) => o.status === s).length;
    return { tabs: [{ status: '', label: '全部', count: rows.length }, { status: '10', label: '待卖家确认', count: n('10') }, { status: '20', label: '待付款', count: n('20') }] };
  },
  'order.agree': () => ({}),
};

const list = {
  kind: 'page',
  route,
  blocks: [
    {
      kind: 'list',
      entity: 'order',
      data: { call: 'order.page', params: { side: 'seller' } },
      rowKey: 'orderId',
      tabs: { data: { call: 'order.count', params: { side: 'seller' }, map: { rows: 'tabs' } }, param: 'status', query: 'status', fields: { value: 'status' } },
      filters: ['buyerNm'],
      columns: ['orderNo', 'buyerNm', 'status'],
      rowActions: [{ id: 'agree', label: '同意', tone: 'link', call: 'order.agree', payload: { id: { var: 'row.orderId' } }, then: ['reload'] }],
    },
  ],
};

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);
const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('list tabs with counts', () => {
  it('shows the tabs with their counts, the active one from the query, and narrows the rows by it', async () => {
    const t = inlineEngine(handlers);
    render(t.view(list, entities as never, { status: '20' }));
    await waitFor(() => expect(tabNames()).toEqual(['全部25', '待卖家确认16', '待付款9']));
    expect(screen.getByRole('tablist', { name: '订单状态' })).toBeTruthy();
    expect(selected()).toEqual(['待付款9']);
    await waitFor(() => expect(firstCells()[0]).toBe('DD001'));
    expect(t.calls.filter((c) => c.key === 'order.page').at(-1)!.payload).toEqual({ side: 'seller', status: '20', pageNum: 1, pageSize: 10 });
    // The counts never carry the tab itself.
    expect(t.calls.filter((c) => c.key === 'order.count').map((c) => c.payload)).toEqual([{ side: 'seller' }]);
    expect(screen.getByRole('tabpanel').contains(screen.getByRole('table'))).toBe(true);
  });

  it('switching tabs filters the list, goes back to page 1 and writes the query; counts follow the other filters', async () => {
    const t = inlineEngine(handlers);
    render(t.view(list, entities as never, {}));
    await waitFor(() => expect(selected()).toEqual(['全部25']));
    await screen.findByText('共 25 条');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'order.page').at(-1)!.payload).toMatchObject({ pageNum: 2 }));
    fireEvent.click(screen.getByRole('tab', { name: /待卖家确认/ }));
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'order.page').at(-1)!.payload).toEqual({ side: 'seller', status: '10', pageNum: 1, pageSize: 10 }));
    expect(selected()).toEqual(['待卖家确认16']);
    expect(t.navigations.at(-1)).toEqual({ name: 'Orders', query: { status: '10' }, replace: true });
    // A filter: the rows and every tab's count follow it; the tab stays.
    fireEvent.change(screen.getByLabelText('买家'), { target: { value: '丰收' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(tabNames()).toEqual(['全部5', '待卖家确认3', '待付款2']));
    expect(t.calls.filter((c) => c.key === 'order.count').at(-1)!.payload).toEqual({ side: 'seller', buyerNm: '丰收' });
    expect(t.calls.filter((c) => c.key === 'order.page').at(-1)!.payload).toEqual({ side: 'seller', buyerNm: '丰收', status: '10', pageNum: 1, pageSize: 10 });
    // Arrow keys move between tabs (WAI-ARIA tabs); 全部 drops the entry and the query.
    fireEvent.keyDown(screen.getByRole('tab', { name: /待卖家确认/ }), { key: 'ArrowLeft' });
    await waitFor(() => expect(selected()).toEqual(['全部5']));
    expect(t.calls.filter((c) => c.key === 'order.page').at(-1)!.payload).not.toHaveProperty('status');
    expect(t.navigations.at(-1)).toEqual({ name: 'Orders', query: {}, replace: true });
  });

  it('a row action that reloads the list asks for the counts again', async () => {
    const t = inlineEngine(handlers);
    render(t.view(list, entities as never, {}));
    await screen.findByText('共 25 条');
    const before = t.calls.filter((c) => c.key === 'order.count').length;
    fireEvent.click(screen.getAllByRole('button', { name: '同意' })[0]!);
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'order.count').length).toBe(before + 1));
  });

  it("a row's open confirmation stays open while the list is drawn again (a reload, a new query)", async () => {
    // 确认收款's bubble closed under the user's pointer when the payments list answered again: every cell
    // was remounted because the columns, built anew, were new component types.
    const withConfirm = { ...list, blocks: [{ ...list.blocks[0]!, rowActions: [{ ...list.blocks[0]!.rowActions[0]!, confirm: '确认同意该订单吗？' }] }] };
    const t = inlineEngine(handlers);
    const { rerender } = render(t.view(withConfirm, entities as never, {}));
    await screen.findByText('共 25 条');
    fireEvent.click(screen.getAllByRole('button', { name: '同意' })[0]!);
    await screen.findByText('确认同意该订单吗？');
    const pageCalls = t.calls.filter((c) => c.key === 'order.page').length;
    // The same first row (DD001 is 待付款) asked again with the tab of its status.
    rerender(t.view(withConfirm, entities as never, { status: '20' }));
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'order.page').length).toBeGreaterThan(pageCalls));
    await screen.findByText('共 9 条');
    expect(screen.getByText('确认同意该订单吗？')).toBeTruthy();
  });
});

const detail = {
  kind: 'page',
  route,
  blocks: [
    {
      kind: 'detail',
      entity: 'order',
      data: { call: 'order.detail', params: { orderId: { var: 'query.orderId' } } },
      sections: [
        {
          id: 'progress',
          title: '订单进度',
          block: {
            kind: 'steps',
            steps: [{ label: '提交订单', values: ['10'] }, { label: '卖家确认', values: ['20'] }, { label: '交易完成', values: ['50'] }],
            current: { var: 'data.status' },
            done: { '==': [{ var: 'data.status' }, '50'] },
          },
        },
        { id: 'base', title: '订单信息', fields: ['orderNo'] },
        {
          id: 'history',
          title: '订单记录',
          block: { kind: 'timeline', rows: { var: 'data.history' }, fields: { time: 'at', who: 'actorNm', from: 'fromStatus', to: 'toStatus', note: 'note', move: 'moveNm' }, order: 'desc' },
        },
      ],
      actions: [{ id: 'agree', label: '同意订单', call: 'order.agree', payload: { id: { var: 'data.orderId' } }, then: ['reload'] }],
    },
  ],
};

describe('blocks inside a detail', () => {
  it('steps and timeline read the record and follow its reload, with no call of their own', async () => {
    let order = { orderId: 'o1', orderNo: 'DD001', status: '10', history: [{ moveNm: '下单', fromStatus: null as string | null, toStatus: '10', actorNm: '买家', note: '', at: '2026-11-20T02:00:00.000Z' }] };
    const t = inlineEngine({
      'order.detail': () => order,
      'order.agree': () => {
        order = { ...order, status: '50', history: [...order.history, { moveNm: '同意订单', fromStatus: '10', toStatus: '50', actorNm: '卖家', note: '尽快发货', at: '2026-11-20T03:00:00.000Z' }] };
        return {};
      },
    });
    render(t.view(detail, entities as never, { orderId: 'o1' }));
    const steps = await screen.findByRole('list', { name: '订单进度' });
    expect(within(steps).getAllByRole('listitem').map((li) => /scpr-step--(\w+)/.exec(li.className)![1])).toEqual(['process', 'wait', 'wait']);
    const history = screen.getByRole('region', { name: '订单记录' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringMatching(/^下单 · 10.*买家$/)]);
    fireEvent.click(screen.getByRole('button', { name: '同意订单' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    expect(within(history).getAllByRole('listitem')[0]!.textContent).toMatch(/^同意订单 · 10 → 50.*卖家尽快发货$/);
    // 交易完成: every step done.
    expect(within(screen.getByRole('list', { name: '订单进度' })).getAllByRole('listitem').map((li) => /scpr-step--(\w+)/.exec(li.className)![1])).toEqual(['finish', 'finish', 'finish']);
    expect(t.calls.map((c) => c.key)).toEqual(['order.detail', 'order.agree', 'order.detail']);
  });
});

describe('a timeline entry with pictures', () => {
  it('shows each picture under its note as a thumbnail that opens full size', async () => {
    const thread = {
      kind: 'page',
      route,
      blocks: [
        {
          kind: 'timeline',
          title: '沟通记录',
          data: { call: 'order.detail', params: { orderId: 'o1' }, map: { rows: 'replies' } },
          fields: { time: 'at', who: 'sideNm', note: 'content', pictures: 'pictures' },
        },
      ],
    };
    const t = inlineEngine({
      'order.detail': () => ({
        replies: [
          { sideNm: '平台', content: '已受理', at: '2026-11-20T02:00:00.000Z', pictures: [] },
          { sideNm: '投诉人', content: '已补充照片', at: '2026-11-20T03:00:00.000Z', pictures: [{ url: '/f/1.png', name: '外包装.png' }] },
        ],
      }),
    });
    render(t.view(thread, entities as never, {}));
    const region = await screen.findByRole('region', { name: '沟通记录' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(region).getAllByRole('listitem');
    expect(within(first!).queryAllByRole('img')).toHaveLength(0);
    expect(within(second!).getByRole('img', { name: '外包装.png' }).getAttribute('src')).toBe('/f/1.png');
    fireEvent.click(within(second!).getByRole('button', { name: '查看大图：外包装.png' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('identical first loads share one request', () => {
  const three = {
    kind: 'page',
    route,
    blocks: [
      { kind: 'detail', entity: 'order', data: { call: 'order.detail', params: { orderId: { var: 'query.orderId' } } }, fields: ['orderNo'] },
      { kind: 'detail', entity: 'order', data: { call: 'order.detail', params: { orderId: { var: 'query.orderId' } } }, fields: ['buyerNm'], actions: [{ id: 'again', label: '刷新', then: ['reload'] }] },
      { kind: 'steps', data: { call: 'order.detail', params: { orderId: { var: 'query.orderId' } } }, steps: [{ label: '提交订单', values: ['10'] }, { label: '完成', values: ['50'] }], current: { var: 'data.status' } },
      { kind: 'detail', entity: 'order', data: { call: 'order.detail', params: { orderId: 'o2' } }, fields: ['orderNo'] },
    ],
  };

  it('three blocks reading one record send one call; another payload and a reload go out', async () => {
    const t = inlineEngine({ 'order.detail': (p) => ({ orderId: p.orderId, orderNo: `NO-${String(p.orderId)}`, buyerNm: '丰收', status: '10' }) });
    render(t.view(three, entities as never, { orderId: 'o1' }));
    await screen.findByText('丰收');
    await screen.findByRole('list', { name: '订单进度' });
    expect(screen.getAllByText('NO-o1')).toHaveLength(1);
    expect(screen.getByText('NO-o2')).toBeTruthy();
    expect(t.calls.map((c) => JSON.stringify(c.payload)).sort()).toEqual(['{"orderId":"o1"}', '{"orderId":"o2"}']);
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(t.calls).toHaveLength(3));
    expect(t.calls[2]!.payload).toEqual({ orderId: 'o1' });
  });

  it('a screen opened next reads again: an answer of the screen before never stands in for a change made since', async () => {
    // The coupon edit form read the record, saved, and the detail page it went to within the settle
    // window showed the name from before the save.
    let orderNo = 'NO-old';
    const t = inlineEngine({ 'order.detail': (p) => ({ orderId: p.orderId, orderNo, buyerNm: '丰收', status: '10' }) });
    const one = { ...three, blocks: three.blocks.slice(0, 1) };
    const first = render(t.view(one, entities as never, { orderId: 'o1' }));
    await screen.findByText('NO-old');
    first.unmount();
    orderNo = 'NO-new';
    render(t.view(one, entities as never, { orderId: 'o1' }));
    await screen.findByText('NO-new');
    expect(t.calls).toHaveLength(2);
  });

  it('a failure of the shared request is shown once', async () => {
    const t = inlineEngine({
      'order.detail': () => {
        throw { code: 'YSCPR00000500', msg: '订单服务暂不可用' };
      },
    });
    render(t.view({ ...three, blocks: three.blocks.slice(0, 3) }, entities as never, { orderId: 'o1' }));
    await screen.findByText('订单服务暂不可用');
    await waitFor(() => expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0));
    expect(screen.getAllByText('订单服务暂不可用')).toHaveLength(1);
    expect(t.calls).toHaveLength(1);
  });
});
