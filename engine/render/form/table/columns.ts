// The columns of a table widget: options.columns (names or { field, label, width, widget, options }) in
// order, else every property of the items; each with its label, schema and widget.
import type { EntitySchema } from '../../../schema/entity';
import type { FieldItem, TableColumn, TableOptions, WidgetName } from '../../../schema/types';
import { widgetFor } from '../widget-testers';

export interface CellColumn {
  field: string;
  label: string;
  width?: number;
  widget: WidgetName;
  schema: EntitySchema;
  required: boolean;
  /** What the cell's widget reads as its field item (options, placeholder). */
  item: FieldItem;
  /** A computed, read-only column (a line total) and how it shows. */
  compute?: TableColumn['compute'];
  valueType?: TableColumn['valueType'];
}

export function tableColumns(options: TableOptions | undefined, items: EntitySchema): CellColumn[] {
  const props = items.properties ?? {};
  const raw = options?.columns ?? Object.keys(props);
  return raw.flatMap((c): CellColumn[] => {
    const col: TableColumn = typeof c === 'string' ? { field: c } : c;
    if (col.compute !== undefined) {
      return [{ field: col.field, label: col.label ?? col.field, ...(col.width ? { width: col.width } : {}), widget: 'text', schema: {}, required: false, item: { field: col.field }, compute: col.compute, valueType: col.valueType ?? 'money' }];
    }
    const schema = props[col.field];
    if (!schema) return [];
    const item: FieldItem = { field: col.field, ...(col.widget ? { widget: col.widget } : {}), ...(col.options ? { options: col.options } : {}), ...(col.placeholder ? { placeholder: col.placeholder } : {}) };
    // A cell never nests another table.
    const widget = widgetFor(item, schema);
    return [{
      field: col.field,
      label: col.label ?? schema.title ?? col.field,
      ...(col.width ? { width: col.width } : {}),
      widget: widget === 'table' ? 'text' : widget,
      schema,
      required: (items.required ?? []).includes(col.field),
      item,
    }];
  });
}
