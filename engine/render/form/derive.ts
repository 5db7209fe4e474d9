// From a (normalized, access-filtered) form block and its resolved entity to what rjsf renders: a root
// object schema whose properties are the entity's own property schemas (the very objects the build
// precompiled validators for), and a uiSchema holding everything presentational (labels, widgets,
// sections, spans). Tenant patches change the uiSchema and the required list, never a field's rules.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { EntitySchema } from '../../schema/entity';
import type { Access, FieldItem, FormBody } from '../../schema/types';
import { widgetFor, type WidgetTester } from './widget-testers';

export interface DerivedSection {
  id: string;
  title?: string;
  columns?: number;
  fields: string[];
  access?: Access;
}

export interface DerivedForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fields: string[];
  items: Record<string, FieldItem>;
  fieldSchemas: Record<string, EntitySchema>;
  required: string[];
  sections: DerivedSection[];
}

const isObject = (s: EntitySchema | undefined): boolean => !!s && (s.type === 'object' || !!s.properties);

/** A field's `fields` as items (bare names made items). */
export const subItems = (item: FieldItem): FieldItem[] => (item.fields ?? []).map((f) => (typeof f === 'string' ? { field: f } : f));

/** A field with `fields` over an array of objects: rows, i.e. the table widget with those columns. */
export function asRows(item: FieldItem, schema: EntitySchema): FieldItem {
  if (!item.fields || schema.type !== 'array' || item.options?.columns) return item;
  const columns = subItems(item).map((s) => Object.fromEntries(
    Object.entries({ field: s.field, label: s.label, widget: s.widget, placeholder: s.placeholder, options: s.options }).filter(([, v]) => v !== undefined),
  ));
  return { ...item, widget: item.widget ?? 'table', options: { ...item.options, columns } };
}

/** The widget of a field: "group" for an object with `fields` (its properties in a box), else by the testers. */
export function nodeWidget(item: FieldItem, schema: EntitySchema, testers?: readonly WidgetTester[]): string {
  return item.fields && isObject(schema) && schema.type !== 'array' ? 'group' : widgetFor(item, schema, testers);
}

/** Each group property with a `default`, by its path under the field (initial values of nested fields). */
export function nestedDefaults(item: FieldItem, schema: EntitySchema, path: readonly string[] = [item.field]): { path: string[]; item: FieldItem }[] {
  if (nodeWidget(item, schema) !== 'group') return [];
  return subItems(item).flatMap((s) => {
    const sub = schema.properties?.[s.field];
    if (!sub) return [];
    const here = [...path, s.field];
    return [...(s.default !== undefined ? [{ path: here, item: s }] : []), ...nestedDefaults(s, sub, here)];
  });
}

export function deriveForm(body: FormBody, entity: EntitySchema, testers?: readonly WidgetTester[]): DerivedForm {
  const sections: DerivedSection[] = [];
  const items: Record<string, FieldItem> = {};
  const fieldSchemas: Record<string, EntitySchema> = {};
  for (const [i, s] of (body.layout?.sections ?? []).entries()) {
    const names: string[] = [];
    for (const raw of s.fields) {
      const given = typeof raw === 'string' ? { field: raw } : raw;
      const schema = entity.properties?.[given.field];
      if (!schema || items[given.field]) continue;
      const item = asRows(given, schema);
      items[item.field] = item;
      fieldSchemas[item.field] = schema;
      names.push(item.field);
    }
    sections.push({ id: s.id ?? `section${i}`, title: s.title, columns: s.columns, fields: names, access: s.access });
  }
  const fields = sections.flatMap((s) => s.fields);
  const required = fields.filter((f) => items[f]!.required ?? (entity.required ?? []).includes(f));
  const uiSchema: UiSchema = {
    'ui:order': fields,
    'ui:submitButtonOptions': { norender: true },
    'ui:options': { sections, columns: body.layout?.columns ?? 1, labelWidth: body.layout?.labelWidth },
  };
  for (const f of fields) {
    const item = items[f]!;
    uiSchema[f] = {
      'ui:widget': nodeWidget(item, fieldSchemas[f]!, testers),
      ...(item.label ? { 'ui:title': item.label } : {}),
      ...(item.placeholder ? { 'ui:placeholder': item.placeholder } : {}),
      ...(item.readonly ? { 'ui:readonly': true } : {}),
      'ui:options': { item },
    };
  }
  const schema: RJSFSchema = {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f, fieldSchemas[f] as RJSFSchema])),
    ...(required.length ? { required } : {}),
  };
  return { schema, uiSchema, fields, items, fieldSchemas, required, sections };
}
