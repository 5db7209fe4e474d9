// Request validation from the catalogue schemas, with the entity definitions and the Chinese messages of
// engine/validation. A bad body (or a GET's query string) is refused with 400 before any handler runs, so
// nothing is written.
import type { FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import type { CallDef } from '../../catalogue';
import { createAjv, localizeErrors } from '../../../engine/validation';
import { fail } from '../core';
import { entitySchemas, requestSchema } from '../entities';

/**
 * Each call's validator, compiled by Ajv the first time the call is made: compiling all of them took about
 * a second of a start (issue 29 item 10: the first page within 5 s), most of it for calls a run never sees.
 * After that first call it is the compiled function plus one check.
 */
export function compileRequestValidators(calls: readonly CallDef[]): Map<string, ValidateFunction> {
  let ajv: ReturnType<typeof createAjv> | undefined;
  const lazily = (call: CallDef): ValidateFunction => {
    let compiled: ValidateFunction | undefined;
    const validate = ((data: unknown) => {
      compiled ??= (ajv ??= createAjv({ schemas: entitySchemas() })).compile(requestSchema(call.request));
      const valid = compiled(data) as boolean;
      validate.errors = compiled.errors;
      return valid;
    }) as ValidateFunction;
    return validate;
  };
  return new Map(calls.map((c) => [c.key, lazily(c)]));
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

/** The preValidation step of one call's route (built once, at registration). Multipart calls are
 * validated by their own scope once the body is read (multipart.ts). */
export function validatorHook(validate: ValidateFunction) {
  return (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void): void => {
    let payload: unknown;
    if (req.method === 'GET') payload = req.query ?? {};
    else {
      if (req.body === undefined || req.body === null) req.body = {};
      payload = req.body;
    }
    if (validate(payload)) return done();
    const fields = localizeErrors(validate.errors);
    done(fail('BAD_REQUEST', fields[0]?.message, fields));
  };
}
