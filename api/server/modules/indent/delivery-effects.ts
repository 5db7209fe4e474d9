// Deliveries (DOMAIN.md 30/35/40): partial by lines and quantities bounded by what remains; revoking or
// deleting a delivery the buyer has not received gives its goods back; the buyer receives, or reports a
// delivery missing and the seller redelivers it with a new tracking number. Delivery statuses are the code
// list DELIVERY_STATUS.
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as t from './tables';
import { fail, newId } from '../../core';
import { anyDelivered, fullyDelivered, linesOf } from './lines';
import { giveBack, perSku, take } from './stock';
import { expressName } from './express';
import type { MoveContext } from './types';
import type { RequestOf } from '../../../catalogue';

export const DELIVERY = { delivered: 1, received: 2, revoked: 3, deleted: 4, reportedMissing: 5 } as const;

/** The delivery call's request (indent.delivery), its lines reduced to what a delivery keeps. */
export type DeliverArgs = Pick<RequestOf<'indent.delivery'>, 'expressCode' | 'trackingNo'> & { lines: { lineNo: number; quantity: number }[] };

export async function deliverEffect(c: MoveContext<DeliverArgs>): Promise<'partlyDelivered' | 'delivered'> {
  const lines = await linesOf(c.tx, c.tntId, c.row.orderId);
  const byNo = new Map(lines.map((l) => [l.lineNo, l]));
  const seen = new Set<number>();
  for (const d of c.args.lines) {
    const l = byNo.get(d.lineNo);
    if (!l) throw fail('BAD_REQUEST', `订单行${d.lineNo}不存在`);
    if (seen.has(d.lineNo)) throw fail('BAD_REQUEST', `订单行${d.lineNo}重复`);
    seen.add(d.lineNo);
    const left = Number(l.quantity) - Number(l.deliveredQty);
    if (d.quantity > left) throw fail('BAD_REQUEST', `${l.itemNm}（${l.specValues}）本次发货数量不能超过待发货数量${left}`);
  }
  const deliveryId = newId();
  await c.tx.insert(t.orderDeliveries).values({
    tntId: c.tntId, deliveryId, orderId: c.row.orderId, expressCode: c.args.expressCode, expressNm: expressName(c.args.expressCode),
    trackingNo: c.args.trackingNo, status: DELIVERY.delivered, createdBy: c.actor.accountId, createdAt: c.now, updatedAt: c.now,
  });
  await c.tx.insert(t.orderDeliveryLines).values(c.args.lines.map((d) => ({ tntId: c.tntId, deliveryId, lineNo: d.lineNo, quantity: d.quantity })));
  for (const d of c.args.lines) {
    await c.tx
      .update(t.orderLines)
      .set({ deliveredQty: sql`${t.orderLines.deliveredQty} + ${d.quantity}` })
      .where(and(eq(t.orderLines.tntId, c.tntId), eq(t.orderLines.orderId, c.row.orderId), eq(t.orderLines.lineNo, d.lineNo)));
  }
  await take(c.tx, c.tntId, c.row.orderId, perSku(c.args.lines.map((d) => ({ skuId: byNo.get(d.lineNo)!.skuId, quantity: d.quantity }))));
  c.note ||= `${expressName(c.args.expressCode)} ${c.args.trackingNo}`;
  return fullyDelivered(await linesOf(c.tx, c.tntId, c.row.orderId)) ? 'delivered' : 'partlyDelivered';
}

async function deliveryOf(c: MoveContext, deliveryId: string) {
  const [d] = await c.tx
    .select()
    .from(t.orderDeliveries)
    .where(and(eq(t.orderDeliveries.tntId, c.tntId), eq(t.orderDeliveries.orderId, c.row.orderId), eq(t.orderDeliveries.deliveryId, deliveryId)));
  if (!d) throw fail('NOT_FOUND', '发货单不存在');
  return d;
}

const UNRECEIVED: readonly number[] = [DELIVERY.delivered, DELIVERY.reportedMissing];

