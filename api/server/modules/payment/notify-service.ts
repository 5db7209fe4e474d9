// The provider's notification (spec 12.3: signed, verified, idempotent). Checked in this order, and
// refused with nothing written at the first failure: the signature (a forged or tampered body), the
// payment (this tenant, this provider, this trade), the amount (it must equal the payment's). Then, in one
// transaction, orders first and the payment second (the lock order every payment path keeps): a
// notification already recorded changes nothing (a replay); a payment already decided records the
// notification as ignored and changes nothing else; otherwise the payment is decided and, on success,
// every order it pays makes its move (order-port.ts).
import type { PayDeps } from './pay-deps';
import { and, asc, eq } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, type Deps, type VerifiedNotification } from '../../core';
import { PAY_STATUS } from './codes';
import { dueOf } from './due';
import { orderPort } from './orders';
import { paymentNotifications, paymentOrders, payments } from './tables';

export type NotifyOutcome = 'applied' | 'ignored' | 'duplicate';

const REFUSED = '支付通知校验失败';

export async function receiveNotification(deps: Deps, body: unknown): Promise<NotifyOutcome> {
  const n = deps.pay.verifyNotification(body);
  if (!n) {
    deps.log.warn({ notification: summary(body) }, 'payment notification refused: bad signature');
    throw fail('BAD_REQUEST', `${REFUSED}：签名无效`);
  }
  if (!(await deps.services.tenants.byTntId(n.tntId))) throw fail('BAD_REQUEST', `${REFUSED}：商户不存在`);
  return applyNotification(deps, n);
}

function summary(body: unknown): unknown {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  return { merchantId: String(b.merchantId ?? '').slice(0, 64), outTradeNo: String(b.outTradeNo ?? '').slice(0, 64), tradeStatus: String(b.tradeStatus ?? '').slice(0, 16) };
}

/** Applies a verified notification (also used when the server asks the provider itself: status-service). */
export async function applyNotification(deps: PayDeps, n: VerifiedNotification): Promise<NotifyOutcome> {
  const now = new Date(deps.clock.now());
  return withTenant(deps.orm, n.tntId, async (tx) => {
    const [head] = await tx.select().from(payments).where(and(eq(payments.tntId, n.tntId), eq(payments.payNo, n.payNo)));
    if (!head || head.provider !== deps.pay.name || head.providerRef !== n.providerRef) throw fail('BAD_REQUEST', `${REFUSED}：支付单不存在`);
    if (head.amountFen !== n.amountFen) {
      deps.log.warn({ payNo: n.payNo, expected: head.amountFen, notified: n.amountFen }, 'payment notification refused: amount mismatch');
      throw fail('BAD_REQUEST', `${REFUSED}：金额与支付单不一致`);
    }
    const lines = await tx.select().from(paymentOrders).where(and(eq(paymentOrders.tntId, n.tntId), eq(paymentOrders.payId, head.payId))).orderBy(asc(paymentOrders.orderId));
    const orders = await orderPort.lock(tx, n.tntId, lines.map((l) => l.orderId));
    const [pay] = await tx.select().from(payments).where(and(eq(payments.tntId, n.tntId), eq(payments.payId, head.payId))).for('update');
    const seen = await tx
      .insert(paymentNotifications)
      .values({ tntId: n.tntId, provider: deps.pay.name, notifyId: n.notifyId, payId: head.payId, tradeStatus: n.status, amountFen: n.amountFen, outcome: 'ignored', receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.notifyId });
    if (seen.length === 0) return 'duplicate';
    // A waiting payment is decided; a closed one (replaced by a newer attempt while the payer was still at
    // the old cashier) is still honoured on success if its orders owe exactly what it paid.
    const decidable = pay!.status === PAY_STATUS.waiting || (pay!.status === PAY_STATUS.closed && n.status === 'SUCCESS');
    if (!decidable) return 'ignored';
    if (n.status === 'FAIL') {
      await tx.update(payments).set({ status: PAY_STATUS.failed, notifiedAt: pay!.notifiedAt ?? now, updatedAt: now }).where(and(eq(payments.tntId, n.tntId), eq(payments.payId, head.payId)));
      await markApplied(tx, n);
      return 'applied';
    }
    const byId = new Map(orders.map((o) => [o.orderId, o]));
    const stillOwed = lines.every((l) => {
      const due = byId.get(l.orderId) && dueOf(byId.get(l.orderId)!);
      return due && due.amountFen === l.amountFen && due.instalmentNo === l.instalmentNo;
    });
    if (!stillOwed) {
      // The money arrived but the orders no longer owe it (cancelled, or paid by another attempt): the
      // payment is recorded as paid so that the refund can be made; the orders do not move.
      deps.log.error({ payNo: n.payNo }, 'payment succeeded for orders that no longer owe it: refund needed');
      await tx.update(payments).set({ status: PAY_STATUS.paid, notifiedAt: pay!.notifiedAt ?? now, paidAt: now, remark: '订单已不需支付，待退款', updatedAt: now })
        .where(and(eq(payments.tntId, n.tntId), eq(payments.payId, head.payId)));
      await markApplied(tx, n);
      return 'applied';
    }
    await tx.update(payments).set({ status: PAY_STATUS.paid, notifiedAt: pay!.notifiedAt ?? now, paidAt: now, updatedAt: now }).where(and(eq(payments.tntId, n.tntId), eq(payments.payId, head.payId)));
    const actor = { tntId: n.tntId, accountId: 'system', companyId: null };
    for (const l of lines) {
      const order = byId.get(l.orderId)!;
      await orderPort.apply(tx, actor, order, order.status === '20' ? 'onlinePaid' : 'instalmentPaid', {
        amountFen: l.amountFen, instalmentNo: l.instalmentNo, note: `网银支付成功，支付单号 ${pay!.payNo}`, now,
      });
    }
    await markApplied(tx, n);
    return 'applied';
  });
}

async function markApplied(tx: Tx, n: VerifiedNotification): Promise<void> {
  await tx.update(paymentNotifications).set({ outcome: 'applied' })
    .where(and(eq(paymentNotifications.tntId, n.tntId), eq(paymentNotifications.notifyId, n.notifyId)));
}
