// Chinese messages for Ajv errors, one per field, built from each field's title or its own x-messages.
// Only types come from Ajv: the browser uses this with precompiled validators, without Ajv itself.
import type { ErrorObject } from 'ajv';
import { FORMAT_MESSAGES } from './format-messages';
import { MSG } from './messages';

export interface FieldError {
  /** JSON pointer of the offending value, e.g. "/menuName" or "/skus/0/price". */
  path: string;
  message: string;
}

type SchemaNode = {
  title?: string;
  enum?: unknown[];
  oneOf?: unknown[];
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  'x-messages'?: Record<string, string>;
  'x-codeType'?: string;
  'x-widget'?: string;
};

const isChoice = (s: SchemaNode | undefined): boolean =>
  !!s &&
  (!!s.enum ||
    !!s.oneOf ||
    !!s['x-codeType'] ||
    s.type === 'boolean' ||
    s.type === 'array' ||
    ['select', 'radio', 'checkboxes', 'date', 'upload', 'remote-select'].includes(s['x-widget'] ?? ''));

function labelOf(schema: SchemaNode | undefined, fallback: string): string {
  return schema?.title ?? (fallback || '字段');
}

/** Chinese messages for Ajv errors, one per field (the first error of each path wins). */
export function localizeErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    const { path, message } = localizeError(e);
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, message });
  }
  return out;
}

/** Rewrites each error's `message` in place: the shape rjsf's validator-ajv8 expects of a localizer. */
export function localizeInPlace(errors?: ErrorObject[] | null): void {
  for (const e of errors ?? []) e.message = localizeError(e).message;
}

/** The Chinese message and the JSON pointer of one Ajv error (verbose mode: parentSchema is needed). */
export function localizeError(e: ErrorObject): FieldError {
  const parent = e.parentSchema as SchemaNode | undefined;
  const lastSegment = e.instancePath.split('/').pop() ?? '';
  if (e.keyword === 'required') {
    const missing = (e.params as { missingProperty: string }).missingProperty;
    const prop = parent?.properties?.[missing];
    const custom = prop?.['x-messages']?.required;
    const label = labelOf(prop, missing);
    return {
      path: `${e.instancePath}/${missing}`,
      message: custom ?? (isChoice(prop) ? MSG.requiredChoice(label) : MSG.required(label)),
    };
  }
  if (e.keyword === 'additionalProperties') {
    const extra = (e.params as { additionalProperty: string }).additionalProperty;
    return { path: `${e.instancePath}/${extra}`, message: MSG.unknownField(extra) };
  }
  const custom = parent?.['x-messages']?.[e.keyword];
  if (custom) return { path: e.instancePath, message: custom };
  const label = labelOf(parent, lastSegment);
  const p = e.params as Record<string, number | string>;
  const message = (() => {
    switch (e.keyword) {
      case 'format':
        return FORMAT_MESSAGES[String(p.format)] ?? MSG.invalid(label);
      case 'x-plain':
        return p.fault === 'ill-formed' ? MSG.illFormedText(label) : MSG.controlChar(label);
      case 'x-numeric':
        return String(p.message ?? e.message ?? MSG.invalid(label));
      case 'minLength':
        return Number(p.limit) === 1 ? MSG.required(label) : MSG.minLength(label, Number(p.limit));
      case 'maxLength':
        return MSG.maxLength(label, Number(p.limit));
      case 'minimum':
      case 'exclusiveMinimum':
        return MSG.minimum(label, p.limit!);
      case 'maximum':
      case 'exclusiveMaximum':
        return MSG.maximum(label, p.limit!);
      case 'minItems':
        return Number(p.limit) === 1 ? MSG.requiredChoice(label) : MSG.minItems(label, Number(p.limit));
      case 'maxItems':
        return MSG.maxItems(label, Number(p.limit));
      case 'enum':
      case 'const':
        return MSG.enumValue(label);
      default:
        return MSG.invalid(label);
    }
  })();
  return { path: e.instancePath, message };
}
