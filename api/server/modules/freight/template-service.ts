// Writing freight templates: add, update (rows replaced), delete (not while goods use it), set default (one
// per seller: the first template is the default; deleting the default hands it to the newest other one).
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { withTenant, type Tx, isUniqueViolation } from '../../db';
import { fail, newId, type Deps } from '../../core';
import { lockOwner } from '../address';
import { type Seller, itemTables } from '../item';
import { cleanTemplate, type CleanTemplate, type TemplateInput } from './template-input';
import { loadTemplates, MAX_TEMPLATES, templateAnswer } from './template-read';
import * as freightT from './tables';

/** The tables this file reads and writes, by the names the queries use. */
const t = { ...freightT, items: itemTables.items };

const ft = t.freightTemplates;
const own = (s: Seller) => and(eq(ft.tntId, s.tntId), eq(ft.companyId, s.companyId));
const NAME_TAKEN = '模板名称已存在';

async function writeRows(tx: Tx, tntId: string, templateId: string, v: CleanTemplate): Promise<void> {
  await tx.delete(t.freightRules).where(and(eq(t.freightRules.tntId, tntId), eq(t.freightRules.templateId, templateId)));
  await tx.delete(t.freightFreeRules).where(and(eq(t.freightFreeRules.tntId, tntId), eq(t.freightFreeRules.templateId, templateId)));
  await tx.insert(t.freightRules).values(v.rules.map((r, i) => ({ tntId, templateId, ruleNo: i + 1, ...r })));
  if (v.freeRules.length) await tx.insert(t.freightFreeRules).values(v.freeRules.map((r, i) => ({ tntId, templateId, ruleNo: i + 1, ...r })));
}

async function checkName(tx: Tx, s: Seller, name: string, self: string | null): Promise<void> {
  const same = await tx.select({ id: ft.templateId }).from(ft).where(and(own(s), eq(ft.templateNm, name)));
  if (same.some((r) => r.id !== self)) throw fail('CONFLICT', NAME_TAKEN);
}

async function answer(tx: Tx, s: Seller, templateId: string) {
  const x = (await loadTemplates(tx, s.tntId, [templateId])).get(templateId)!;
  const [head] = await tx.select({ updatedAt: ft.updatedAt }).from(ft).where(and(own(s), eq(ft.templateId, templateId)));
  const [used] = await tx.select({ n: count() }).from(t.items).where(and(eq(t.items.tntId, s.tntId), eq(t.items.freightTemplateId, templateId)));
  return templateAnswer(x, { itemCount: Number(used?.n ?? 0), updatedAt: head!.updatedAt });
}

async function mapUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('CONFLICT', NAME_TAKEN);
    throw e;
  }
}

export async function addTemplate(deps: Deps, s: Seller, body: TemplateInput) {
  const v = cleanTemplate(body);
  return mapUnique(() => withTenant(deps.orm, s.tntId, async (tx) => {
    await lockOwner(tx, s.tntId, s.companyId, 'freight');
    const [n] = await tx.select({ n: count() }).from(ft).where(own(s));
    const existing = Number(n?.n ?? 0);
    if (existing >= MAX_TEMPLATES) throw fail('CONFLICT', `运费模板最多${MAX_TEMPLATES}个`);
    await checkName(tx, s, v.templateNm, null);
    const isDefault = existing === 0 || v.isDefault;
    if (isDefault) await tx.update(ft).set({ isDefault: false }).where(and(own(s), eq(ft.isDefault, true)));
    const templateId = newId();
    const at = new Date(deps.clock.now());
    await tx.insert(ft).values({ tntId: s.tntId, templateId, companyId: s.companyId, templateNm: v.templateNm, chargeMode: v.chargeMode, isDefault, createdAt: at, updatedAt: at });
    await writeRows(tx, s.tntId, templateId, v);
    return answer(tx, s, templateId);
  }));
}

