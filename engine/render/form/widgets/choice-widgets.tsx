// Choices: select, radio, switch, checkbox, checkboxes and date. Options come from the code list (x-codeType),
// oneOf consts or enum, shared with list filters and enum cells; or from the scope (options.from, an
// expression giving [{ value, label }], e.g. pages the user may open, from the session).
import type { WidgetProps } from '@rjsf/utils';
import type { EntitySchema } from '../../../schema/entity';
import { Checkbox, Radio } from '../../../ui/Checkbox';
import { DatePicker } from '../../../ui/DatePicker';
import { Switch } from '../../../ui/Switch';
import { Select } from '../../../ui/Select';
import { evaluate } from '../../../logic/evaluate';
import type { Logic } from '../../../logic/types';
import { useEngine, type CodeOption } from '../../context';
import type { FormRuntime } from '../use-field';
import { optionsOf } from '../../value-types/options';
import { useWidget } from './use-widget';
import './choices.css';
import { useMemo } from 'react';
import { formScope, storeKeysOf, useStoreVersion } from '../live/live-scope';
import { useRowScope } from '../theme/row-context';

type V = CodeOption['value'];
function useOptions(schema: unknown, options: Record<string, unknown> | undefined, rt: FormRuntime): readonly CodeOption[] {
  const { codes } = useEngine();
  const row = useRowScope();
  // Options from the live form (a source's answer): drawn again when what they read changes.
  const from = options?.from as Logic | undefined;
  useStoreVersion(rt.store, useMemo(() => (from === undefined ? [] : storeKeysOf([from], rt.computed)), [from, rt.computed]));
  if (from !== undefined) {
    const list = evaluate(from, formScope(rt.store, rt.scope, rt.computed, row ? { row } : {}));
    return Array.isArray(list) ? (list as CodeOption[]).filter((o) => o && typeof o === 'object' && 'value' in o) : [];
  }
  return optionsOf(schema as EntitySchema, codes, options?.codeType as string | undefined);
}

export function SelectWidget(props: WidgetProps) {
  const { rt, value, set, blur, disabled, readOnly, a11y, placeholder, info } = useWidget<V>(props);
  const options = useOptions(props.schema, info.item?.options, rt);
  // An array of choices is a multiple select.
  if ((props.schema as EntitySchema).type === 'array')
    return (
      <Select
        {...a11y}
        multiple
        value={value as unknown as V[] | undefined}
        options={options}
        placeholder={placeholder ?? `请选择${info.label}`}
        disabled={disabled || readOnly}
        onChange={(v) => set(v as unknown as V)}
        onBlur={blur}
      />
    );
  return (
    <Select
      {...a11y}
      value={value}
      options={options}
      placeholder={placeholder ?? `请选择${info.label}`}
      disabled={disabled || readOnly}
      onChange={(v) => set(v)}
      onBlur={blur}
    />
  );
}

export function RadioWidget(props: WidgetProps) {
  const { rt, value, set, blur, disabled, readOnly, a11y, info } = useWidget<V>(props);
  const options = useOptions(props.schema, info.item?.options, rt);
  // options.layout "cards": one bordered box per choice, one per line (the checkout's addresses).
  const cards = info.item?.options?.layout === 'cards';
  return (
    <div role="radiogroup" aria-labelledby={undefined} aria-label={info.label} id={a11y.id} aria-invalid={a11y['aria-invalid']} aria-describedby={a11y['aria-describedby']} className={cards ? 'scpr-radio-cards' : 'scpr-choices'}>
      {options.map((o) => (
        <Radio
          key={String(o.value)}
          className={cards ? `scpr-radio-card${value === o.value ? ' is-on' : ''}` : undefined}
          name={a11y.name}
          checked={value === o.value}
          disabled={disabled || readOnly}
          onChange={() => set(o.value)}
          onBlur={blur}
        >
          {o.label}
        </Radio>
      ))}
    </div>
  );
}

/** A yes/no field (开关, the default for booleans): on is true, off false. */
export function SwitchWidget(props: WidgetProps) {
  const { value, set, blur, disabled, readOnly, a11y } = useWidget<boolean>(props);
  return <Switch {...a11y} checked={value === true} disabled={disabled} readOnly={readOnly} onChange={(on) => set(on)} onBlur={blur} />;
}

/** A lone tick box, only where a tick is meant (widget "checkbox"); plain yes/no fields are switches. */
export function CheckboxWidget(props: WidgetProps) {
  const { value, set, disabled, readOnly, a11y } = useWidget<boolean>(props);
  return <Checkbox {...a11y} checked={!!value} disabled={disabled || readOnly} onChange={(on) => set(on)} />;
}

export function CheckboxesWidget(props: WidgetProps) {
  const { rt, value, set, disabled, readOnly, a11y, info } = useWidget<V[]>(props);
  const options = useOptions(props.schema, info.item?.options, rt);
  const list = value ?? [];
  return (
    <div role="group" aria-label={info.label} id={a11y.id} aria-describedby={a11y['aria-describedby']} className="scpr-choices">
      {options.map((o) => (
        <Checkbox
          key={String(o.value)}
          checked={list.includes(o.value)}
          disabled={disabled || readOnly}
          onChange={(on) => {
            const next = on ? [...list, o.value] : list.filter((x) => x !== o.value);
            set(next.length ? next : undefined);
          }}
        >
          {o.label}
        </Checkbox>
      ))}
    </div>
  );
}

export function DateWidget(props: WidgetProps) {
  const { value, set, blur, disabled, readOnly, a11y } = useWidget<string>(props);
  return <DatePicker {...a11y} value={value} disabled={disabled} readOnly={readOnly} onChange={(v) => set(v)} onBlur={blur} />;
}
