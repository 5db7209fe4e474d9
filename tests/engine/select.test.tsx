// engine/ui's Select (issue 14: no native selects): an ARIA combobox with a lazily loaded listbox,
// usable by keyboard alone (arrows, Home / End, Enter, Escape, type-ahead), multiple with tags, and
// remote options narrowed by the server as the user types.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Modal, Select, type OptionValue } from '../../engine/ui';
import { filterOptions, moveActive, typeAhead } from '../../engine/ui/select-model';
import { openOptions } from './support/select';
import { clickAsUser } from './support/pointer';

afterEach(cleanup);

const FRUIT = [
  { value: 1, label: '苹果' },
  { value: 2, label: '香蕉', disabled: true },
  { value: 3, label: 'Mango' },
  { value: 4, label: 'melon' },
];

function Single({ onChange, showSearch }: { onChange: (v: OptionValue | undefined) => void; showSearch?: boolean }) {
  const [v, setV] = useState<OptionValue | undefined>();
  return <Select aria-label="水果" showSearch={showSearch} value={v} options={FRUIT} onChange={(x) => (setV(x), onChange(x))} />;
}

const listbox = () => screen.getByRole('listbox', { name: '水果' });
const activeOption = (combo: HTMLElement) => document.getElementById(combo.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('select-model', () => {
  it('filters by label, skips disabled options when moving, and types ahead like a native select', () => {
    expect(filterOptions(FRUIT, ' m ').map((o) => o.label)).toEqual(['Mango', 'melon']);
    expect(moveActive(FRUIT, 0, 1)).toBe(2); // 香蕉 is disabled
    expect(moveActive(FRUIT, 0, -1)).toBe(3); // wraps
    expect(typeAhead(FRUIT, 0, 'm')).toBe(2);
    expect(typeAhead(FRUIT, 2, 'm')).toBe(3); // the same letter again moves on
    expect(typeAhead(FRUIT, 2, 'me')).toBe(3);
    expect(typeAhead(FRUIT, 0, 'x')).toBe(0);
  });
});

describe('Select', () => {
  it('is a combobox: ArrowDown opens, arrows move past disabled options, Enter chooses and closes', async () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: '水果' });
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    await screen.findByRole('listbox', { name: '水果' });
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(combo)).toBe('苹果');
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    expect(activeOption(combo)).toBe('Mango');
    fireEvent.keyDown(combo, { key: 'End' });
    expect(activeOption(combo)).toBe('melon');
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect((combo as HTMLInputElement).value).toBe('melon');
  });

  it('a mouse click picks an option: the press keeps the focus in the field and the list open until the click', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<Select aria-label="水果" value={undefined} options={FRUIT} onChange={onChange} onBlur={onBlur} />);
    const combo = screen.getByRole('combobox', { name: '水果' });
    expect(combo.getAttribute('aria-autocomplete')).toBe('none'); // a short list: no search box
    combo.focus();
    clickAsUser(combo);
    await screen.findByRole('listbox', { name: '水果' });
    const mango = within(listbox()).getByRole('option', { name: 'Mango' });
    clickAsUser(mango);
    expect(onChange).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(combo);
    expect(onBlur).not.toHaveBeenCalled();
  });

  it('a press outside closes the list without choosing', async () => {
    const onChange = vi.fn();
    render(<><Single onChange={onChange} /><p>别处</p></>);
    const combo = screen.getByRole('combobox', { name: '水果' });
    await openOptions(combo);
    clickAsUser(screen.getByText('别处'));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('types ahead without a search box, and Escape closes without choosing', async () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} showSearch={false} />);
    const combo = screen.getByRole('combobox', { name: '水果' });
    fireEvent.keyDown(combo, { key: 'm' });
    await screen.findByRole('listbox', { name: '水果' });
    expect(activeOption(combo)).toBe('Mango');
    fireEvent.keyDown(combo, { key: 'e' });
    expect(activeOption(combo)).toBe('melon');
    fireEvent.keyDown(combo, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('searches: typing narrows the options, 暂无数据 when nothing matches', async () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} showSearch />);
    const combo = screen.getByRole('combobox', { name: '水果' });
    fireEvent.change(combo, { target: { value: 'ME' } });
    await waitFor(() => expect(within(listbox()).getAllByRole('option').map((o) => o.textContent)).toEqual(['melon']));
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.change(combo, { target: { value: '西瓜' } });
    expect(await within(listbox()).findByText('暂无数据')).toBeTruthy();
  });

  it('Escape inside a dialog closes the list first, not the dialog', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="选择" onClose={onClose}>
        <Single onChange={() => {}} />
      </Modal>,
    );
    const combo = screen.getByRole('combobox', { name: '水果' });
    await openOptions(combo);
    fireEvent.keyDown(combo, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(combo, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('multiple: chosen values show as tags, the list stays open, Backspace and × remove', async () => {
    const onChange = vi.fn();
    function Many() {
      const [v, setV] = useState<OptionValue[] | undefined>();
      return <Select multiple aria-label="水果" value={v} options={FRUIT} onChange={(x) => (setV(x), onChange(x))} />;
    }
    render(<Many />);
    const combo = screen.getByRole('combobox', { name: '水果' });
    const [apple, , mango] = await openOptions(combo);
    clickAsUser(apple!);
    clickAsUser(mango!);
    expect(onChange).toHaveBeenLastCalledWith([1, 3]);
    expect(listbox().getAttribute('aria-multiselectable')).toBe('true');
    expect(within(listbox()).getAllByRole('option', { selected: true }).map((o) => o.textContent)).toEqual(['苹果', 'Mango']);
    fireEvent.keyDown(combo, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith([1]);
    fireEvent.click(screen.getByRole('button', { name: '移除苹果' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('remote: the keyword goes to onSearch, and a chosen value keeps its label when the answer narrows', async () => {
    const all = [{ value: 'a', label: '绿源农业' }, { value: 'b', label: '丰收采购' }];
    const asked: string[] = [];
    function Remote() {
      const [v, setV] = useState<OptionValue | undefined>('b');
      const [options, setOptions] = useState(all);
      return (
        <Select aria-label="客户" value={v} options={options} onChange={setV}
          onSearch={(k) => (asked.push(k), setOptions(all.filter((o) => o.label.includes(k))))} />
      );
    }
    render(<Remote />);
    const combo = screen.getByRole('combobox', { name: '客户' }) as HTMLInputElement;
    expect(combo.value).toBe('丰收采购');
    fireEvent.change(combo, { target: { value: '绿源' } });
    expect(asked).toEqual(['绿源']);
    await waitFor(() => expect(within(screen.getByRole('listbox', { name: '客户' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['绿源农业']));
    fireEvent.keyDown(combo, { key: 'Escape' });
    expect(combo.value).toBe('丰收采购');
  });
});
