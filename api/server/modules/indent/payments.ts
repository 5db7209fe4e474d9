// The seams with the payment module (trading-pay; docs/trading.md "For the payment module"):
// - recordPayment adds money received to the order (paid <= payable, never more) and marks the instalments
//   it covers, in order; call it in the same transaction, before the move it allows (paySuccess, paidOff);
// - recordRefund adds money given back by an after-sale (refunded <= paid); the order's status stays
//   (docs/trading.md "After-sales": what an after-sale changes on its order);
// - providePayments lets that module fill the detail's payments list (the order module does not know how
//   payments are stored);
// - orderDocument.listen (move.ts, attached by the payment module's wiring) lets it follow the moves (a
//   cancelled order closes its unpaid payments).
import { and, eq } from 'drizzle-orm';
import { type Tx } from '../../db';
import * as t from './tables';
import { fail } from '../../core';
import { lockOrder } from './move';
import { markCovered } from './instalments';
import type { OrderRow } from './types';

export async function recordPayment(tx: Tx, p: { tntId: string; orderId: string; amountFen: number; now: Date }): Promise<OrderRow> {
  if (!Number.isSafeInteger(p.amountFen) || p.amountFen <= 0) throw fail('BAD_REQUEST', '付款金额必须大于0');
  const o = await lockOrder(tx, p.tntId, p.orderId);
  const paid = Number(o.paidFen) + p.amountFen;
  if (paid > Number(o.payableFen)) throw fail('CONFLICT', '付款金额超过应付金额');
  const key = and(eq(t.orders.tntId, p.tntId), eq(t.orders.orderId, p.orderId));
  const [after] = await tx.update(t.orders).set({ paidFen: paid, updatedAt: p.now }).where(key).returning();
  await markCovered(tx, p.tntId, p.orderId, paid, p.now);
  return after!;
}

/** Money given back to the buyer by an after-sale: added to the order's refunded amount, never past what
 * was paid (409). The order's status does not change. */
export async function recordRefund(tx: Tx, p: { tntId: string; orderId: string; amountFen: number; now: Date }): Promise<OrderRow> {
  if (!Number.isSafeInteger(p.amountFen) || p.amountFen <= 0) throw fail('BAD_REQUEST', '退款金额必须大于0');
  const o = await lockOrder(tx, p.tntId, p.orderId);
  const refunded = Number(o.refundedFen) + p.amountFen;
  if (refunded > Number(o.paidFen)) throw fail('CONFLICT', '退款金额超过订单已付金额');
  const key = and(eq(t.orders.tntId, p.tntId), eq(t.orders.orderId, p.orderId));
  const [after] = await tx.update(t.orders).set({ refundedFen: refunded, updatedAt: p.now }).where(key).returning();
  return after!;
}

/** One payment as the order detail shows it. */
export interface PaymentView {
  payId: string;
  payWay: string;
  amount: string;
  status: string;
  statusNm: string;
  paidAt: string;
  [more: string]: unknown;
}
export type PaymentsReader = (tx: Tx, tntId: string, orderId: string) => Promise<PaymentView[]>;

let paymentsReader: PaymentsReader | null = null;
/** The payment module registers how to list an order's payments (called once at start). */
export function providePayments(reader: PaymentsReader): void {
  paymentsReader = reader;
}
export const paymentsOf: PaymentsReader = async (tx, tntId, orderId) => (paymentsReader ? paymentsReader(tx, tntId, orderId) : []);
