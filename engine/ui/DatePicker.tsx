// Dates as yyyy-MM-dd (spec 9) through the native date input: keyboard and locale pickers for free.
import type { InputHTMLAttributes } from 'react';

export interface DatePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  invalid?: boolean;
}

export function DatePicker({ value, onChange, invalid, ...rest }: DatePickerProps) {
  return (
    <input
      {...rest}
      type="date"
      className="scpr-input"
      value={value ?? ''}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value || undefined)}
    />
  );
}

export interface DateRangeProps {
  value: [string | undefined, string | undefined];
  onChange: (value: [string | undefined, string | undefined]) => void;
  id?: string;
  label: string;
}

export function DateRange({ value, onChange, id, label }: DateRangeProps) {
  return (
    <span role="group" aria-label={label} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <DatePicker id={id} aria-label={`${label}开始`} value={value[0]} max={value[1]} onChange={(v) => onChange([v, value[1]])} />
      <span aria-hidden>至</span>
      <DatePicker aria-label={`${label}结束`} value={value[1]} min={value[0]} onChange={(v) => onChange([value[0], v])} />
    </span>
  );
}
