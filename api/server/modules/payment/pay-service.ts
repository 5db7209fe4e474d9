// Online payment (DOMAIN.md Orders 20 -> 30; instalments 30..45): one order (net pay), several orders of one
// buyer in one payment (batch pay), a new attempt after a failed or abandoned one (re-net pay). One attempt
// per order at a time (docs/trading.md "One attempt at a time"): the order rows, locked, decide; a repeated
// net pay continues the open attempt (the provider opens one trade per pay number); a superseded attempt
// is closed at the provider before another opens. The money moves the order only when the provider's
// signed notification arrives (notify-service.ts).
import { and, eq } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { AppError, fail, newId } from '../../core';
import { BATCH_MAX, PAY_CHANNEL, PAY_KIND, PAY_STATUS } from './codes';
import { awaitingPayment, payableDue, type Due } from './due';
import { refuseOfflineOnly } from './seller-terms';
import { payStage } from '../indent';
import type { PayableOrder } from './order-port';
import { closePayments, lockOwnOrders, openPaymentsOf, type Buyer } from './attempts';
import { newPayNo, returnDigest, returnToken } from './pay-numbers';
import type { PayDeps } from './pay-deps';
import { applyState, closeAtProvider, UNREACHABLE } from './provider-sync';
import { paymentOrders, payments } from './tables';
import { formatFen } from '../../../../engine/validation';

export const NOTIFY_PATH = '/scpr/payment/notify';
export const RETURN_PATH = '/scpr/payment/return';
export const VOUCHER_OPEN = '该订单已提交线下付款凭证，请等待卖家确认';

/** What opening a cashier needs besides the payment services: the key of the attempts' return tokens. */
export type OpenDeps = PayDeps & { returnKey: string };

export interface OnlineAnswer {
  payNo: string;
  cashierUrl: string;
  amount: string;
}

interface Attempt { payId: string; payNo: string; amountFen: number; subject: string }

async function insertAttempt(tx: Tx, deps: OpenDeps, b: Buyer, lines: { order: PayableOrder; due: Due }[], kind: string): Promise<Attempt> {
  const now = new Date(deps.clock.now());
  const payId = newId();
  const payNo = newPayNo(deps.clock.now());
  const sellers = new Set(lines.map((l) => l.order.sellerCompanyId));
  const amountFen = lines.reduce((s, l) => s + l.due.amountFen, 0);
  await tx.insert(payments).values({
    tntId: b.tntId, payId, payNo, buyerCompanyId: b.companyId, buyerAccountId: b.accountId, sellerCompanyId: sellers.size === 1 ? lines[0]!.order.sellerCompanyId : null,
    channel: PAY_CHANNEL.online, kind, amountFen, status: PAY_STATUS.waiting, provider: deps.pay.name, providerRef: null, vouchers: [], remark: '', rejectReason: '',
    returnDigest: returnDigest(returnToken(deps.returnKey, b.tntId, payId)), createdBy: b.accountId, createdAt: now, updatedAt: now,
  });
  await tx.insert(paymentOrders).values(lines.map((l) => ({ tntId: b.tntId, payId, orderId: l.order.orderId, instalmentNo: l.due.instalmentNo, amountFen: l.due.amountFen })));
  return { payId, payNo, amountFen, subject: subjectOf(lines.map((l) => l.order)) };
}

const subjectOf = (orders: PayableOrder[]): string =>
  orders.length === 1 ? `订单 ${orders[0]!.orderNo}` : `合并支付 ${orders.length} 笔订单（${orders.map((o) => o.orderNo).join('、').slice(0, 80)}）`;

const kindOf = (o: PayableOrder, due: Due) => (due.instalmentNo > 0 && payStage(o.status) !== 'beforeDelivery' ? PAY_KIND.instalment : PAY_KIND.single);

/** The provider's cashier of an attempt (opened, or the same trade again), kept only while the attempt is
 * still open here: an attempt closed meanwhile (a voucher, a newer attempt, the order cancelled) has its
 * trade closed at the provider and the call is refused. 'again': the trade ended without the payer (closed
 * by the provider, or failed): the caller opens a new attempt. */
