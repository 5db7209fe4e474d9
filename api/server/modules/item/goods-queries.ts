// Reads of goods shared by the seller centre, the platform and the front: the list row, the detail (with
// its SKUs in the same statement, so one snapshot), sorting with a deterministic tie-break, and paging.
import { and, asc, count, desc, eq, placeholder, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { prepareRead, type ReadDb, type ReadOptions, type PageArgs, type PreparedPageQuery } from '../../db';
import * as t from './tables';
import { mallTables } from '../mall';
import { userTables } from '../user';
import { fail } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { money2 } from './money';

const i = t.items;

/** A page of item ids (goodsPage): the rows whose names are joined. */
type PageIds = ReturnType<typeof pageIds>;

/** Joins every goods read needs for its names (all of the same tenant); with `page`, only for its rows. */
const joined = (q: ReadDb, select: Record<string, unknown>, page?: PageIds) => {
  const from = q.select(select as never).from(i);
  // The cast only forgets the extra join in the builder's type: the selection, and so the rows, are the same.
  const rows = page ? (from.innerJoin(page, eq(i.itemId, page.itemId)) as unknown as typeof from) : from;
  return rows
    .leftJoin(t.itemCategories, and(eq(t.itemCategories.tntId, i.tntId), eq(t.itemCategories.categoryId, i.categoryId)))
    .leftJoin(t.itemUnits, and(eq(t.itemUnits.tntId, i.tntId), eq(t.itemUnits.unitId, i.unitId)))
    .leftJoin(mallTables.malls, and(eq(mallTables.malls.tntId, i.tntId), eq(mallTables.malls.mallId, i.mallId)))
    .leftJoin(userTables.companies, and(eq(userTables.companies.tntId, i.tntId), eq(userTables.companies.companyId, i.companyId)));
};

const picture = sql<string>`coalesce(${i.pictures}->0->>'url', '')`;
/** numeric as its own text: never a JavaScript number on the way. */
const text = (c: SQL | typeof i.minPrice) => sql<string>`${c}::text`;

const rowColumns = {
  itemId: i.itemId, itemNm: i.itemNm, picture, categoryId: i.categoryId, categoryNm: t.itemCategories.categoryNm, unitNm: t.itemUnits.unitNm,
  mallNm: mallTables.malls.mallNm, companyId: i.companyId, companyNm: userTables.companies.companyNm, source: i.source, status: i.status, preSell: i.preSell,
  minPrice: text(i.minPrice), maxPrice: text(i.maxPrice), totalStock: i.totalStock, skuCount: i.skuCount, sales: i.sales,
  frozenReason: i.frozenReason, onShelfAt: i.onShelfAt, updatedAt: i.updatedAt, origin: i.origin,
};

/** Names read through left joins: null when the row they name is gone. */
type JoinedName = 'categoryNm' | 'unitNm' | 'mallNm' | 'companyNm';
type WithJoins<F extends Record<JoinedName, unknown>> = Omit<F, JoinedName> & { [K in JoinedName]: F[K] | null };
/** A goods list row, as the columns above select it (never restated: a column changed in tables.ts or a
 * name dropped from the selection reaches the mappers below through the compiler). */
export type GoodsRow = WithJoins<SelectResultFields<typeof rowColumns>>;

export const goodsRowOut = (r: GoodsRow) => ({
  itemId: r.itemId, itemNm: r.itemNm, picture: r.picture, categoryId: r.categoryId, categoryNm: r.categoryNm ?? '', unitNm: r.unitNm ?? '',
  mallNm: r.mallNm ?? '', companyId: r.companyId, companyNm: r.companyNm ?? '', source: r.source, status: r.status, preSell: r.preSell,
  minPrice: money2(r.minPrice), maxPrice: money2(r.maxPrice), totalStock: Number(r.totalStock), skuCount: Number(r.skuCount), sales: Number(r.sales),
  frozenReason: r.frozenReason, updatedAt: formatDateTime(r.updatedAt), ...(r.onShelfAt ? { onShelfAt: formatDateTime(r.onShelfAt) } : {}),
});

export const frontRowOut = (r: GoodsRow) => ({
  itemId: r.itemId, itemNm: r.itemNm, picture: r.picture, minPrice: money2(r.minPrice), maxPrice: money2(r.maxPrice), unitNm: r.unitNm ?? '',
  companyId: r.companyId, companyNm: r.companyNm ?? '', origin: r.origin, preSell: r.preSell, sales: Number(r.sales),
  ...(r.onShelfAt ? { onShelfAt: formatDateTime(r.onShelfAt) } : {}),
});

export type SortField = 'updatedAt' | 'onShelfAt' | 'minPrice' | 'totalStock' | 'sales';
const sortColumns = { updatedAt: i.updatedAt, onShelfAt: i.onShelfAt, minPrice: i.minPriceFen, totalStock: i.totalStock, sales: i.sales } as const;

/** Sort columns that may hold NULL (on-shelf time of a draft): those keep NULLS LAST in both directions. */
const nullable: ReadonlySet<SortField> = new Set(['onShelfAt']);

/** ORDER BY the chosen field, then the item id in the same direction: a page boundary never splits equal
 * values differently from one request to the next. NULLs (only on nullable columns) come last either way;
 * a NOT NULL column is sorted by plain ASC/DESC so that one ascending index serves both directions
 * (DESC NULLS LAST cannot be read from it backwards). Migrations 0003-0005 index exactly these orders; price
 * sorts on min_price_fen (the same order as min_price), the column of the price indexes since 0005. */
export function orderOf(field: SortField | undefined, order: 'asc' | 'desc' | undefined, fallback: SortField): SQL[] {
  const name = field ?? fallback;
  const column = sortColumns[name];
  if ((order ?? 'desc') === 'asc') return [asc(column), asc(i.itemId)];
  return [nullable.has(name) ? sql`${column} desc nulls last` : desc(column), desc(i.itemId)];
}

/** The item ids of one page: filtered, ordered and paged on `items` alone, so the OFFSET walks one index
 * (index-only when the filter's columns are INCLUDEd, migration 0004) and no name is joined for a skipped row. */
const pageIds = (q: ReadDb, scoped: SQL | undefined, order: SQL[], limit: number | Placeholder, offset: number | Placeholder) =>
  q.select({ itemId: i.itemId }).from(i).where(scoped).orderBy(...order).limit(limit).offset(offset).as('page_ids');

/** One page of goods rows: total and page as two reads sent together (a pager tolerates a row landing in
 * between). `where` may name columns of `items` only (joined names are matched through id subqueries,
 * goods-search.ts): the total counts `items` alone, the page joins names for its own rows only. `options`:
 * how both reads are sent (a keyword search plans with its values each time, goods-search.ts). */
export async function goodsPage(read: TenantReads, tntId: string, where: SQL | undefined, order: SQL[], page: PageArgs, options: ReadOptions = {}) {
  const scoped = and(eq(i.tntId, tntId), where);
  return read.page(page, {
    count: (q) => q.select({ n: count() }).from(i).where(scoped),
    rows: (q, limit, offset) => joined(q, rowColumns, pageIds(q, scoped, order, limit, offset)).where(eq(i.tntId, tntId)).orderBy(...order) as unknown as Promise<GoodsRow[]>,
  }, options);
}

/** goodsPage built once (for byShape): `where` and `order` hold placeholders for the request's values, and
 * `tntId` is the read's tenant. The same statements as goodsPage sends, without building them per request. */
export function goodsPageQuery(where: SQL | undefined, order: SQL[]): PreparedPageQuery<GoodsRow> {
  const tnt = placeholder('tntId');
  const scoped = and(eq(i.tntId, tnt), where);
  return {
    count: prepareRead((q) => q.select({ n: count() }).from(i).where(scoped)),
    rows: prepareRead<GoodsRow[]>(
      (q) => joined(q, rowColumns, pageIds(q, scoped, order, placeholder('limit'), placeholder('offset'))).where(eq(i.tntId, tnt)).orderBy(...order) as never,
    ),
  };
}

const skusJson = sql<string>`(select coalesce(json_agg(json_build_object(
    'skuId', s.sku_id, 'specValues', s.spec_values, 'price', s.price::text, 'marketPrice', s.market_price::text,
    'stock', s.stock, 'weight', s.weight::text, 'volume', s.volume::text, 'barcode', s.barcode) order by s.sort, s.sku_id), '[]'::json)::text
  from ${t.itemSkus} s where s.tnt_id = items.tnt_id and s.item_id = items.item_id)`;

const detailColumns = {
  ...rowColumns, brand: i.brand, unitId: i.unitId, mallId: i.mallId, pictures: i.pictures, description: i.description,
  attributes: i.attributes, preSellDate: sql<string | null>`${i.preSellDate}::text`, skus: skusJson,
  // The freight template (migration 0021) and its name: none means the seller's default template.
  freightTemplateId: i.freightTemplateId,
  freightTemplateNm: sql<string | null>`(select f.template_nm from freight_templates f where f.tnt_id = items.tnt_id and f.template_id = items.freight_template_id)`,
};

/** The detail row, as detailColumns select it. */
type DetailRow = WithJoins<SelectResultFields<typeof detailColumns>>;

interface SkuJson { skuId: string; specValues: string; price: string; marketPrice: string | null; stock: number; weight: string | null; volume: string | null; barcode: string }

/** The goods detail visible under `visible` (404 otherwise, whatever the reason: ids cannot be probed). */
export async function goodsDetail(read: TenantReads, tntId: string, itemId: string, visible: SQL | undefined) {
  const [r] = (await read.query((q) =>
    joined(q, detailColumns).where(and(eq(i.tntId, tntId), eq(i.itemId, itemId), visible)) as unknown as Promise<unknown[]>,
  )) as DetailRow[];
  if (!r) throw fail('NOT_FOUND');
  const skus = (JSON.parse(r.skus) as SkuJson[]).map((s) => ({
    skuId: s.skuId, specValues: s.specValues, price: money2(s.price), stock: Number(s.stock),
    // An empty barcode is no barcode: answered as absent so the edit form does not send back '' (not alphanumeric).
    ...(s.barcode ? { barcode: s.barcode } : {}),
    ...(s.marketPrice !== null ? { marketPrice: money2(s.marketPrice) } : {}),
    ...(s.weight !== null ? { weight: s.weight } : {}),
    ...(s.volume !== null ? { volume: s.volume } : {}),
  }));
  const row = goodsRowOut(r);
  return {
    itemId: row.itemId, itemNm: row.itemNm, categoryId: row.categoryId, categoryNm: row.categoryNm, brand: r.brand, origin: r.origin,
    unitId: r.unitId, unitNm: row.unitNm, mallId: r.mallId, mallNm: row.mallNm, pictures: r.pictures, picture: row.picture,
    description: r.description, attributes: r.attributes, preSell: r.preSell, ...(r.preSellDate ? { preSellDate: r.preSellDate } : {}),
    skus, status: row.status, source: row.source, companyId: row.companyId, companyNm: row.companyNm, minPrice: row.minPrice,
    maxPrice: row.maxPrice, totalStock: row.totalStock, sales: row.sales, frozenReason: row.frozenReason, updatedAt: row.updatedAt,
    ...(row.onShelfAt ? { onShelfAt: row.onShelfAt } : {}),
    ...(r.freightTemplateId ? { freightTemplateId: r.freightTemplateId, freightTemplateNm: r.freightTemplateNm ?? '' } : {}),
  };
}
