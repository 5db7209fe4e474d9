// Which forms our own renderer draws without rjsf: every field is edited whole by one of our widgets
// (primitives, choices, uploads, option arrays). Nested objects, arrays of objects without a widget and
// schema combinators that rjsf resolves (anyOf / oneOf that are not plain options, if / then,
// dependencies) still go to rjsf, which loads as its own chunk only then.
import type { EntitySchema } from '../../../schema/entity';
import type { FieldItem } from '../../../schema/types';
import { asRows, nodeWidget, subItems, type DerivedForm } from '../derive';

/** Widgets that take the whole value of their field, whatever its shape (the table widget edits an
 * array of objects row by row, each cell through the store). */
const WHOLE_VALUE = new Set(['upload', 'checkboxes', 'table', 'regions', 'groups']);

const isOptions = (list: unknown): boolean => Array.isArray(list) && list.every((o) => o && typeof o === 'object' && 'const' in o);

function flatField(schema: EntitySchema, widget: string): boolean {
  if (WHOLE_VALUE.has(widget)) return true;
  if (schema.type === 'object' || schema.type === 'array' || schema.properties || schema.items) return false;
  if (schema.anyOf || schema.allOf || schema.if || schema.dependencies || schema.dependentSchemas) return false;
  return schema.oneOf === undefined || isOptions(schema.oneOf);
}

/** A group is flat when each of its properties is (groups nest). */
function flatNode(item: FieldItem, schema: EntitySchema, widget: string): boolean {
  if (widget !== 'group') return flatField(schema, widget);
  return subItems(item).every((given) => {
    const sub = schema.properties?.[given.field];
    if (!sub) return true;
    const s = asRows(given, sub);
    return flatNode(s, sub, nodeWidget(s, sub));
  });
}

export function isFlatForm(form: DerivedForm): boolean {
  return form.fields.every((f) => {
    const widget = (form.uiSchema[f] as { 'ui:widget'?: string } | undefined)?.['ui:widget'] ?? 'text';
    return flatNode(form.items[f] ?? { field: f }, form.fieldSchemas[f]!, widget);
  });
}
