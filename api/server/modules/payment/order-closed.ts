// An order cancelled by its buyer or by the unpaid timeout (-> 90) owes nothing any more: its unpaid online
// attempts are closed in the move's own transaction (the order row is locked first, as every payment path
// locks), and each provider trade is closed after commit by a durable job, so a payer still on the cashier
// page cannot pay a cancelled order. A success that raced the close is still recorded, marked
// 订单已不需支付，待退款 (notify-service). A voucher awaiting the seller (25) admits no cancel (DOMAIN).
import { and, eq, inArray } from 'drizzle-orm';
import { onOrderMoved, registerJob, scheduleJob, STATUS } from '../indent';
import { PAY_STATUS } from './codes';
import { openPaymentsOf } from './pay-service';
import { payments } from './tables';

export const CLOSE_TRADE_JOB = 'payment.closeTrade';

onOrderMoved(async (tx, e) => {
  if (e.to !== STATUS.cancelled) return;
  const open = (await openPaymentsOf(tx, e.tntId, [e.order.orderId])).filter((p) => p.status === PAY_STATUS.waiting);
  if (!open.length) return;
  const closed = await tx
    .update(payments)
    .set({ status: PAY_STATUS.closed, updatedAt: e.now })
    .where(and(eq(payments.tntId, e.tntId), inArray(payments.payId, open.map((p) => p.payId)), eq(payments.status, PAY_STATUS.waiting)))
    .returning({ ref: payments.providerRef });
  for (const { ref } of closed) if (ref) await scheduleJob(tx, { tntId: e.tntId, kind: CLOSE_TRADE_JOB, refId: ref, runAt: e.now });
});

registerJob(CLOSE_TRADE_JOB, async (_tx, job, _now, deps) => {
  // Without the provider (a scheduler run given no services) the job waits for a run that has it.
  if (!deps.pay) throw new Error('payment.closeTrade: no payment provider');
  const pay = deps.pay;
  // The provider is an outside party: called after the job's commit. Should it fail, the trade stays open
  // and a payment made on it is still recorded (as 待退款: notify-service), never lost.
  return { afterCommit: () => pay.close(job.refId) };
});
