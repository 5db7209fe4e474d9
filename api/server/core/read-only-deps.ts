// The services of a call that is run only to read: the tenant admin's preview of a screen as a role runs the
// calls the screen reads (read-calls.ts), and most of them are ordinary handlers, not read handlers
// (read-handler.ts), written against the full services. Given these instead, such a handler can read as
// before and can change nothing:
//   - every transaction it opens is READ ONLY (the database refuses a write inside it, SQLSTATE 25006),
//     and inserts, updates and deletes outside one are refused before they are sent;
//   - the owner's SQL (migrations), payments, SMS and storing files are refused; stored files can be read.
// The module services (deps.services) keep their own database: they are built once with the full one. The
// calls run this way are the ones a screen reads its data and options with, whose handlers read.
// A write tried anyway fails the call with READ_ONLY_REFUSAL (isReadOnlyRefusal tells it), nothing written.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db';
import type { Deps } from './context';
import { AppError, fail } from './errors';

export const READ_ONLY_REFUSAL = '预览只能读取数据：该数据读取时会改动数据，不能预览';
const refuse = (): never => {
  throw fail('BAD_REQUEST', READ_ONLY_REFUSAL);
};

/** Whether an error is a write refused here or by the database in a read-only transaction. */
export function isReadOnlyRefusal(e: unknown): boolean {
  for (let cur = e as { code?: string; message?: string; cause?: unknown } | undefined; cur; cur = cur.cause as typeof cur) {
    if (cur.code === '25006' || (cur instanceof AppError && cur.message === READ_ONLY_REFUSAL)) return true;
  }
  return false;
}

const ORM_WRITES = new Set<PropertyKey>(['insert', 'update', 'delete', 'refreshMaterializedView']);

/** The object with `allowed` methods as they are and every other method refused; other properties as they are. */
function only<T extends object>(target: T, allowed: ReadonlySet<PropertyKey>, replaced: Partial<Record<PropertyKey, unknown>> = {}): T {
  return new Proxy(target, {
    get(t, prop) {
      if (prop in replaced) return replaced[prop as string];
      const v = Reflect.get(t, prop, t) as unknown;
      if (typeof v !== 'function') return v;
      return allowed.has(prop) ? (v as (...a: unknown[]) => unknown).bind(t) : refuse;
    },
  });
}

/** The ORM whose transactions are read only and which refuses writes outside them. */
export function readOnlyOrm(orm: Db): Db {
  return new Proxy(orm, {
    get(t, prop) {
      if (prop === 'transaction') {
        return (fn: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) =>
          t.transaction(async (tx) => {
            // First in the transaction: from here on the database refuses any write, savepoints included.
            await tx.execute(sql`set transaction read only`);
            return fn(tx);
          }, config);
      }
      if (ORM_WRITES.has(prop)) return refuse;
      const v = Reflect.get(t, prop, t) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(t) : v;
    },
  });
}

function readOnlyDatabase(db: Database): Database {
  const orm = readOnlyOrm(db.orm);
  // tenantRead() and readPage() go through `reader`: one-trip reads, already read only.
  return only(db, new Set(), { orm, owner: only(db.owner, new Set()) });
}

/** Deps whose database reads and refuses writes, with nothing that reaches outside. */
export function readOnlyDeps(deps: Deps): Deps {
  const db = readOnlyDatabase(deps.db);
  return {
    ...deps,
    db,
    orm: db.orm,
    pay: only(deps.pay, new Set()),
    sms: only(deps.sms, new Set()),
    files: only(deps.files, new Set(['open'])),
  };
}
