// The shopping front (docs/goods.md "The shopping front"): open malls by account type, and only goods on
// shelf in those malls. A goods row frozen or taken off shelf leaves every read here at once.
import { and, asc, desc, eq, gte, lte, placeholder, sql } from 'drizzle-orm';
import { byShape, given, type PageArgs } from '../../db';
import * as t from './tables';
import { mallTables } from '../mall';
import { type Principal } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { frontRowOut, goodsDetail, goodsPage, goodsPageQuery, orderOf } from './goods-queries';
import { categoryNamed, keywordMatches } from './goods-search';
import { checkAmount, toFen } from './money';
import { mallTypes, onFront, onFrontOf } from './visibility';

const i = t.items;
const m = mallTables.malls;

export { onFront };

export async function visibleMalls(read: TenantReads, p: Principal) {
  return read.query((q) =>
    q
      .select({ id: m.mallId, mallNm: m.mallNm, mallType: m.mallType, mallStatus: m.mallStatus })
      .from(m)
      .where(and(eq(m.tntId, p.tntId), mallTypes(p)))
      .orderBy(asc(m.sort), asc(m.mallId)),
  );
}

interface SearchBody extends PageArgs {
  keyword?: string;
  categoryNm?: string;
  companyId?: string;
  mallId?: string;
  minPrice?: string;
  maxPrice?: string;
  preSell?: boolean;
  sortField?: 'onShelfAt' | 'minPrice' | 'sales';
  sortOrder?: 'asc' | 'desc';
}

const ph = placeholder;

/** The front's list without a keyword, by shape: account type (which malls) | filters given | sort field |
 * sort order, each built once; the values are placeholders (searchValues). */
const frontLists = byShape((shape) => {
  const [account, filters, field, order] = shape.split('|') as [string, string, string, string];
  const named = new Set(filters ? filters.split(',') : []);
  const where = and(
    onFrontOf(Number(account), ph('tntId'), named.has('mallId') ? ph('mallId') : undefined),
    named.has('categoryNm') ? categoryNamed(ph('tntId'), ph('categoryNm')) : undefined,
    named.has('companyId') ? eq(i.companyId, ph('companyId')) : undefined,
    named.has('minFen') ? gte(i.minPriceFen, sql`${ph('minFen')}::bigint`) : undefined,
    named.has('maxFen') ? lte(i.minPriceFen, sql`${ph('maxFen')}::bigint`) : undefined,
    named.has('preSell') ? eq(i.preSell, ph('preSell')) : undefined,
  );
  return goodsPageQuery(where, orderOf((field || undefined) as SearchBody['sortField'], (order || undefined) as SearchBody['sortOrder'], 'onShelfAt'));
});

function searchValues(b: SearchBody): Record<string, unknown> {
  const v: Record<string, unknown> = {};
  if (given(b.mallId)) v.mallId = b.mallId;
  if (given(b.categoryNm)) v.categoryNm = b.categoryNm.trim();
  if (given(b.companyId)) v.companyId = b.companyId;
  if (given(b.minPrice)) v.minFen = toFen(b.minPrice);
  if (given(b.maxPrice)) v.maxFen = toFen(b.maxPrice);
  if (b.preSell !== undefined) v.preSell = b.preSell;
  return v;
}

export async function search(read: TenantReads, p: Principal, b: SearchBody) {
  if (b.minPrice) checkAmount(b.minPrice, '最低价');
  if (b.maxPrice) checkAmount(b.maxPrice, '最高价');
  const kw = given(b.keyword) ? b.keyword.trim() : null;
  if (!kw) {
    const values = searchValues(b);
    const shape = `${p.accountType === 2 ? 2 : 1}|${Object.keys(values).join(',')}|${b.sortField ?? ''}|${b.sortOrder ?? ''}`;
    const { total, rows } = await read.page(b, frontLists(shape), values);
    return { records: rows.map(frontRowOut), total };
  }
  const where = and(
    onFront(p, b.mallId),
    kw ? keywordMatches(p.tntId, kw) : undefined,
    given(b.categoryNm) ? categoryNamed(p.tntId, b.categoryNm.trim()) : undefined,
    given(b.companyId) ? eq(i.companyId, b.companyId) : undefined,
    // Bounds as integer fen from the strings ("0.10" and "0.1" are both 10; no float on the way), compared
    // with min_price_fen: bigint comparisons are leakproof, so under RLS they bound the price index scan
    // (numeric ones would only filter each tuple; migration 0005).
    given(b.minPrice) ? gte(i.minPriceFen, sql`${toFen(b.minPrice)}::bigint`) : undefined,
    given(b.maxPrice) ? lte(i.minPriceFen, sql`${toFen(b.maxPrice)}::bigint`) : undefined,
    b.preSell !== undefined ? eq(i.preSell, b.preSell) : undefined,
  );
  // A keyword search reads its candidates by key (goods-search.ts keywordMatches); how many the other filters
  // leave is known only with their values: planned per call, or a generic plan (after five runs) may fix a
  // scan of a whole price range for every keyword (measured 2 -> 9 ms per statement on PGlite).
  const { total, rows } = await goodsPage(read, p.tntId, where, orderOf(b.sortField, b.sortOrder, 'onShelfAt'), b, kw ? { customPlan: true } : {});
  return { records: rows.map(frontRowOut), total };
}

export async function frontDetail(read: TenantReads, p: Principal, itemId: string) {
  return goodsDetail(read, p.tntId, itemId, onFront(p));
}

export async function frontCategories(read: TenantReads, p: Principal, mallId?: string) {
  const rows = await read.query((q) =>
    q
      .select({ categoryNm: t.itemCategories.categoryNm, itemCount: sql<number>`count(*)::int` })
      .from(i)
      .innerJoin(t.itemCategories, and(eq(t.itemCategories.tntId, i.tntId), eq(t.itemCategories.categoryId, i.categoryId)))
      .where(and(eq(i.tntId, p.tntId), onFront(p, mallId)))
      .groupBy(t.itemCategories.categoryNm)
      .orderBy(desc(sql`count(*)`), asc(t.itemCategories.categoryNm)),
  );
  return rows.map((r) => ({ categoryNm: r.categoryNm, itemCount: Number(r.itemCount) }));
}
