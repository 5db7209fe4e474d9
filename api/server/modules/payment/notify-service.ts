// The provider's notification (spec 12.3: signed, verified, idempotent). Checked in this order, and
// refused with nothing written at the first failure: the signature (a forged or tampered body), the
// amount's form, the payment (this tenant, this provider, this trade), the amount (it must equal the
// payment's). Then, in one transaction, orders first and the payment second (the lock order every payment
// path keeps): a notification already recorded changes nothing (a replay); a payment already decided
// records the notification as ignored; otherwise the payment is decided and, on success, every order it
// pays makes its move (order-port.ts), or, when they no longer owe it, its money is to be given back.
import type { PayDeps } from './pay-deps';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, type Deps, type VerifiedNotification } from '../../core';
import { ANON_TOO_MANY } from '../../plugins';
import { fromCodes, PAY_STATUS } from './workflow';
import { dueOf } from './due';
import { orderPort } from './orders';
import { payStage } from '../indent';
import { supersede } from './attempts';
import { refundDue } from './refunds';
import { paymentNotifications, paymentOrders, payments } from './tables';

export type NotifyOutcome = 'applied' | 'ignored' | 'duplicate';

const REFUSED = '支付通知校验失败';

/** A notification body from outside: `stranger` counts a caller whose signature fails against the
 * anonymous rate (a signed one never is: the provider is not a stranger); false past the rate. */
export async function verifyNotification(deps: Deps, body: unknown, stranger: () => boolean): Promise<VerifiedNotification> {
  const n = deps.pay.verifyNotification(body);
  if ('refused' in n) {
    if (n.refused === 'amount') throw fail('NOTIFY_AMOUNT', `${REFUSED}：金额无效`);
    if (!stranger()) throw fail('TOO_MANY', ANON_TOO_MANY);
    deps.log.warn({ notification: summary(body) }, 'payment notification refused: bad signature');
    throw fail('BAD_REQUEST', `${REFUSED}：签名无效`);
  }
  if (!(await deps.services.tenants.byTntId(n.tntId))) throw fail('BAD_REQUEST', `${REFUSED}：商户不存在`);
  return n;
}

function summary(body: unknown): unknown {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  return { merchantId: String(b.merchantId ?? '').slice(0, 64), outTradeNo: String(b.outTradeNo ?? '').slice(0, 64), tradeStatus: String(b.tradeStatus ?? '').slice(0, 16) };
}

/** Applies a verified notification (also the provider's answer when asked: provider-sync.ts). `refundDue`:
 * the money arrived for orders that no longer owe it; the caller gives it back after the commit. */
export async function applyNotification(deps: PayDeps, n: VerifiedNotification): Promise<{ outcome: NotifyOutcome; refundDue: boolean }> {
  const now = new Date(deps.clock.now());
  return withTenant(deps.orm, n.tntId, async (tx) => {
    const [head] = await tx.select().from(payments).where(and(eq(payments.tntId, n.tntId), eq(payments.payNo, n.payNo)));
    // A trade whose number we never stored (the provider opened it, our write after it was lost) is ours
    // by our pay number, which the provider keeps unique.
    if (!head || head.provider !== deps.pay.name || (head.providerRef !== null && head.providerRef !== n.providerRef)) throw fail('BAD_REQUEST', `${REFUSED}：支付单不存在`);
    if (head.amountFen !== n.amountFen) {
      deps.log.warn({ payNo: n.payNo, expected: head.amountFen, notified: n.amountFen }, 'payment notification refused: amount mismatch');
      throw fail('NOTIFY_AMOUNT', `${REFUSED}：金额与支付单不一致`);
    }
    const lines = await tx.select().from(paymentOrders).where(and(eq(paymentOrders.tntId, n.tntId), eq(paymentOrders.payId, head.payId))).orderBy(asc(paymentOrders.orderId));
    const orders = await orderPort.lock(tx, n.tntId, lines.map((l) => l.orderId));
    const [pay] = await tx.select().from(payments).where(and(eq(payments.tntId, n.tntId), eq(payments.payId, head.payId))).for('update');
    const seen = await tx
      .insert(paymentNotifications)
      .values({ tntId: n.tntId, provider: deps.pay.name, notifyId: n.notifyId, payId: head.payId, tradeStatus: n.status, amountFen: n.amountFen, outcome: 'ignored', receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.notifyId });
    if (seen.length === 0) return { outcome: 'duplicate', refundDue: false };
    // A waiting payment is decided; a closed one (superseded while the payer was still at its cashier, or
    // its order cancelled) is still decided on success: honoured if its orders owe exactly what it paid,
    // else its money is given back.
    const decidable = fromCodes(n.status === 'SUCCESS' ? 'succeed' : 'fail').includes(pay!.status);
    if (!decidable) return { outcome: 'ignored', refundDue: false };
    const key = and(eq(payments.tntId, n.tntId), eq(payments.payId, head.payId));
    const ref = { providerRef: n.providerRef, notifiedAt: pay!.notifiedAt ?? now, updatedAt: now };
    if (n.status === 'FAIL') {
      await tx.update(payments).set({ status: PAY_STATUS.failed, ...ref }).where(and(key, inArray(payments.status, fromCodes('fail'))));
      await markApplied(tx, n);
      return { outcome: 'applied', refundDue: false };
    }
    const byId = new Map(orders.map((o) => [o.orderId, o]));
    const stillOwed = lines.every((l) => {
      const due = byId.get(l.orderId) && dueOf(byId.get(l.orderId)!);
      return due && due.amountFen === l.amountFen && due.instalmentNo === l.instalmentNo;
    });
    await tx.update(payments).set({ status: PAY_STATUS.paid, paidAt: now, ...ref }).where(and(key, inArray(payments.status, fromCodes('succeed'))));
    await markApplied(tx, n);
    if (!stillOwed) {
      // The money arrived but the orders no longer owe it (cancelled, or paid by another attempt or a
      // voucher): recorded as paid, the orders do not move, and it is given back through the provider.
      deps.log.error({ payNo: n.payNo }, 'payment succeeded for orders that no longer owe it: refunding');
      await refundDue(tx, n.tntId, pay!, now);
      return { outcome: 'applied', refundDue: true };
    }
    const actor = { tntId: n.tntId, accountId: 'system', companyId: null };
    for (const l of lines) {
      const order = byId.get(l.orderId)!;
      await orderPort.apply(tx, actor, order, payStage(order.status) === 'beforeDelivery' ? 'onlinePaid' : 'instalmentPaid', {
        amountFen: l.amountFen, instalmentNo: l.instalmentNo, note: `网银支付成功，支付单号 ${pay!.payNo}`, now,
      });
    }
    // Paid: any other attempt still open on these orders is closed, here and at the provider.
    await supersede(tx, n.tntId, lines.map((l) => l.orderId), now, head.payId);
    return { outcome: 'applied', refundDue: false };
  });
}

async function markApplied(tx: Tx, n: VerifiedNotification): Promise<void> {
  await tx.update(paymentNotifications).set({ outcome: 'applied' })
    .where(and(eq(paymentNotifications.tntId, n.tntId), eq(paymentNotifications.notifyId, n.notifyId)));
}
