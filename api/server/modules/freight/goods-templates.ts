// The seller's goods with their freight template (logistics-freight-template): what each goods ships by.
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { formatFen } from '../../../../engine/validation';
import { fenOfNumeric } from '../../money';
import type { Seller } from '../item';
import * as freightT from './tables';
import { itemTables } from '../item';

/** The tables this file reads and writes, by the names the queries use. */
const t = { ...freightT, items: itemTables.items };

const escapeLike = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function goodsTemplatePage(read: TenantReads, s: Seller, body: { pageNum: number; pageSize: number; itemNm?: string; templateId?: string }) {
  const nm = body.itemNm?.trim();
  const tpl = body.templateId?.trim();
  // templateId '0' lists the goods that use the default template (none of their own).
  const byTemplate: SQL | undefined = !tpl ? undefined : tpl === '0' ? isNull(t.items.freightTemplateId) : eq(t.items.freightTemplateId, tpl);
  const where = and(eq(t.items.tntId, s.tntId), eq(t.items.companyId, s.companyId), nm ? sql`${t.items.itemNm} ilike ${escapeLike(nm)}` : undefined, byTemplate);
  const [[total], rows, [dflt]] = await Promise.all([
    read.query((q) => q.select({ n: count() }).from(t.items).where(where)),
    read.query((q) =>
      q.select({
        itemId: t.items.itemId, itemNm: t.items.itemNm, pictures: t.items.pictures, status: t.items.status, minPrice: t.items.minPrice,
        templateId: t.items.freightTemplateId, templateNm: t.freightTemplates.templateNm, updatedAt: t.items.updatedAt,
      })
        .from(t.items)
        .leftJoin(t.freightTemplates, and(eq(t.freightTemplates.tntId, t.items.tntId), eq(t.freightTemplates.templateId, t.items.freightTemplateId)))
        .where(where).orderBy(desc(t.items.updatedAt), asc(t.items.itemId)).limit(body.pageSize).offset((body.pageNum - 1) * body.pageSize)),
    read.query((q) =>
      q.select({ nm: t.freightTemplates.templateNm }).from(t.freightTemplates)
        .where(and(eq(t.freightTemplates.tntId, s.tntId), eq(t.freightTemplates.companyId, s.companyId), eq(t.freightTemplates.isDefault, true)))),
  ]);
  const fallback = dflt ? `默认模板（${dflt.nm}）` : '包邮（未设置运费模板）';
  return {
    records: rows.map((r) => ({
      itemId: r.itemId, itemNm: r.itemNm, picture: r.pictures[0]?.url ?? '', status: r.status, minPrice: formatFen(fenOfNumeric(r.minPrice)),
      freightTemplateId: r.templateId ?? '', freightTemplateNm: r.templateNm ?? fallback, updatedAt: formatDateTime(r.updatedAt),
    })),
    total: Number(total?.n ?? 0),
  };
}
