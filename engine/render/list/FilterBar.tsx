// The filter form above a list: fields from the entity, 查询 applies them (back to page 1), 重置 clears.
import { useId, useState, type FormEvent } from 'react';
import type { EntitySchema } from '../../schema/entity';
import { fieldSchema, fieldTitle } from '../../schema/entity';
import type { FieldItem } from '../../schema/types';
import { Button } from '../../ui/Button';
import { ChevronDown, ChevronUp } from '../../ui/icons';
import { DatePicker, DateRange } from '../../ui/DatePicker';
import { Input } from '../../ui/Input';
import { Switch } from '../../ui/Switch';
import { Select } from '../../ui/Select';
import { useEngine } from '../context';
import { hasOptions, optionsOf } from '../value-types/options';
import { filterPayload } from './filter-payload';
import { MSG } from '../../validation/messages';
import { RemoteFilterSelect } from './RemoteFilterSelect';

type Values = Record<string, unknown>;

/** Filters shown while the form is folded (one row at 1366 px). */
export const FILTERS_SHOWN = 3;

/** The filter widget of an item: its own, or what the entity field suggests. */
function widgetOf(item: FieldItem, schema: EntitySchema | undefined): string {
  if (item.widget) return item.widget === 'checkbox' ? 'switch' : item.widget;
  // A yes/no field filters by a switch: on sends true, off leaves the filter out.
  if (schema?.type === 'boolean') return 'switch';
  if (hasOptions(schema)) return 'select';
  if (schema?.format === 'date' || schema?.format === 'date-time') return 'date';
  return 'text';
}

/** What is wrong with a typed filter, by its entity field's own rules (pattern, maxLength) and words (the
 * forms' messages otherwise, validation/messages.ts):
 * said beside the field instead of a refused query (订单编号只能是数字). */
export function filterError(value: unknown, schema: EntitySchema | undefined, label: string): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || !schema) return undefined;
  const words = schema['x-messages'] as Record<string, unknown> | undefined;
  const said = (key: string, fallback: string) => (typeof words?.[key] === 'string' ? (words[key] as string) : fallback);
  if (typeof schema.maxLength === 'number' && [...text].length > schema.maxLength) return said('maxLength', MSG.maxLength(label, schema.maxLength));
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(text)) return said('pattern', MSG.invalid(label));
  return undefined;
}

export function FilterBar({ items, entity, initial, onApply }: { items: FieldItem[]; entity: EntitySchema; initial?: Values; onApply: (values: Values) => void }) {
  const { codes } = useEngine();
  const base = useId();
  const [draft, setDraft] = useState<Values>(initial ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: string, v: unknown) => {
    setDraft((d) => ({ ...d, [field]: v }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  // Long filters fold (Ant Design Pro's query form): the first FILTERS_SHOWN stay, 展开 shows the rest.
  const foldable = items.length > FILTERS_SHOWN;
  // Folded filters are not drawn; one that starts with a value (from the address) starts unfolded.
  const [expanded, setExpanded] = useState(() => items.slice(FILTERS_SHOWN).some((it) => initial?.[it.field] !== undefined && initial?.[it.field] !== ''));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    items.forEach((item, i) => {
      const schema = fieldSchema(entity, item.field);
      if (widgetOf(item, schema) !== 'text') return;
      const error = filterError(draft[item.field], schema, item.label ?? fieldTitle(entity, item.field));
      if (error) {
        found[item.field] = error;
        if (i >= FILTERS_SHOWN) setExpanded(true);
      }
    });
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(filterPayload(items, draft));
  };
  return (
    <form className="scpr-filters" role="search" aria-label="筛选" onSubmit={submit}>
      {items.map((item, i) => {
        if (foldable && !expanded && i >= FILTERS_SHOWN) return null;
        const schema = fieldSchema(entity, item.field);
        const label = item.label ?? fieldTitle(entity, item.field);
        const id = `${base}-${i}`;
        const widget = widgetOf(item, schema);
        const value = draft[item.field];
        return (
          <div key={item.field} className="scpr-filter">
            <label className="scpr-filter__label" htmlFor={id}>
              {label}
            </label>
            <div className="scpr-filter__control">
            {widget === 'switch' ? (
              <span className="scpr-switch-field">
                <Switch id={id} checked={value === true} onChange={(on) => set(item.field, on ? true : undefined)} />
              </span>
            ) : widget === 'select' ? (
              <Select id={id} value={value as string | undefined} options={optionsOf(schema, codes)} onChange={(v) => set(item.field, v)} />
            ) : widget === 'tree-select' || widget === 'remote-select' ? (
              <RemoteFilterSelect
                id={id}
                tree={widget === 'tree-select'}
                options={item.options}
                value={value as string | undefined}
                placeholder={item.placeholder ?? `请选择${label}`}
                onChange={(v) => set(item.field, v)}
              />
            ) : widget === 'daterange' ? (
              <DateRange id={id} label={label} value={(value as [string, string] | undefined) ?? [undefined, undefined]} onChange={(v) => set(item.field, v)} />
            ) : widget === 'date' ? (
              <DatePicker id={id} value={value as string | undefined} onChange={(v) => set(item.field, v)} />
            ) : (
              <Input
                id={id}
                value={(value as string | undefined) ?? ''}
                placeholder={item.placeholder ?? `请输入${label}`}
                invalid={!!errors[item.field]}
                aria-describedby={errors[item.field] ? `${id}-error` : undefined}
                onChange={(v) => set(item.field, v)}
              />
            )}
            {errors[item.field] ? (
              <div className="scpr-field__error scpr-filter__error" id={`${id}-error`} role="alert">
                {errors[item.field]}
              </div>
            ) : null}
            </div>
          </div>
        );
      })}
      <div className="scpr-filters__actions">
        <Button
          cooldownMs={0}
          onClick={() => {
            setDraft({});
            setErrors({});
            onApply({});
          }}
        >
          重置
        </Button>
        <Button type="submit" tone="primary" cooldownMs={0}>
          查询
        </Button>
        {foldable ? (
          <button type="button" className="scpr-filters__toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? '收起' : '展开'}
            {expanded ? <ChevronUp size={14} aria-hidden="true" /> : <ChevronDown size={14} aria-hidden="true" />}
          </button>
        ) : null}
      </div>
    </form>
  );
}
