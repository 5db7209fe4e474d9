// Which widget edits a field: ranked testers, as jsonforms does. The highest rank that applies wins;
// the app may add testers of its own.
import type { EntitySchema } from '../../schema/entity';
import type { FieldItem, WidgetName } from '../../schema/types';

export interface WidgetTester {
  rank: number;
  widget: WidgetName | ((item: FieldItem, schema: EntitySchema) => WidgetName);
  test(item: FieldItem, schema: EntitySchema): boolean;
}

const isArray = (s: EntitySchema) => s.type === 'array';
const itemsHaveOptions = (s: EntitySchema) => !!(s.items?.enum || s.items?.oneOf || s.items?.['x-codeType']);

export const WIDGET_TESTERS: WidgetTester[] = [
  { rank: 100, widget: (item) => item.widget!, test: (item) => !!item.widget },
  { rank: 90, widget: (_i, s) => s['x-widget'] as WidgetName, test: (_i, s) => typeof s['x-widget'] === 'string' },
  { rank: 80, widget: 'upload', test: (_i, s) => !!s['x-upload'] },
  { rank: 60, widget: 'checkboxes', test: (_i, s) => isArray(s) && itemsHaveOptions(s) },
  { rank: 50, widget: 'select', test: (_i, s) => !!(s['x-codeType'] || s.enum || s.oneOf?.every((o) => 'const' in o)) },
  { rank: 40, widget: 'numeric', test: (_i, s) => !!s['x-numeric'] || s.type === 'number' || s.type === 'integer' },
  { rank: 30, widget: 'date', test: (_i, s) => s.format === 'date' },
  // Yes/no: a switch (开关), as admin forms show it; widget "checkbox" only where a tick is meant.
  { rank: 30, widget: 'switch', test: (_i, s) => s.type === 'boolean' },
  // Arrays of objects (SKU rows): an inline table, one row per item, one cell per item property.
  { rank: 20, widget: 'table', test: (_i, s) => isArray(s) && !!s.items && (s.items.type === 'object' || !!s.items.properties) },
  { rank: 30, widget: 'password', test: (_i, s) => s.format === 'password' || !!s['x-sensitive'] },
  { rank: 0, widget: 'text', test: () => true },
];

export function widgetFor(item: FieldItem, schema: EntitySchema, testers: readonly WidgetTester[] = WIDGET_TESTERS): WidgetName {
  let best: WidgetTester | undefined;
  for (const t of testers) if (t.test(item, schema) && (!best || t.rank > best.rank)) best = t;
  const w = best?.widget ?? 'text';
  return typeof w === 'function' ? w(item, schema) : w;
}
