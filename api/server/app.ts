// buildServer(): the Fastify server of the catalogue, for main.ts, the tests and the bench. Start-up
// work (migrations, the login key, tenants, menu sync, demo data) runs before the first request.
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { catalogue, TOKEN_TTL } from '../catalogue';
import type { Database } from './db';
import type { BlobStore } from './storage';
import { AddressLimiter, DEFAULT_ADDRESS_LIMIT, openAuthStores, openBus, systemClock, type AddressLimit, type AuthStores, type Clock, type Deps, type LoginRate, type InvalidationBus, type PaymentProvider, type SharedStateOptions, type SmsProvider } from './core';
import { isReadHandler } from './core/read-handler';
import { callPipeline, compileRequestValidators, envelope, frozenEnvelope, JSON_TYPE, lazyChildLogger, MULTIPART_CALLS, multipartScope, ok, payloadOf, requestLog } from './plugins';
import { handlers } from './modules';
import { KeyService, LOGIN_RULES, LogSmsProvider, SessionService } from './modules/acl';
import { inlineMenuAddresses, PermissionService } from './modules/permission';
import { sandboxCashier, sandboxSecret, SandboxPaymentProvider } from './modules/payment';
import { TenantDirectory } from './modules/tenant';
import { prepareDatabase, SCHEMAS_DIR } from './startup';
import { ScreenCatalog } from './modules/tntcfg';
import { readCalls } from './read-calls';

export { SCHEMAS_DIR } from './startup';
import { clientApp, type ClientAppOptions } from './plugins/client-app';
import { clientErrorHandler } from './plugins/client-error';
import { LogLines } from './plugins/log-lines';
import type { TokenTtl } from './modules/acl';

/** The handler's outcome once `first` has settled: `first`'s failure wins over the handler's answer or error. */
async function settledAfter<T>(work: Promise<T>, first: Promise<void>): Promise<T> {
  try {
    const data = await work;
    await first;
    return data;
  } catch (e) {
    await first;
    throw e;
  }
}

