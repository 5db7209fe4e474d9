// Select (Ant Design's Select): an ARIA 1.2 combobox. Focus stays in its input; the listbox pops up under
// it (SelectPopup, its own chunk: @floating-ui/react loads with the first opening, not with every form).
// Keyboard: ArrowDown / ArrowUp open and move, Home / End, Enter chooses, Escape closes, Tab leaves;
// typing searches (showSearch) or jumps to the option starting with the typed letters (type-ahead);
// Backspace in an empty search removes the last chosen value of a multiple select.
// Remote options: `onSearch` gets the keyword and the caller supplies the matching options; the labels of
// values chosen earlier are remembered, so a narrowed answer does not blank the field.
import { lazy, Suspense, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDown, CircleX, LoaderCircle, X } from './icons';
import { edgeActive, filterOptions, isChosen, moveActive, sameValue, toggleValue, typeAhead, type Option, type OptionValue } from './select-model';

export type { Option, OptionValue } from './select-model';

// Marked pure so a bundle that does not use this widget drops the module (engine/index.ts re-exports it).
const SelectPopup = /* @__PURE__ */ lazy(() => import('./SelectPopup'));

/** Type-ahead letters typed within this many ms make one prefix (a native select's habit). */
const TYPE_AHEAD_MS = 700;

interface BaseProps {
  options: readonly Option[];
  id?: string;
  name?: string;
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Typing filters the options (default: long lists, multiple and remote selects). */
  showSearch?: boolean;
  /** Remote options: called with the keyword as it is typed (the caller debounces and answers). */
  onSearch?: (keyword: string) => void;
  loading?: boolean;
  allowClear?: boolean;
  notFound?: string;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
}

export interface SingleSelectProps extends BaseProps {
  multiple?: false;
  value: OptionValue | undefined | null;
  onChange: (value: OptionValue | undefined) => void;
}

export interface MultipleSelectProps extends BaseProps {
  multiple: true;
  value: readonly OptionValue[] | undefined | null;
  onChange: (value: OptionValue[] | undefined) => void;
}

export type SelectProps = SingleSelectProps | MultipleSelectProps;

const labelsOf = (before: ReadonlyMap<string, string>, options: readonly Option[]) => {
  const labels = new Map(before);
  for (const o of options) labels.set(String(o.value), o.label);
  return labels;
};

/** Lists longer than this are searchable by default. */
const SEARCH_FROM = 10;

