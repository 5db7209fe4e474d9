// Request validation from the catalogue schemas, with the entity definitions and the Chinese messages of
// engine/validation. A bad body is refused with 400 before any handler runs, so nothing is written.
import type { FastifyInstance } from 'fastify';
import type { ValidateFunction } from 'ajv';
import type { CallDef } from '../../catalogue';
import { createAjv, localizeErrors } from '../../../engine/validation';
import { fail } from '../core';
import { stateOf } from './request-state';
import { annotateRefs, entitySchemas } from '../entities';

export function compileRequestValidators(calls: readonly CallDef[]): Map<string, ValidateFunction> {
  const ajv = createAjv({ schemas: entitySchemas() });
  return new Map(calls.map((c) => [c.key, ajv.compile(annotateRefs(c.request))]));
}

export function requestValidation(app: FastifyInstance, validators: Map<string, ValidateFunction>): void {
  app.addHook('preValidation', async (req) => {
    const state = stateOf(req);
    if (!state) return;
    const validate = validators.get(state.call.key);
    if (!validate) return;
    if (req.body === undefined || req.body === null) req.body = {};
    if (!validate(req.body)) {
      const fields = localizeErrors(validate.errors);
      throw fail('BAD_REQUEST', fields[0]?.message, fields);
    }
  });
}
