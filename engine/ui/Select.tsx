// A native <select>: keyboard, screen readers and mobile pickers work without any code of ours.
import type { SelectHTMLAttributes } from 'react';

export interface Option {
  value: string | number | boolean;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  value: Option['value'] | undefined | null;
  options: readonly Option[];
  onChange: (value: Option['value'] | undefined) => void;
  placeholder?: string;
  invalid?: boolean;
}

export function Select({ value, options, onChange, placeholder = '请选择', invalid, ...rest }: SelectProps) {
  const index = options.findIndex((o) => o.value === value || String(o.value) === String(value ?? '\u0000'));
  return (
    <select
      {...rest}
      className="scpr-select"
      value={index < 0 ? '' : String(index)}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : options[Number(e.target.value)]?.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((o, i) => (
        <option key={`${String(o.value)}`} value={String(i)} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
