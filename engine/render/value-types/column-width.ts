// Column widths by value type (px, cell padding included): the least width a list column keeps when its
// table scrolls sideways (ListBody.scroll), and the width a lines table gives a column (the checkout's
// table per seller). A width declared in the schema wins; plain text has no width of its own in a shared
// layout (it takes what is left), but keeps DEFAULT_MIN_WIDTH.text in a scrolling list.
import type { EntitySchema } from '../../schema/entity';
import type { DisplayItem, ValueType } from '../../schema/types';
import { valueTypeOf } from './resolve';

export const DEFAULT_MIN_WIDTH: Readonly<Record<ValueType, number>> = {
  image: 80,
  gallery: 80,
  money: 120,
  count: 90,
  date: 110,
  datetime: 170,
  enum: 110,
  status: 110,
  region: 160,
  link: 120,
  list: 160,
  text: 120,
  longtext: 200,
  table: 240,
};

/** The value type a width goes by: a plain number (an integer quantity) is as wide as a count. */
function widthType(item: DisplayItem, schema: EntitySchema | undefined): ValueType {
  const type = valueTypeOf(item, schema);
  return type === 'text' && (schema?.type === 'number' || schema?.type === 'integer') ? 'count' : type;
}

/** A list column's least width: its minWidth, else its width, else by value type. */
export function columnMinWidth(item: DisplayItem & { width?: number; minWidth?: number }, schema: EntitySchema | undefined): number {
  return item.minWidth ?? item.width ?? DEFAULT_MIN_WIDTH[widthType(item, schema)];
}

/** Value types that flow (text of any length): in a shared layout they share the width the others leave. */
const FLOWING: ReadonlySet<ValueType> = new Set(['text', 'longtext', 'list', 'link', 'region', 'table']);

/**
 * One layout for every table drawn from the same columns: a width per column (undefined: it shares the
 * rest). With `table-layout: fixed` and these widths, tables of one width line up column by column
 * (when every column has a width, the browser spreads the spare width over them alike in each table).
 */
export function sharedColumnWidths(items: (DisplayItem & { width?: number })[], schemaOf: (field: string) => EntitySchema | undefined): (number | undefined)[] {
  return items.map((c) => {
    if (c.width !== undefined) return c.width;
    const type = widthType(c, schemaOf(c.field));
    return FLOWING.has(type) ? undefined : DEFAULT_MIN_WIDTH[type];
  });
}
