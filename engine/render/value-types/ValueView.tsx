// One value-type map for list cells and detail fields (ProComponents' valueType idea): money, count,
// date, datetime, enum, status, image, gallery, link, text. An item with `link` becomes a link whatever its type.
// A column is compiled once (type, options, unit); each cell is then a plain function call, not a
// component: a 100 x 20 list renders 2000 cells.
import type { MouseEvent, ReactNode } from 'react';
import type { Scope } from '../../logic/types';
import type { EntitySchema } from '../../schema/entity';
import { test } from '../../logic';
import type { DisplayItem, Mark, ValueType } from '../../schema/types';
import { Tag } from '../../ui/Tag';
import { navigateTo } from '../actions/run-action';
import { useEngine, type EngineContext } from '../context';
import { EMPTY, formatCount, formatDate, formatMoney, formatText, isEmpty } from './format';
import { GalleryView } from './GalleryView';
import { FilesView } from './FilesView';
import { ImageView, picturesOf } from './ImageView';
import { optionsOf } from './options';
import { RegionText } from './RegionText';
import { SubTable } from './SubTable';
import { valueTypeOf } from './resolve';

export interface ValueProps {
  value: unknown;
  /** The scope of the row or record (sub-tables hand it to their cells). */
  scope?: Scope;
  item: DisplayItem;
  schema: EntitySchema | undefined;
  label: string;
  /** enum/status: value -> label, from the code list, oneOf or enum. */
  labels: ReadonlyMap<string, string>;
}

const unitOf = (schema: EntitySchema | undefined): string | undefined => schema?.['x-unit'] as string | undefined;
const enumText = ({ value, labels }: ValueProps): string => (isEmpty(value) ? EMPTY : (labels.get(String(value)) ?? formatText(value)));

/** The built-in renderers, by value type. */
export const VALUE_RENDERERS: Record<ValueType, (p: ValueProps) => ReactNode> = {
  text: ({ value }) => formatText(value),
  money: ({ value, schema }) => formatMoney(value, unitOf(schema) ?? '元'),
  count: ({ value, schema }) => formatCount(value, unitOf(schema) ?? '单'),
  date: ({ value }) => formatDate(value),
  datetime: ({ value }) => formatDate(value, true),
  enum: enumText,
  status: (p) => (isEmpty(p.value) ? EMPTY : <Tag tone={p.item.tones?.[String(p.value)] ?? 'default'}>{enumText(p)}</Tag>),
  // One picture or a row of thumbnails; a click shows the full picture in a modal.
  image: ({ value, label }) => (picturesOf(value).length ? <ImageView value={value} label={label} /> : EMPTY),
  // Documents (PDF or pictures) as named links, one line each, never as thumbnails.
  files: ({ value, label }) => <FilesView value={value} label={label} />,
  // Goods pictures as a gallery: a large picture with a strip of thumbnails; a placeholder when none.
  gallery: ({ value, label }) => <GalleryView value={value} label={label} />,
  // Long text keeps its line breaks (CSS pre-wrap): never HTML, so nothing in it can run or restyle.
  longtext: ({ value }) => (isEmpty(value) ? EMPTY : <span className="scpr-longtext">{formatText(value)}</span>),
  table: ({ value, item, schema, label, scope }) => <SubTable value={value} item={item} schema={schema} label={label} scope={scope ?? {}} />,
  // Several values in one field: an array, or a comma-separated string (spec 3: the mall footer's links
  // and partners), one item each.
  list: ({ value }) => {
    const items = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,，]/) : [])
      .map((v) => formatText(v).trim())
      .filter((v) => v !== '' && v !== EMPTY);
    return items.length ? (
      <ul className="scpr-inline-list">
        {items.map((v, i) => (
          <li key={`${i}:${v}`}>{v}</li>
        ))}
      </ul>
    ) : (
      EMPTY
    );
  },
  // GB/T 2260 codes (one, or several for freight regions) shown by name; the table loads lazily.
  region: ({ value }) => <RegionText value={value} />,
  link: ({ value }) =>
    typeof value === 'string' && /^https?:\/\//.test(value) ? (
      <a href={value} target="_blank" rel="noopener noreferrer">
        {value}
      </a>
    ) : (
      formatText(value)
    ),
};

export type ValueRenderer = (value: unknown, scope: Scope) => ReactNode;

/** Compiles how one column or detail field shows its values. */
export function compileValue(item: DisplayItem, schema: EntitySchema | undefined, label: string, engine: EngineContext): ValueRenderer {
  const type = valueTypeOf(item, schema);
  const labels = new Map(
    type === 'enum' || type === 'status' ? optionsOf(schema, engine.codes, item.codeType).map((o) => [String(o.value), o.label]) : [],
  );
  const render = VALUE_RENDERERS[type];
  const plain = (value: unknown, scope?: Scope) => render({ value, item, schema, label, labels, scope });
  const show = item.marks?.length ? withMarks(plain, item.marks) : plain;
  const link = item.link;
  if (!link) return show;
  return (value, scope) => {
    if (isEmpty(value)) return show(value, scope);
    const to = navigateTo(link, scope);
    const onClick = (e: MouseEvent) => {
      // A middle or modified click opens the address in a new tab, as any link does.
      if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
      e.preventDefault();
      engine.navigate(to);
    };
    return (
      <a href={engine.href?.(to) ?? '#'} onClick={onClick}>
        {show(value, scope)}
      </a>
    );
  };
}

/** The value followed by the marks whose condition holds over the scope (the row or the record). */
function withMarks(show: (value: unknown, scope?: Scope) => ReactNode, marks: readonly Mark[]): (value: unknown, scope?: Scope) => ReactNode {
  return (value, scope = {}) => {
    const on = marks.filter((m) => test(m.when, scope, false));
    if (!on.length) return show(value, scope);
    return (
      <span className="scpr-marked">
        {show(value, scope)}
        {on.map((m) => (
          <Tag key={m.text} tone={m.tone ?? 'default'}>
            {m.text}
          </Tag>
        ))}
      </span>
    );
  };
}

export function ValueView({ value, item, schema, label, scope }: { value: unknown; item: DisplayItem; schema: EntitySchema | undefined; label: string; scope: Scope }) {
  const engine = useEngine();
  return <>{compileValue(item, schema, label, engine)(value, scope)}</>;
}
