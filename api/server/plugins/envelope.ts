// The envelope of every answer: {code, msg, detail?, resultData}, code '0' on success, the table's code
// and HTTP status otherwise. Unexpected errors are logged and answered 500 without internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, OK, type Envelope } from '../../catalogue';
import { AppError } from '../core';

export const SUCCESS_MSG = '操作成功';

export function ok(data: unknown): Envelope {
  return { code: OK, msg: SUCCESS_MSG, resultData: data === undefined ? null : data };
}

function send(req: FastifyRequest, reply: FastifyReply, status: number, body: Envelope): FastifyReply {
  if (req.scpr) req.scpr.code = body.code;
  return reply.status(status).send(body);
}

export function envelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      const body: Envelope = { code: error.code, msg: error.message, resultData: null };
      if (error.detail !== undefined) body.detail = error.detail;
      return send(req, reply, error.status, body);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the caller's fault, no internals echoed.
      const e = ERRORS.BAD_REQUEST;
      return send(req, reply, e.status, { code: e.code, msg: e.msg, resultData: null });
    }
    req.log.error({ err: error }, 'unexpected error');
    const e = ERRORS.INTERNAL;
    return send(req, reply, e.status, { code: e.code, msg: e.msg, resultData: null });
  });
  app.setNotFoundHandler((req, reply) => {
    const e = ERRORS.NO_ROUTE;
    return send(req, reply, e.status, { code: e.code, msg: e.msg, resultData: null });
  });
}