async function lockTemplate(tx: Tx, s: Seller, templateId: string) {
  await lockOwner(tx, s.tntId, s.companyId, 'freight');
  const [cur] = await tx.select().from(ft).where(and(own(s), eq(ft.templateId, templateId))).for('update');
  if (!cur) throw fail('NOT_FOUND');
  return cur;
}

export async function updateTemplate(deps: Deps, s: Seller, body: TemplateInput & { templateId: string }) {
  const v = cleanTemplate(body);
  return mapUnique(() => withTenant(deps.orm, s.tntId, async (tx) => {
    const cur = await lockTemplate(tx, s, body.templateId);
    await checkName(tx, s, v.templateNm, cur.templateId);
    // The default stays the default (one per seller): another template takes it by "set default".
    const isDefault = cur.isDefault || v.isDefault;
    if (isDefault && !cur.isDefault) await tx.update(ft).set({ isDefault: false }).where(and(own(s), eq(ft.isDefault, true)));
    await tx.update(ft).set({ templateNm: v.templateNm, chargeMode: v.chargeMode, isDefault, updatedAt: new Date(deps.clock.now()) })
      .where(and(own(s), eq(ft.templateId, cur.templateId)));
    await writeRows(tx, s.tntId, cur.templateId, v);
    return answer(tx, s, cur.templateId);
  }));
}

export async function deleteTemplate(deps: Deps, s: Seller, templateId: string): Promise<null> {
  await withTenant(deps.orm, s.tntId, async (tx) => {
    const cur = await lockTemplate(tx, s, templateId);
    const [used] = await tx.select({ id: t.items.itemId }).from(t.items)
      .where(and(eq(t.items.tntId, s.tntId), eq(t.items.freightTemplateId, cur.templateId))).limit(1);
    if (used) throw fail('CONFLICT', '该运费模板已被商品使用，不能删除');
    await tx.delete(ft).where(and(own(s), eq(ft.templateId, cur.templateId)));
    if (!cur.isDefault) return;
    const [next] = await tx.select({ id: ft.templateId }).from(ft).where(and(own(s), ne(ft.templateId, cur.templateId)))
      .orderBy(desc(ft.updatedAt), asc(ft.templateId)).limit(1);
    if (next) await tx.update(ft).set({ isDefault: true }).where(and(own(s), eq(ft.templateId, next.id)));
  });
  return null;
}

export async function setDefaultTemplate(deps: Deps, s: Seller, templateId: string): Promise<null> {
  await withTenant(deps.orm, s.tntId, async (tx) => {
    const cur = await lockTemplate(tx, s, templateId);
    if (cur.isDefault) return;
    await tx.update(ft).set({ isDefault: false }).where(and(own(s), eq(ft.isDefault, true)));
    await tx.update(ft).set({ isDefault: true, updatedAt: new Date(deps.clock.now()) }).where(and(own(s), eq(ft.templateId, cur.templateId)));
  });
  return null;
}

/** Goods of the seller take a template (or, with none given, go back to the default template). */
export async function assignTemplate(deps: Deps, s: Seller, body: { itemIds: string[]; templateId?: string }): Promise<null> {
  const templateId = body.templateId?.trim() || null;
  await withTenant(deps.orm, s.tntId, async (tx) => {
    if (templateId) {
      const [tpl] = await tx.select({ id: ft.templateId }).from(ft).where(and(own(s), eq(ft.templateId, templateId)));
      if (!tpl) throw fail('BAD_REQUEST', '运费模板不存在');
    }
    const ids = [...new Set(body.itemIds)];
    const mine = and(eq(t.items.tntId, s.tntId), eq(t.items.companyId, s.companyId), inArray(t.items.itemId, ids));
    const rows = await tx.select({ id: t.items.itemId }).from(t.items).where(mine).for('update');
    if (rows.length !== ids.length) throw fail('NOT_FOUND');
    await tx.update(t.items).set({ freightTemplateId: templateId }).where(mine);
  });
  return null;
}
