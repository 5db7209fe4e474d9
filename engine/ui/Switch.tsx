// Switch (role="switch"): Space / Enter toggle it, the label names it. A yes/no filter such as 只看预售 is
// a switch, never a text box (issue 14: a text box sent "是" and the server answered preSell格式不正确).
import type { ButtonHTMLAttributes } from 'react';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'value' | 'role'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function Switch({ checked, onChange, className, ...rest }: SwitchProps) {
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      data-no-cooldown=""
      className={`scpr-switch${className ? ` ${className}` : ''}`}
      onClick={() => onChange(!checked)}
    />
  );
}
