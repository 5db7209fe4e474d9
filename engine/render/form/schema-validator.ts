// Validation of one field schema, through rjsf's validator-ajv8. In the browser the functions are
// precompiled at build time (Ajv standalone code, engine/build): no eval, no new Function, so the app
// runs under a CSP without 'unsafe-eval'. Lookups go by rjsf's schema hash, which the build used too.
import type { ErrorObject } from 'ajv';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '../context';

export interface SchemaValidator {
  /** Raw Ajv errors of `value` against `schema` (a field schema of an entity). */
  raw(schema: RJSFSchema, value: unknown): ErrorObject[];
  isValid(schema: RJSFSchema, value: unknown): boolean;
  /** "precompiled" in browsers, "compiled" where run-time compilation is allowed (Node, development). */
  mode: 'precompiled' | 'compiled';
}

export function precompiledSchemaValidator(fns: ValidatorFunctions): SchemaValidator {
  const cache = new WeakMap<object, ValidatorType>();
  const get = (schema: RJSFSchema): ValidatorType => {
    let v = cache.get(schema);
    if (!v) {
      v = createPrecompiledValidator(fns as never, schema);
      cache.set(schema, v);
    }
    return v;
  };
  return {
    mode: 'precompiled',
    raw: (schema, value) => (get(schema).rawValidation<ErrorObject>(schema, value).errors ?? []),
    isValid: (schema, value) => get(schema).isValid(schema, value, schema),
  };
}
