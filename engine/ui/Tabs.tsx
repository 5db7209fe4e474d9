// WAI-ARIA tabs: arrow keys move between tabs, Home/End jump, the active panel is labelled by its tab.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
  /** A count beside the label (订单 tabs: 待付款 3). */
  count?: number;
}

export function Tabs({ items, defaultKey, onChange }: { items: TabItem[]; defaultKey?: string; onChange?: (key: string) => void }) {
  const [active, setActive] = useState(defaultKey ?? items[0]?.key);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (i: number) => {
    const item = items[(i + items.length) % items.length];
    if (!item) return;
    setActive(item.key);
    onChange?.(item.key);
    refs.current[(i + items.length) % items.length]?.focus();
  };
  const onKey = (e: KeyboardEvent, i: number) => {
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: items.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      select(moves[e.key]!);
    }
  };
  return (
    <div className="scpr-tabs">
      <div role="tablist" className="scpr-tabs__list">
        {items.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            className="scpr-tab"
            id={`${base}-tab-${i}`}
            aria-selected={t.key === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={t.key === active ? 0 : -1}
            onClick={() => select(i)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t.label}
            {t.count !== undefined ? <span className="scpr-tab__count">{t.count}</span> : null}
          </button>
        ))}
      </div>
      {items.map((t, i) => (
        <div key={t.key} role="tabpanel" id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`} hidden={t.key !== active}>
          {t.key === active ? t.content : null}
        </div>
      ))}
    </div>
  );
}
