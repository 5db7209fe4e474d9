// Keyset reads: the rows after a given row, in the list's order, for deep pages and exports. The order is
// a tuple of columns ending in a unique one (the row's id); "after" is a row comparison on that tuple, so
// an index on the same columns finds the start directly whatever the depth (an OFFSET counts every row
// it skips).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../connection';
import { tenantRead, type ReadDb, type ReadOptions } from '../tenant-read';

/** `(c1, c2, ...) > (v1, v2, ...)` (or `<` when descending): the rows after `values` in this order. All
 * columns go the same direction (mixed directions have no row comparison); the last is unique. */
export function keysetAfter(columns: readonly SQLWrapper[], values: readonly unknown[], direction: 'asc' | 'desc' = 'asc'): SQL {
  if (columns.length === 0 || columns.length !== values.length) throw new Error('keysetAfter: one value per column');
  const cols = sql.join(columns.map((c) => sql`${c}`), sql`, `);
  const vals = sql.join(values.map((v) => sql`${v}`), sql`, `);
  return direction === 'asc' ? sql`(${cols}) > (${vals})` : sql`(${cols}) < (${vals})`;
}

export interface KeysetQuery<R> {
  /** Up to `limit` rows after `after` (null: from the start), in the key order. */
  rows: (q: ReadDb, after: readonly unknown[] | null, limit: number) => PromiseLike<R[]>;
  /** The key of a row, in the order's columns. */
  keyOf: (row: R) => readonly unknown[];
}

/** Every row of a list, batch by batch (exports, background walks): each batch is one read of `batch` rows
 * after the previous batch's last key, so memory stays one batch and each read starts by index. */
export async function* walkKeyset<R>(db: Database, tntId: string, query: KeysetQuery<R>, batch = 500, options: ReadOptions = {}): AsyncGenerator<R[]> {
  let after: readonly unknown[] | null = null;
  for (;;) {
    const key = after;
    const rows = await tenantRead(db, tntId, (q) => query.rows(q, key, batch), options);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    after = query.keyOf(rows[rows.length - 1]!);
  }
}
