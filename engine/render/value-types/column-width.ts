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
  files: 160,
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

/** Formats of codes: a fixed number of digits and letters. */
const CODE_FORMATS: ReadonlySet<string> = new Set(['mobile', 'id-card', 'credit-code', 'alphanumeric']);
/** A pattern of digits and ASCII letters only (`^[0-9]*$`, `^[A-Z0-9]+$`, `^([0-9]{6})?$`): a code. */
const CODE_PATTERN = /^\^?\(?(?:(?:\[[0-9A-Za-z-]+\]|\\d)(?:[*+?]|\{\d+(?:,\d*)?\})?)+\)?\??\$?$/;

/** A value of its own width although typed as text: a yes/no, or a code (an order number, a phone number). */
function ownWidth(schema: EntitySchema | undefined): boolean {
  if (schema?.type === 'boolean') return true;
  if (typeof schema?.format === 'string' && CODE_FORMATS.has(schema.format)) return true;
  return typeof schema?.pattern === 'string' && CODE_PATTERN.test(schema.pattern);
}

/** Whether a list column holds flowing text (names, titles, addresses), not a value of its own width. */
export function flows(item: DisplayItem, schema: EntitySchema | undefined): boolean {
  return FLOWING.has(widthType(item, schema)) && !ownWidth(schema);
}

/** How a list column's header is sized: a fixed width, a least width, and whether it takes spare width. */
export interface ListColumnLayout {
  width?: number;
  minWidth?: number;
  /** Text that shares the spare width (no fixed width). */
  grows: boolean;
}

/**
 * How a list column takes room. The table lays out automatically: the width it has to spare goes to the
 * columns without a fixed width. A column of flowing text has none, so names and titles share the spare
 * width, their declared width (or in a scrolling list their least width) only a floor. A value of its own
 * width (a picture, money, a count, a date, a status, a code) keeps its declared width, or in a scrolling
 * list its least width. The 操作 column fits its buttons (data.css) and takes none of the spare width.
 */
export function listColumnLayout(item: DisplayItem & { width?: number; minWidth?: number }, schema: EntitySchema | undefined, scroll: boolean): ListColumnLayout {
  const least = scroll ? columnMinWidth(item, schema) : undefined;
  if (flows(item, schema)) return { minWidth: least ?? item.width, grows: true };
  return { width: item.width ?? least, minWidth: least, grows: false };
}

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
