import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  applyTheme, Button, createToaster, DatePicker, Field, Modal, pagerItems, Pagination, Select, Tabs, Tag, THEME_COLORS, ToastHost, toastDuration,
} from '../../engine/ui';
import { chooseOption, optionLabels } from './support/select';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Button (spec 1: disabled for 1.5 s after each click)', () => {
  it('ignores clicks during the cool-down and re-enables after 1500 ms', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>提交</Button>);
    const btn = screen.getByRole('button', { name: '提交' });
    fireEvent.click(btn);
    fireEvent.click(btn);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Disabled from the next tick (see the submit test below).
    act(() => vi.advanceTimersByTime(1));
    expect(btn).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1498));
    expect(btn).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1));
    expect(btn).toHaveProperty('disabled', false);
    fireEvent.click(btn);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('a submit button is not disabled before its own click is done (a browser would cancel the submit)', () => {
    vi.useFakeTimers();
    const seen: boolean[] = [];
    render(
      <form onSubmit={(e) => e.preventDefault()}>
        <Button type="submit">登录</Button>
      </form>,
    );
    const btn = screen.getByRole('button', { name: '登录' }) as HTMLButtonElement;
    // What the browser's activation behaviour sees right after the click event has been dispatched.
    fireEvent.click(btn);
    seen.push(btn.disabled);
    act(() => vi.advanceTimersByTime(1));
    seen.push(btn.disabled);
    expect(seen).toEqual([false, true]);
  });
});

describe('Pagination (spec 9: 10/20/50/100, pager count 5)', () => {
  it('shows at most five page numbers with ellipses', () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 'next-more', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'prev-more', 4, 5, 6, 'next-more', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'prev-more', 7, 8, 9, 10]);
  });
  it('changes page, page size and jumps', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} pageSize={10} total={95} onChange={onChange} />);
    expect(screen.getByText('共 95 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    expect(await optionLabels(screen.getByLabelText('每页条数'))).toEqual(['10条/页', '20条/页', '50条/页', '100条/页']);
    await chooseOption(screen.getByLabelText('每页条数'), '50条/页');
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    const jumper = screen.getByLabelText('跳转页码');
    fireEvent.change(jumper, { target: { value: '99' } });
    fireEvent.keyDown(jumper, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
  });
});

describe('Toast (spec 8)', () => {
  it('errors last 2 s, YSCACL00000074 lasts 5 s', () => {
    expect(toastDuration('error')).toBe(2000);
    expect(toastDuration('error', 'YSCACL00000074')).toBe(5000);
    expect(toastDuration('success')).toBe(2000);
  });
  it('shows and removes toasts on time', () => {
    vi.useFakeTimers();
    const toaster = createToaster();
    render(<ToastHost toaster={toaster} />);
    act(() => {
      toaster.error('操作失败');
      toaster.error('请稍后再试', 'YSCACL00000074');
    });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['操作失败', '请稍后再试']);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请稍后再试']);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});

describe('Modal: focus and keyboard', () => {
  function Host() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>打开</button>
        <Modal open={open} title="新增" onClose={() => setOpen(false)} footer={<button>确定</button>}>
          <input aria-label="名称" />
        </Modal>
      </>
    );
  }
  it('is a labelled modal dialog, traps Tab, closes on Escape and restores focus', () => {
    render(<Host />);
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '新增' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: '关闭' });
    expect(document.activeElement).toBe(close);
    const ok = screen.getByRole('button', { name: '确定' });
    ok.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Tabs, Select, DatePicker, Field, Tag', () => {
  it('tabs move with the arrow keys', () => {
    render(<Tabs items={[{ key: 'a', label: '在售', content: '甲' }, { key: 'b', label: '下架', content: '乙' }]} />);
    const [a] = screen.getAllByRole('tab');
    fireEvent.keyDown(a!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '下架' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('乙');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '下架' }));
  });
  it('select keeps value types and offers 请选择; field links label and error', async () => {
    const onChange = vi.fn();
    render(
      <Field id="s" label="状态" required error="请选择状态">
        <Select id="s" value={undefined} options={[{ value: 1, label: '上架' }, { value: 2, label: '下架' }]} onChange={onChange} invalid />
      </Field>,
    );
    const select = screen.getByLabelText('*状态') as HTMLInputElement;
    expect(select.getAttribute('role')).toBe('combobox');
    expect(select.placeholder).toBe('请选择');
    await chooseOption(select, '下架');
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('alert').textContent).toBe('请选择状态');
  });
  it('date picker speaks yyyy-MM-dd; tag has a tone', () => {
    const onChange = vi.fn();
    render(
      <>
        <DatePicker aria-label="日期" value="2024-03-26" onChange={onChange} />
        <Tag tone="success">已上架</Tag>
      </>,
    );
    const input = screen.getByLabelText('日期') as HTMLInputElement;
    expect(input.value).toBe('2024-03-26');
    fireEvent.change(input, { target: { value: '2024-04-01' } });
    expect(onChange).toHaveBeenCalledWith('2024-04-01');
    expect(screen.getByText('已上架').className).toContain('scpr-tag--success');
  });
});

describe('theme colours (spec 9)', () => {
  it('the tokens define the three colours as CSS variables, styles.css loads them first; applyTheme switches', () => {
    expect(readFileSync('engine/ui/styles.css', 'utf8')).toMatch(/^[^{]*@import '\.\/styles\/tokens\.css';/);
    const css = readFileSync('engine/ui/styles/tokens.css', 'utf8');
    for (const [name, colour] of Object.entries(THEME_COLORS)) {
      expect(css).toContain(`[data-scpr-theme='${name}'] { --scpr-primary: ${colour};`);
    }
    expect(THEME_COLORS.blue).toBe('#007aff');
    expect(applyTheme('green')).toBe('green');
    expect(document.documentElement.dataset.scprTheme).toBe('green');
    expect(applyTheme('purple')).toBe('blue');
  });
});
