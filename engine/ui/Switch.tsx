// Switch (开关, role="switch"): a yes/no value, as Ant Design's and Arco's admin forms show it. A native
// button underneath, so Space and Enter toggle it and it takes focus like any control; the label names it
// (aria-label or a <label for>). Disabled: greyed, not focusable by click, no change; read only: shown as
// it stands, focusable and announced (aria-readonly), but it does not change. A yes/no filter such as
// 只看预售 is a switch too, never a text box (issue 14: a text box sent "是" and the server answered
// preSell格式不正确).
import type { ButtonHTMLAttributes } from 'react';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'value' | 'role'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown as it stands; clicks and keys change nothing. */
  readOnly?: boolean;
}

export function Switch({ checked, onChange, readOnly, className, onClick, ...rest }: SwitchProps) {
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-readonly={readOnly || undefined}
      data-no-cooldown=""
      className={`scpr-switch${readOnly ? ' scpr-switch--readonly' : ''}${className ? ` ${className}` : ''}`}
      onClick={(e) => {
        onClick?.(e);
        if (!readOnly && !e.defaultPrevented) onChange(!checked);
      }}
    />
  );
}
