// The design system's composite components (issue 14): steps, timeline, descriptions, cascader (keyboard
// and search), avatar default, empty / error states, status tones.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Avatar, Cascader, Descriptions, Empty, ErrorState, searchPaths, Steps, Tabs, Timeline, toneOfStatus, type CascaderOption } from '../../engine/ui';

afterEach(cleanup);

const REGIONS: CascaderOption[] = [
  { value: '110000', label: '北京市', children: [{ value: '110100', label: '市辖区', children: [{ value: '110101', label: '东城区' }, { value: '110102', label: '西城区' }] }] },
  { value: '130000', label: '河北省', children: [{ value: '130100', label: '石家庄市', children: [{ value: '130102', label: '长安区' }] }] },
];

describe('Steps', () => {
  it('marks steps before the current one finished, the current one with aria-current, an error status on it', () => {
    render(<Steps current={1} status="error" items={[{ title: '提交订单' }, { title: '付款' }, { title: '发货' }]} label="订单进度" />);
    const list = screen.getByRole('list', { name: '订单进度' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.className.match(/scpr-step--(\w+)/)?.[1])).toEqual(['finish', 'error', 'wait']);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    expect(items[1]!.textContent).toContain('付款（失败）');
  });
});

describe('Timeline', () => {
  it('lists events newest first when reversed, with a pending entry last', () => {
    render(<Timeline reverse items={[{ title: '下单', time: '2026-01-01 10:00:00' }, { title: '付款', tone: 'success' }]} pending="等待发货" label="订单记录" />);
    const items = within(screen.getByRole('list', { name: '订单记录' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['付款', '下单2026-01-01 10:00:00', '等待发货']);
  });
});

describe('Descriptions', () => {
  it('pairs each label with its value in a <dl>, empty values as -', () => {
    render(<Descriptions title="收货信息" items={[{ label: '收货人', children: '张三' }, { label: '电话', children: null }]} />);
    expect(screen.getByText('收货人', { selector: 'dt' }).nextElementSibling!.textContent).toBe('张三');
    expect(screen.getByText('电话', { selector: 'dt' }).nextElementSibling!.textContent).toBe('-');
  });
});

function Region({ onChange }: { onChange: (v: (string | number)[] | undefined, labels: string[]) => void }) {
  const [value, setValue] = useState<(string | number)[] | undefined>();
  return (
    <Cascader
      aria-label="所在地区"
      options={REGIONS}
      value={value}
      onChange={(v, l) => {
        setValue(v);
        onChange(v, l);
      }}
    />
  );
}

describe('Cascader', () => {
  it('opens with the keyboard, walks the columns with the arrow keys and chooses a leaf with Enter', async () => {
    const onChange = vi.fn();
    render(<Region onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: '所在地区' });
    expect(trigger.textContent).toContain('请选择');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const first = await screen.findByRole('option', { name: '北京市' });
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const hebei = screen.getByRole('option', { name: '河北省' });
    fireEvent.keyDown(hebei, { key: 'ArrowRight' });
    const city = await screen.findByRole('option', { name: '石家庄市' });
    fireEvent.keyDown(city, { key: 'ArrowRight' });
    fireEvent.keyDown(await screen.findByRole('option', { name: '长安区' }), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['130000', '130100', '130102'], ['河北省', '石家庄市', '长安区']);
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    expect(trigger.textContent).toContain('河北省 / 石家庄市 / 长安区');
  });

  it('search lists whole paths that contain the keyword; 清空 clears', async () => {
    const onChange = vi.fn();
    render(<Region onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: '所在地区' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '搜索' }), { target: { value: '西城' } });
    fireEvent.click(await screen.findByRole('option', { name: '北京市 / 市辖区 / 西城区' }));
    expect(onChange).toHaveBeenLastCalledWith(['110000', '110100', '110102'], ['北京市', '市辖区', '西城区']);
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined, []);
  });

  it('searchPaths offers leaves only unless any level may be chosen', () => {
    expect(searchPaths(REGIONS, '北京', false).map((m) => m.labels.join('/'))).toEqual(['北京市/市辖区/东城区', '北京市/市辖区/西城区']);
    expect(searchPaths(REGIONS, '北京', true)).toHaveLength(4);
  });
});

describe('avatar, states, tags, tabs', () => {
  it('shows the first character of the name when there is no picture', () => {
    const { container } = render(<Avatar name="绿源卖家" />);
    expect(container.textContent).toBe('绿');
  });
  it('empty says 暂无数据 with a picture; the error state retries', () => {
    const retry = vi.fn();
    render(
      <>
        <Empty />
        <ErrorState message="加载失败" onRetry={retry} />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
    expect(screen.getByRole('status').querySelector('svg')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });
  it('colours statuses by what they say', () => {
    expect(['已上架', '已下架', '草稿', '已冻结', '待审核'].map(toneOfStatus)).toEqual(['success', 'default', 'default', 'danger', 'warning']);
  });
  it('tabs show their counts', () => {
    render(<Tabs items={[{ key: 'a', label: '待付款', count: 3, content: 'A' }]} />);
    expect(screen.getByRole('tab').textContent).toBe('待付款3');
  });
});

describe('Escape closes the topmost dialog or drawer wherever focus is (issue 14)', () => {
  it('closes the drawer when focus has left it, and only the top layer of two', async () => {
    const { Drawer, Modal } = await import('../../engine/ui');
    const closeDrawer = vi.fn();
    const closeModal = vi.fn();
    const { rerender } = render(
      <>
        <button type="button">外面</button>
        <Drawer open title="系统消息" onClose={closeDrawer}>
          <p>内容</p>
        </Drawer>
      </>,
    );
    expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(closeDrawer).toHaveBeenCalledOnce();
    rerender(
      <>
        <button type="button">外面</button>
        <Drawer open title="系统消息" onClose={closeDrawer}>
          <p>内容</p>
        </Drawer>
        <Modal open title="提示" onClose={closeModal}>
          <p>确定吗</p>
        </Modal>
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(closeModal).toHaveBeenCalledOnce();
    expect(closeDrawer).toHaveBeenCalledOnce();
  });
});
