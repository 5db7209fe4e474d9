// Online payment (DOMAIN.md Orders 20 -> 30; instalments 30..45): one order (net pay), several orders of one
// buyer in one payment (batch pay), a new attempt after a failed or abandoned one (re-net pay). The
// payment row is written first (awaiting payment), then the provider opens its cashier; the money moves
// the order only when the provider's signed notification arrives (notify-service.ts).
import { and, eq, inArray } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, newId } from '../../core';
import { BATCH_MAX, PAY_CHANNEL, PAY_KIND, PAY_STATUS } from './codes';
import { awaitingPayment, payableDue, type Due } from './due';
import { refuseOfflineOnly } from './seller-terms';
import { orderPort } from './orders';
import { isBuyer, type Actor, type PayableOrder } from './order-port';
import { newPayNo } from './pay-numbers';
import type { PayDeps } from './pay-deps';
import { paymentOrders, payments } from './tables';
import { yuan } from './sandbox/cashier-page';

export const NOTIFY_PATH = '/scpr/payment/notify';
export const RETURN_PATH = '/scpr/payment/return';

export type Buyer = Actor;

export interface OnlineAnswer {
  payNo: string;
  cashierUrl: string;
  amount: string;
}

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

async function insertPayment(tx: Tx, deps: PayDeps, b: Buyer, lines: { order: PayableOrder; due: Due }[], kind: string, channel: string, extra: Partial<typeof payments.$inferInsert> = {}) {
  const now = new Date(deps.clock.now());
  const payId = newId();
  const payNo = newPayNo(deps.clock.now());
  const sellers = new Set(lines.map((l) => l.order.sellerCompanyId));
  const amountFen = lines.reduce((s, l) => s + l.due.amountFen, 0);
  await tx.insert(payments).values({
    tntId: b.tntId, payId, payNo, buyerCompanyId: b.companyId, buyerAccountId: b.accountId, sellerCompanyId: sellers.size === 1 ? lines[0]!.order.sellerCompanyId : null,
    channel, kind, amountFen, status: channel === PAY_CHANNEL.online ? PAY_STATUS.waiting : PAY_STATUS.toConfirm,
    provider: channel === PAY_CHANNEL.online ? deps.pay.name : 'offline', providerRef: null, vouchers: [], remark: '', rejectReason: '',
    createdBy: b.accountId, createdAt: now, updatedAt: now, ...extra,
  });
  await tx.insert(paymentOrders).values(lines.map((l) => ({ tntId: b.tntId, payId, orderId: l.order.orderId, instalmentNo: l.due.instalmentNo, amountFen: l.due.amountFen })));
  return { payId, payNo, amountFen };
}

/** Opens the provider's cashier for a payment just written; a provider failure closes the payment. */
async function openCashier(deps: PayDeps, b: Buyer, p: { payId: string; payNo: string; amountFen: number }, subject: string): Promise<OnlineAnswer> {
  try {
    const created = await deps.pay.createPayment({
      tntId: b.tntId, payNo: p.payNo, amountFen: p.amountFen, subject, notifyPath: NOTIFY_PATH,
      returnPath: `${RETURN_PATH}?tntId=${encodeURIComponent(b.tntId)}&payNo=${p.payNo}`,
    });
    await withTenant(deps.orm, b.tntId, (tx) =>
      tx.update(payments).set({ providerRef: created.providerRef, updatedAt: new Date(deps.clock.now()) }).where(and(eq(payments.tntId, b.tntId), eq(payments.payId, p.payId))),
    );
    return { payNo: p.payNo, cashierUrl: created.cashierUrl, amount: yuan(p.amountFen) };
  } catch (e) {
    deps.log.error({ err: e, payNo: p.payNo }, 'payment provider refused to open a cashier');
    await withTenant(deps.orm, b.tntId, (tx) =>
      tx.update(payments).set({ status: PAY_STATUS.closed, updatedAt: new Date(deps.clock.now()) }).where(and(eq(payments.tntId, b.tntId), eq(payments.payId, p.payId))),
    );
    throw fail('INTERNAL', '支付渠道暂不可用，请稍后再试');
  }
}

const subjectOf = (orders: PayableOrder[]): string =>
  orders.length === 1 ? `订单 ${orders[0]!.orderNo}` : `合并支付 ${orders.length} 笔订单（${orders.map((o) => o.orderNo).join('、').slice(0, 80)}）`;

async function cashierOf(deps: PayDeps, payNo: string, providerRef: string | null, amountFen: number): Promise<OnlineAnswer | null> {
  if (!providerRef) return null;
  const cashierUrl = await deps.pay.resume(providerRef);
  return cashierUrl ? { payNo, cashierUrl, amount: yuan(amountFen) } : null;
}