export function Select(props: SelectProps) {
  // What is left after these is the ARIA and data attributes handed to the input; the value, its
  // change handler and the search switch are the Select's own and must not reach the DOM.
  const { options, id, name, placeholder = '请选择', invalid, disabled, onSearch, loading, allowClear = true, notFound = '暂无数据', onBlur, className,
    value: _value, onChange: _onChange, multiple: _multiple, showSearch: _showSearch, ...aria } = props;
  const multiple = props.multiple === true;
  const searchable = props.showSearch ?? (multiple || !!onSearch || options.length > SEARCH_FROM);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [activeAt, setActive] = useState(-1);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const typed = useRef({ text: '', at: 0 });

  // Labels of every option seen, so a remote select still names a value its current answer lacks.
  // Derived state adjusted during render (React's advice over an effect), as use-paged-data does.
  const [known, setKnown] = useState<{ options: readonly Option[]; labels: ReadonlyMap<string, string> }>(() => ({ options, labels: labelsOf(new Map(), options) }));
  if (known.options !== options) setKnown({ options, labels: labelsOf(known.labels, options) });
  // Tree selects indent labels with full-width spaces: the chosen value shows without them.
  const labelOf = (v: OptionValue) => (options.find((o) => sameValue(o.value, v))?.label ?? known.labels.get(String(v)) ?? String(v)).trim();

  const value = props.value;
  const chosen: OptionValue[] = multiple ? [...((value as readonly OptionValue[] | null | undefined) ?? [])] : value === undefined || value === null || value === '' ? [] : [value as OptionValue];
  const shown = useMemo(() => (onSearch ? options : filterOptions(options, keyword)), [options, keyword, onSearch]);
  const singleLabel = !multiple && chosen.length ? labelOf(chosen[0]!) : '';

  // The active option follows the list as it narrows; it starts on the chosen one, else the first.
  const active = !open
    ? -1
    : activeAt >= 0 && activeAt < shown.length && !shown[activeAt]!.disabled
      ? activeAt
      : (() => {
          const at = shown.findIndex((o) => !o.disabled && isChosen(value, o));
          return at >= 0 ? at : edgeActive(shown, 1);
        })();

  const close = () => {
    setOpen(false);
    setKeyword('');
    setActive(-1);
    if (onSearch && keyword) onSearch('');
  };
  const openList = () => {
    if (disabled || open) return;
    setActive(-1);
    setOpen(true);
  };
  const choose = (o: Option | undefined) => {
    if (!o || o.disabled) return;
    if (props.multiple) {
      props.onChange(toggleValue(props.value ?? undefined, o.value));
      setKeyword('');
      if (onSearch && keyword) onSearch('');
    } else {
      props.onChange(o.value);
      close();
    }
  };
  const clear = () => {
    if (props.multiple) props.onChange(undefined);
    else props.onChange(undefined);
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (disabled) return;
    const k = e.key;
    if (k === 'ArrowDown' || k === 'ArrowUp') {
      e.preventDefault();
      if (!open) return openList();
      setActive(moveActive(shown, active, k === 'ArrowDown' ? 1 : -1));
    } else if ((k === 'Home' || k === 'End') && open && !searchable) {
      e.preventDefault();
      setActive(edgeActive(shown, k === 'Home' ? 1 : -1));
    } else if (k === 'Enter') {
      // Never submits the form around it: Enter opens, or chooses the active option.
      e.preventDefault();
      if (!open) return openList();
      choose(shown[active]);
    } else if (k === ' ' && !searchable) {
      e.preventDefault();
      if (!open) openList();
      else choose(shown[active]);
    } else if (k === 'Escape') {
      if (!open) return;
      // Handled: a dialog around the select stays open (use-focus-trap checks defaultPrevented).
      e.preventDefault();
      close();
    } else if (k === 'Tab') {
      if (open) close();
    } else if (k === 'Backspace' && multiple && !keyword && chosen.length) {
      e.preventDefault();
      if (props.multiple) props.onChange(chosen.length > 1 ? chosen.slice(0, -1) : undefined);
    } else if (!searchable && k.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const now = e.timeStamp;
      typed.current = { text: now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + k : k, at: now };
      const at = typeAhead(shown, open ? active : shown.findIndex((o) => isChosen(value, o)), typed.current.text);
      if (!open) setOpen(true);
      setActive(at);
    }
  };

  const inputText = open && searchable ? keyword : multiple ? '' : singleLabel;
  const activeId = open && active >= 0 && active < shown.length ? `${listId}-${active}` : undefined;
  return (
    <div
      ref={setAnchor}
      className={`scpr-select${multiple ? ' scpr-select--multiple' : ''}${open ? ' is-open' : ''}${disabled ? ' is-disabled' : ''}${className ? ` ${className}` : ''}`}
      onMouseDown={(e) => {
        // React bubbles events along its own tree, portals included: a press on an option of the listbox
        // (portalled to the body) arrives here too. It is the listbox's, not the field's: toggling here
        // closed the list between the press and the click, and the click then found no option to pick.
        if (!e.currentTarget.contains(e.target as Node)) return;
        if (disabled || (e.target as HTMLElement).closest('button')) return;
        // A press on the field opens it (or closes it when open and not searching); focus stays in the input.
        if (e.target !== input.current) e.preventDefault();
        input.current?.focus();
        if (!open) openList();
        else if (!searchable) close();
      }}
    >
      <div className="scpr-select__trigger" aria-invalid={invalid || aria['aria-invalid'] || undefined} data-disabled={disabled || undefined}>
        {multiple && chosen.length ? (
          <span className="scpr-select__tags">
            {chosen.map((v) => (
              <span key={String(v)} className="scpr-select__tag">
                {labelOf(v)}
                {disabled ? null : (
                  <button type="button" tabIndex={-1} aria-label={`移除${labelOf(v)}`} data-no-cooldown="" onClick={() => props.multiple && props.onChange(toggleValue(chosen, v))}>
                    <X size={12} aria-hidden="true" />
                  </button>
                )}
              </span>
            ))}
          </span>
        ) : null}
        <input
          ref={input}
          id={id}
          name={name}
          className="scpr-select__search"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-haspopup="listbox"
          aria-autocomplete={searchable ? 'list' : 'none'}
          aria-activedescendant={activeId}
          {...aria}
          aria-invalid={invalid || aria['aria-invalid'] || undefined}
          autoComplete="off"
          readOnly={!searchable}
          disabled={disabled}
          value={inputText}
          placeholder={multiple && chosen.length ? '' : open && searchable && singleLabel ? singleLabel : singleLabel ? '' : placeholder}
          onChange={(e) => {
            setKeyword(e.target.value);
            onSearch?.(e.target.value);
            openList();
          }}
          onKeyDown={onKeyDown}
          onBlur={(e) => {
            if (open) close();
            onBlur?.(e);
          }}
        />
      </div>
      {loading ? (
        <LoaderCircle size={14} className="scpr-select__arrow scpr-spin" aria-hidden="true" />
      ) : (
        <ChevronDown size={14} className="scpr-select__arrow" aria-hidden="true" />
      )}
      {allowClear && chosen.length && !disabled ? (
        <button type="button" tabIndex={-1} className="scpr-select__clear" aria-label="清空" data-no-cooldown="" onClick={clear}>
          <CircleX size={14} aria-hidden="true" />
        </button>
      ) : null}
      {open && anchor ? (
        <Suspense fallback={null}>
          <SelectPopup
            anchor={anchor}
            listId={listId}
            label={aria['aria-label'] ?? placeholder}
            options={shown}
            active={active}
            multiple={multiple}
            loading={!!loading}
            notFound={notFound}
            isChosen={(o) => isChosen(multiple ? chosen : value, o)}
            onHover={setActive}
            onPick={(i) => choose(shown[i])}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
