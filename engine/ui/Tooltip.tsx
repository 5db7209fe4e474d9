// Tooltip: a dark label shown while the pointer is over, or keyboard focus is in, what it wraps; the
// wrapped element is described by it (aria-describedby). Escape hides it. Ellipsis: one line of text cut
// with … whose whole text shows in a tooltip only when it does not fit (table cells). The bubble is its
// own chunk (with @floating-ui/react), loaded when one first shows.
import { lazy, Suspense, useId, useState, type CSSProperties, type ReactNode } from 'react';

// Marked pure so a bundle that does not use this widget drops the module (engine/index.ts re-exports it).
const TooltipPanel = /* @__PURE__ */ lazy(() => import('./TooltipPanel'));

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  /** Show only when this holds at the moment the pointer enters (Ellipsis: the text is cut). */
  when?: (el: HTMLElement) => boolean;
  className?: string;
  style?: CSSProperties;
}

export function Tooltip({ content, children, when, className, style }: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const show = (el: HTMLElement) => (!when || when(el)) && setAnchor(el);
  const hide = () => setAnchor(null);
  return (
    <span
      className={className ?? 'scpr-tooltip-anchor'}
      style={style}
      aria-describedby={anchor ? id : undefined}
      onMouseEnter={(e) => show(e.currentTarget)}
      onMouseLeave={hide}
      onFocus={(e) => show(e.currentTarget)}
      onBlur={hide}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && anchor) {
          e.preventDefault();
          hide();
        }
      }}
    >
      {children}
      {anchor && content !== undefined && content !== null && content !== '' ? (
        <Suspense fallback={null}>
          <TooltipPanel id={id} anchor={anchor} onClose={hide}>
            {content}
          </TooltipPanel>
        </Suspense>
      ) : null}
    </span>
  );
}

const cut = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1;

/**
 * One line cut with …; the whole text in a tooltip when the pointer is over it and it is cut. At most
 * `maxWidth` wide, or (`fill`) as wide as its box gives it, asking for no width of its own (a table cell
 * whose column grows: the cut moves with the column's width).
 */
export function Ellipsis({ text, maxWidth, fill, children }: { text: string; maxWidth?: number; fill?: boolean; children?: ReactNode }) {
  return (
    <Tooltip content={text} when={cut} className={fill ? 'scpr-ellipsis scpr-ellipsis--fill' : 'scpr-ellipsis'} style={maxWidth && !fill ? { maxWidth } : undefined}>
      {children ?? text}
    </Tooltip>
  );
}
