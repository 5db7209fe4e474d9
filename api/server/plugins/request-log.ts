// Structured logs: one JSON line per request with the call key, tenant, account, status and code (the
// built-in request lines of Fastify are off). Sensitive bodies are never logged.
//
// Cost: Fastify builds a pino child logger (bindings {reqId}) for every request, and a line through a
// child cost about twice a line through the root logger. The line below goes through the root logger
// with reqId as its first field (the same JSON), and req.log is a lazy child (lazyChildLogger) that is
// built only when a handler or the error handler actually logs.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

export function requestLog(app: FastifyInstance): void {
  const log = app.log;
  app.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const s = req.scpr;
    log.info(
      {
        reqId: req.id,
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
    done();
  });
}

/** req.log: the pino child of the request, made on first use (most requests log nothing but the line above). */
class LazyChildLogger {
  private real: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  private get logger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }
  get level(): string {
    return this.logger.level;
  }
  set level(value: string) {
    this.logger.level = value;
  }
  fatal(...a: unknown[]): void {
    (this.logger.fatal as (...x: unknown[]) => void)(...a);
  }
  error(...a: unknown[]): void {
    (this.logger.error as (...x: unknown[]) => void)(...a);
  }
  warn(...a: unknown[]): void {
    (this.logger.warn as (...x: unknown[]) => void)(...a);
  }
  info(...a: unknown[]): void {
    (this.logger.info as (...x: unknown[]) => void)(...a);
  }
  debug(...a: unknown[]): void {
    (this.logger.debug as (...x: unknown[]) => void)(...a);
  }
  trace(...a: unknown[]): void {
    (this.logger.trace as (...x: unknown[]) => void)(...a);
  }
  silent(...a: unknown[]): void {
    (this.logger.silent as (...x: unknown[]) => void)(...a);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory option. */
export function lazyChildLogger(this: unknown, logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