export interface ServerOptions extends SharedStateOptions {
  db: Database;
  /** Where uploaded file bytes live (api/server/storage: a directory, or an S3-compatible bucket). */
  files: BlobStore;
  clock?: Clock;
  /** false = silent; otherwise pino options: level, and stream (default: standard output, a write per turn
   * of the event loop: plugins/log-lines.ts), or file (a path, through pino's own destination). */
  logger?: false | { level?: string; stream?: NodeJS.WritableStream | LogLines; file?: string };
  /** Run migrations and menu sync (default true; tests load a prepared database). */
  prepare?: boolean;
  seedDemo?: boolean;
  /** Start-up progress lines for a person (PrepareOptions.progress). */
  progress?: (line: string) => void;
  sms?: SmsProvider;
  /** The online payment provider (default: the built-in sandbox, served under /sandbox-pay). */
  pay?: PaymentProvider;
  /** Given stores are closed with the server (default: chosen by openAuthStores / openBus). */
  authStores?: AuthStores;
  /** Unauthenticated calls per client address (default DEFAULT_ADDRESS_LIMIT; perWindow 0 = off). */
  addressLimit?: Partial<AddressLimit>;
  /** Login tries a minute per phone and per address (default LOGIN_RULES; the e2e server, one address
   * logging the same demo accounts in dozens of times, raises them). */
  loginRate?: Partial<LoginRate>;
  /** Fastify's trustProxy: whose X-Forwarded-For names the client address (behind a load balancer). */
  trustProxy?: boolean | string;
  bus?: InvalidationBus;
  /** Serve the built client from this directory under /scprmall/ (npm start). */
  client?: ClientAppOptions;
  /** The tenant of a host name that names none (npm start: the demo tenant, so localhost works). */
  defaultTntId?: string;
  /** Token lifetimes (default wire.ts TOKEN_TTL); the e2e server shortens the access token's. */
  tokenTtl?: Partial<TokenTtl>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scpr: Deps;
    /** Every route registered, for the catalogue coverage test. */
    scprRoutes: { method: string; url: string; key?: string }[];
  }
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const log = options.logger;
  const lines = log !== false && !log?.stream && !log?.file ? new LogLines() : undefined;
  const stream = log !== false ? (log?.stream ?? lines) : undefined;
  const app = Fastify({
    logger: log === false ? false : { level: log?.level ?? 'info', ...(stream ? { stream } : {}), ...(log?.file ? { file: log.file } : {}) },
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
  });
  const db = options.db;
  if (options.prepare !== false) {
    await prepareDatabase(db, { seedDemo: options.seedDemo ?? false, files: options.files, log: app.log, ...(options.progress ? { progress: options.progress } : {}) });
  }
  const bus = options.bus ?? (await openBus(options, db, app.log));
  const { nonces, counters } = options.authStores ?? (await openAuthStores(options, db, clock, app.log));
  const pay = options.pay ?? new SandboxPaymentProvider(db.orm, clock, await sandboxSecret(db));
  const tenants = new TenantDirectory(db.orm, () => clock.now());
  await tenants.load();
  const validators = compileRequestValidators(catalogue);
  const deps: Deps = {
    db, orm: db.orm, files: options.files, clock, log: app.log, bus,
    nonces,
    counters,
    addresses: new AddressLimiter({ ...DEFAULT_ADDRESS_LIMIT, ...options.addressLimit }, () => clock.now()),
    loginRate: { perPhonePerMinute: LOGIN_RULES.perPhonePerMinute, perAddressPerMinute: LOGIN_RULES.perAddressPerMinute, ...options.loginRate },
    sms: options.sms ?? new LogSmsProvider(app.log),
    pay,
    services: {
      tenants,
      keys: await KeyService.ensure(db),
      sessions: new SessionService(db.orm, clock, bus, { ...TOKEN_TTL, ...options.tokenTtl }),
      perms: new PermissionService(db.orm, bus),
      screens: new ScreenCatalog(SCHEMAS_DIR),
      reads: readCalls(validators),
    },
  };
  app.decorate('scpr', deps);
  app.decorate('scprRoutes', [] as { method: string; url: string; key?: string }[]);
  app.decorateRequest('scpr', null);
  app.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD') app.scprRoutes.push({ method: m, url: r.url, key: r.config?.call?.key });
  });

  envelope(app);
  callPipeline(app, deps, { validators, defaultTntId: options.defaultTntId, readsOnly: (key) => isReadHandler(handlers[key]) });
  requestLog(app);

  const missing = catalogue.filter((c) => !handlers[c.key]).map((c) => c.key);
  const orphans = Object.keys(handlers).filter((k) => !catalogue.some((c) => c.key === k));
  if (missing.length || orphans.length) throw new Error(`catalogue/handler mismatch: missing ${missing.join(', ')}; orphans ${orphans.join(', ')}`);
  const routeOf = (call: (typeof catalogue)[number]) => {
    const handler = handlers[call.key]!;
    return {
      method: call.method,
      url: call.path,
      config: { call },
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const s = req.scpr!;
        // The pipeline validated the body against the call's request schema: it is RequestOf<key>.
        const ctx = { body: (payloadOf(req) ?? {}) as never, call, tenant: s.tenant, auth: s.auth, req, reply, deps };
        // A read handler ran while its nonce was spent: nothing is answered before the nonce is, and a
        // replay's answer is REPLAY whatever the read found.
        const data = s.spending ? await settledAfter(handler(ctx), s.spending) : await handler(ctx);
        s.code = '0';
        // A handler that answers with raw bytes (a file download) sends them itself and returns the reply.
        // Awaiting a returned reply unwraps it (a Fastify reply is a thenable), so `data` is then
        // undefined: the reply's own state says it was sent (issue 14: "Reply was already sent" per picture),
        // or at least begun: a download the browser gave up half way is never sent in full, and an envelope
        // sent after its headers was a server error (FST_ERR_REP_INVALID_PAYLOAD_TYPE) per picture left behind.
        if (data === reply || reply.sent || reply.raw.headersSent) return reply;
        const bytes = frozenEnvelope(data);
        if (bytes) {
          reply.header('content-type', JSON_TYPE);
          return bytes;
        }
        return ok(data);
      },
    };
  };
  for (const call of catalogue) if (!MULTIPART_CALLS.has(call.key)) app.route(routeOf(call));
  // Only the upload calls accept multipart/form-data: the parser lives in a scope holding just them.
  await app.register(async (scope) => {
    await multipartScope(scope, validators, options.files);
    for (const call of catalogue) if (MULTIPART_CALLS.has(call.key)) scope.route(routeOf(call));
  });
  if (pay instanceof SandboxPaymentProvider) await sandboxCashier(app, pay);
  if (options.client) await clientApp(app, options.client, { deps, defaultTntId: options.defaultTntId, inlineMenus: (tntId) => inlineMenuAddresses(deps.orm, tntId) });
  app.addHook('onClose', async () => {
    await bus.close();
    await nonces.close?.();
    await counters.close?.();
    await db.close();
    lines?.close();
  });
  return app;
}
