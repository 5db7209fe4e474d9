// Validates a form: required fields (the form's list: entity rules plus the screen's own), then each
// visible field against its precompiled (or compiled) entity rules, messages in Chinese.
import type { ErrorObject } from 'ajv';
import type { RJSFSchema } from '@rjsf/utils';
import { localizeErrors, type FieldError } from '../../validation/localize';
import type { EntitySchema } from '../../schema/entity';
import type { FieldItem } from '../../schema/types';
import { nodeWidget, subItems, type DerivedForm } from './derive';
import type { SchemaValidator } from './schema-validator';
import type { Scope } from '../../logic/types';
import { rowBoundErrors } from './table/row-bounds';

export const isBlank = (v: unknown): boolean => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Properties the screen marks required inside a group (the entity's own are in its schema), at any depth. */
function groupRequired(item: FieldItem | undefined, schema: EntitySchema | undefined, value: unknown, pointer: string): ErrorObject[] {
  if (!item || !schema || nodeWidget(item, schema) !== 'group') return [];
  const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return subItems(item).flatMap((s) => {
    const sub = schema.properties?.[s.field];
    if (!sub) return [];
    const missing = s.required && !(schema.required ?? []).includes(s.field) && isBlank(obj[s.field]);
    return [
      ...(missing ? [{ keyword: 'required', instancePath: pointer, schemaPath: '#/required', params: { missingProperty: s.field }, parentSchema: schema } as ErrorObject] : []),
      ...groupRequired(s, sub, obj[s.field], `${pointer}/${s.field}`),
    ];
  });
}

function fieldErrors(form: DerivedForm, field: string, given: unknown, sv: SchemaValidator): ErrorObject[] {
  const schema = form.fieldSchemas[field];
  const item = form.items[field];
  const group = !!item && !!schema && nodeWidget(item, schema) === 'group';
  // A required group left empty is checked as an empty object: each missing property says so itself.
  const empty = group && (isBlank(given) || (typeof given === 'object' && Object.values(given as object).every(isBlank)));
  const value = empty ? (form.required.includes(field) ? {} : undefined) : given;
  if (isBlank(value)) {
    // An empty row list says what its own minItems message says ("请至少添加一个规格"), required or not.
    if (schema?.type === 'array' && typeof schema.minItems === 'number' && schema.minItems > 0) {
      return sv.raw(schema as RJSFSchema, []).map((e) => ({ ...e, instancePath: `/${field}${e.instancePath}` }));
    }
    if (!form.required.includes(field)) return [];
    return [{ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: field }, parentSchema: form.schema }];
  }
  const own = sv.raw(form.fieldSchemas[field] as RJSFSchema, value).map((e) => ({ ...e, instancePath: `/${field}${e.instancePath}` }));
  return [...own, ...(group ? groupRequired(item, schema, value, `/${field}`) : [])];
}

/** A screen may relabel a field; messages then speak of its label, not the entity's title. */
function relabel(form: DerivedForm, errors: FieldError[]): FieldError[] {
  return errors.map((e) => {
    const field = e.path.split('/')[1] ?? '';
    const label = form.items[field]?.label;
    const title = form.fieldSchemas[field]?.title;
    return label && title && label !== title ? { ...e, message: e.message.split(title).join(label) } : e;
  });
}

/** The form's errors; with a scope, also the per-row bounds of table cells (which read the rows and the form). */
export function validateFields(form: DerivedForm, values: Record<string, unknown>, fields: readonly string[], sv: SchemaValidator, scope?: Scope): FieldError[] {
  const errors = relabel(form, localizeErrors(fields.flatMap((f) => fieldErrors(form, f, values[f], sv))));
  if (!scope) return errors;
  const taken = new Set(errors.map((e) => e.path));
  const bounds = fields.flatMap((f) => rowBoundErrors(form, f, values[f], scope)).filter((e) => !taken.has(e.path));
  return [...errors, ...bounds];
}
