// Text, cards and slot blocks, page state with `set` steps, app effects, and the list value type.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentScreenProps } from '../../engine/render';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const route = { name: 'Inline', path: '/inline', meta: { title: '测试页' } };
const page = (blocks: object[], extra: object = {}) => ({ kind: 'page', route, blocks, ...extra });

describe('text block', () => {
  it('shows a heading and text computed from the session, and its buttons navigate', async () => {
    const t = inlineEngine({});
    (t.ctx as { session: Record<string, unknown> }).session = { systemName: '农业产业交易平台' };
    render(
      t.view(
        page([
          {
            kind: 'text',
            variant: 'banner',
            heading: { cat: ['欢迎使用', { var: 'session.systemName' }] },
            text: { if: [{ var: 'session.introduction' }, { var: 'session.introduction' }, '暂无介绍'] },
            actions: [{ label: '返回首页', navigate: { route: 'Home' } }],
          },
        ]),
      ),
    );
    expect(screen.getByRole('heading', { name: '欢迎使用农业产业交易平台' })).toBeTruthy();
    expect(screen.getByText('暂无介绍')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(t.navigations).toEqual([{ name: 'Home' }]));
  });
});

describe('cards block', () => {
  it('shows fixed tiles whose access holds, and a click navigates', async () => {
    const t = inlineEngine({});
    (t.ctx as { session: Record<string, unknown> }).session = { isTnt: false, unreadCount: 3 };
    render(
      t.view(
        page([
          {
            kind: 'cards',
            items: [
              { id: 'finance', heading: '金融服务', navigate: { route: 'Finance' } },
              { id: 'settings', heading: '功能设置', access: { visible: { var: 'session.isTnt' } } },
              { id: 'rights', heading: '投诉中心', access: { permission: 'complain' } },
              { id: 'todo', heading: '待办事项', text: { if: [{ '>': [{ var: 'session.unreadCount' }, 0] }, { cat: [{ var: 'session.unreadCount' }, '条未读消息'] }, '暂无待办事项'] } },
            ],
          },
        ]),
      ),
    );
    // The cards renderer is a lazy chunk: wait for the tiles before asserting what is absent.
    expect(await screen.findByText('3条未读消息')).toBeTruthy();
    expect(screen.queryByText('功能设置')).toBeNull();
    // The access pipeline removed the tile whose permission the user lacks.
    expect(screen.queryByText('投诉中心')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '金融服务' }));
    await waitFor(() => expect(t.navigations).toEqual([{ name: 'Finance' }]));
  });

  it('a tile may ask its own record (scope tile): its text shows the answer, and a hidden tile asks nothing', async () => {
    const t = inlineEngine({ 'complaint.openCount': () => ({ openCount: 3 }) });
    (t.ctx as { session: Record<string, unknown> }).session = { isTnt: false };
    const count = { call: 'complaint.openCount', quiet: true };
    const text = { if: [{ '>': [{ var: 'tile.openCount' }, 0] }, '${tile.openCount}条投诉处理中', '投诉受理与处理进度'] };
    render(
      t.view(
        page([
          {
            kind: 'cards',
            items: [
              { id: 'mine', heading: '投诉中心', data: count, text, access: { visible: '= !session.isTnt' } },
              { id: 'plat', heading: '平台投诉', data: count, text, access: { visible: '= session.isTnt' } },
            ],
          },
        ]),
      ),
    );
    expect(await screen.findByText('3条投诉处理中')).toBeTruthy();
    expect(screen.queryByText('平台投诉')).toBeNull();
    expect(t.calls.filter((c) => c.key === 'complaint.openCount')).toHaveLength(1);
  });

  it('a tile\'s heading and text carry their whole wording as a title, so a line cut short can still be read', async () => {
    const t = inlineEngine({});
    const long = '管理供应商档案、收购设置、创建收购单、收购结算、报表管理：5个任务，预计15分钟';
    render(t.view(page([{ kind: 'cards', columns: 3, items: [{ id: 'g', heading: '收购专区新手引导', text: long, navigate: { route: 'NoviceGuide' } }] }])));
    expect((await screen.findByText(long)).getAttribute('title')).toBe(long);
    expect(screen.getByText('收购专区新手引导').getAttribute('title')).toBe('收购专区新手引导');
  });

  it('puts the toolbar on the title row when no filters stand between them (an Ant Design Pro card extra)', async () => {
    const t = inlineEngine({});
    const toolbar = [{ id: 'more', label: '更多资讯', tone: 'link', navigate: { route: 'News' } }];
    const tile = [{ id: 'a', heading: '甲' }];
    render(t.view(page([{ kind: 'cards', title: '行业资讯', items: tile, toolbar }, { kind: 'cards', items: tile, toolbar: [{ ...toolbar[0], id: 'add', label: '添加' }] }])));
    const head = (await screen.findByRole('heading', { name: '行业资讯' })).parentElement!;
    expect(head.className).toBe('scpr-cards__head');
    expect(within(head).getByRole('button', { name: '更多资讯' })).toBeTruthy();
    // No title: the toolbar alone in the row.
    expect(screen.getByRole('button', { name: '添加' }).closest('.scpr-cards__head')!.children).toHaveLength(1);
  });

  const entries = [
    { id: 's1', menuName: '商品列表', menuId: 'm_A' },
    { id: 's2', menuName: '订单', menuId: 'm_B' },
  ];
  const panel = {
    kind: 'page',
    state: { editing: false },
    blocks: [
      {
        kind: 'cards',
        data: { call: 'shortcut.list' },
        item: { heading: { var: 'row.menuName' }, then: [{ effect: 'menu.jump', with: { menuId: { var: 'row.menuId' } } }] },
        toolbar: [
          { id: 'edit', label: '自定义', then: [{ set: { editing: true } }], access: { visible: { '!': { var: 'state.editing' } } } },
          { id: 'done', label: '返回', then: [{ set: { editing: false } }], access: { visible: { var: 'state.editing' } } },
          { id: 'add', label: '添加', access: { visible: { and: [{ var: 'state.editing' }, { '<': [{ var: 'data.length' }, 3] }] } } },
        ],
        itemActions: [
          {
            id: 'delete',
            label: '删除',
            call: 'shortcut.delete',
            payload: { id: { var: 'row.id' } },
            then: [{ message: '删除成功' }, 'reload'],
            access: { visible: { and: [{ var: 'state.editing' }, { '>': [{ var: 'data.length' }, 1] }] } },
          },
        ],
      },
    ],
  };

  it('repeats a tile per row; page state switches an edit mode; limits read the row count', async () => {
    let rows = [...entries];
    const jump = vi.fn();
    const t = inlineEngine(
      { 'shortcut.list': () => rows, 'shortcut.delete': (p) => ((rows = rows.filter((r) => r.id !== p.id)), null) },
      { effects: { 'menu.jump': jump } },
    );
    render(t.view(page([panel])));
    await screen.findByText('商品列表');
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '商品列表' }));
    await waitFor(() => expect(jump).toHaveBeenCalledTimes(1));
    expect(jump.mock.calls[0]![0]!.values).toEqual({ menuId: 'm_A' });

    fireEvent.click(screen.getByRole('button', { name: '自定义' }));
    expect(await screen.findByRole('button', { name: '返回' })).toBeTruthy();
    // Two rows: add shows (limit 3), delete shows on each tile (more than one).
    expect(screen.getByRole('button', { name: '添加' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(2);

    const first = screen.getByText('商品列表').closest('li') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: '删除' }));
    await screen.findByText('删除成功');
    await waitFor(() => expect(screen.queryByText('商品列表')).toBeNull());
    expect(t.calls.filter((c) => c.key === 'shortcut.delete')).toEqual([{ key: 'shortcut.delete', payload: { id: 's1' } }]);
    // One row left: delete is hidden.
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('button', { name: '自定义' })).toBeTruthy();
  });

  it('shows the empty text when there are no rows', async () => {
    const t = inlineEngine({ 'shortcut.list': () => [] });
    render(t.view(page([{ ...panel.blocks[0], empty: '暂无快捷入口' }])));
    expect(await screen.findByText('暂无快捷入口')).toBeTruthy();
  });
});

