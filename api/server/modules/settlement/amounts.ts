// What a shop's completed order settles for (docs/trading.md "Settlements"): the money the platform
// collected for it online (the order's parts of online payments that succeeded and were not themselves
// given back as money no order owed) less what after-sales gave back online of those payments. Money a
// buyer paid by voucher went to the shop directly and is not the platform's to settle. An order may be
// settled when it is completed, not frozen, has no after-sale open (its money may still move), settles
// for more than nothing, and is in no standing bill.
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { indentTables, orderFlow, type OrderRow } from '../indent';
import { paymentTables, PAY_CHANNEL, PAY_STATUS } from '../payment';
import { aftersaleTables, afterSaleFlow, OPEN_STATES } from '../aftersale';
import * as t from './tables';
import { settlementFlow, HOLDING } from './workflow';

export interface Settleable {
  collectedFen: number;
  refundedFen: number;
  amountFen: number;
  completedAt: Date | null;
  /** The standing bill holding the order, if any. */
  settlementId: string | null;
  settlementNo: string | null;
  settlementStatus: number | null;
  openAfterSale: boolean;
}

/** The figures of each order (by id), read in the caller's transaction. */
export async function settleableOf(tx: Tx, tntId: string, orderIds: readonly string[]): Promise<Map<string, Settleable>> {
  const ids = [...new Set(orderIds)];
  const out = new Map<string, Settleable>();
  if (ids.length === 0) return out;
  const p = paymentTables.payments;
  const po = paymentTables.paymentOrders;
  const collected = await tx.select({ orderId: po.orderId, fen: sql<string>`sum(${po.amountFen})` }).from(po)
    .innerJoin(p, and(eq(p.tntId, po.tntId), eq(p.payId, po.payId)))
    .where(and(eq(po.tntId, tntId), inArray(po.orderId, ids), eq(p.channel, PAY_CHANNEL.online), eq(p.status, PAY_STATUS.paid), isNull(p.refundNo)))
    .groupBy(po.orderId);
  const a = aftersaleTables.afterSales;
  const r = aftersaleTables.afterSaleRefunds;
  const refunded = await tx.select({ orderId: a.orderId, fen: sql<string>`sum(${r.amountFen})` }).from(r)
    .innerJoin(a, and(eq(a.tntId, r.tntId), eq(a.afterSaleId, r.afterSaleId)))
    .where(and(eq(r.tntId, tntId), inArray(a.orderId, ids), eq(r.channel, PAY_CHANNEL.online)))
    .groupBy(a.orderId);
  const open = await tx.selectDistinct({ orderId: a.orderId }).from(a)
    .where(and(eq(a.tntId, tntId), inArray(a.orderId, ids), inArray(a.status, afterSaleFlow.codes(...OPEN_STATES))));
  const h = indentTables.orderHistory;
  const completed = await tx.select({ orderId: h.orderId, at: max(h.at) }).from(h)
    .where(and(eq(h.tntId, tntId), inArray(h.orderId, ids), eq(h.toStatus, orderFlow.code('completed')), sql`${h.fromStatus} IS DISTINCT FROM ${h.toStatus}`))
    .groupBy(h.orderId);
  const held = await tx.select({ orderId: t.settlementOrders.orderId, id: t.settlements.settlementId, no: t.settlements.settlementNo, status: t.settlements.status })
    .from(t.settlementOrders)
    .innerJoin(t.settlements, and(eq(t.settlements.tntId, t.settlementOrders.tntId), eq(t.settlements.settlementId, t.settlementOrders.settlementId)))
    .where(and(eq(t.settlementOrders.tntId, tntId), inArray(t.settlementOrders.orderId, ids), inArray(t.settlements.status, settlementFlow.codes(...HOLDING))));
  const c = new Map(collected.map((x) => [x.orderId, Number(x.fen)]));
  const rf = new Map(refunded.map((x) => [x.orderId, Number(x.fen)]));
  const openIds = new Set(open.map((x) => x.orderId));
  const done = new Map(completed.map((x) => [x.orderId, x.at]));
  const bill = new Map(held.map((x) => [x.orderId, x]));
  for (const id of ids) {
    const collectedFen = c.get(id) ?? 0;
    const refundedFen = Math.min(rf.get(id) ?? 0, collectedFen);
    const b = bill.get(id);
    out.set(id, {
      collectedFen, refundedFen, amountFen: collectedFen - refundedFen, completedAt: done.get(id) ?? null,
      settlementId: b?.id ?? null, settlementNo: b?.no ?? null, settlementStatus: b?.status ?? null, openAfterSale: openIds.has(id),
    });
  }
  return out;
}

/** Why an order of the shop may not be put in a bill now, or null. */
export function settleRefusal(o: OrderRow, s: Settleable): string | null {
  if (o.frozen) return `订单${o.orderNo}已被平台冻结，不能申请结算`;
  if (!orderFlow.is(o.status, 'completed')) return `订单${o.orderNo}状态为“${orderFlow.nameOf(o.status)}”，不能申请结算`;
  if (s.settlementId) return `订单${o.orderNo}已在结算单${s.settlementNo}中，请勿重复申请`;
  if (s.openAfterSale) return `订单${o.orderNo}有进行中的售后，售后完成后再申请结算`;
  if (s.amountFen <= 0) return `订单${o.orderNo}没有平台代收的款项，无需结算`;
  return null;
}

/** The settle status shown on the shop's orders: 1 未结算, 2 结算中, 3 已结算. */
export function settleStatusOf(s: Settleable): string {
  if (s.settlementStatus === null) return '1';
  return settlementFlow.is(s.settlementStatus, 'settled') ? '3' : '2';
}
