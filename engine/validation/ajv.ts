// One Ajv set-up for browser and server: the formats of spec section 5, the numeric rule as a keyword,
// and Chinese messages built from each field's title (or its own x-messages).
import { Ajv, type ErrorObject, type Options, type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import { MSG } from './messages';
import { checkNumeric, type NumericOptions } from './numeric';
import { isCreditCode } from './credit-code';
import { isIdCard } from './id-card';
import {
  isAlphanumeric,
  isEmail,
  isInteger,
  isMobile,
  isMoney,
  isNumberWithoutLeadingZero,
  isPassword,
  isPostalCode,
  isRealName,
} from './rules';
import { ANNOTATION_KEYWORDS } from './vocabulary';

/** Our named formats, with the message each one produces. */
export const FORMATS: Record<string, { test: (v: string) => boolean; message: string }> = {
  mobile: { test: isMobile, message: MSG.mobile },
  password: { test: isPassword, message: MSG.password },
  email: { test: isEmail, message: MSG.email },
  'real-name': { test: isRealName, message: MSG.realName },
  'id-card': { test: isIdCard, message: MSG.idCard },
  'credit-code': { test: isCreditCode, message: MSG.creditCode },
  money: { test: (v) => isMoney(v, 2), message: MSG.money },
  money3: { test: (v) => isMoney(v, 3), message: MSG.money3 },
  'postal-code': { test: isPostalCode, message: MSG.postalCode },
  alphanumeric: { test: isAlphanumeric, message: MSG.alphanumeric },
  'integer-text': { test: isInteger, message: MSG.integer },
  'no-leading-zero': { test: isNumberWithoutLeadingZero, message: MSG.noLeadingZero },
};

export interface CreateAjvOptions {
  /** Schemas to register (entities), each with its $id. */
  schemas?: AnySchema[];
  /** Extra Ajv options. */
  ajv?: Options;
}

export function createAjv(options: CreateAjvOptions = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true, ...options.ajv });
  addFormats.default(ajv, ['date', 'date-time', 'time', 'uri', 'uuid']);
  for (const [name, f] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: f.test });
  for (const keyword of ANNOTATION_KEYWORDS) {
    if (keyword !== 'x-numeric') ajv.addKeyword({ keyword, schemaType: ['string', 'object', 'array', 'boolean', 'number'] });
  }
  ajv.addKeyword({
    keyword: 'x-numeric',
    schemaType: 'object',
    type: ['number', 'string'],
    errors: true,
    validate: function numeric(opts: NumericOptions, data: number | string) {
      const message = checkNumeric(data, opts);
      if (message === null) return true;
      (numeric as unknown as { errors: Partial<ErrorObject>[] }).errors = [
        { keyword: 'x-numeric', message, params: {} },
      ];
      return false;
    },
  });
  for (const schema of options.schemas ?? []) ajv.addSchema(schema);
  return ajv;
}

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
  !!s && (!!s.enum || !!s.oneOf || !!s['x-codeType'] || s.type === 'boolean' || s.type === 'array' || s['x-widget'] === 'select');

function labelOf(schema: SchemaNode | undefined, fallback: string): string {
  return schema?.title ?? (fallback || '字段');
}

/** Chinese messages for Ajv errors, one per field (the first error of each path wins). */
export function localizeErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    const { path, message } = localizeOne(e);
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, message });
  }
  return out;
}

function localizeOne(e: ErrorObject): FieldError {
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
        return FORMATS[String(p.format)]?.message ?? MSG.invalid(label);
      case 'x-numeric':
        return e.message ?? MSG.invalid(label);
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
        return MSG.minItems(label, Number(p.limit));
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
