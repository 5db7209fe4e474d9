// Checkbox and radio drawn by the tokens (a native input under the styling, so the keyboard, forms and
// screen readers work as ever): a square or round box in the theme colour with its label beside it.
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Some but not all (a select-all box). */
  indeterminate?: boolean;
  children?: ReactNode;
}

export function Checkbox({ checked, onChange, indeterminate, children, className, ...rest }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  const box = <input {...rest} ref={ref} type="checkbox" className="scpr-checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />;
  if (children === undefined) return box;
  return (
    <label className={`scpr-check${className ? ` ${className}` : ''}`}>
      {box}
      <span>{children}</span>
    </label>
  );
}

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  checked: boolean;
  onChange: () => void;
  children?: ReactNode;
}

export function Radio({ checked, onChange, children, className, ...rest }: RadioProps) {
  return (
    <label className={`scpr-check${className ? ` ${className}` : ''}`}>
      <input {...rest} type="radio" className="scpr-radio" checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}
