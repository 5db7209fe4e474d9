// One value-type map for list cells and detail fields (ProComponents' valueType idea): money, count,
// date, datetime, enum, status, image, link, text. An item with `link` becomes a link whatever its type.
import type { MouseEvent, ReactNode } from 'react';
import type { Scope } from '../../logic/types';
import type { EntitySchema } from '../../schema/entity';
import type { DisplayItem, ValueType } from '../../schema/types';
import { Tag } from '../../ui/Tag';
import { navigateTo } from '../actions/run-action';
import { useEngine, type EngineContext } from '../context';
import { EMPTY, formatCount, formatDate, formatMoney, formatText, isEmpty } from './format';
import { labelOf, optionsOf } from './options';
import { valueTypeOf } from './resolve';

export interface ValueProps {
  value: unknown;
  item: DisplayItem;
  schema: EntitySchema | undefined;
  label: string;
  engine: EngineContext;
}

const unitOf = (schema: EntitySchema | undefined): string | undefined => schema?.['x-unit'] as string | undefined;
const enumText = ({ value, item, schema, engine }: ValueProps): string =>
  isEmpty(value) ? EMPTY : (labelOf(optionsOf(schema, engine.codes, item.codeType), value) ?? formatText(value));
const imageUrl = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : Array.isArray(v) ? imageUrl(v[0]) : v && typeof v === 'object' ? ((v as { url?: string }).url ?? undefined) : undefined;

/** The built-in renderers, by value type. */
export const VALUE_RENDERERS: Record<ValueType, (p: ValueProps) => ReactNode> = {
  text: ({ value }) => formatText(value),
  money: ({ value, schema }) => formatMoney(value, unitOf(schema) ?? '元'),
  count: ({ value, schema }) => formatCount(value, unitOf(schema) ?? '单'),
  date: ({ value }) => formatDate(value),
  datetime: ({ value }) => formatDate(value, true),
  enum: enumText,
  status: (p) => (isEmpty(p.value) ? EMPTY : <Tag tone={p.item.tones?.[String(p.value)] ?? 'default'}>{enumText(p)}</Tag>),
  image: ({ value, label }) => {
    const src = imageUrl(value);
    return src ? <img src={src} alt={label} width={60} height={60} loading="lazy" style={{ objectFit: 'cover' }} /> : EMPTY;
  },
  link: ({ value }) =>
    typeof value === 'string' && /^https?:\/\//.test(value) ? (
      <a href={value} target="_blank" rel="noopener noreferrer">
        {value}
      </a>
    ) : (
      formatText(value)
    ),
};

export function ValueView({ value, item, schema, label, scope }: { value: unknown; item: DisplayItem; schema: EntitySchema | undefined; label: string; scope: Scope }) {
  const engine = useEngine();
  const type = valueTypeOf(item, schema);
  const content = VALUE_RENDERERS[type]({ value, item, schema, label, engine });
  if (!item.link || isEmpty(value)) return <>{content}</>;
  const to = navigateTo(item.link, scope);
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    engine.navigate(to);
  };
  return (
    <a href={engine.href?.(to) ?? '#'} onClick={onClick}>
      {content}
    </a>
  );
}
