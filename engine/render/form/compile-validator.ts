// Run-time compilation (Node, tests, development without the plugin): rjsf's validator-ajv8 with our one
// Ajv set-up (configureAjv). Loaded lazily so the browser bundle, which precompiles, never carries it.
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { AJV_OPTIONS, configureAjv } from '../../validation/ajv';
import type { SchemaValidator } from './schema-validator';

export function compilingSchemaValidator(): SchemaValidator {
  const { code: _code, ...options } = AJV_OPTIONS;
  const v = customizeValidator({ ajvOptionsOverrides: options, ajvFormatOptions: false, extenderFn: configureAjv });
  return {
    mode: 'compiled',
    raw: (schema, value) => (v.rawValidation<ErrorObject>(schema, value).errors ?? []),
    isValid: (schema, value) => v.isValid(schema, value, schema),
  };
}