/** Revoke (3) or delete (4) a delivery the buyer has not received. */
export const revokeEffect = (to: 3 | 4) => async (c: MoveContext<{ deliveryId: string }>): Promise<'partlyDelivered' | 'awaitingDelivery'> => {
  const d = await deliveryOf(c, c.args.deliveryId);
  if (!UNRECEIVED.includes(d.status)) throw fail('CONFLICT', '发货单已收货或已撤回，不能撤回或删除');
  const dl = await c.tx.select().from(t.orderDeliveryLines).where(and(eq(t.orderDeliveryLines.tntId, c.tntId), eq(t.orderDeliveryLines.deliveryId, d.deliveryId)));
  const lines = await linesOf(c.tx, c.tntId, c.row.orderId);
  const byNo = new Map(lines.map((l) => [l.lineNo, l]));
  for (const x of dl) {
    await c.tx
      .update(t.orderLines)
      .set({ deliveredQty: sql`${t.orderLines.deliveredQty} - ${x.quantity}` })
      .where(and(eq(t.orderLines.tntId, c.tntId), eq(t.orderLines.orderId, c.row.orderId), eq(t.orderLines.lineNo, x.lineNo)));
  }
  await giveBack(c.tx, c.tntId, c.row.orderId, perSku(dl.map((x) => ({ skuId: byNo.get(x.lineNo)!.skuId, quantity: Number(x.quantity) }))));
  await c.tx.update(t.orderDeliveries).set({ status: to, updatedAt: c.now }).where(and(eq(t.orderDeliveries.tntId, c.tntId), eq(t.orderDeliveries.deliveryId, d.deliveryId)));
  c.note ||= `${d.expressNm} ${d.trackingNo}`;
  return anyDelivered(await linesOf(c.tx, c.tntId, c.row.orderId)) ? 'partlyDelivered' : 'awaitingDelivery';
};

const openDeliveries = (c: MoveContext, statuses: readonly number[]) =>
  c.tx
    .select()
    .from(t.orderDeliveries)
    .where(and(eq(t.orderDeliveries.tntId, c.tntId), eq(t.orderDeliveries.orderId, c.row.orderId), inArray(t.orderDeliveries.status, [...statuses])));

export async function receiveEffect(c: MoveContext): Promise<'completed' | 'receivedOwing'> {
  const open = await openDeliveries(c, [DELIVERY.delivered]);
  if (open.length)
    await c.tx
      .update(t.orderDeliveries)
      .set({ status: DELIVERY.received, updatedAt: c.now })
      .where(and(eq(t.orderDeliveries.tntId, c.tntId), inArray(t.orderDeliveries.deliveryId, open.map((d) => d.deliveryId))));
  return Number(c.row.paidFen) >= Number(c.row.payableFen) ? 'completed' : 'receivedOwing';
}

/** The buyer says a delivery (or, without an id, every open one) never arrived. */
export async function notDeliveredEffect(c: MoveContext<{ deliveryId?: string } | undefined>): Promise<'partlyDelivered'> {
  const open = await openDeliveries(c, [DELIVERY.delivered]);
  const hit = c.args?.deliveryId ? open.filter((d) => d.deliveryId === c.args!.deliveryId) : open;
  if (!hit.length) throw fail('NOT_FOUND', '发货单不存在');
  await c.tx
    .update(t.orderDeliveries)
    .set({ status: DELIVERY.reportedMissing, updatedAt: c.now })
    .where(and(eq(t.orderDeliveries.tntId, c.tntId), inArray(t.orderDeliveries.deliveryId, hit.map((d) => d.deliveryId))));
  return 'partlyDelivered';
}

export async function redeliverEffect(c: MoveContext<{ deliveryId: string; expressCode: string; trackingNo: string }>): Promise<'partlyDelivered' | 'delivered'> {
  const d = await deliveryOf(c, c.args.deliveryId);
  if (d.status !== DELIVERY.reportedMissing) throw fail('CONFLICT', '只有买家反馈未收到的发货单可以重新发货');
  await c.tx
    .update(t.orderDeliveries)
    .set({ status: DELIVERY.delivered, expressCode: c.args.expressCode, expressNm: expressName(c.args.expressCode), trackingNo: c.args.trackingNo, updatedAt: c.now })
    .where(and(eq(t.orderDeliveries.tntId, c.tntId), eq(t.orderDeliveries.deliveryId, d.deliveryId)));
  c.note ||= `${expressName(c.args.expressCode)} ${c.args.trackingNo}`;
  const missing = await openDeliveries(c, [DELIVERY.reportedMissing]);
  return !missing.length && fullyDelivered(await linesOf(c.tx, c.tntId, c.row.orderId)) ? 'delivered' : 'partlyDelivered';
}
