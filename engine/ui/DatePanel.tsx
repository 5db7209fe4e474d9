// The calendar of the date and range pickers (its own chunk, with @floating-ui/react and dayjs's Chinese
// locale). A month grid, Monday first; the keyboard moves by day (arrows), week (up / down), month
// (PageUp / PageDown) and to the week's ends (Home / End); Enter picks; Escape closes and gives focus
// back to the field. The range picker shows spec 9's presets beside the calendar.
import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fmt, monthGrid, RANGE_PRESETS, withinBounds } from './date-model';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from './icons';
import { usePopover } from './use-popover';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

export interface DatePanelProps {
  anchor: HTMLElement;
  label: string;
  /** The chosen day(s): one for a date, two for a range. */
  value: readonly (string | undefined)[];
  /** Which end a click sets (range); a date has only 0. */
  editing: 0 | 1;
  range: boolean;
  min?: string;
  max?: string;
  /** Keyboard focus goes into the grid (opened by ArrowDown), else it stays in the field. */
  focusGrid: boolean;
  onPick: (day: string) => void;
  onPreset: (range: [string, string]) => void;
  onClose: (refocus: boolean) => void;
}

export default function DatePanel({ anchor, label, value, editing, range, min, max, focusGrid, onPick, onPreset, onClose }: DatePanelProps) {
  const today = dayjs().locale('zh-cn');
  const start = value[editing] ?? value[0] ?? value[1];
  const [focus, setFocus] = useState<Dayjs>(() => (start ? dayjs(start) : today).locale('zh-cn'));
  // State, not a ref: the portal mounts the grid a render later, and the focus effect must see it.
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const moved = useRef(false);
  const { refs, floatingStyles, context, getFloatingProps } = usePopover({ open: true, onOpenChange: (o) => !o && onClose(false), reference: anchor, role: 'dialog', matchWidth: false });
  const { setFloating } = refs;
  useEffect(() => {
    // After a keyboard move the focused day follows; the first render focuses it only when asked.
    if (!moved.current && !focusGrid) return;
    grid?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focus, focusGrid, grid]);
  const move = (d: Dayjs) => {
    moved.current = true;
    setFocus(d);
  };
  const onKey = (e: KeyboardEvent) => {
    const steps: Record<string, () => Dayjs> = {
      ArrowLeft: () => focus.subtract(1, 'day'),
      ArrowRight: () => focus.add(1, 'day'),
      ArrowUp: () => focus.subtract(1, 'week'),
      ArrowDown: () => focus.add(1, 'week'),
      PageUp: () => focus.subtract(1, e.shiftKey ? 'year' : 'month'),
      PageDown: () => focus.add(1, e.shiftKey ? 'year' : 'month'),
      Home: () => focus.subtract((focus.day() + 6) % 7, 'day'),
      End: () => focus.add(6 - ((focus.day() + 6) % 7), 'day'),
    };
    if (steps[e.key]) {
      e.preventDefault();
      move(steps[e.key]!());
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    }
  };
  const [from, to] = range ? [value[0], value[1]] : [undefined, undefined];
  const weeks = monthGrid(focus);
  const shift = (n: number, unit: 'month' | 'year') => setFocus(focus.add(n, unit));
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus={false}>
        <div ref={setFloating} style={floatingStyles} {...getFloatingProps({ className: 'scpr-popover scpr-date', 'aria-label': label })} onKeyDown={onKey}>
          {range ? (
            <ul className="scpr-date__presets" aria-label="快捷选择">
              {RANGE_PRESETS.map((p) => (
                <li key={p.label}>
                  <button type="button" className="scpr-date__preset" data-no-cooldown="" onClick={() => onPreset(p.range(today))}>
                    {p.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="scpr-date__panel">
            <div className="scpr-date__header">
              <button type="button" aria-label="上一年" data-no-cooldown="" onClick={() => shift(-1, 'year')}><ChevronsLeft size={14} aria-hidden="true" /></button>
              <button type="button" aria-label="上个月" data-no-cooldown="" onClick={() => shift(-1, 'month')}><ChevronLeft size={14} aria-hidden="true" /></button>
              <span className="scpr-date__title" aria-live="polite">{focus.format('YYYY年M月')}</span>
              <button type="button" aria-label="下个月" data-no-cooldown="" onClick={() => shift(1, 'month')}><ChevronRight size={14} aria-hidden="true" /></button>
              <button type="button" aria-label="下一年" data-no-cooldown="" onClick={() => shift(1, 'year')}><ChevronsRight size={14} aria-hidden="true" /></button>
            </div>
            <div ref={setGrid} role="grid" aria-label={focus.format('YYYY年M月')} className="scpr-date__grid">
              <div role="row" className="scpr-date__row">
                {WEEKDAYS.map((w) => (
                  <span key={w} role="columnheader" className="scpr-date__weekday" aria-label={`星期${w}`}>{w}</span>
                ))}
              </div>
              {weeks.map((week) => (
                <div role="row" key={fmt(week[0]!)} className="scpr-date__row">
                  {week.map((d) => {
                    const day = fmt(d);
                    const chosen = day === value[0] || (range && day === value[1]);
                    const inRange = !!(from && to && day > from && day < to);
                    const allowed = withinBounds(day, min, max);
                    const outside = d.month() !== focus.month();
                    return (
                      <span role="gridcell" key={day} aria-selected={chosen || undefined}>
                        <button
                          type="button"
                          data-no-cooldown=""
                          tabIndex={d.isSame(focus, 'day') ? 0 : -1}
                          aria-label={d.format('YYYY年M月D日')}
                          aria-current={d.isSame(today, 'day') ? 'date' : undefined}
                          aria-pressed={chosen}
                          disabled={!allowed}
                          className={`scpr-date__day${outside ? ' is-outside' : ''}${chosen ? ' is-chosen' : ''}${inRange ? ' is-in-range' : ''}`}
                          onClick={() => onPick(day)}
                        >
                          {d.date()}
                        </button>
                      </span>
                    );
                  })}
                </div>
              ))}
            </div>
            {range ? null : (
              <div className="scpr-date__footer">
                <button type="button" className="scpr-btn scpr-btn--link" data-no-cooldown="" disabled={!withinBounds(fmt(today), min, max)} onClick={() => onPick(fmt(today))}>
                  今天
                </button>
              </div>
            )}
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
