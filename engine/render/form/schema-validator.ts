// Validation of one field schema. In the browser the functions are precompiled at build time (Ajv
// standalone code, engine/build): no eval, no new Function, so the app runs under a CSP without
// 'unsafe-eval'. Lookups go by rjsf's schema hash, which the build used too; hashForSchema is a small
// pure function, so neither rjsf nor its validator package is loaded to validate a flat form.
import type { ErrorObject } from 'ajv';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '../context';

export interface SchemaValidator {
  /** Raw Ajv errors of `value` against `schema` (a field schema of an entity). */
  raw(schema: RJSFSchema, value: unknown): ErrorObject[];
  isValid(schema: RJSFSchema, value: unknown): boolean;
  /** "precompiled" in browsers, "compiled" where run-time compilation is allowed (Node, development). */
  mode: 'precompiled' | 'compiled';
}

export function precompiledSchemaValidator(fns: ValidatorFunctions): SchemaValidator {
  const cache = new WeakMap<object, ValidatorFunctions[string]>();
  const get = (schema: RJSFSchema) => {
    let fn = cache.get(schema);
    if (!fn) {
      const key = hashForSchema(schema);
      fn = fns[key];
      if (!fn) throw new Error(`没有预编译的校验函数：${key}`);
      cache.set(schema, fn);
    }
    return fn;
  };
  return {
    mode: 'precompiled',
    raw(schema, value) {
      const fn = get(schema);
      if (fn(value)) return [];
      const errors = (fn.errors ?? []) as ErrorObject[];
      // Ajv keeps the last errors on the function; clear them so the next call starts clean.
      fn.errors = null;
      return errors;
    },
    isValid: (schema, value) => get(schema)(value),
  };
}
