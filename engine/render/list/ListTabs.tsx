// The tab strip of a list with tabs (WAI-ARIA tabs with automatic activation: arrow keys, Home and End
// move and select), and one panel holding the table: every tab shows the same table, filtered. The strip
// stays on one line, as Ant Design's tabs: beyond the card it scrolls sideways, faded at the edge that
// hides tabs, and the active tab is scrolled into view.
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useScrollEdges } from '../../ui/use-scroll-edges';
import type { ListTab } from './use-list-tabs';

/** A mouse wheel over a strip that overflows scrolls it sideways (Ant Design's tabs do), until its end. */
function wheelSideways(e: WheelEvent): void {
  const strip = e.currentTarget as HTMLElement;
  if (Math.abs(e.deltaY) <= Math.abs(e.deltaX)) return;
  const max = strip.scrollWidth - strip.clientWidth;
  const next = Math.min(max, Math.max(0, strip.scrollLeft + e.deltaY));
  if (next === strip.scrollLeft) return;
  e.preventDefault();
  strip.scrollLeft = next;
}

/** Scrolls `strip` sideways just enough to show `tab` whole (never the page). */
export function revealTab(strip: HTMLElement, tab: HTMLElement): void {
  const box = strip.getBoundingClientRect();
  const at = tab.getBoundingClientRect();
  const from = at.left - box.left + strip.scrollLeft;
  const to = from + at.width;
  if (from < strip.scrollLeft) strip.scrollLeft = from;
  else if (to > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = to - strip.clientWidth;
}

export function ListTabs({ tabs, active, onSelect, label, children }: { tabs: ListTab[]; active: string; onSelect(value: string): void; label?: string; children: ReactNode }) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const strip = useRef<HTMLDivElement | null>(null);
  const edges = useScrollEdges<HTMLDivElement>();
  // A value the answer does not offer (a stale link) still shows its rows; no tab is marked then.
  const at = tabs.findIndex((t) => t.value === active);
  const focusable = at < 0 ? 0 : at;
  const go = (i: number) => {
    const n = (i + tabs.length) % tabs.length;
    onSelect(tabs[n]!.value);
    refs.current[n]?.focus();
  };
  const onKey = (e: KeyboardEvent, i: number) => {
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      go(moves[e.key]!);
    }
  };
  useLayoutEffect(() => {
    const tab = refs.current[at];
    if (strip.current && tab) revealTab(strip.current, tab);
  }, [at, tabs.length]);
  if (tabs.length === 0) return <>{children}</>;
  return (
    <div className="scpr-tabs scpr-list__tabs">
      <div
        role="tablist"
        aria-label={label}
        className="scpr-tabs__list"
        ref={(el) => {
          strip.current?.removeEventListener('wheel', wheelSideways);
          strip.current = el;
          el?.addEventListener('wheel', wheelSideways, { passive: false });
          edges(el);
        }}
      >
        {tabs.map((t, i) => (
          <button
            key={t.value || `all-${i}`}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            className="scpr-tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === at}
            aria-controls={`${base}-panel`}
            tabIndex={i === focusable ? 0 : -1}
            onClick={() => onSelect(t.value)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t.label}
            {t.count !== undefined ? <span className="scpr-tab__count">{t.count}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={at < 0 ? undefined : `${base}-tab-${at}`}>
        {children}
      </div>
    </div>
  );
}
