// What each move does besides changing the status (the table itself is workflow.ts). Every effect runs in
// the move's transaction with the order row locked, and answers the state it leads to when the table
// allows more than one: typed by the declaration, so an effect cannot name a state its move cannot reach.
import { and, eq } from 'drizzle-orm';
import * as t from './tables';
import { fail } from '../../core';
import { isCreditPayType, isGoodsFirstPayType, isInstalmentPayType, isSellerPlanPayType } from '../../codes';
import { linesOf } from './lines';
import { perSku, releaseAll, reserve } from './stock';
import { orderParam } from './params';
import { creditDaysOf } from '../paytype';
import { chinaDate } from './numbers';
import { checkPlan, markCovered, planOf, rescalePlan, writePlan, type PlanStep } from './instalments';
import { deliverEffect, notDeliveredEffect, receiveEffect, redeliverEffect, revokeEffect, type DeliverArgs } from './delivery-effects';
import { formatFen } from '../../../../engine/validation';
import type { Tx } from '../../db';
import type { CallKey, RequestOf } from '../../../catalogue';
import type { MoveContext, OrderRow } from './types';

/** A call's request without the order it names: what the move's effect receives of it. */
type Body<K extends CallKey, F extends keyof RequestOf<K>> = Pick<RequestOf<K>, F>;

/** The arguments of the moves that take any: the catalogue's request types of the calls that make them
 * (checked by their request schemas before the move), money converted to fen. */
export interface MoveArgs {
  agree: Body<'indent.agree', 'instalments'> | undefined;
  buyerAgree: { instalments?: PlanStep[] } | undefined;
  changePrice: { adjustFen: number };
  deliver: DeliverArgs;
  revokeDelivery: Body<'indent.revokeDelivery', 'deliveryId'>;
  deleteDelivery: Body<'indent.deleteDelivery', 'deliveryId'>;
  redeliver: Body<'indent.redelivery', 'deliveryId' | 'expressCode' | 'trackingNo'>;
  notDelivered: Partial<Body<'indent.notDelivered', 'deliveryId'>> | undefined;
}

const orderKey = (c: MoveContext) => and(eq(t.orders.tntId, c.tntId), eq(t.orders.orderId, c.row.orderId));

/** The seller's agreement (or the buyer's, after a price change): stock reserved now (DOMAIN), then
 * payment (20) or, for goods-first and credit, delivery (30). */
async function confirmOrder(c: MoveContext<MoveArgs['agree']>): Promise<'awaitingPayment' | 'awaitingDelivery'> {
  const lines = await linesOf(c.tx, c.tntId, c.row.orderId);
  await reserve(c.tx, c.tntId, c.row.orderId, perSku(lines.map((l) => ({ skuId: l.skuId, quantity: Number(l.quantity) }))));
  const payType = c.row.payType;
  const set: Partial<typeof t.orders.$inferInsert> = { stockReserved: true };
  if (isCreditPayType(payType)) {
    // The seller's own credit terms (payment-manage, the terms the buyer chose at checkout); the tenant's
    // ORDER_CREDIT_DAYS only for a seller that never set any.
    const days = (await creditDaysOf(c.tx, c.tntId, c.row.sellerCompanyId)) ?? (await orderParam(c.tx, c.tntId, 'creditDays'));
    set.creditDueDate = chinaDate(c.now, days);
  }
  await c.tx.update(t.orders).set(set).where(orderKey(c));
  // Spec 9 "seller custom instalments": the seller may set the plan when agreeing.
  if (isSellerPlanPayType(payType) && c.args?.instalments) {
    checkPlan(c.args.instalments, c.now);
    await writePlan(c.tx, c.tntId, c.row.orderId, Number(c.row.payableFen), c.args.instalments);
  }
  // Reaching 20 schedules the unpaid timeout (the document's timed move).
  return isGoodsFirstPayType(payType) ? 'awaitingDelivery' : 'awaitingPayment';
}

async function release(c: MoveContext): Promise<void> {
  if (c.row.stockReserved) {
    await releaseAll(c.tx, c.tntId, c.row.orderId);
    await c.tx.update(t.orders).set({ stockReserved: false }).where(orderKey(c));
  }
}

/** The amount that must be paid before goods go: all of it, or the first instalment. */
export async function dueBeforeDelivery(tx: Tx, o: OrderRow): Promise<number> {
  if (isInstalmentPayType(o.payType)) {
    const [first] = await planOf(tx, o.tntId, o.orderId);
    return first ? Number(first.amountFen) : Number(o.payableFen);
  }
  return Number(o.payableFen);
}

export const EFFECTS = {
  agree: confirmOrder,
  buyerAgree: confirmOrder,
  refuse: async (c: MoveContext) => {
    if (!c.note.trim()) throw fail('BAD_REQUEST', '请填写拒绝原因');
    await c.tx.update(t.orders).set({ reason: c.note }).where(orderKey(c));
  },
  changePrice: async (c: MoveContext<MoveArgs['changePrice']>) => {
    const o = c.row;
    const payable = Number(o.goodsFen) + Number(o.freightFen) - Number(o.discountFen) + c.args.adjustFen;
    if (payable < 0) throw fail('BAD_REQUEST', '改价后应付金额不能小于0');
    await c.tx.update(t.orders).set({ adjustFen: c.args.adjustFen, payableFen: payable }).where(orderKey(c));
    await rescalePlan(c.tx, c.tntId, o.orderId, payable);
    c.note ||= `调整金额 ${formatFen(c.args.adjustFen)} 元`;
  },
  cancel: async (c: MoveContext) => {
    await release(c);
    if (c.note) await c.tx.update(t.orders).set({ reason: c.note }).where(orderKey(c));
  },
  timeout: async (c: MoveContext) => {
    await release(c);
    c.note ||= '超时未付款，系统自动取消';
  },
  paySuccess: async (c: MoveContext) => {
    if (Number(c.row.paidFen) < (await dueBeforeDelivery(c.tx, c.row))) throw fail('CONFLICT', '订单尚未付清，不能发货');
  },
  // Nothing to pay before delivery (docs/trading.md "Nothing to pay"): the order goes on as paid; the
  // instalments of 0 it owed are settled with it, so none shows as due.
  nothingDue: async (c: MoveContext) => {
    if ((await dueBeforeDelivery(c.tx, c.row)) > 0) throw fail('CONFLICT', '订单尚有应付款项，请先付款');
    await markCovered(c.tx, c.tntId, c.row.orderId, Number(c.row.paidFen), c.now);
    c.note ||= '应付金额为0元，无需付款';
  },
  paidOff: async (c: MoveContext) => {
    if (Number(c.row.paidFen) < Number(c.row.payableFen)) throw fail('CONFLICT', '订单尚有未付款项');
  },
  deliver: deliverEffect,
  revokeDelivery: revokeEffect(3),
  deleteDelivery: revokeEffect(4),
  redeliver: redeliverEffect,
  receive: receiveEffect,
  notDelivered: notDeliveredEffect,
};
