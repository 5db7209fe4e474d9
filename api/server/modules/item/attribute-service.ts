// Attributes: an enterprise's named properties (e.g. 等级: 一级,二级), general or bound to one of its
// categories; the goods form offers the general ones and those of the chosen category.
import { and, asc, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { withTenant, contains, given, isUniqueViolation, type ReadDb, type PageArgs } from '../../db';
import * as t from './tables';
import { fail, newId, type Deps } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { type Seller } from './access';
import { ownCategory } from './category-service';

const NAME_TAKEN = '属性名称已存在';

interface AttributeBody {
  attrNm: string;
  categoryId?: string;
  attrValues?: string;
  sort?: number;
}

/** "一级， 二级,,三级" -> "一级,二级,三级": choices split on either comma, trimmed, blanks and repeats dropped. */
export function normalizeValues(v: string | undefined): string {
  return [...new Set((v ?? '').split(/[,，]/).map((x) => x.trim()).filter(Boolean))].join(',');
}

const columns = {
  attrId: t.itemAttributes.attrId, attrNm: t.itemAttributes.attrNm, categoryId: t.itemAttributes.categoryId,
  categoryNm: t.itemCategories.categoryNm, attrValues: t.itemAttributes.attrValues, sort: t.itemAttributes.sort, updatedAt: t.itemAttributes.updatedAt,
};

type Row = { attrId: string; attrNm: string; categoryId: string | null; categoryNm: string | null; attrValues: string; sort: number; updatedAt: Date };
const answer = (r: Row) => ({
  attrId: r.attrId, attrNm: r.attrNm, attrValues: r.attrValues, sort: r.sort, updatedAt: formatDateTime(r.updatedAt),
  ...(r.categoryId ? { categoryId: r.categoryId, categoryNm: r.categoryNm ?? '' } : {}),
});

const selectAttributes = (q: ReadDb, s: Seller, where: SQL | undefined) =>
  q
    .select(columns)
    .from(t.itemAttributes)
    .leftJoin(t.itemCategories, and(eq(t.itemCategories.tntId, t.itemAttributes.tntId), eq(t.itemCategories.categoryId, t.itemAttributes.categoryId)))
    .where(and(eq(t.itemAttributes.tntId, s.tntId), eq(t.itemAttributes.companyId, s.companyId), where));

export async function attributePage(read: TenantReads, s: Seller, body: PageArgs & { attrNm?: string; categoryId?: string }) {
  const where = and(
    given(body.attrNm) ? contains(t.itemAttributes.attrNm, body.attrNm.trim()) : undefined,
    given(body.categoryId) ? eq(t.itemAttributes.categoryId, body.categoryId) : undefined,
  );
  const { rows, total } = await read.page(body, {
    count: (q) => q.select({ n: count() }).from(t.itemAttributes).where(and(eq(t.itemAttributes.tntId, s.tntId), eq(t.itemAttributes.companyId, s.companyId), where)),
    rows: (q, limit, offset) =>
      selectAttributes(q, s, where).orderBy(asc(t.itemAttributes.sort), desc(t.itemAttributes.updatedAt), asc(t.itemAttributes.attrId)).limit(limit).offset(offset),
  });
  return { records: rows.map(answer), total };
}

export async function attributeList(read: TenantReads, s: Seller, categoryId?: string) {
  const applies = given(categoryId) ? or(isNull(t.itemAttributes.categoryId), eq(t.itemAttributes.categoryId, categoryId)) : isNull(t.itemAttributes.categoryId);
  const rows = await read.query((q) => selectAttributes(q, s, applies).orderBy(asc(t.itemAttributes.sort), asc(t.itemAttributes.attrNm), asc(t.itemAttributes.attrId)));
  return rows.map(answer);
}

async function save(deps: Deps, s: Seller, attrId: string | null, body: AttributeBody) {
  const attrNm = body.attrNm.trim();
  if (!attrNm) throw fail('BAD_REQUEST', '请输入属性名称');
  const categoryId = given(body.categoryId) ? body.categoryId : null;
  const attrValues = normalizeValues(body.attrValues);
  try {
    return await withTenant(deps.orm, s.tntId, async (tx) => {
      let categoryNm: string | null = null;
      if (categoryId) {
        const c = await ownCategory(tx, s, categoryId);
        if (!c) throw fail('BAD_REQUEST', '分类不存在');
        categoryNm = c.categoryNm;
      }
      const owned = and(eq(t.itemAttributes.tntId, s.tntId), eq(t.itemAttributes.companyId, s.companyId));
      let sort = body.sort ?? 0;
      if (attrId) {
        const [cur] = await tx.select().from(t.itemAttributes).where(and(owned, eq(t.itemAttributes.attrId, attrId))).for('update');
        if (!cur) throw fail('NOT_FOUND');
        sort = body.sort ?? cur.sort;
      }
      const same = await tx.select({ id: t.itemAttributes.attrId }).from(t.itemAttributes).where(and(owned, eq(t.itemAttributes.attrNm, attrNm)));
      if (same.some((r) => r.id !== attrId)) throw fail('CONFLICT', NAME_TAKEN);
      const updatedAt = new Date(deps.clock.now());
      const id = attrId ?? newId();
      if (attrId) {
        await tx.update(t.itemAttributes).set({ attrNm, categoryId, attrValues, sort, updatedAt }).where(and(owned, eq(t.itemAttributes.attrId, attrId)));
      } else {
        await tx.insert(t.itemAttributes).values({ tntId: s.tntId, attrId: id, companyId: s.companyId, categoryId, attrNm, attrValues, sort, updatedAt });
      }
      return answer({ attrId: id, attrNm, categoryId, categoryNm, attrValues, sort, updatedAt });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('CONFLICT', NAME_TAKEN);
    throw e;
  }
}

export const addAttribute = (deps: Deps, s: Seller, body: AttributeBody) => save(deps, s, null, body);
export const updateAttribute = (deps: Deps, s: Seller, body: AttributeBody & { attrId: string }) => save(deps, s, body.attrId, body);

export async function deleteAttribute(deps: Deps, s: Seller, attrId: string): Promise<null> {
  await withTenant(deps.orm, s.tntId, async (tx) => {
    const rows = await tx
      .delete(t.itemAttributes)
      .where(and(eq(t.itemAttributes.tntId, s.tntId), eq(t.itemAttributes.companyId, s.companyId), eq(t.itemAttributes.attrId, attrId)))
      .returning({ id: t.itemAttributes.attrId });
    if (rows.length === 0) throw fail('NOT_FOUND');
  });
  return null;
}
