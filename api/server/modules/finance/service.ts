// The tenant's financial products and partners, as any signed-in member reads them. A rate shows as a
// range of percents ("4.35%-6.50%", one figure when both ends meet), the largest amount in yuan from fen
// (formatFen), the term as a range of months.
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern, given } from '../../db';
import { fail } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { asFen, formatFen } from '../../../../engine/validation';
import * as t from './tables';

const p = t.financeProducts;
const r = t.financePartners;

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;
const range = (a: string, b: string) => (a === b ? a : `${a}-${b}`);

const productColumns = {
  productId: p.productId, productName: p.productName, productType: p.productType, partnerId: p.partnerId, partnerName: r.partnerName, partnerType: r.partnerType,
  hotline: r.hotline, rateMinBp: p.rateMinBp, rateMaxBp: p.rateMaxBp, maxAmountFen: p.maxAmountFen, termMin: p.termMin, termMax: p.termMax, status: p.status,
  features: p.features, conditions: p.conditions, updatedAt: p.updatedAt,
};
type ProductRow = { [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'] };

const productAnswer = (x: ProductRow) => ({
  productId: x.productId, productName: x.productName, productType: x.productType, partnerId: x.partnerId, partnerName: x.partnerName,
  rateRange: range(percent(x.rateMinBp), percent(x.rateMaxBp)), maxAmount: formatFen(asFen(x.maxAmountFen)), termRange: `${range(String(x.termMin), String(x.termMax))}个月`,
  status: x.status, features: x.features, updatedAt: formatDateTime(x.updatedAt),
});

export interface ProductPageBody {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  productType?: string;
  partnerId?: string;
  status?: string;
}

const joined = (tntId: string) => and(eq(p.tntId, tntId), eq(r.tntId, p.tntId), eq(r.partnerId, p.partnerId));

export async function productPage(read: TenantReads, tntId: string, body: ProductPageBody) {
  const where: SQL[] = [joined(tntId)!];
  const kw = given(body.keyword) ? body.keyword.trim() : '';
  if (kw) where.push(or(sql`${p.productName} ilike ${containsPattern(kw)}`, sql`${p.features} ilike ${containsPattern(kw)}`, sql`${r.partnerName} ilike ${containsPattern(kw)}`)!);
  if (given(body.productType)) where.push(eq(p.productType, body.productType));
  if (given(body.partnerId)) where.push(eq(p.partnerId, body.partnerId));
  if (given(body.status)) where.push(eq(p.status, body.status));
  const cond = and(...where);
  const [[total], rows] = await Promise.all([
    read.query((q) => q.select({ n: count() }).from(p).innerJoin(r, and(eq(r.tntId, p.tntId), eq(r.partnerId, p.partnerId))).where(cond)),
    read.query((q) =>
      q.select(productColumns).from(p).innerJoin(r, and(eq(r.tntId, p.tntId), eq(r.partnerId, p.partnerId))).where(cond)
        .orderBy(asc(p.status), asc(p.sortNo), asc(p.productId)).limit(body.pageSize).offset((body.pageNum - 1) * body.pageSize)),
  ]);
  return { records: rows.map(productAnswer), total: Number(total?.n ?? 0) };
}

export async function productDetail(read: TenantReads, tntId: string, productId: string) {
  const [row] = await read.query((q) =>
    q.select(productColumns).from(p).innerJoin(r, and(eq(r.tntId, p.tntId), eq(r.partnerId, p.partnerId))).where(and(joined(tntId), eq(p.productId, productId))));
  if (!row) throw fail('NOT_FOUND', '金融产品不存在');
  return { ...productAnswer(row), conditions: row.conditions, hotline: row.hotline, partnerType: row.partnerType };
}

export async function partnerList(read: TenantReads, tntId: string) {
  const [partners, counts] = await Promise.all([
    read.query((q) =>
      q.select({ partnerId: r.partnerId, partnerName: r.partnerName, partnerType: r.partnerType, hotline: r.hotline, intro: r.intro })
        .from(r).where(eq(r.tntId, tntId)).orderBy(asc(r.sortNo), asc(r.partnerId))),
    read.query((q) => q.select({ partnerId: p.partnerId, n: count() }).from(p).where(and(eq(p.tntId, tntId), eq(p.status, '1'))).groupBy(p.partnerId)),
  ]);
  const open = new Map(counts.map((c) => [c.partnerId, Number(c.n)]));
  return partners.map((x) => ({ ...x, productCount: open.get(x.partnerId) ?? 0 }));
}