async function openCashier(deps: OpenDeps, b: Buyer, a: Attempt, orderIds: string[]): Promise<OnlineAnswer | 'again'> {
  let created;
  try {
    created = await deps.pay.createPayment({
      tntId: b.tntId, payNo: a.payNo, amountFen: a.amountFen, subject: a.subject, notifyPath: NOTIFY_PATH,
      returnPath: `${RETURN_PATH}?tntId=${encodeURIComponent(b.tntId)}&r=${returnToken(deps.returnKey, b.tntId, a.payId)}`,
    });
  } catch (e) {
    deps.log.error({ err: e, payNo: a.payNo }, 'payment provider refused to open a cashier');
    await withTenant(deps.orm, b.tntId, async (tx) => {
      await lockOwnOrders(tx, b, orderIds);
      await closePayments(tx, new Date(deps.clock.now()), b.tntId, [a.payId]);
    });
    throw fail('INTERNAL', UNREACHABLE);
  }
  if (created.status !== 'WAIT') {
    // The payer decided at this trade before (its notification not here yet), or the provider closed it.
    await applyState(deps, b.tntId, a.payNo, { ...created, amountFen: a.amountFen });
    if (created.status === 'CLOSED') await withTenant(deps.orm, b.tntId, (tx) => closePayments(tx, new Date(deps.clock.now()), b.tntId, [a.payId]));
    if (created.status !== 'SUCCESS') return 'again';
  }
  const refusal = await withTenant(deps.orm, b.tntId, async (tx) => {
    const orders = await lockOwnOrders(tx, b, orderIds);
    const [p] = await tx.select().from(payments).where(and(eq(payments.tntId, b.tntId), eq(payments.payId, a.payId))).for('update');
    if (p!.status === PAY_STATUS.waiting) {
      await tx.update(payments).set({ providerRef: created.providerRef, updatedAt: new Date(deps.clock.now()) }).where(and(eq(payments.tntId, b.tntId), eq(payments.payId, a.payId)));
      return null;
    }
    const open = await openPaymentsOf(tx, b.tntId, orderIds, false);
    if (open.some((o) => o.channel === PAY_CHANNEL.offline)) return VOUCHER_OPEN;
    for (const o of orders) payableDue(o); // paid meanwhile: 409 naming the order's state
    return '该支付已被新的支付取代，请刷新后重试';
  }).catch((e: unknown) => (e instanceof AppError ? e.message : Promise.reject(e)));
  if (refusal === null) return { payNo: a.payNo, cashierUrl: created.cashierUrl, amount: formatFen(a.amountFen) };
  await closeAtProvider(deps, b.tntId, [a.payNo]);
  throw fail('CONFLICT', refusal);
}

/** The open online attempts of these orders, read without locks: closed at the provider first. */
const openOnline = (deps: PayDeps, tntId: string, orderIds: string[]) =>
  withTenant(deps.orm, tntId, async (tx) => (await openPaymentsOf(tx, tntId, orderIds, false)).filter((p) => p.channel === PAY_CHANNEL.online).map((p) => p.payNo));

/** 网银支付: one order. The attempt still open is continued (the same pay number and cashier). */
export async function netPay(deps: OpenDeps, b: Buyer, orderId: string, tries = 2): Promise<OnlineAnswer> {
  const attempt = await withTenant(deps.orm, b.tntId, async (tx) => {
    const [order] = await lockOwnOrders(tx, b, [orderId]);
    // A voucher awaiting the seller says so first (the order's state, 25, would say less).
    const open = await openPaymentsOf(tx, b.tntId, [orderId]);
    if (open.some((p) => p.channel === PAY_CHANNEL.offline)) throw fail('CONFLICT', VOUCHER_OPEN);
    const due = payableDue(order!);
    await refuseOfflineOnly(tx, b.tntId, [order!]);
    const waiting = open.find((p) => p.channel === PAY_CHANNEL.online);
    if (waiting) return { payId: waiting.payId, payNo: waiting.payNo, amountFen: waiting.amountFen, subject: subjectOf([order!]) };
    return insertAttempt(tx, deps, b, [{ order: order!, due }], kindOf(order!, due));
  });
  const r = await openCashier(deps, b, attempt, [orderId]);
  if (r !== 'again') return r;
  if (tries <= 1) throw fail('INTERNAL', UNREACHABLE);
  return netPay(deps, b, orderId, tries - 1);
}

/** Closes the open attempts at the provider, then opens a new one for these orders (reNetPay, batchPay). */
async function replace(deps: OpenDeps, b: Buyer, orderIds: string[], batch: boolean): Promise<OnlineAnswer> {
  await closeAtProvider(deps, b.tntId, await openOnline(deps, b.tntId, orderIds));
  const { attempt, late } = await withTenant(deps.orm, b.tntId, async (tx) => {
    const os = await lockOwnOrders(tx, b, orderIds);
    const open = await openPaymentsOf(tx, b.tntId, orderIds);
    if (open.some((p) => p.channel === PAY_CHANNEL.offline)) throw fail('CONFLICT', batch ? '所选订单中有已提交线下付款凭证的订单，请等待卖家确认' : VOUCHER_OPEN);
    const lines = os.map((order) => ({ order, due: batch ? awaitingPayment(order) : payableDue(order) }));
    await refuseOfflineOnly(tx, b.tntId, os);
    // Attempts opened since the provider closed the others (a parallel call) are closed here too.
    const closed = await closePayments(tx, new Date(deps.clock.now()), b.tntId, open.map((p) => p.payId));
    const a = await insertAttempt(tx, deps, b, lines, batch ? PAY_KIND.batch : kindOf(lines[0]!.order, lines[0]!.due));
    return { attempt: a, late: closed };
  });
  await closeAtProvider(deps, b.tntId, late);
  const r = await openCashier(deps, b, attempt, orderIds);
  if (r === 'again') throw fail('INTERNAL', UNREACHABLE);
  return r;
}

/** 重新支付: closes the order's open online attempt (here and at the provider) and opens a new one. */
export const reNetPay = (deps: OpenDeps, b: Buyer, orderId: string) => replace(deps, b, [orderId], false);

/** 合并支付: several orders awaiting payment, of the caller's enterprise, in one payment. */
export async function batchPay(deps: OpenDeps, b: Buyer, orderIds: string[]): Promise<OnlineAnswer> {
  if (new Set(orderIds).size < 2) throw fail('BAD_REQUEST', '合并支付请至少选择两笔订单');
  if (orderIds.length > BATCH_MAX) throw fail('BAD_REQUEST', `合并支付一次最多${BATCH_MAX}笔订单`);
  return replace(deps, b, [...new Set(orderIds)], true);
}

export { openOnline };
