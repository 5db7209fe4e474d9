// tenantRead(): the fast path for reads of one tenant. Each statement runs in ONE round trip (to PGlite's
// thread or to PostgreSQL) as its own implicit transaction: app role, tenant set,
// read only, row-level security applied, exactly like withTenant() but without BEGIN, the set_config
// statement and COMMIT as separate round trips (see one-trip.ts).
//
//   // any Drizzle select, built per call:
//   const malls = await tenantRead(db, tntId, (q) => q.select().from(t.malls).where(eq(t.malls.tntId, tntId)));
//
//   // a hot query, built once (SQL text, parameter order and row mapping are kept; values are placeholders;
//   // `tntId` is always filled with the tenant of the read):
//   const unread = prepareRead((q) => q.select({ n: count() }).from(t.notices)
//     .where(and(eq(t.notices.tntId, placeholder('tntId')), eq(t.notices.accountId, placeholder('accountId')))));
//   const [row] = await tenantRead(db, tntId, unread, { accountId });
//
// Statements are prepared once per connection and reused, so after five runs PostgreSQL may settle on one
// generic plan for all values; a read whose best plan depends on its values passes { customPlan: true }
// (built per call only) and is planned with them every time:
//
//   await tenantRead(db, tntId, (q) => q.select(...).where(...), { customPlan: true });
//
// Each statement is its own snapshot. Use withTenant() (a real transaction) for every write, for locking
// reads (FOR UPDATE), and when several reads must see one snapshot.
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { mapResultRow } from 'drizzle-orm/utils';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, Db } from './connection';
import type { OneTripReader, ReadResult, RowMode, ValueParser } from './one-trip';
import { deepFreeze, type ReadObserver } from './read-cache';

/** What a read may use: the select side of Drizzle (no insert, update, delete or transaction). */
export type ReadDb = Pick<Db, 'select' | 'selectDistinct' | 'selectDistinctOn' | '$count' | '$with' | 'with' | 'execute'>;

/** Something with Drizzle's prepare(): a select builder. */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

type QueryConfig = { rowMode?: RowMode; parsers?: Record<number, ValueParser> };

/** How a read built per call is sent. `customPlan`: planned with its values on every call (ReadRequest). */
export interface ReadOptions {
  customPlan?: boolean;
}

/** The client Drizzle's PGlite driver calls (query + transaction), sending every statement as a one-trip read.
 * (That driver is only a thin shell here, for its plain query(text, params) client: no PGlite behind it.) */
/** Whose read a statement is: its tenant, and who is told what it depends on. */
interface ReadOwner {
  tntId: string;
  observer?: ReadObserver | undefined;
}

function readClient(reader: OneTripReader, owner: () => ReadOwner | null, options: ReadOptions = {}) {
  return {
    query(text: string, params: unknown[] = [], cfg: QueryConfig = {}) {
      const { tntId, observer } = owner() ?? { tntId: null };
      if (!tntId) return Promise.reject(new Error('tenant read without a tenant (a prepared read must be run through tenantRead())'));
      return reader.read({
        tntId, text, params, rowMode: cfg.rowMode ?? 'object',
        ...(cfg.parsers ? { parsers: cfg.parsers } : {}), ...(options.customPlan ? { customPlan: true } : {}),
        ...(observer ? { observer } : {}),
      });
    },
    transaction(): never {
      throw new Error('tenantRead() is read only: use withTenant() for a transaction');
    },
  };
}

const asDrizzle = (client: ReturnType<typeof readClient>): ReadDb => drizzle(client as unknown as PGlite) as unknown as ReadDb;

/** Per database: the Drizzle instance prepared reads are built on, and the owner of the read being sent. */
interface Router {
  db: ReadDb;
  pending: ReadOwner | null;
}
const routers = new WeakMap<Database, Router>();

