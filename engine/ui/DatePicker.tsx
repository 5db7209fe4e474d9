// Date and range pickers (spec 9: yyyy-MM-dd). The field takes typed dates (2026-03-26, 2026/3/26,
// 20260326) and opens a calendar (DatePanel, its own chunk) on a press or ArrowDown, which moves focus
// into the calendar; Escape closes it. The range picker offers spec 9's presets (昨天 本周 本月 本年) and
// picks its start, then its end, in one calendar.
import { lazy, Suspense, useRef, useState, type FocusEvent, type HTMLAttributes, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { isDateText, parseTyped, withinBounds } from './date-model';
import { Calendar, CircleX } from './icons';

// Marked pure so a bundle that does not use this widget drops the module (engine/index.ts re-exports it).
const DatePanel = /* @__PURE__ */ lazy(() => import('./DatePanel'));

type Value = string | undefined;

interface DateTextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type' | 'min' | 'max'> {
  value: Value;
  onChange: (value: Value) => void;
  min?: string;
  max?: string;
  open: boolean;
  onOpen: (focusGrid: boolean) => void;
  onClose: () => void;
  inputRef?: (el: HTMLInputElement | null) => void;
}

/** The text part of a picker: shows the value, takes a typed date, commits it once it names a day. */
function DateText({ value, onChange, min, max, open, onOpen, onClose, inputRef, onBlur, onKeyDown, disabled, readOnly, placeholder = '请选择日期', ...rest }: DateTextProps) {
  const [text, setText] = useState<string | null>(null);
  const commit = (t: string) => {
    const d = parseTyped(t);
    if (t.trim() === '') onChange(undefined);
    else if (d && withinBounds(d, min, max)) onChange(d);
  };
  return (
    <input
      {...rest}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className="scpr-input scpr-date-input__text"
      placeholder={readOnly ? undefined : placeholder}
      disabled={disabled}
      readOnly={readOnly}
      aria-haspopup="dialog"
      aria-expanded={open}
      value={text ?? value ?? ''}
      onChange={(e) => {
        const t = e.target.value;
        setText(t);
        // A whole date commits at once (typing or pasting); anything else waits for blur or Enter.
        if (t === '' || (isDateText(t) && withinBounds(t, min, max))) onChange(t || undefined);
      }}
      onClick={() => !disabled && !readOnly && onOpen(false)}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(e);
        if (disabled || readOnly) return;
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          onOpen(true);
        } else if (e.key === 'Escape' && open) {
          e.preventDefault();
          onClose();
        } else if (e.key === 'Enter' && (open || text !== null)) {
          e.preventDefault();
          if (text !== null) commit(text);
          setText(null);
          onClose();
        } else if (e.key === 'Tab' && open) onClose();
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        if (text !== null) commit(text);
        setText(null);
        onBlur?.(e);
      }}
    />
  );
}

/** The calendar's state, the same for both pickers: closed, or open with the keyboard's focus in its grid
 *  (ArrowDown) or left in the field (a press). Closing gives the focus back to the field being edited. */
function useCalendar(field: () => HTMLInputElement | null | undefined) {
  const [open, setOpen] = useState<false | { grid: boolean }>(false);
  return {
    open,
    show: (grid: boolean) => setOpen({ grid }),
    hide: () => setOpen(false),
    close: (refocus = true) => {
      setOpen(false);
      if (refocus) field()?.focus();
    },
  };
}

interface PickerFrameProps extends HTMLAttributes<HTMLSpanElement> {
  /** The clear button shows (a value is there and may be changed). */
  clearable: boolean;
  onClear: () => void;
  /** The calendar while it is open, placed under the frame. */
  calendar: ((anchor: HTMLElement) => ReactNode) | false;
  children: ReactNode;
}

/** What is around the field(s) of both pickers: the clear button, the calendar icon, and the calendar
 *  (loaded with its first opening) anchored to the whole frame. */
function PickerFrame({ clearable, onClear, calendar, children, className, ...rest }: PickerFrameProps) {
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  return (
    <span ref={setAnchor} {...rest} className={`scpr-affix ${className ?? ''}`}>
      {children}
      {clearable ? (
        <button type="button" tabIndex={-1} className="scpr-affix__clear scpr-date-input__clear" aria-label="清空" data-no-cooldown="" onClick={onClear}>
          <CircleX size={14} aria-hidden="true" />
        </button>
      ) : null}
      <Calendar size={14} className="scpr-date-input__icon" aria-hidden="true" />
      {calendar && anchor ? <Suspense fallback={null}>{calendar(anchor)}</Suspense> : null}
    </span>
  );
}

