// Which goods a caller may see (docs/goods.md "The shopping front"; issue 13, item 7): one rule for the
// shopping front and for every detail read, so a goods row the front refuses (a closed mall, a mall of
// the other account type, not on shelf) cannot be read through item.detail either.
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import * as t from './tables';
import { mallTables, mallTypes } from '../mall';
import type { Principal } from '../../core';
import { given } from '../../db';
import { STATUS } from './goods-service';

const i = t.items;
const m = mallTables.malls;

export { mallTypes };

/** Goods the caller may see in the front: on shelf, in a visible mall. The visible malls are an id set
 * computed once per statement, so a list filters `items` alone (goodsPage) and the mall id rides in the
 * front indexes (migration 0004). */
export const onFront = (p: Principal, mallId?: string): SQL => onFrontOf(p.accountType, p.tntId, given(mallId) ? mallId : undefined);

/** onFront by its parts, which a prepared read (front-queries.ts) gives as placeholders. */
export const onFrontOf = (accountType: number, tntId: string | SQLWrapper, mallId?: string | SQLWrapper): SQL =>
  and(
    eq(i.status, STATUS.onShelf),
    sql`${i.mallId} = any(array(select ${m.mallId} from ${m} where ${and(eq(m.tntId, tntId), mallTypes({ accountType }))}))`,
    mallId !== undefined ? eq(i.mallId, mallId) : undefined,
  )!;

/** item.detail: the platform operator sees every goods row of the tenant; an enterprise its own goods in
 * any status; everyone else exactly what the front shows. */
export function detailVisibility(p: Principal): SQL | undefined {
  if (p.isTnt) return undefined;
  return p.companyId ? or(eq(i.companyId, p.companyId), onFront(p)) : onFront(p);
}