describe('effects', () => {
  it('hand the call result and the with values to the app, then the steps go on', async () => {
    const login = vi.fn(async () => undefined);
    const t = inlineEngine({ 'acl.login': (p) => ({ token: `t-${String(p.phone)}` }) }, { effects: { 'session.login': login } });
    render(
      t.view(
        page([
          {
            kind: 'text',
            actions: [{ label: '登录', call: 'acl.login', payload: { phone: '13800000000' }, then: [{ effect: 'session.login', with: { from: 'test' } }, { message: '登录成功' }] }],
          },
        ]),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('登录成功')).toBeTruthy();
    expect(login).toHaveBeenCalledTimes(1);
    const input = (login.mock.calls[0] as unknown as [{ values: unknown; result: unknown }])[0];
    expect(input.values).toEqual({ from: 'test' });
    expect(input.result).toEqual({ token: 't-13800000000' });
  });

  it('a failing or unknown effect is reported and stops the steps after it', async () => {
    const t = inlineEngine({}, { effects: { boom: () => Promise.reject({ code: 'X1', msg: '切换失败' }) } });
    render(
      t.view(
        page([
          {
            kind: 'text',
            actions: [
              { id: 'a', label: '切换', then: [{ effect: 'boom' }, { message: '不应出现' }] },
              { id: 'b', label: '未知', then: [{ effect: 'nope' }, { message: '不应出现' }] },
            ],
          },
        ]),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '切换' }));
    expect(await screen.findByText('切换失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '未知' }));
    expect(await screen.findByText('未注册的操作：nope')).toBeTruthy();
    expect(screen.queryByText('不应出现')).toBeNull();
  });
});

describe('slot block', () => {
  it('renders the registered component with props from the scope, or the empty text', () => {
    const Panel = ({ props }: ComponentScreenProps) => <p>驾驶舱：{String(props.tenant)}</p>;
    const blocks = [{ kind: 'slot', slot: 'cockpitPanel', props: { tenant: { var: 'session.tntId' } }, empty: '暂无数据' }];
    const withPanel = inlineEngine({}, { components: { cockpitPanel: Panel } });
    const { unmount } = render(withPanel.view(page(blocks)));
    expect(screen.getByText('驾驶舱：T001')).toBeTruthy();
    unmount();
    render(inlineEngine({}).view(page(blocks)));
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});

describe('an empty slot', () => {
  it('says its empty text in a card with the empty picture, under its title', () => {
    // The enterprise large screen and the novice guide said a bare grey 暂无数据 on an empty page.
    const blocks = [{ kind: 'slot', slot: 'entLargeScreen', title: '企业大屏', empty: '暂无数据' }];
    const { container } = render(inlineEngine({}).view(page(blocks)));
    const card = container.querySelector('section.scpr-slot[data-slot="entLargeScreen"]');
    expect(card).not.toBeNull();
    expect(card!.querySelector('.scpr-empty__image')).not.toBeNull();
    expect(screen.getByRole('region', { name: '企业大屏' })).toBe(card);
    expect(screen.getByRole('heading', { name: '企业大屏' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
  });
});

describe('list value type', () => {
  it('shows a comma-separated string as one item each', async () => {
    const t = inlineEngine({ 'footer.get': () => ({ partners: '绿源农业,丰收合作社，安达物流', copyright: '' }) });
    const entities = { footer: { $id: 'footer', type: 'object', properties: { partners: { type: 'string', title: '合作伙伴' }, copyright: { type: 'string', title: '版权信息' } } } };
    render(t.view(page([{ kind: 'detail', entity: 'footer', data: { call: 'footer.get' }, fields: [{ field: 'partners', valueType: 'list' }, 'copyright'] }]), entities as never));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['绿源农业', '丰收合作社', '安达物流']);
  });
});
