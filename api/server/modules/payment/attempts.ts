// The open attempts of orders, as every payment path reads and closes them (docs/trading.md "One attempt
// at a time"). The order rows decide: each path locks its orders FOR UPDATE first and payments second, so
// two calls on one order take turns, and the second sees what the first wrote.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import { fail, scheduleJob } from '../../core';
import { fromCodes, PAY_STATUS } from './workflow';
import { orderPort } from './orders';
import { isBuyer, type Actor, type PayableOrder } from './order-port';
import { paymentOrders, payments } from './tables';

export type Buyer = Actor;

/** The caller's own orders, locked; another enterprise's or tenant's order is "not found". */
export async function lockOwnOrders(tx: Tx, b: Buyer, orderIds: string[]): Promise<PayableOrder[]> {
  const ids = [...new Set(orderIds)];
  const rows = await orderPort.lock(tx, b.tntId, ids);
  if (rows.length !== ids.length || rows.some((o) => !isBuyer(o, b))) throw fail('NOT_FOUND', '订单不存在或已被删除');
  return rows;
}

/** Payments of these orders that are still open (online waiting, offline awaiting the seller). */
export async function openPaymentsOf(tx: Tx, tntId: string, orderIds: string[], lock = true) {
  const q = tx
    .select({ payId: payments.payId, payNo: payments.payNo, status: payments.status, channel: payments.channel, providerRef: payments.providerRef, orderId: paymentOrders.orderId, amountFen: payments.amountFen })
    .from(paymentOrders)
    .innerJoin(payments, and(eq(payments.tntId, paymentOrders.tntId), eq(payments.payId, paymentOrders.payId)))
    .where(and(eq(paymentOrders.tntId, tntId), inArray(paymentOrders.orderId, orderIds), inArray(payments.status, [PAY_STATUS.waiting, PAY_STATUS.toConfirm])))
    // One builder type for both branches: a union of two Drizzle builder types cost the typecheck seconds.
    .$dynamic();
  return lock ? q.for('update', { of: payments }) : q;
}

/** Closes waiting online attempts here (status 6); answers their pay numbers, whose trades the caller
 * closes at the provider after the transaction. */
export async function closePayments(tx: Tx, now: Date, tntId: string, payIds: string[]): Promise<string[]> {
  if (payIds.length === 0) return [];
  const rows = await tx
    .update(payments)
    .set({ status: PAY_STATUS.closed, updatedAt: now })
    .where(and(eq(payments.tntId, tntId), inArray(payments.payId, [...new Set(payIds)]), inArray(payments.status, fromCodes('close'))))
    .returning({ payNo: payments.payNo });
  return rows.map((r) => r.payNo);
}

/** The job that closes a trade at the provider after the commit that closed its attempt here. */
export const CLOSE_TRADE_JOB = 'payment.closeTrade';

/** Closes the waiting online attempts of these orders (but `except`) here, and schedules each trade's
 * close at the provider (order-closed.ts runs the job): an order cancelled, or paid by another attempt. */
export async function supersede(tx: Tx, tntId: string, orderIds: string[], now: Date, except?: string): Promise<void> {
  const open = (await openPaymentsOf(tx, tntId, orderIds)).filter((p) => p.status === PAY_STATUS.waiting && p.payId !== except);
  for (const payNo of await closePayments(tx, now, tntId, open.map((p) => p.payId))) {
    await scheduleJob(tx, { tntId, kind: CLOSE_TRADE_JOB, refId: payNo, runAt: now });
  }
}
