// Structured logs: one JSON line per request with the call key, tenant, account, status and code (the
// built-in request lines of Fastify are off). Sensitive bodies are never logged.
import type { FastifyInstance } from 'fastify';

export function requestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const s = req.scpr;
    req.log.info(
      {
        key: s?.call.key,
        method: req.method,
        url: req.url,
        tntId: s?.tenant?.tntId,
        accountId: s?.auth?.accountId,
        status: reply.statusCode,
        code: s?.code,
        ms: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request',
    );
  });
}
