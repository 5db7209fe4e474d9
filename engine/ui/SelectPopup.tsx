// The select's listbox (its own chunk, with @floating-ui/react). Focus never comes here: the combobox
// input keeps it and points at the active option with aria-activedescendant. A press in the popup is
// kept from moving focus (mousedown's default prevented), so the input does not blur; the option is then
// picked by its click, as a native select and Ant Design's do.
import { FloatingPortal } from '@floating-ui/react';
import { useEffect, useRef } from 'react';
import { Check, LoaderCircle } from './icons';
import type { Option } from './select-model';
import { usePopover } from './use-popover';

export interface SelectPopupProps {
  anchor: HTMLElement;
  listId: string;
  label: string;
  options: readonly Option[];
  active: number;
  multiple: boolean;
  loading: boolean;
  notFound: string;
  isChosen: (o: Option) => boolean;
  onHover: (index: number) => void;
  onPick: (index: number) => void;
  onClose: () => void;
}

export default function SelectPopup({ anchor, listId, label, options, active, multiple, loading, notFound, isChosen, onHover, onPick, onClose }: SelectPopupProps) {
  const { refs, floatingStyles, getFloatingProps } = usePopover({ open: true, onOpenChange: (o) => !o && onClose(), reference: anchor, role: 'none' });
  const { setFloating } = refs;
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLElement>(`[id="${listId}-${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);
  return (
    <FloatingPortal>
      <div ref={setFloating} style={floatingStyles} className="scpr-popover scpr-select__popup"
        // Through getFloatingProps: floating-ui's dismissal has its own mousedown handler, and a prop
        // spread after ours would replace ours (the input then blurred, and closed the list, on every press).
        {...getFloatingProps({ onMouseDown: (e) => e.preventDefault() })}
      >
        <ul ref={list} id={listId} role="listbox" aria-label={label} aria-multiselectable={multiple || undefined} className="scpr-listbox">
          {options.map((o, i) => {
            const chosen = isChosen(o);
            return (
              <li
                key={String(o.value)}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={chosen}
                aria-disabled={o.disabled || undefined}
                className={`scpr-option${i === active ? ' is-focused' : ''}${chosen ? ' is-chosen' : ''}`}
                onMouseMove={() => i !== active && onHover(i)}
                onClick={() => onPick(i)}
              >
                <span className="scpr-option__label" title={o.label}>{o.label}</span>
                {chosen && multiple ? <Check size={14} aria-hidden="true" /> : null}
              </li>
            );
          })}
          {options.length === 0 ? (
            <li className="scpr-select__empty" role="presentation">
              {loading ? <LoaderCircle size={16} className="scpr-spin" aria-label="加载中" /> : notFound}
            </li>
          ) : null}
        </ul>
      </div>
    </FloatingPortal>
  );
}
