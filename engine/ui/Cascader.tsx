// Cascader (Ant Design's Cascader): picks a path in a tree (province / city / district, category levels).
// Keyboard: Enter / ArrowDown open; ArrowUp / ArrowDown move in a column, ArrowRight / ArrowLeft go in and
// out, Enter chooses, Escape closes and gives focus back. Typing in the search box lists matching paths.
// The popup is its own chunk (CascaderPopup), loaded at the first opening.
import { lazy, Suspense, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { optionsOfPath, type CascaderOption, type CascaderValue } from './cascade';
import { ChevronDown, CircleX } from './icons';

export type { CascaderOption, CascaderValue } from './cascade';

// Marked pure so a bundle that does not use this widget drops the module (engine/index.ts re-exports it).
const CascaderPopup = /* @__PURE__ */ lazy(() => import('./CascaderPopup'));

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
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [triggerEl, setTriggerEl] = useState<HTMLButtonElement | null>(null);
  const chosen = useMemo(() => optionsOfPath(options, value ?? []), [options, value]);
  const text = chosen.map((o) => o.label).join(separator);
  const labelsOf = (path: (string | number)[]) => optionsOfPath(options, path).map((o) => o.label);

  return (
    <div className={`scpr-select${disabled ? ' is-disabled' : ''}`}>
      <button
        ref={(el) => {
          trigger.current = el;
          setTriggerEl(el);
        }}
        id={id}
        type="button"
        className="scpr-select__trigger"
        disabled={disabled}
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-invalid={invalid || undefined}
        {...aria}
        onClick={() => setOpen(!open)}
        onKeyDown={(e: KeyboardEvent) => {
          if (!open && (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className={text ? 'scpr-select__value' : 'scpr-select__placeholder'}>{text || placeholder}</span>
        <ChevronDown size={14} className="scpr-select__arrow" aria-hidden="true" />
      </button>
      {allowClear && text && !disabled ? (
        <button type="button" className="scpr-select__clear" aria-label="清空" onClick={() => onChange(undefined, [])}>
          <CircleX size={14} aria-hidden="true" />
        </button>
      ) : null}
      {open && triggerEl ? (
        <Suspense fallback={null}>
          <CascaderPopup
            trigger={triggerEl}
            listId={listId}
            options={options}
            initial={chosen.map((o) => o.value)}
            label={aria['aria-label'] ?? placeholder}
            changeOnSelect={changeOnSelect}
            showSearch={showSearch}
            separator={separator}
            onClose={() => setOpen(false)}
            onChoose={(path, final) => {
              onChange(path, labelsOf(path));
              if (final) {
                setOpen(false);
                trigger.current?.focus();
              }
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
