// The cascader's popup (its own chunk: @floating-ui/react loads with the first opening, not with every
// form). Placed under its trigger, dismissed by an outside press or Escape, focus kept inside while open.
import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { columnsOf, searchPaths, type CascaderOption } from './cascade';
import { ChevronRight } from './icons';
import { usePopover } from './use-popover';

export interface CascaderPopupProps {
  trigger: HTMLElement;
  listId: string;
  options: readonly CascaderOption[];
  /** The chosen path when the popup opened. */
  initial: (string | number)[];
  label: string;
  changeOnSelect: boolean;
  showSearch: boolean;
  separator: string;
  onClose: () => void;
  onChoose: (path: (string | number)[], final: boolean) => void;
}

export default function CascaderPopup({ trigger, listId, options, initial, label, changeOnSelect, showSearch, separator, onClose, onChoose }: CascaderPopupProps) {
  const [active, setActive] = useState<(string | number)[]>(initial);
  const [keyword, setKeyword] = useState('');
  const { refs, floatingStyles, context, getFloatingProps } = usePopover({ open: true, onOpenChange: (o) => !o && onClose(), matchWidth: false, reference: trigger });
  const { setFloating } = refs;
  const panel = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => columnsOf(options, active), [options, active]);
  const matches = useMemo(() => searchPaths(options, keyword, changeOnSelect), [options, keyword, changeOnSelect]);

  const choose = (path: (string | number)[]) => onChoose(path, true);
  const pick = (level: number, o: CascaderOption) => {
    if (o.disabled) return;
    const path = [...active.slice(0, level), o.value];
    setActive(path);
    if (!o.children?.length) return choose(path);
    if (changeOnSelect) onChoose(path, false);
    // Focus moves into the next column.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(`[data-col="${level + 1}"] [role="option"]`)?.focus());
  };
  const moveIn = (e: KeyboardEvent<HTMLElement>, scope: ParentNode | null | undefined) => {
    const items = [...(scope?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const i = items.indexOf(e.currentTarget);
    e.preventDefault();
    items[(i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  };
  const onOptionKey = (e: KeyboardEvent<HTMLElement>, level: number, o: CascaderOption) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') moveIn(e, e.currentTarget.parentElement?.parentElement);
    else if (e.key === 'ArrowRight' && o.children?.length) {
      e.preventDefault();
      pick(level, o);
    } else if (e.key === 'ArrowLeft' && level > 0) {
      e.preventDefault();
      panel.current?.querySelector<HTMLElement>(`[data-col="${level - 1}"] [aria-selected="true"]`)?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (o.children?.length && changeOnSelect && e.key === 'Enter') return choose([...active.slice(0, level), o.value]);
      pick(level, o);
    }
  };
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={showSearch ? 0 : -1} returnFocus>
        <div ref={setFloating} style={floatingStyles} {...getFloatingProps({ className: 'scpr-popover scpr-cascader', id: listId, 'aria-label': label })}>
          <div ref={panel}>
            {showSearch ? (
              <input
                className="scpr-input scpr-cascader__search"
                placeholder="输入关键字搜索"
                aria-label="搜索"
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowDown') {
                    e.preventDefault();
                    panel.current?.querySelector<HTMLElement>('[role="option"]')?.focus();
                  }
                }}
              />
            ) : null}
            {keyword.trim() ? (
              <ul className="scpr-cascader__column scpr-cascader__results" role="listbox" aria-label="搜索结果" data-col="0">
                {matches.length === 0 ? <li className="scpr-select__empty">暂无数据</li> : null}
                {matches.map((m) => (
                  <li key={m.path.join('\u0000')} role="none">
                    <button type="button" role="option" aria-selected={false} className="scpr-option" onClick={() => choose(m.path)}
                      onKeyDown={(e) => {
                        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') moveIn(e, panel.current);
                      }}>
                      {m.labels.join(separator)}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="scpr-cascader__columns">
                {columns.map((col, level) => (
                  <ul key={level} className="scpr-cascader__column" role="listbox" aria-label={`第${level + 1}级`} data-col={level}>
                    {col.map((o) => {
                      const selected = active[level] !== undefined && String(active[level]) === String(o.value);
                      return (
                        <li key={String(o.value)} role="none">
                          <button type="button" role="option" aria-selected={selected} aria-disabled={o.disabled || undefined}
                            className={`scpr-option${selected ? ' is-active' : ''}`} tabIndex={selected || (!col.some((x) => String(x.value) === String(active[level])) && o === col[0]) ? 0 : -1}
                            onClick={() => pick(level, o)} onKeyDown={(e) => onOptionKey(e, level, o)}>
                            <span className="scpr-option__label">{o.label}</span>
                            {o.children?.length ? <ChevronRight size={14} aria-hidden="true" /> : null}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                ))}
              </div>
            )}
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
