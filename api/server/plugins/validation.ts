// Request validation from the catalogue schemas, with the entity definitions and the Chinese messages of
// engine/validation. A bad body is refused with 400 before any handler runs, so nothing is written.
import type { FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import type { CallDef } from '../../catalogue';
import { createAjv, localizeErrors } from '../../../engine/validation';
import { fail } from '../core';
import { annotateRefs, entitySchemas } from '../entities';

export function compileRequestValidators(calls: readonly CallDef[]): Map<string, ValidateFunction> {
  const ajv = createAjv({ schemas: entitySchemas() });
  return new Map(calls.map((c) => [c.key, ajv.compile(annotateRefs(c.request))]));
}

/** The preValidation step of one call's route (built once, at registration). */
export function validatorHook(validate: ValidateFunction) {
  return (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void): void => {
    if (req.body === undefined || req.body === null) req.body = {};
    if (validate(req.body)) return done();
    const fields = localizeErrors(validate.errors);
    done(fail('BAD_REQUEST', fields[0]?.message, fields));
  };
}
