// What each move does besides changing the status (the table itself is machine.ts). Every effect runs in
// the move's transaction with the order row locked, and returns the status it leads to when the table
// allows more than one.
import { and, eq } from 'drizzle-orm';
import * as t from './tables';
import { fail } from '../../core';
import { GOODS_FIRST_PAY_TYPES, STATUS, type MoveName, type Status } from './machine';
import { linesOf } from './lines';
import { perSku, releaseAll, reserve } from './stock';
import { orderParam } from './params';
import { creditDaysOf } from '../paytype';
import { chinaDate } from './numbers';
import { checkPlan, INSTALMENT_PAY_TYPES, markCovered, planOf, rescalePlan, writePlan, type PlanStep } from './instalments';
import { scheduleJob } from './scheduler';
import { deliverEffect, notDeliveredEffect, receiveEffect, redeliverEffect, revokeEffect } from './delivery-effects';
import type { Tx } from '../../db';
import type { Effect, MoveContext, OrderRow } from './types';

export const UNPAID_TIMEOUT_JOB = 'order.unpaidTimeout';

const orderKey = (c: MoveContext) => and(eq(t.orders.tntId, c.tntId), eq(t.orders.orderId, c.order.orderId));

/** The seller's agreement (or the buyer's, after a price change): stock reserved now (DOMAIN), then
 * payment (20) or, for goods-first and credit, delivery (30). */
export async function confirmOrder(c: MoveContext<{ instalments?: PlanStep[] } | undefined>): Promise<Status> {
  const lines = await linesOf(c.tx, c.tntId, c.order.orderId);
  await reserve(c.tx, c.tntId, c.order.orderId, perSku(lines.map((l) => ({ skuId: l.skuId, quantity: Number(l.quantity) }))));
  const payType = c.order.payType;
  const set: Partial<typeof t.orders.$inferInsert> = { stockReserved: true };
  if (payType === 10) {
    // The seller's own credit terms (payment-manage, the terms the buyer chose at checkout); the tenant's
    // ORDER_CREDIT_DAYS only for a seller that never set any.
    const days = (await creditDaysOf(c.tx, c.tntId, c.order.sellerCompanyId)) ?? (await orderParam(c.tx, c.tntId, 'creditDays'));
    set.creditDueDate = chinaDate(c.now, days);
  }
  await c.tx.update(t.orders).set(set).where(orderKey(c));
  // Spec 9 "seller custom instalments": the seller may set the plan when agreeing.
  if (payType === 9 && c.args?.instalments) {
    checkPlan(c.args.instalments, c.now);
    await writePlan(c.tx, c.tntId, c.order.orderId, Number(c.order.payableFen), c.args.instalments);
  }
  if (GOODS_FIRST_PAY_TYPES.includes(payType)) return STATUS.awaitingDelivery;
  await scheduleUnpaidTimeout(c);
  return STATUS.awaitingPayment;
}

/** An order reaching 20 (agreed, or its voucher rejected) is cancelled when the tenant's unpaid time has
 * passed since it reached 20 (timeout-job.ts checks the time against the order's history). */
async function scheduleUnpaidTimeout(c: MoveContext): Promise<void> {
  const minutes = await orderParam(c.tx, c.tntId, 'unpaidTimeoutMinutes');
  await scheduleJob(c.tx, { tntId: c.tntId, kind: UNPAID_TIMEOUT_JOB, refId: c.order.orderId, runAt: new Date(c.now.getTime() + minutes * 60_000) });
}

async function release(c: MoveContext): Promise<void> {
  if (c.order.stockReserved) {
    await releaseAll(c.tx, c.tntId, c.order.orderId);
    await c.tx.update(t.orders).set({ stockReserved: false }).where(orderKey(c));
  }
}

/** The amount that must be paid before goods go: all of it, or the first instalment. */
export async function dueBeforeDelivery(tx: Tx, o: OrderRow): Promise<number> {
  if (INSTALMENT_PAY_TYPES.includes(o.payType)) {
    const [first] = await planOf(tx, o.tntId, o.orderId);
    return first ? Number(first.amountFen) : Number(o.payableFen);
  }
  return Number(o.payableFen);
}

export const EFFECTS: Partial<Record<MoveName, Effect<never>>> = {
  agree: confirmOrder as Effect<never>,
  buyerAgree: confirmOrder as Effect<never>,
  refuse: async (c: MoveContext) => {
    if (!c.note.trim()) throw fail('BAD_REQUEST', '请填写拒绝原因');
    await c.tx.update(t.orders).set({ reason: c.note }).where(orderKey(c));
  },
  changePrice: async (c: MoveContext<{ adjustFen: number }>) => {
    const o = c.order;
    const payable = Number(o.goodsFen) + Number(o.freightFen) - Number(o.discountFen) + c.args.adjustFen;
    if (payable < 0) throw fail('BAD_REQUEST', '改价后应付金额不能小于0');
    await c.tx.update(t.orders).set({ adjustFen: c.args.adjustFen, payableFen: payable }).where(orderKey(c));
    await rescalePlan(c.tx, c.tntId, o.orderId, payable);
    c.note ||= `调整金额 ${(c.args.adjustFen / 100).toFixed(2)} 元`;
  },
  cancel: async (c: MoveContext) => {
    await release(c);
    if (c.note) await c.tx.update(t.orders).set({ reason: c.note }).where(orderKey(c));
  },
  timeout: async (c: MoveContext) => {
    await release(c);
    c.note ||= '超时未付款，系统自动取消';
  },
  // Back at 20: the earlier timer may have ended while the voucher waited (25); the buyer gets the whole
  // unpaid time again from the rejection.
  offlineReject: scheduleUnpaidTimeout as Effect<never>,
  paySuccess: async (c: MoveContext) => {
    if (Number(c.order.paidFen) < (await dueBeforeDelivery(c.tx, c.order))) throw fail('CONFLICT', '订单尚未付清，不能发货');
  },
  // Nothing to pay before delivery (docs/trading.md "Nothing to pay"): the order goes on as paid; the
  // instalments of 0 it owed are settled with it, so none shows as due.
  nothingDue: async (c: MoveContext) => {
    if ((await dueBeforeDelivery(c.tx, c.order)) > 0) throw fail('CONFLICT', '订单尚有应付款项，请先付款');
    await markCovered(c.tx, c.tntId, c.order.orderId, Number(c.order.paidFen), c.now);
    c.note ||= '应付金额为0元，无需付款';
  },
  paidOff: async (c: MoveContext) => {
    if (Number(c.order.paidFen) < Number(c.order.payableFen)) throw fail('CONFLICT', '订单尚有未付款项');
  },
  deliver: deliverEffect as Effect<never>,
  revokeDelivery: revokeEffect(3) as Effect<never>,
  deleteDelivery: revokeEffect(4) as Effect<never>,
  redeliver: redeliverEffect as Effect<never>,
  receive: receiveEffect as Effect<never>,
  notDelivered: notDeliveredEffect as Effect<never>,
};
