// Number input (Ant Design's InputNumber): a text field for numbers (role spinbutton) with steppers.
// ArrowUp / ArrowDown and the buttons step by `step`, kept within min / max and written with `precision`
// decimals; typing is filtered by `accepts` (the spec 5 rules of the numeric widget), never clamped, so a
// value out of range gets its message rather than a silent change. `variant="stepper"` puts − and + on
// both sides (a quantity).
import type { InputHTMLAttributes } from 'react';
import { ChevronDown, ChevronUp, Minus, Plus } from './icons';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type' | 'min' | 'max' | 'step'> {
  /** The text shown (numbers are kept as typed text until the caller commits them). */
  value: string;
  onChange: (text: string) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Decimals written by a step; default the step's. */
  precision?: number;
  /** Whether a typed text may stand (default: an optional minus, digits, one point). */
  accepts?: (text: string) => boolean;
  invalid?: boolean;
  variant?: 'arrows' | 'stepper';
  /** Names of the step buttons (a quantity: 减少 / 增加). */
  stepLabels?: [string, string];
}

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;
const PLAIN = /^-?\d*\.?\d*$/;

/** The text after a step: within min / max, with `precision` decimals. */
export function stepText(text: string, by: number, opts: { min?: number; max?: number; precision: number }): string {
  const n = Number(text);
  // An empty field starts at its minimum (or 0).
  let next = text.trim() === '' || !Number.isFinite(n) ? (opts.min ?? 0) : n + by;
  if (opts.max !== undefined) next = Math.min(next, opts.max);
  if (opts.min !== undefined) next = Math.max(next, opts.min);
  return next.toFixed(opts.precision);
}

export function NumberInput({
  value, onChange, min, max, step = 1, precision, accepts, invalid, variant = 'arrows', stepLabels = ['减少', '增加'], disabled, readOnly, className, onKeyDown, ...rest
}: NumberInputProps) {
  const digits = precision ?? decimalsOf(step);
  const n = Number(value);
  const has = value.trim() !== '' && Number.isFinite(n);
  const canDown = !disabled && !readOnly && !(has && min !== undefined && n <= min);
  const canUp = !disabled && !readOnly && !(has && max !== undefined && n >= max);
  const by = (dir: 1 | -1) => onChange(stepText(value, dir * step, { min, max, precision: digits }));
  const input = (
    <input
      {...rest}
      type="text"
      role="spinbutton"
      inputMode={digits === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      className={`scpr-input scpr-number__input${className ? ` ${className}` : ''}`}
      aria-valuenow={has ? n : undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      value={value}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(e) => {
        const t = e.target.value.trim();
        if (accepts ? accepts(t) : PLAIN.test(t)) onChange(t);
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.key === 'ArrowUp' && canUp) {
          e.preventDefault();
          by(1);
        } else if (e.key === 'ArrowDown' && canDown) {
          e.preventDefault();
          by(-1);
        }
      }}
    />
  );
  if (variant === 'stepper')
    return (
      <span className={`scpr-number scpr-number--stepper${disabled ? ' is-disabled' : ''}`} role="group" aria-label={rest['aria-label']}>
        <button type="button" className="scpr-number__step" aria-label={stepLabels[0]} data-no-cooldown="" disabled={!canDown} onClick={() => by(-1)}>
          <Minus size={14} aria-hidden="true" />
        </button>
        {input}
        <button type="button" className="scpr-number__step" aria-label={stepLabels[1]} data-no-cooldown="" disabled={!canUp} onClick={() => by(1)}>
          <Plus size={14} aria-hidden="true" />
        </button>
      </span>
    );
  return (
    <span className={`scpr-number${disabled ? ' is-disabled' : ''}`}>
      {input}
      {disabled || readOnly ? null : (
        <span className="scpr-number__arrows">
          {/* The arrows repeat what ArrowUp / ArrowDown do in the field: out of the tab order. */}
          <button type="button" tabIndex={-1} aria-label={stepLabels[1]} data-no-cooldown="" disabled={!canUp} onClick={() => by(1)}>
            <ChevronUp size={12} aria-hidden="true" />
          </button>
          <button type="button" tabIndex={-1} aria-label={stepLabels[0]} data-no-cooldown="" disabled={!canDown} onClick={() => by(-1)}>
            <ChevronDown size={12} aria-hidden="true" />
          </button>
        </span>
      )}
    </span>
  );
}
