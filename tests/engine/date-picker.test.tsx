// Date and range pickers (issue 14): typed dates, a calendar driven by the keyboard, and spec 9's range
// presets (1 yesterday, 2 this week (ISO), 3 this month, 4 this year) computed with dayjs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DatePicker, DateRange } from '../../engine/ui';
import { monthGrid, parseTyped, RANGE_PRESETS } from '../../engine/ui/date-model';

afterEach(cleanup);

describe('date-model', () => {
  it('reads typed dates, rejects days that do not exist, and lays months out Monday first', () => {
    expect(parseTyped('2026/3/5')).toBe('2026-03-05');
    expect(parseTyped('20260305')).toBe('2026-03-05');
    expect(parseTyped('2026年3月5日')).toBe('2026-03-05');
    expect(parseTyped('2026-02-30')).toBeUndefined();
    const grid = monthGrid(dayjs('2026-11-24'));
    expect(grid[0]![0]!.format('YYYY-MM-DD')).toBe('2026-10-26'); // the Monday before 1 November (a Sunday)
    expect(grid.every((w) => w[0]!.day() === 1)).toBe(true);
  });
  it('has the presets of spec 9 in order: yesterday, this ISO week, this month, this year', () => {
    const wednesday = dayjs('2026-11-25');
    expect(RANGE_PRESETS.map((p) => [p.label, ...p.range(wednesday)])).toEqual([
      ['昨天', '2026-11-24', '2026-11-24'],
      ['本周', '2026-11-23', '2026-11-29'],
      ['本月', '2026-11-01', '2026-11-30'],
      ['本年', '2026-01-01', '2026-12-31'],
    ]);
    // A Sunday still belongs to the week that began on Monday (ISO).
    expect(RANGE_PRESETS[1]!.range(dayjs('2026-11-29'))).toEqual(['2026-11-23', '2026-11-29']);
  });
});

function Single({ onChange, max }: { onChange: (v: string | undefined) => void; max?: string }) {
  const [v, setV] = useState<string | undefined>('2026-03-26');
  return <DatePicker aria-label="发货日期" value={v} max={max} onChange={(x) => (setV(x), onChange(x))} />;
}

describe('DatePicker', () => {
  it('ArrowDown opens the calendar on the chosen day; arrows and PageDown move; a day is picked; Escape closes', async () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '发货日期' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const grid = await screen.findByRole('grid', { name: '2026年3月' });
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('2026年3月26日'), { timeout: 60_000 });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('2026年4月27日'), { timeout: 60_000 });
    expect(grid.isConnected).toBe(true);
    fireEvent.click(document.activeElement!);
    expect(onChange).toHaveBeenLastCalledWith('2026-04-27');
    expect(screen.queryByRole('grid')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('2026-04-27');
    fireEvent.click(input);
    await screen.findByRole('grid');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('takes a typed date on blur, keeps the value for text that is no date, and disables days past max', async () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} max="2026-03-27" />);
    const input = screen.getByRole('textbox', { name: '发货日期' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2026/3/5' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05');
    fireEvent.change(input, { target: { value: '明天' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2026-03-05');
    fireEvent.click(input);
    const grid = await screen.findByRole('grid');
    expect((within(grid).getByRole('button', { name: '2026年3月28日' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(grid).getByRole('button', { name: '2026年3月27日' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('DateRange', () => {
  it('offers 昨天 本周 本月 本年, picks start then end in one calendar, and swaps an end before the start', async () => {
    const onChange = vi.fn();
    function Range() {
      const [v, setV] = useState<[string | undefined, string | undefined]>([undefined, undefined]);
      return <DateRange label="下单日期" value={v} onChange={(x) => (setV(x), onChange(x))} />;
    }
    render(<Range />);
    fireEvent.click(screen.getByRole('textbox', { name: '下单日期开始' }));
    const presets = await screen.findByRole('list', { name: '快捷选择' });
    expect(within(presets).getAllByRole('button').map((b) => b.textContent)).toEqual(['昨天', '本周', '本月', '本年']);
    fireEvent.click(within(presets).getByRole('button', { name: '本月' }));
    const today = dayjs();
    expect(onChange).toHaveBeenLastCalledWith([today.startOf('month').format('YYYY-MM-DD'), today.endOf('month').format('YYYY-MM-DD')]);

    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    fireEvent.click(screen.getByRole('textbox', { name: '下单日期开始' }));
    const grid = await screen.findByRole('grid');
    const day = (d: number) => within(grid).getByRole('button', { name: today.date(d).format('YYYY年M月D日') });
    fireEvent.click(day(20));
    expect(onChange).toHaveBeenLastCalledWith([today.date(20).format('YYYY-MM-DD'), undefined]);
    fireEvent.click(day(10));
    expect(onChange).toHaveBeenLastCalledWith([today.date(10).format('YYYY-MM-DD'), today.date(20).format('YYYY-MM-DD')]);
    expect(screen.queryByRole('grid')).toBeNull();
  });
});

describe('a read-only date', () => {
  it('asks for nothing: no 请选择日期 placeholder', () => {
    render(<DatePicker aria-label="发货日期" value={undefined} onChange={() => undefined} readOnly />);
    expect(screen.getByLabelText('发货日期').getAttribute('placeholder')).toBeNull();
  });
});