function routerOf(database: Database): Router {
  let r = routers.get(database);
  if (!r) {
    const router: Router = { db: null as unknown as ReadDb, pending: null };
    // The tenant is taken (and cleared) by the first statement sent while it is set, synchronously
    // inside tenantRead(): a statement sent at any other moment finds no tenant and fails.
    router.db = asDrizzle(
      readClient(database.reader, () => {
        const owner = router.pending;
        router.pending = null;
        return owner;
      }),
    );
    routers.set(database, (r = router));
  }
  return r;
}

let prepared = 0;

/** The parts of Drizzle's prepared select (drizzle-orm/pglite's PglitePreparedQuery) its execute() uses. */
interface DrizzleSelect {
  queryString?: string;
  params: unknown[];
  fields?: unknown[];
  customResultMapper?: unknown;
  joinsNotNullableMap?: Record<string, boolean>;
  queryConfig: { parsers?: Record<number, ValueParser> };
}

/** A read built once per database and run many times with different values. */
export class PreparedRead<R> {
  private readonly name = `read_${++prepared}`;
  private readonly byDb = new WeakMap<Database, { execute(values?: Record<string, unknown>): Promise<R> }>();
  constructor(private readonly build: (q: ReadDb) => Preparable<R>) {}

  /** Rows mapped from an answer the read cache keeps (frozen, shared by every caller it is given to). */
  private readonly mapped = new WeakMap<ReadResult, R>();

  /** @internal Runs through tenantRead(). */
  run(database: Database, tntId: string, values: Record<string, unknown>, observer?: ReadObserver): Promise<R> {
    const router = routerOf(database);
    let query = this.byDb.get(database);
    if (!query) this.byDb.set(database, (query = this.build(router.db).prepare(this.name)));
    const select = query as unknown as DrizzleSelect;
    if (database.readCache && select.fields && !select.customResultMapper && typeof select.queryString === 'string') {
      // What Drizzle's execute() does, with the mapping of an answer the cache gives again done only once.
      const params = fillPlaceholders(select.params, { ...values, tntId });
      return database.reader.read({ tntId, text: select.queryString, params, rowMode: 'array', parsers: select.queryConfig.parsers, observer }).then((r) => {
        let rows = this.mapped.get(r);
        if (rows === undefined) {
          rows = r.rows.map((row) => mapResultRow(select.fields!, row as unknown[], select.joinsNotNullableMap)) as R;
          if (Object.isFrozen(r)) this.mapped.set(r, deepFreeze(rows));
        }
        return rows;
      });
    }
    router.pending = { tntId, observer };
    try {
      // Drizzle hands the statement to the client synchronously inside execute(), so it takes this tenant.
      return query.execute({ ...values, tntId });
    } finally {
      router.pending = null;
    }
  }
}

export function prepareRead<R>(build: (q: ReadDb) => Preparable<R>): PreparedRead<R> {
  return new PreparedRead(build);
}

/** `observer`: told what each statement depends on (a read handler whose answers are kept: read-cache/answer-cache.ts). */
export function tenantRead<T>(database: Database, tntId: string, read: (q: ReadDb) => PromiseLike<T>, options?: ReadOptions, observer?: ReadObserver): Promise<T>;
export function tenantRead<R>(database: Database, tntId: string, read: PreparedRead<R>, values?: Record<string, unknown>, observer?: ReadObserver): Promise<R>;
export async function tenantRead<T>(
  database: Database,
  tntId: string,
  read: ((q: ReadDb) => PromiseLike<T>) | PreparedRead<T>,
  valuesOrOptions: Record<string, unknown> | ReadOptions = {},
  observer?: ReadObserver,
): Promise<T> {
  if (typeof tntId !== 'string' || tntId.length === 0) throw new Error('tenantRead: a tenant id is required');
  if (read instanceof PreparedRead) return read.run(database, tntId, valuesOrOptions as Record<string, unknown>, observer);
  // A Drizzle instance costs well under a microsecond without a schema: one per read, bound to its tenant.
  const owner: ReadOwner = { tntId, observer };
  return read(asDrizzle(readClient(database.reader, () => owner, valuesOrOptions as ReadOptions)));
}
