// Cascader (Ant Design's Cascader): picks a path in a tree (province / city / district, category levels).
// Keyboard: Enter / ArrowDown open; ArrowUp / ArrowDown move in a column, ArrowRight / ArrowLeft go in and
// out, Enter chooses, Escape closes and gives focus back. Typing in the search box lists matching paths.
import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { columnsOf, optionsOfPath, searchPaths, type CascaderOption, type CascaderValue } from './cascade';
import { ChevronDown, ChevronRight, CircleX } from './icons';
import { usePopover } from './use-popover';

export type { CascaderOption, CascaderValue } from './cascade';

export interface CascaderProps {
  options: readonly CascaderOption[];
  value: CascaderValue | undefined | null;
  onChange: (value: (string | number)[] | undefined, labels: string[]) => void;
  id?: string;
  placeholder?: string;
  /** Any level may be chosen, not only leaves. */
  changeOnSelect?: boolean;
  showSearch?: boolean;
  allowClear?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  separator?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export function Cascader({
  options, value, onChange, id, placeholder = '请选择', changeOnSelect = false, showSearch = true, allowClear = true, disabled, invalid,
  separator = ' / ', ...aria
}: CascaderProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<(string | number)[]>([]);
  const [keyword, setKeyword] = useState('');
  const listId = useId();
  const { refs, floatingStyles, context, getReferenceProps, getFloatingProps } = usePopover({ open, onOpenChange: (o) => (o ? openAt() : close()), matchWidth: false });
  const panel = useRef<HTMLDivElement>(null);
  const { setReference, setFloating } = refs;
  const chosen = useMemo(() => optionsOfPath(options, value ?? []), [options, value]);
  const text = chosen.map((o) => o.label).join(separator);
  const columns = useMemo(() => columnsOf(options, active), [options, active]);
  const matches = useMemo(() => searchPaths(options, keyword, changeOnSelect), [options, keyword, changeOnSelect]);

  function openAt() {
    setActive(chosen.map((o) => o.value));
    setKeyword('');
    setOpen(true);
  }
  function close() {
    setOpen(false);
  }
  const choose = (path: (string | number)[]) => {
    const labels = optionsOfPath(options, path).map((o) => o.label);
    onChange(path, labels);
    setOpen(false);
    (refs.domReference.current as HTMLElement | null)?.focus();
  };
  const pick = (level: number, o: CascaderOption) => {
    if (o.disabled) return;
    const path = [...active.slice(0, level), o.value];
    setActive(path);
    if (!o.children?.length || changeOnSelect) {
      if (!o.children?.length) return choose(path);
      onChange(path, optionsOfPath(options, path).map((x) => x.label));
    }
    // Focus moves into the next column.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(`[data-col="${level + 1}"] [role="option"]`)?.focus());
  };

  const onOptionKey = (e: KeyboardEvent<HTMLElement>, level: number, o: CascaderOption) => {
    const items = [...(e.currentTarget.parentElement?.parentElement?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const i = items.indexOf(e.currentTarget);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      items[(i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    } else if (e.key === 'ArrowRight' && o.children?.length) {
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
    <div className={`scpr-select${disabled ? ' is-disabled' : ''}`}>
      <button
        ref={setReference}
        {...getReferenceProps({
          id,
          type: 'button',
          className: 'scpr-select__trigger',
          disabled,
          role: 'combobox',
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          'aria-controls': open ? listId : undefined,
          'aria-invalid': invalid || undefined,
          ...aria,
          onClick: () => (open ? close() : openAt()),
          onKeyDown: (e: KeyboardEvent) => {
            if (!open && (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ')) {
              e.preventDefault();
              openAt();
            }
          },
        })}
      >
        <span className={text ? 'scpr-select__value' : 'scpr-select__placeholder'}>{text || placeholder}</span>
        <ChevronDown size={14} className="scpr-select__arrow" aria-hidden="true" />
      </button>
      {allowClear && text && !disabled ? (
        <button type="button" className="scpr-select__clear" aria-label="清空" onClick={() => onChange(undefined, [])}>
          <CircleX size={14} aria-hidden="true" />
        </button>
      ) : null}
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={showSearch ? 0 : -1} returnFocus>
            <div ref={setFloating} style={floatingStyles} {...getFloatingProps({ className: 'scpr-popover scpr-cascader', id: listId, 'aria-label': aria['aria-label'] ?? placeholder })}>
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
                            const items = [...(panel.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
                            const i = items.indexOf(e.currentTarget);
                            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                              e.preventDefault();
                              items[(i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
                            }
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
      ) : null}
    </div>
  );
}