/** 网银支付: one order. An attempt still open at the provider is continued rather than duplicated. */
export async function netPay(deps: PayDeps, b: Buyer, orderId: string): Promise<OnlineAnswer> {
  const made = await withTenant(deps.orm, b.tntId, async (tx) => {
    const [order] = await lockOwnOrders(tx, b, [orderId]);
    const due = payableDue(order!);
    await refuseOfflineOnly(tx, b.tntId, [order!]);
    const open = await openPaymentsOf(tx, b.tntId, [orderId]);
    if (open.some((p) => p.channel === PAY_CHANNEL.offline)) throw fail('CONFLICT', '该订单已提交线下付款凭证，请等待卖家确认');
    const waiting = open.find((p) => p.channel === PAY_CHANNEL.online);
    if (waiting) return { existing: waiting };
    return { created: await insertPayment(tx, deps, b, [{ order: order!, due }], due.instalmentNo > 0 && order!.status !== '20' ? PAY_KIND.instalment : PAY_KIND.single, PAY_CHANNEL.online), order: order! };
  });
  if (made.existing) {
    const again = await cashierOf(deps, made.existing.payNo, made.existing.providerRef, made.existing.amountFen);
    if (again) return again;
    return reNetPay(deps, b, orderId);
  }
  return openCashier(deps, b, made.created!, subjectOf([made.order!]));
}

/** 重新支付: closes the order's open online attempt (if any) and opens a new one. */
export async function reNetPay(deps: PayDeps, b: Buyer, orderId: string): Promise<OnlineAnswer> {
  const { created, order, closedRefs } = await withTenant(deps.orm, b.tntId, async (tx) => {
    const [o] = await lockOwnOrders(tx, b, [orderId]);
    const due = payableDue(o!);
    await refuseOfflineOnly(tx, b.tntId, [o!]);
    const open = await openPaymentsOf(tx, b.tntId, [orderId]);
    if (open.some((p) => p.channel === PAY_CHANNEL.offline)) throw fail('CONFLICT', '该订单已提交线下付款凭证，请等待卖家确认');
    const refs = await closePayments(tx, deps, b.tntId, open.map((p) => p.payId));
    const c = await insertPayment(tx, deps, b, [{ order: o!, due }], due.instalmentNo > 0 && o!.status !== '20' ? PAY_KIND.instalment : PAY_KIND.single, PAY_CHANNEL.online);
    return { created: c, order: o!, closedRefs: refs };
  });
  for (const ref of closedRefs) await deps.pay.close(ref);
  return openCashier(deps, b, created, subjectOf([order]));
}

/** 合并支付: several orders awaiting payment, of the caller's enterprise, in one payment. */
export async function batchPay(deps: PayDeps, b: Buyer, orderIds: string[]): Promise<OnlineAnswer> {
  if (new Set(orderIds).size < 2) throw fail('BAD_REQUEST', '合并支付请至少选择两笔订单');
  if (orderIds.length > BATCH_MAX) throw fail('BAD_REQUEST', `合并支付一次最多${BATCH_MAX}笔订单`);
  const { created, orders, closedRefs } = await withTenant(deps.orm, b.tntId, async (tx) => {
    const os = await lockOwnOrders(tx, b, orderIds);
    const lines = os.map((order) => ({ order, due: awaitingPayment(order) }));
    await refuseOfflineOnly(tx, b.tntId, os);
    const open = await openPaymentsOf(tx, b.tntId, os.map((o) => o.orderId));
    const offline = open.find((p) => p.channel === PAY_CHANNEL.offline);
    if (offline) throw fail('CONFLICT', '所选订单中有已提交线下付款凭证的订单，请等待卖家确认');
    const refs = await closePayments(tx, deps, b.tntId, open.map((p) => p.payId));
    return { created: await insertPayment(tx, deps, b, lines, PAY_KIND.batch, PAY_CHANNEL.online), orders: os, closedRefs: refs };
  });
  for (const ref of closedRefs) await deps.pay.close(ref);
  return openCashier(deps, b, created, subjectOf(orders));
}

/** Closes open online attempts (status 6); answers their provider references, to be closed at the
 * provider after the transaction. */
export async function closePayments(tx: Tx, deps: PayDeps, tntId: string, payIds: string[]): Promise<string[]> {
  if (payIds.length === 0) return [];
  const rows = await tx
    .update(payments)
    .set({ status: PAY_STATUS.closed, updatedAt: new Date(deps.clock.now()) })
    .where(and(eq(payments.tntId, tntId), inArray(payments.payId, [...new Set(payIds)]), eq(payments.status, PAY_STATUS.waiting)))
    .returning({ ref: payments.providerRef });
  return rows.map((r) => r.ref).filter((r): r is string => !!r);
}
