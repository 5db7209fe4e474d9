// Public face (checkout quote, order creation): the freight of one seller's lines to one region, inside the
// caller's transaction. Lines are grouped by their goods' template (none: the seller's default template; a
// seller without any template ships free); each group's fee follows its template's row for the region
// (DOMAIN.md fee rule) unless a free-shipping row of that template is met. A region no row covers is
// refused with 409, naming the region and the goods.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import { fail } from '../../core';
import { milliOfNumeric, orderFen } from '../../money';
import { freightFee, isFree, ruleFor } from './fee';
import { CHARGE_MODES } from './charge-modes';
import { loadTemplates } from './template-read';
import * as freightT from './tables';
import { itemTables, type OrderSku } from '../item';

/** The tables this file reads and writes, by the names the queries use. */
const t = { ...freightT, itemSkus: itemTables.itemSkus, items: itemTables.items };

export interface FreightLine {
  itemId: string;
  skuId: string;
  quantity: number;
  /** Goods amount of the line in fen (price x quantity), for free-shipping minimums. */
  amountFen: number;
  /** The SKU as the caller already read it in this transaction (order creation reads it once); when every
   * line has it, the quote reads no goods or SKUs. */
  sku?: Pick<OrderSku, 'itemNm' | 'freightTemplateId' | 'weight' | 'volume'>;
}

export interface FreightQuote {
  freightFen: number;
  /** One part per template used (templateId null: no template, shipped free). */
  parts: { templateId: string | null; templateNm: string; quantityMilli: bigint; amountFen: number; feeFen: number; free: boolean }[];
}

export const UNDELIVERABLE = (regionName: string, goods: string[]) => `收货地区“${regionName}”不在以下商品的配送范围内：${goods.join('、')}，请更换收货地址或移除这些商品`;

export async function quoteFreight(
  tx: Tx,
  q: { tntId: string; sellerId: string; regionCode: string; regionName: string; lines: readonly FreightLine[] },
): Promise<FreightQuote> {
  if (!q.lines.length) return { freightFen: 0, parts: [] };
  const itemIds = [...new Set(q.lines.map((l) => l.itemId))];
  const skuIds = [...new Set(q.lines.map((l) => l.skuId))];
  const given = q.lines.every((l) => l.sku);
  const items = given
    ? q.lines.map((l) => ({ itemId: l.itemId, itemNm: l.sku!.itemNm, templateId: l.sku!.freightTemplateId }))
    : await tx.select({ itemId: t.items.itemId, itemNm: t.items.itemNm, templateId: t.items.freightTemplateId })
      .from(t.items).where(and(eq(t.items.tntId, q.tntId), inArray(t.items.itemId, itemIds)));
  const skus = given
    ? q.lines.map((l) => ({ skuId: l.skuId, weight: l.sku!.weight, volume: l.sku!.volume }))
    : await tx.select({ skuId: t.itemSkus.skuId, weight: t.itemSkus.weight, volume: t.itemSkus.volume })
      .from(t.itemSkus).where(and(eq(t.itemSkus.tntId, q.tntId), inArray(t.itemSkus.skuId, skuIds)));
  const [dflt] = await tx.select({ id: t.freightTemplates.templateId }).from(t.freightTemplates)
    .where(and(eq(t.freightTemplates.tntId, q.tntId), eq(t.freightTemplates.companyId, q.sellerId), eq(t.freightTemplates.isDefault, true)));
  const itemById = new Map(items.map((i) => [i.itemId, i]));
  const skuById = new Map(skus.map((s) => [s.skuId, s]));

  // Lines by template.
  const groups = new Map<string | null, FreightLine[]>();
  for (const l of q.lines) {
    const key = itemById.get(l.itemId)?.templateId ?? dflt?.id ?? null;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const templates = await loadTemplates(tx, q.tntId, [...groups.keys()].filter((k): k is string => k !== null));

  const parts: FreightQuote['parts'] = [];
  const undeliverable: string[] = [];
  for (const [templateId, lines] of groups) {
    const amountFen = lines.reduce((s, l) => s + l.amountFen, 0);
    const count = lines.reduce((s, l) => s + l.quantity, 0);
    const tpl = templateId ? templates.get(templateId) : undefined;
    // A template of another seller is never used (goods and templates belong to the same enterprise).
    if (!tpl || tpl.companyId !== q.sellerId) {
      parts.push({ templateId: null, templateNm: '包邮', quantityMilli: BigInt(count) * 1000n, amountFen, feeFen: 0, free: true });
      continue;
    }
    // Thousandths of a unit, exact: a line's weight (up to 10^14 thousandths) times its quantity passes 2^53.
    const per = (l: FreightLine): bigint => {
      const sku = skuById.get(l.skuId);
      if (tpl.chargeMode === CHARGE_MODES.weight) return BigInt(milliOfNumeric(sku?.weight)) * BigInt(l.quantity);
      if (tpl.chargeMode === CHARGE_MODES.volume) return BigInt(milliOfNumeric(sku?.volume)) * BigInt(l.quantity);
      return BigInt(l.quantity) * 1000n;
    };
    const quantityMilli = lines.reduce((s, l) => s + per(l), 0n);
    const rule = ruleFor(tpl.rules, q.regionCode);
    if (!rule) {
      undeliverable.push(...lines.map((l) => itemById.get(l.itemId)?.itemNm ?? l.itemId));
      continue;
    }
    const free = isFree(tpl.freeRules, q.regionCode, amountFen, count);
    parts.push({ templateId, templateNm: tpl.templateNm, quantityMilli, amountFen, feeFen: free ? 0 : freightFee(rule, quantityMilli), free });
  }
  if (undeliverable.length) throw fail('CONFLICT', UNDELIVERABLE(q.regionName, [...new Set(undeliverable)]));
  return { freightFen: orderFen(parts.reduce((s, p) => s + BigInt(p.feeFen), 0n)), parts };
}
