// The choices of the seller's order forms: customer enterprises of the tenant (not itself) and its own
// SKUs that can be sold (not frozen), with price and available stock (on hand - reserved). At most 50
// each, filtered by a keyword: the pickers search, they do not page. The agent order's goods picker
// pages the same SKUs (skuPage) and fills each picked line with the sale price.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { t } from './all-tables';
import type { TenantReads } from '../../core/read-handler';
import { asFen, formatFen } from '../../../../engine/validation';

const LIMIT = 50;
const like = (text: string | undefined) => `%${(text ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function customerOptions(read: TenantReads, tntId: string, sellerCompanyId: string, keyword?: string) {
  const rows = await read.query((q) =>
    q
      .select({ value: t.companies.companyId, label: t.companies.companyNm })
      .from(t.companies)
      .where(and(eq(t.companies.tntId, tntId), ne(t.companies.companyId, sellerCompanyId), sql`${t.companies.companyNm} ilike ${like(keyword)}`,
        sql`exists (select 1 from accounts a where a.tnt_id = ${t.companies.tntId} and a.company_id = ${t.companies.companyId})`))
      .orderBy(asc(t.companies.companyNm))
      .limit(LIMIT),
  );
  return rows;
}

export async function skuOptions(read: TenantReads, tntId: string, sellerCompanyId: string, keyword?: string) {
  const rows = await read.query((q) =>
    q
      .select({ skuId: t.itemSkus.skuId, itemNm: t.items.itemNm, specValues: t.itemSkus.specValues, priceFen: sql<string>`(${t.itemSkus.price} * 100)::bigint`, stock: t.itemSkus.stock, reserved: t.itemSkus.reserved })
      .from(t.itemSkus)
      .innerJoin(t.items, and(eq(t.items.tntId, t.itemSkus.tntId), eq(t.items.itemId, t.itemSkus.itemId)))
      .where(and(eq(t.itemSkus.tntId, tntId), eq(t.items.companyId, sellerCompanyId), ne(t.items.status, '3'), sql`${t.items.itemNm} ilike ${like(keyword)}`))
      .orderBy(asc(t.items.itemNm), asc(t.itemSkus.sort))
      .limit(LIMIT),
  );
  return rows.map((r) => {
    const available = Math.max(0, Number(r.stock) - Number(r.reserved));
    return { value: r.skuId, label: `${r.itemNm}（${r.specValues}）¥${formatFen(asFen(r.priceFen))} 可用${available}`, price: formatFen(asFen(r.priceFen)), available };
  });
}

/** The seller's sellable SKUs, paged (the agent order's goods picker). */
export async function skuPage(read: TenantReads, tntId: string, sellerCompanyId: string, args: { keyword?: string; pageNum: number; pageSize: number }) {
  const where = and(eq(t.itemSkus.tntId, tntId), eq(t.items.companyId, sellerCompanyId), ne(t.items.status, '3'), sql`${t.items.itemNm} ilike ${like(args.keyword)}`);
  const join = and(eq(t.items.tntId, t.itemSkus.tntId), eq(t.items.itemId, t.itemSkus.itemId));
  const [rows, [total]] = await Promise.all([
    read.query((q) =>
      q
        .select({ skuId: t.itemSkus.skuId, itemNm: t.items.itemNm, specValues: t.itemSkus.specValues, priceFen: sql<string>`(${t.itemSkus.price} * 100)::bigint`, stock: t.itemSkus.stock, reserved: t.itemSkus.reserved })
        .from(t.itemSkus)
        .innerJoin(t.items, join)
        .where(where)
        .orderBy(asc(t.items.itemNm), asc(t.itemSkus.sort), asc(t.itemSkus.skuId))
        .limit(args.pageSize)
        .offset((args.pageNum - 1) * args.pageSize),
    ),
    read.query((q) => q.select({ n: count() }).from(t.itemSkus).innerJoin(t.items, join).where(where)),
  ]);
  return {
    total: Number(total!.n),
    records: rows.map((r) => ({
      skuId: r.skuId, itemNm: r.itemNm, specValues: r.specValues, price: formatFen(asFen(r.priceFen)), available: Math.max(0, Number(r.stock) - Number(r.reserved)),
    })),
  };
}
