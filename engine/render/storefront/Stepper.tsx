// The storefront's quantity stepper (− [n] +): whole numbers between min and max. Typing changes the box
// only; the value is committed on blur, Enter or a button, so a cart line is not saved per keystroke.
import { useState } from 'react';
import './stepper.css';

export interface StepperProps {
  value: number;
  max: number;
  min?: number;
  disabled?: boolean;
  /** Accessible name of the group, e.g. 购买数量 or the goods name. */
  label: string;
  onCommit(value: number): void;
}

export function Stepper({ value, max, min = 1, disabled, label, onCommit }: StepperProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const top = Math.max(min, max);
  const clamp = (n: number) => Math.min(Math.max(min, Math.trunc(n) || min), top);
  const commit = (n: number) => {
    setTyped(null);
    const next = clamp(n);
    if (next !== value) onCommit(next);
  };
  return (
    <div className="scpr-stepper" role="group" aria-label={label}>
      <button type="button" aria-label="减少" disabled={disabled || value <= min} onClick={() => commit(value - 1)}>
        −
      </button>
      <input
        aria-label="数量"
        inputMode="numeric"
        disabled={disabled}
        value={typed ?? String(value)}
        onChange={(e) => setTyped(e.target.value.replace(/[^\d]/g, '').slice(0, 5))}
        onBlur={() => typed !== null && commit(Number(typed))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && typed !== null) {
            e.preventDefault();
            commit(Number(typed));
          }
        }}
      />
      <button type="button" aria-label="增加" disabled={disabled || value >= top} onClick={() => commit(value + 1)}>
        +
      </button>
    </div>
  );
}
