// Goods lists of the seller centre (own goods, other members' and the platform's goods on shelf) and of
// the platform operator (every goods row of the tenant), with status counts.
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { tenantRead, given, type PageArgs } from '../../db';
import * as t from './tables';
import type { Deps, Principal } from '../../core';
import { type Seller } from './access';
import { goodsPage, goodsRowOut, orderOf, type SortField } from './goods-queries';
import { companyNameContains, nameContains } from './goods-search';
import { STATUS } from './goods-service';

const i = t.items;

interface Filters extends PageArgs {
  itemNm?: string;
  categoryId?: string;
  status?: string;
  preSell?: boolean;
  companyNm?: string;
  source?: string;
  sortField?: SortField;
  sortOrder?: 'asc' | 'desc';
}

/** A category and everything below it (three levels at most, so two steps down are enough). */
const inCategory = (categoryId: string): SQL =>
  sql`items.category_id in (
    select c.category_id from ${t.itemCategories} c where c.tnt_id = items.tnt_id and (
      c.category_id = ${categoryId} or c.parent_id = ${categoryId}
      or c.parent_id in (select p.category_id from ${t.itemCategories} p where p.tnt_id = items.tnt_id and p.parent_id = ${categoryId})))`;

/** The filters of a seller or platform list, on `items` columns only (goodsPage). */
function filters(tntId: string, f: Filters): SQL | undefined {
  return and(
    given(f.itemNm) ? nameContains(f.itemNm.trim()) : undefined,
    given(f.categoryId) ? inCategory(f.categoryId) : undefined,
    given(f.status) ? eq(i.status, f.status) : undefined,
    f.preSell !== undefined ? eq(i.preSell, f.preSell) : undefined,
    given(f.companyNm) ? companyNameContains(tntId, f.companyNm.trim()) : undefined,
    given(f.source) ? eq(i.source, f.source) : undefined,
  );
}

async function page(deps: Deps, tntId: string, scope: SQL | undefined, f: Filters) {
  const { total, rows } = await goodsPage(deps, tntId, and(scope, filters(tntId, f)), orderOf(f.sortField, f.sortOrder, 'updatedAt'), f);
  return { records: rows.map(goodsRowOut), total };
}

export const ownPage = (deps: Deps, s: Seller, f: Filters) => page(deps, s.tntId, eq(i.companyId, s.companyId), f);

/** Other enterprises' member goods on shelf. */
export const memberPage = (deps: Deps, s: Seller, f: Filters) =>
  page(deps, s.tntId, and(eq(i.source, '1'), eq(i.status, STATUS.onShelf), ne(i.companyId, s.companyId)), { ...f, status: undefined, source: undefined });

/** The platform's goods on shelf. */
export const platformGoodsPage = (deps: Deps, s: Seller, f: Filters) =>
  page(deps, s.tntId, and(eq(i.source, '2'), eq(i.status, STATUS.onShelf)), { ...f, status: undefined, source: undefined });

/** Every goods row of the tenant (platform goods management). */
export const platformPage = (deps: Deps, p: Principal, f: Filters) => page(deps, p.tntId, undefined, f);

export async function statusCount(deps: Deps, s: Seller) {
  const rows = await tenantRead(deps.db, s.tntId, (q) =>
    q
      .select({ status: i.status, n: sql<number>`count(*)::int` })
      .from(i)
      .where(and(eq(i.tntId, s.tntId), eq(i.companyId, s.companyId)))
      .groupBy(i.status),
  );
  const n = (st: string) => Number(rows.find((r) => r.status === st)?.n ?? 0);
  const counts = { draft: n(STATUS.draft), onShelf: n(STATUS.onShelf), offShelf: n(STATUS.offShelf), frozen: n(STATUS.frozen) };
  return { total: counts.draft + counts.onShelf + counts.offShelf + counts.frozen, ...counts };
}

