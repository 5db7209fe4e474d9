// A block titled like its screen shows no heading when the host's page header already shows that title,
// and keeps it when the host shows none (a page outside the menus, such as the to-do list).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ScreenView } from '../../engine/render';
import { compileScreen } from '../../engine/schema/compile';
import type { ScreenFile } from '../../engine/schema/types';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const page = {
  kind: 'page',
  route: { name: 'TodoList', path: '/todoList', meta: { title: '待办事项', hidden: true } },
  blocks: [{ kind: 'cards', name: 'notes', title: '待办事项', items: [{ id: 'a', heading: '系统维护通知', text: '本周六进行系统维护' }] }],
};

function show(headed?: boolean) {
  const t = inlineEngine({});
  const loaded = { name: 'TodoList', file: 'todo.json', screen: compileScreen(page as unknown as ScreenFile).json, entities: {}, route: { name: 'TodoList' } };
  render(t.wrap(<ScreenView loaded={loaded} headed={headed} />));
}

describe('a block titled like its screen', () => {
  it('has no heading of its own under the page header', async () => {
    show();
    await screen.findByText('系统维护通知');
    expect(screen.queryByRole('heading', { name: '待办事项' })).toBeNull();
  });

  it('keeps its heading when the host shows no page header', async () => {
    show(false);
    await screen.findByText('系统维护通知');
    expect(screen.getByRole('heading', { name: '待办事项' })).toBeTruthy();
  });
});

// A centre root with nothing under it yet (仓储中心 of the warehouse staff): under the page header it says
// 暂无数据 in a card with the empty picture, without a second heading of the same title.
describe('a centre root with no screen to show', () => {
  const area = { kind: 'area', route: { name: 'Storage', path: '/storage', meta: { title: '仓储中心' } } };
  function showArea(headed?: boolean) {
    const t = inlineEngine({});
    const loaded = { name: 'Storage', file: 'storage.json', screen: compileScreen(area as unknown as ScreenFile).json, entities: {}, route: { name: 'Storage' } };
    const { container } = render(t.wrap(<ScreenView loaded={loaded} headed={headed} />));
    return container;
  }

  it('says 暂无数据 in a card, with no heading repeating the page header', () => {
    const container = showArea();
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
    expect(container.querySelector('.scpr-screen__empty .scpr-empty__image')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: '仓储中心' })).toBeNull();
  });

  it('keeps its title when the host shows no page header', () => {
    showArea(false);
    expect(screen.getByRole('heading', { name: '仓储中心' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
  });
});

// A form screen titled like its route (添加图片, 编辑广告 ...): the title was shown twice, by the screen's
// own heading and by the page header (or the form's heading where there is no page header).
describe('a form screen titled like its route', () => {
  const entity = { $id: 'album', type: 'object', properties: { albumNm: { type: 'string', title: '相册', maxLength: 20 } } };
  const form = {
    kind: 'form',
    route: { name: 'AddImages', path: '/user/add-images', meta: { title: '添加图片', hidden: true } },
    title: '添加图片',
    entity: 'album',
    fields: [{ field: 'albumNm' }],
    submit: { label: '保存', call: 'album.save' },
  };
  function showForm(screenFile: object, headed?: boolean) {
    const t = inlineEngine({});
    const loaded = { name: 'AddImages', file: 'add-images.json', screen: compileScreen(screenFile as unknown as ScreenFile).json, entities: { album: entity } as never, route: { name: 'AddImages' } };
    render(t.wrap(<ScreenView loaded={loaded} headed={headed} />));
  }
  const headings = () => screen.queryAllByRole('heading').map((h) => h.textContent);

  it('leaves the title to the page header', async () => {
    showForm(form);
    await screen.findByRole('button', { name: '保存' });
    expect(headings()).toEqual([]);
  });

  it('shows it once where there is no page header', async () => {
    showForm(form, false);
    await screen.findByRole('button', { name: '保存' });
    expect(headings()).toEqual(['添加图片']);
  });

  it('shows a title of its own once under the page header', async () => {
    showForm({ ...form, title: '批量添加' });
    await screen.findByRole('button', { name: '保存' });
    expect(headings()).toEqual(['批量添加']);
  });
});
