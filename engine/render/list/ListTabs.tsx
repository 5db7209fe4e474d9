// The tab strip of a list with tabs (WAI-ARIA tabs with automatic activation: arrow keys, Home and End
// move and select), and one panel holding the table: every tab shows the same table, filtered.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { ListTab } from './use-list-tabs';

export function ListTabs({ tabs, active, onSelect, label, children }: { tabs: ListTab[]; active: string; onSelect(value: string): void; label?: string; children: ReactNode }) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
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
  if (tabs.length === 0) return <>{children}</>;
  return (
    <div className="scpr-tabs scpr-list__tabs">
      <div role="tablist" aria-label={label} className="scpr-tabs__list">
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
