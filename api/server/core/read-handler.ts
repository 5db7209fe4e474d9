// Read handlers: calls that only read their tenant's data. Such a handler is given no services, only the
// request and a reader bound to the caller's tenant (one-trip reads: read only, row-level security), so it
// cannot write, call out or read another tenant: the types say so, and the database refuses a write in a
// one-trip read anyway.
//
// That is what lets the pipeline run it while the request's nonce is still being spent (a round trip to
// PostgreSQL or Redis): the answer waits for the nonce, and a replay gets REPLAY, its read thrown away.
// A call that writes waits for its nonce before its handler starts, as before (plugins/pipeline.ts).
//
// A handler whose answer depends on nothing but its body, its caller (ctx.auth, ctx.tenant) and what its
// reads return (no clock, no randomness, no state of its own) may say so with { keepAnswers: true }: with
// the read cache on, its answer is then given again while nothing it read has been written since
// (db/read-cache/answer-cache.ts). The answer is frozen.
//
//   'notice.countUnread': readHandler(async (ctx) => {
//     const [row] = await ctx.read.one(unreadCount, { accountId: principalOf(ctx).accountId });
//     return { unreadCount: Number(row?.n ?? 0) };
//   }),
import type { CallDef, CallKey, RequestOf, ResponseOf } from '../../catalogue';
import { readPage, tenantRead, type Database, type PageArgs, type PageQuery, type PreparedPageQuery, type PreparedRead, type ReadDb, type ReadObserver, type ReadOptions } from '../db';
import type { CallContext, Handler, Principal, Tenant } from './context';
import { fail } from './errors';

/** Reads of one tenant (db/tenant-read.ts, db/list): the same calls as tenantRead() and readPage(), with
 * the tenant already given. */
export interface TenantReads {
  /** A statement built once (prepareRead). */
  one<R>(read: PreparedRead<R>, values?: Record<string, unknown>): Promise<R>;
  /** A statement built per call (any Drizzle select). */
  query<T>(read: (q: ReadDb) => PromiseLike<T>, options?: ReadOptions): Promise<T>;
  /** A page and its total: built once (PreparedPageQuery, with values) or per call (PageQuery, with options). */
  page<R>(page: PageArgs, query: PreparedPageQuery<R>, values?: Record<string, unknown>): Promise<{ rows: R[]; total: number }>;
  page<R>(page: PageArgs, query: PageQuery<R>, options?: ReadOptions): Promise<{ rows: R[]; total: number }>;
}

/** What a read handler sees: the request and the reader, nothing that could write. */
export interface ReadContext<B = unknown> {
  body: B;
  call: CallDef;
  tenant: Tenant | null;
  auth: Principal | null;
  read: TenantReads;
}

const readOnly = new WeakSet<object>();

/** A class, not an object of closures: made on every request, and a closure made per request costs more
 * than its call under the TypeScript loader (each is given its name at run time). */
class TenantReadsOf implements TenantReads {
  constructor(
    private readonly db: Database,
    private readonly tntId: string,
    private readonly observer?: ReadObserver,
  ) {}
  one<R>(read: PreparedRead<R>, values: Record<string, unknown> = {}): Promise<R> {
    return tenantRead(this.db, this.tntId, read, values, this.observer);
  }
  query<T>(read: (q: ReadDb) => PromiseLike<T>, options?: ReadOptions): Promise<T> {
    return tenantRead(this.db, this.tntId, read, options, this.observer);
  }
  page<R>(page: PageArgs, query: PreparedPageQuery<R> | PageQuery<R>, valuesOrOptions: Record<string, unknown> | ReadOptions = {}): Promise<{ rows: R[]; total: number }> {
    return readPage(this.db, this.tntId, page, query as PreparedPageQuery<R>, valuesOrOptions as Record<string, unknown>, this.observer);
  }
}

export interface ReadHandlerOptions {
  /** The answer depends only on the body, the caller and the reads: keep it while they stand (see above). */
  keepAnswers?: boolean;
}

/** The handler of a call that only reads (see above). */
export function readHandler<K extends CallKey>(fn: (ctx: ReadContext<RequestOf<K>>) => Promise<ResponseOf<K>>, options: ReadHandlerOptions = {}): Handler<K> {
  const keep = options.keepAnswers === true;
  const handler: Handler<K> = (ctx: CallContext<RequestOf<K>>) => {
    // The signed-in account's tenant, else the resolved one (public reads); none: nothing to read.
    const tntId = ctx.auth?.tntId ?? ctx.tenant?.tntId;
    if (!tntId) return Promise.reject(fail('TENANT_UNKNOWN'));
    const db = ctx.deps.db;
    const answers = keep ? db.readCache?.answers : undefined;
    if (!answers || !ctx.tenant) return fn({ body: ctx.body, call: ctx.call, tenant: ctx.tenant, auth: ctx.auth, read: new TenantReadsOf(db, tntId) });
    // The body was validated against the call's schema: plain JSON, so its text names it.
    const key = `${ctx.call.key}\u0000${JSON.stringify(ctx.body ?? null)}`;
    return answers.answer(ctx.tenant, ctx.auth, tntId, key, (observer) =>
      fn({ body: ctx.body, call: ctx.call, tenant: ctx.tenant, auth: ctx.auth, read: new TenantReadsOf(db, tntId, observer) }),
    ) as Promise<ResponseOf<K>>;
  };
  readOnly.add(handler);
  return handler;
}

/** Whether a handler was made by readHandler(). */
export function isReadHandler(handler: unknown): boolean {
  return typeof handler === 'function' && readOnly.has(handler);
}
