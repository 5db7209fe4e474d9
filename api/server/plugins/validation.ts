// Request validation from the catalogue schemas, with the entity definitions and the Chinese messages of
// engine/validation. A bad body (or a GET's query string) is refused with 400 before any handler runs, so
// nothing is written.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import type { CallDef } from '../../catalogue';
import { createAjv, localizeErrors } from '../../../engine/validation';
import { fail } from '../core';
import { stateOf } from './request-state';
import { annotateRefs, entitySchemas } from '../entities';
import { MULTIPART_CALLS } from './multipart-calls';

export function compileRequestValidators(calls: readonly CallDef[]): Map<string, ValidateFunction> {
  const ajv = createAjv({ schemas: entitySchemas() });
  return new Map(calls.map((c) => [c.key, ajv.compile(annotateRefs(c.request))]));
}

/** Throws 400 with the first field's Chinese message when the payload breaks its call's schema. */
export function checkPayload(validate: ValidateFunction, payload: unknown): void {
  if (!validate(payload)) {
    const fields = localizeErrors(validate.errors);
    throw fail('BAD_REQUEST', fields[0]?.message, fields);
  }
}

/** The payload of a call: the query string of a GET (a picture address), the body otherwise. */
export function payloadOf(req: FastifyRequest): unknown {
  return req.method === 'GET' ? req.query : req.body;
}

export function requestValidation(app: FastifyInstance, validators: Map<string, ValidateFunction>): void {
  app.addHook('preValidation', async (req) => {
    const state = stateOf(req);
    if (!state) return;
    // A multipart body is not read yet here: its scope parses and validates it (plugins/multipart.ts).
    if (MULTIPART_CALLS.has(state.call.key)) return;
    const validate = validators.get(state.call.key);
    if (!validate) return;
    if (req.method === 'GET') {
      checkPayload(validate, req.query ?? {});
      return;
    }
    if (req.body === undefined || req.body === null) req.body = {};
    checkPayload(validate, req.body);
  });
}