export interface DatePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type' | 'min' | 'max'> {
  value: Value;
  onChange: (value: Value) => void;
  invalid?: boolean;
  min?: string;
  max?: string;
  allowClear?: boolean;
}

export function DatePicker({ value, onChange, invalid, min, max, allowClear = true, disabled, readOnly, ...rest }: DatePickerProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const calendar = useCalendar(() => input.current);
  const { open } = calendar;
  return (
    <PickerFrame
      className={`scpr-date-input${disabled ? ' is-disabled' : ''}`}
      data-invalid={invalid || undefined}
      clearable={!!(allowClear && value && !disabled && !readOnly)}
      onClear={() => (onChange(undefined), input.current?.focus())}
      calendar={
        open &&
        ((anchor) => (
          <DatePanel
            anchor={anchor}
            label={rest['aria-label'] ?? '选择日期'}
            value={[value]}
            editing={0}
            range={false}
            min={min}
            max={max}
            focusGrid={open.grid}
            onPick={(d) => {
              onChange(d);
              calendar.close();
            }}
            onPreset={() => {}}
            onClose={calendar.close}
          />
        ))
      }
    >
      <DateText
        {...rest}
        inputRef={(el) => {
          input.current = el;
        }}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        disabled={disabled}
        readOnly={readOnly}
        open={!!open}
        onOpen={calendar.show}
        onClose={calendar.hide}
      />
    </PickerFrame>
  );
}

export interface DateRangeProps {
  value: [Value, Value];
  onChange: (value: [Value, Value]) => void;
  id?: string;
  label: string;
  min?: string;
  max?: string;
  disabled?: boolean;
}

export function DateRange({ value, onChange, id, label, min, max, disabled }: DateRangeProps) {
  const [editing, setEditing] = useState<0 | 1>(0);
  const inputs = useRef<(HTMLInputElement | null)[]>([null, null]);
  const calendar = useCalendar(() => inputs.current[editing]);
  const { open } = calendar;
  const end = (i: 0 | 1) => (
    <DateText
      id={i === 0 ? id : undefined}
      inputRef={(el) => {
        inputs.current[i] = el;
      }}
      aria-label={`${label}${i === 0 ? '开始' : '结束'}`}
      placeholder={i === 0 ? '开始日期' : '结束日期'}
      value={value[i]}
      min={i === 1 ? (value[0] ?? min) : min}
      max={i === 0 ? (value[1] ?? max) : max}
      disabled={disabled}
      onChange={(v) => onChange(i === 0 ? [v, value[1]] : [value[0], v])}
      onFocus={() => setEditing(i)}
      open={!!open}
      onOpen={(grid) => {
        setEditing(i);
        calendar.show(grid);
      }}
      onClose={calendar.hide}
    />
  );
  return (
    <PickerFrame
      role="group"
      aria-label={label}
      className={`scpr-date-range${disabled ? ' is-disabled' : ''}`}
      clearable={!!(value[0] || value[1]) && !disabled}
      onClear={() => (onChange([undefined, undefined]), inputs.current[0]?.focus())}
      calendar={
        open &&
        ((anchor) => (
          <DatePanel
            anchor={anchor}
            label={label}
            value={value}
            editing={editing}
            range
            min={min}
            max={max}
            focusGrid={open.grid}
            onPick={(d) => {
              if (editing === 0) {
                // The start first; an end before it goes, and the end is asked next.
                onChange([d, value[1] && value[1] >= d ? value[1] : undefined]);
                setEditing(1);
                inputs.current[1]?.focus();
              } else {
                const from = value[0];
                onChange(from && d < from ? [d, from] : [from, d]);
                calendar.hide();
                inputs.current[1]?.focus();
              }
            }}
            onPreset={(r) => {
              onChange(r);
              calendar.close();
            }}
            onClose={calendar.close}
          />
        ))
      }
    >
      {end(0)}
      <span aria-hidden="true" className="scpr-date-range__sep">至</span>
      {end(1)}
    </PickerFrame>
  );
}
