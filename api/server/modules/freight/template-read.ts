// Reading freight templates: the seller's page and options, one template in full (form and quote).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, type Deps } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { formatFen } from '../../../../engine/validation';
import { unitsOf } from '../../money';
import { regionNameOf } from '../address';
import type { Seller } from '../item';
import type { FeeRule, FreeRule } from './fee';
import type { ChargeMode } from './charge-modes';
import * as freightT from './tables';
import { itemTables } from '../item';

/** The tables this file reads and writes, by the names the queries use. */
const t = { ...freightT, items: itemTables.items };

export interface Template {
  templateId: string;
  companyId: string;
  templateNm: string;
  chargeMode: ChargeMode;
  isDefault: boolean;
  rules: FeeRule[];
  freeRules: FreeRule[];
}

const ft = t.freightTemplates;
const itemCount = sql<number>`(select count(*)::int from ${t.items} i where i.tnt_id = freight_templates.tnt_id and i.freight_template_id = freight_templates.template_id)`;
const ruleCount = sql<number>`(select count(*)::int from ${t.freightRules} r where r.tnt_id = freight_templates.tnt_id and r.template_id = freight_templates.template_id)`;
const own = (s: Seller) => and(eq(ft.tntId, s.tntId), eq(ft.companyId, s.companyId));

function escapeLike(v: string): string {
  return `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function templatePage(read: TenantReads, s: Seller, body: { pageNum: number; pageSize: number; templateNm?: string }) {
  const nm = body.templateNm?.trim();
  const where: SQL | undefined = and(own(s), nm ? sql`${ft.templateNm} ilike ${escapeLike(nm)}` : undefined);
  const [[total], rows] = await Promise.all([
    read.query((q) => q.select({ n: count() }).from(ft).where(where)),
    read.query((q) =>
      q.select({ templateId: ft.templateId, templateNm: ft.templateNm, chargeMode: ft.chargeMode, isDefault: ft.isDefault, ruleCount, itemCount, updatedAt: ft.updatedAt })
        .from(ft).where(where)
        .orderBy(desc(ft.isDefault), desc(ft.updatedAt), asc(ft.templateId))
        .limit(body.pageSize).offset((body.pageNum - 1) * body.pageSize)),
  ]);
  return {
    records: rows.map((r) => ({ ...r, ruleCount: Number(r.ruleCount), itemCount: Number(r.itemCount), updatedAt: formatDateTime(r.updatedAt) })),
    total: Number(total?.n ?? 0),
  };
}

export const MAX_TEMPLATES = 50;

export async function templateOptions(read: TenantReads, s: Seller) {
  return read.query((q) =>
    q.select({ templateId: ft.templateId, templateNm: ft.templateNm, chargeMode: ft.chargeMode, isDefault: ft.isDefault })
      .from(ft).where(own(s)).orderBy(desc(ft.isDefault), asc(ft.templateNm), asc(ft.templateId)).limit(MAX_TEMPLATES));
}

/** Templates with their rows, by id, as stored (a transaction's snapshot). */
export async function loadTemplates(tx: Tx, tntId: string, templateIds: readonly string[]): Promise<Map<string, Template>> {
  const out = new Map<string, Template>();
  if (!templateIds.length) return out;
  const ids = [...new Set(templateIds)];
  const heads = await tx.select().from(ft).where(and(eq(ft.tntId, tntId), inArray(ft.templateId, ids)));
  const rules = await tx.select().from(t.freightRules)
    .where(and(eq(t.freightRules.tntId, tntId), inArray(t.freightRules.templateId, ids))).orderBy(asc(t.freightRules.ruleNo));
  const free = await tx.select().from(t.freightFreeRules)
    .where(and(eq(t.freightFreeRules.tntId, tntId), inArray(t.freightFreeRules.templateId, ids))).orderBy(asc(t.freightFreeRules.ruleNo));
  for (const h of heads) {
    out.set(h.templateId, {
      templateId: h.templateId, companyId: h.companyId, templateNm: h.templateNm, chargeMode: h.chargeMode as ChargeMode, isDefault: h.isDefault,
      rules: rules.filter((r) => r.templateId === h.templateId).map((r) => ({
        regions: r.regions, firstUnitMilli: Number(r.firstUnitMilli), firstFeeFen: Number(r.firstFeeFen),
        extraUnitMilli: Number(r.extraUnitMilli), extraFeeFen: Number(r.extraFeeFen),
      })),
      freeRules: free.filter((r) => r.templateId === h.templateId).map((r) => ({
        regions: r.regions, minAmountFen: r.minAmountFen === null ? null : Number(r.minAmountFen), minCount: r.minCount,
      })),
    });
  }
  return out;
}

const names = (codes: string[]) => codes.map(regionNameOf).join('、');

export function templateAnswer(x: Template, extra: { itemCount?: number; updatedAt?: Date } = {}) {
  return {
    templateId: x.templateId, templateNm: x.templateNm, chargeMode: x.chargeMode, isDefault: x.isDefault,
    rules: x.rules.map((r) => ({
      regions: r.regions, regionNames: names(r.regions), firstUnit: unitsOf(r.firstUnitMilli), firstFee: formatFen(r.firstFeeFen),
      extraUnit: unitsOf(r.extraUnitMilli), extraFee: formatFen(r.extraFeeFen),
    })),
    freeRules: x.freeRules.map((r) => ({
      regions: r.regions, regionNames: names(r.regions),
      ...(r.minAmountFen !== null ? { minAmount: formatFen(r.minAmountFen) } : {}),
      ...(r.minCount !== null ? { minCount: r.minCount } : {}),
    })),
    ...(extra.itemCount !== undefined ? { itemCount: extra.itemCount } : {}),
    ...(extra.updatedAt ? { updatedAt: formatDateTime(extra.updatedAt) } : {}),
  };
}

export async function templateDetail(deps: Deps, s: Seller, templateId: string) {
  // One snapshot for the head, its rows and its use.
  return withTenant(deps.orm, s.tntId, async (tx) => {
    const [head] = await tx.select({ id: ft.templateId, itemCount, updatedAt: ft.updatedAt }).from(ft).where(and(own(s), eq(ft.templateId, templateId)));
    if (!head) throw fail('NOT_FOUND');
    const full = (await loadTemplates(tx, s.tntId, [templateId])).get(templateId)!;
    return templateAnswer(full, { itemCount: Number(head.itemCount), updatedAt: head.updatedAt });
  });
}
