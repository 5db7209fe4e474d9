// Spec 1: every button is disabled for 1.5 s after a click, so a double click cannot submit twice.
import { useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { BUTTON_COOLDOWN_MS } from './constants';
import { LoaderCircle } from './icons';

export type ButtonTone = 'default' | 'primary' | 'dashed' | 'text' | 'danger' | 'success' | 'warning' | 'info' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
  loading?: boolean;
  /** Cool-down after a click, in ms (spec: 1500). */
  cooldownMs?: number;
  size?: 'sm' | 'md' | 'lg';
  /** An icon before the label (from engine/ui/icons). */
  icon?: ReactNode;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ tone = 'default', loading = false, cooldownMs = BUTTON_COOLDOWN_MS, size = 'md', icon, block, disabled, onClick, type = 'button', className, children, ...rest }: ButtonProps) {
  const [cooling, setCooling] = useState(false);
  const coolingNow = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const handleClick = (e: MouseEvent<HTMLButtonElement>) => {
    // No cool-down asked (a row editor's 添加一行, a pager): the click goes straight through.
    if (cooldownMs <= 0) return onClick?.(e);
    if (coolingNow.current) {
      e.preventDefault();
      return;
    }
    coolingNow.current = true;
    timers.current.forEach(clearTimeout);
    timers.current = [
      // Disabled from the next tick, not during this click: a submit button disabled while its own click
      // is dispatched would cancel the form submission it activates.
      setTimeout(() => setCooling(true), 0),
      setTimeout(() => {
        coolingNow.current = false;
        setCooling(false);
      }, cooldownMs),
    ];
    onClick?.(e);
  };
  return (
    <button
      {...rest}
      // The app's page-wide cool-down (src/global/click-cooldown.ts) leaves such buttons alone too.
      {...(cooldownMs <= 0 ? { 'data-no-cooldown': '' } : {})}
      type={type}
      className={`scpr-btn scpr-btn--${tone}${size === 'md' ? '' : ` scpr-btn--${size}`}${block ? ' scpr-btn--block' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled || cooling || loading}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <LoaderCircle size={14} className="scpr-spin" aria-hidden="true" /> : icon ? <span className="scpr-btn__icon" aria-hidden="true">{icon}</span> : null}
      {children}
    </button>
  );
}
