// Goods lists of the seller centre (own goods, other members' and the platform's goods on shelf) and of
// the platform operator (every goods row of the tenant), with status counts.
import { and, eq, ne, placeholder, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { byShape, containsPattern, given, type PageArgs } from '../../db';
import * as t from './tables';
import { type Principal } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { type Seller } from './access';
import { goodsPageQuery, goodsRowOut, orderOf, type SortField } from './goods-queries';
import { companyNameLike, nameContains } from './goods-search';
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
const inCategory = (categoryId: string | SQLWrapper): SQL =>
  sql`items.category_id in (
    select c.category_id from ${t.itemCategories} c where c.tnt_id = items.tnt_id and (
      c.category_id = ${categoryId} or c.parent_id = ${categoryId}
      or c.parent_id in (select p.category_id from ${t.itemCategories} p where p.tnt_id = items.tnt_id and p.parent_id = ${categoryId})))`;

/** The filters given, as values of the prepared read (placeholders of the same names in filterSql). */
function filterValues(f: Filters): Record<string, unknown> {
  const v: Record<string, unknown> = {};
  if (given(f.itemNm)) v.itemNm = f.itemNm.trim();
  if (given(f.categoryId)) v.categoryId = f.categoryId;
  if (given(f.status)) v.status = f.status;
  if (f.preSell !== undefined) v.preSell = f.preSell;
  if (given(f.companyNm)) v.companyNm = containsPattern(f.companyNm.trim());
  if (given(f.source)) v.source = f.source;
  return v;
}

const p = placeholder;

/** The filters named, on `items` columns only (goodsPageQuery), their values as placeholders. */
function filterSql(named: ReadonlySet<string>): SQL | undefined {
  return and(
    named.has('itemNm') ? nameContains(p('itemNm')) : undefined,
    named.has('categoryId') ? inCategory(p('categoryId')) : undefined,
    named.has('status') ? eq(i.status, p('status')) : undefined,
    named.has('preSell') ? eq(i.preSell, p('preSell')) : undefined,
    named.has('companyNm') ? companyNameLike(p('tntId'), p('companyNm')) : undefined,
    named.has('source') ? eq(i.source, p('source')) : undefined,
  );
}

/** Which goods each list shows, before the caller's filters (values: companyId for own and member). */
const scopes = {
  own: () => eq(i.companyId, p('companyId')),
  member: () => and(eq(i.source, '1'), eq(i.status, STATUS.onShelf), ne(i.companyId, p('companyId'))),
  platformGoods: () => and(eq(i.source, '2'), eq(i.status, STATUS.onShelf)),
  platform: () => undefined,
};
type ListKind = keyof typeof scopes;

/** A shape: list kind | filters given | sort field | sort order (each built once, then prepared). */
const goodsLists = byShape((shape) => {
  const [kind, filters, field, order] = shape.split('|') as [ListKind, string, string, string];
  const named = new Set(filters ? filters.split(',') : []);
  return goodsPageQuery(and(scopes[kind](), filterSql(named)), orderOf((field || undefined) as SortField | undefined, (order || undefined) as 'asc' | 'desc' | undefined, 'updatedAt'));
});

async function page(read: TenantReads, kind: ListKind, f: Filters, scopeValues: Record<string, unknown> = {}) {
  const values = filterValues(f);
  const shape = `${kind}|${Object.keys(values).join(',')}|${f.sortField ?? ''}|${f.sortOrder ?? ''}`;
  const { total, rows } = await read.page(f, goodsLists(shape), { ...values, ...scopeValues });
  return { records: rows.map(goodsRowOut), total };
}

export const ownPage = (read: TenantReads, s: Seller, f: Filters) => companyPage(read, s.companyId, f);

/** One enterprise's goods, every status (its own list; a shop's goods list, read by the shop module). */
export const companyPage = (read: TenantReads, companyId: string, f: Filters) => page(read, 'own', f, { companyId });

/** Other enterprises' member goods on shelf. */
export const memberPage = (read: TenantReads, s: Seller, f: Filters) => page(read, 'member', { ...f, status: undefined, source: undefined }, { companyId: s.companyId });

/** The platform's goods on shelf. */
export const platformGoodsPage = (read: TenantReads, _s: Seller, f: Filters) => page(read, 'platformGoods', { ...f, status: undefined, source: undefined });

/** Every goods row of the tenant (platform goods management). */
export const platformPage = (read: TenantReads, _pr: Principal, f: Filters) => page(read, 'platform', f);

export async function statusCount(read: TenantReads, s: Seller) {
  const rows = await read.query((q) =>
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

