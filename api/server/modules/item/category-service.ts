// Categories: each enterprise keeps its own tree of at most three levels (docs/goods.md). Names are unique
// among siblings; a category with children or goods cannot be deleted.
import { and, asc, eq, sql } from 'drizzle-orm';
import { withTenant, given, isUniqueViolation, type Tx } from '../../db';
import * as t from './tables';
import { fail, newId, type Deps } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { type Seller } from './access';

export const ROOT = '0';
const MAX_LEVEL = 3;

export type CategoryNode = {
  categoryId: string;
  parentId: string;
  categoryNm: string;
  sort: number;
  level: number;
  itemCount: number;
  children: CategoryNode[];
};

const node = (r: { categoryId: string; parentId: string; categoryNm: string; sort: number; level: number }, itemCount = 0): CategoryNode => ({
  categoryId: r.categoryId, parentId: r.parentId, categoryNm: r.categoryNm, sort: r.sort, level: r.level, itemCount, children: [],
});

export async function categoryTree(read: TenantReads, s: Seller): Promise<CategoryNode[]> {
  const rows = await read.query((q) =>
    q
      .select({
        categoryId: t.itemCategories.categoryId, parentId: t.itemCategories.parentId, categoryNm: t.itemCategories.categoryNm,
        sort: t.itemCategories.sort, level: t.itemCategories.level,
        // Outer columns spelled out (Drizzle does not qualify them in a one-table select).
        itemCount: sql<number>`(select count(*)::int from ${t.items} i where i.tnt_id = item_categories.tnt_id and i.category_id = item_categories.category_id)`,
      })
      .from(t.itemCategories)
      .where(and(eq(t.itemCategories.tntId, s.tntId), eq(t.itemCategories.companyId, s.companyId)))
      .orderBy(asc(t.itemCategories.level), asc(t.itemCategories.sort), asc(t.itemCategories.createdAt), asc(t.itemCategories.categoryId)),
  );
  const byId = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  // Ordered by level, so a parent is always placed before its children.
  for (const r of rows) {
    const n = node(r, Number(r.itemCount));
    byId.set(n.categoryId, n);
    const parent = byId.get(n.parentId);
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}

/** One of the seller's own categories, locked for the rest of the transaction; undefined otherwise. */
export async function ownCategory(tx: Tx, s: Seller, categoryId: string) {
  const [row] = await tx
    .select()
    .from(t.itemCategories)
    .where(and(eq(t.itemCategories.tntId, s.tntId), eq(t.itemCategories.companyId, s.companyId), eq(t.itemCategories.categoryId, categoryId)))
    .for('update');
  return row;
}

async function siblingNamed(tx: Tx, s: Seller, parentId: string, name: string, except?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: t.itemCategories.categoryId })
    .from(t.itemCategories)
    .where(and(eq(t.itemCategories.tntId, s.tntId), eq(t.itemCategories.companyId, s.companyId), eq(t.itemCategories.parentId, parentId), eq(t.itemCategories.categoryNm, name)));
  return rows.some((r) => r.id !== except);
}

const NAME_TAKEN = '分类名称已存在';

export async function addCategory(deps: Deps, s: Seller, body: { parentId?: string; categoryNm: string; sort?: number }): Promise<CategoryNode> {
  const name = body.categoryNm.trim();
  if (!name) throw fail('BAD_REQUEST', '请输入分类名称');
  const parentId = given(body.parentId) && body.parentId !== ROOT ? body.parentId : ROOT;
  try {
    return await withTenant(deps.orm, s.tntId, async (tx) => {
      let level = 1;
      if (parentId !== ROOT) {
        const parent = await ownCategory(tx, s, parentId);
        if (!parent) throw fail('BAD_REQUEST', '分类不存在');
        level = parent.level + 1;
        if (level > MAX_LEVEL) throw fail('CONFLICT', '分类最多三级');
      }
      if (await siblingNamed(tx, s, parentId, name)) throw fail('CONFLICT', NAME_TAKEN);
      const now = new Date(deps.clock.now());
      const row = { tntId: s.tntId, categoryId: newId(), companyId: s.companyId, parentId, categoryNm: name, level, sort: body.sort ?? 0, createdAt: now, updatedAt: now };
      await tx.insert(t.itemCategories).values(row);
      return node(row);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('CONFLICT', NAME_TAKEN);
    throw e;
  }
}

export async function updateCategory(deps: Deps, s: Seller, body: { categoryId: string; categoryNm: string; sort?: number }): Promise<CategoryNode> {
  const name = body.categoryNm.trim();
  if (!name) throw fail('BAD_REQUEST', '请输入分类名称');
  try {
    return await withTenant(deps.orm, s.tntId, async (tx) => {
      const cur = await ownCategory(tx, s, body.categoryId);
      if (!cur) throw fail('NOT_FOUND');
      if (await siblingNamed(tx, s, cur.parentId, name, cur.categoryId)) throw fail('CONFLICT', NAME_TAKEN);
      const sort = body.sort ?? cur.sort;
      await tx
        .update(t.itemCategories)
        .set({ categoryNm: name, sort, updatedAt: new Date(deps.clock.now()) })
        .where(and(eq(t.itemCategories.tntId, s.tntId), eq(t.itemCategories.categoryId, cur.categoryId)));
      return node({ ...cur, categoryNm: name, sort });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('CONFLICT', NAME_TAKEN);
    throw e;
  }
}

export async function deleteCategory(deps: Deps, s: Seller, categoryId: string): Promise<null> {
  await withTenant(deps.orm, s.tntId, async (tx) => {
    const cur = await ownCategory(tx, s, categoryId);
    if (!cur) throw fail('NOT_FOUND');
    const [child] = await tx
      .select({ id: t.itemCategories.categoryId })
      .from(t.itemCategories)
      .where(and(eq(t.itemCategories.tntId, s.tntId), eq(t.itemCategories.parentId, categoryId)))
      .limit(1);
    if (child) throw fail('CONFLICT', '请先删除下级分类');
    const [used] = await tx
      .select({ id: t.items.itemId })
      .from(t.items)
      .where(and(eq(t.items.tntId, s.tntId), eq(t.items.categoryId, categoryId)))
      .limit(1);
    if (used) throw fail('CONFLICT', '该分类下存在商品，不能删除');
    // Attributes bound to the category become general ones rather than disappearing with it: they are
    // the seller's set-up, and the goods that used them keep their own copies of name and value.
    await tx
      .update(t.itemAttributes)
      .set({ categoryId: null, updatedAt: new Date(deps.clock.now()) })
      .where(and(eq(t.itemAttributes.tntId, s.tntId), eq(t.itemAttributes.categoryId, categoryId)));
    await tx.delete(t.itemCategories).where(and(eq(t.itemCategories.tntId, s.tntId), eq(t.itemCategories.categoryId, categoryId)));
  });
  return null;
}
