// One page of a list (ARCHITECTURE "Pages": request {pageNum, pageSize}, response {records, total}): the
// count and the page, sent together as two tenant reads. Offset pages serve the pager (pageNum 1..n of
// 10-100 rows, the lists' indexes make the skipped rows index-only: docs/goods.md "Lists at scale");
// deep walks and exports go by key instead (keyset.ts), which costs the same at row 1 and row 1,000,000.
import type { Database } from '../connection';
import type { ReadObserver } from '../read-cache';
import { PreparedRead, tenantRead, type ReadDb, type ReadOptions } from '../tenant-read';

export interface PageArgs {
  pageNum: number;
  pageSize: number;
}

/** Rows to skip for a page (pageNum counts from 1; the page entity bounds both). */
export const offsetOf = (a: PageArgs): number => (a.pageNum - 1) * a.pageSize;

export interface PageQuery<R> {
  /** SELECT count(*) AS n ... with the list's filter. */
  count: (q: ReadDb) => PromiseLike<{ n: number | string }[]>;
  /** The page's rows: the list's filter, its ORDER BY (ending in a unique column), LIMIT and OFFSET. */
  rows: (q: ReadDb, limit: number, offset: number) => PromiseLike<R[]>;
}

/**
 * A list read on every page view, built once (prepareRead): `count` and `rows` take the values given to
 * readPage, `rows` also `limit` and `offset` (placeholders). Building a Drizzle select on every call cost
 * more server CPU than the database's work for a page of ten (issue 13 item 11: notice.page).
 */
export interface PreparedPageQuery<R> {
  count: PreparedRead<{ n: number | string }[]>;
  rows: PreparedRead<R[]>;
}

/** Total and page as two statements sent together (two snapshots: a row landing in between can make them
 * differ by one, which a pager tolerates; on PostgreSQL they run on two connections at once). `observer`:
 * as tenantRead's. */
export async function readPage<R>(db: Database, tntId: string, page: PageArgs, query: PageQuery<R>, options?: ReadOptions, observer?: ReadObserver): Promise<{ rows: R[]; total: number }>;
export async function readPage<R>(db: Database, tntId: string, page: PageArgs, query: PreparedPageQuery<R>, values: Record<string, unknown>, observer?: ReadObserver): Promise<{ rows: R[]; total: number }>;
export async function readPage<R>(
  db: Database,
  tntId: string,
  page: PageArgs,
  query: PageQuery<R> | PreparedPageQuery<R>,
  optionsOrValues: ReadOptions | Record<string, unknown> = {},
  observer?: ReadObserver,
): Promise<{ rows: R[]; total: number }> {
  if (query.count instanceof PreparedRead) {
    const q = query as PreparedPageQuery<R>;
    const values = optionsOrValues as Record<string, unknown>;
    const [[total], rows] = await Promise.all([
      tenantRead(db, tntId, q.count, values, observer),
      tenantRead(db, tntId, q.rows, { ...values, limit: page.pageSize, offset: offsetOf(page) }, observer),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
  const q = query as PageQuery<R>;
  const options = optionsOrValues as ReadOptions;
  const [[total], rows] = await Promise.all([
    tenantRead(db, tntId, (d) => q.count(d), options, observer),
    tenantRead(db, tntId, (d) => q.rows(d, page.pageSize, offsetOf(page)), options, observer),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
