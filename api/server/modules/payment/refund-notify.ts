// The provider's refund notification (issue 31 item 1; signed as its pay notification is, notify-service.ts).
// Checked in this order, refused with nothing written at the first failure: the signature (a forged or
// tampered body), the amount's form, the merchant, the refund (this tenant's refund number, of this
// payment, at this provider and trade), the amount (it must equal the refund's). Then, in one transaction:
// a notification id already recorded changes nothing (a replay: 'duplicate'); the refund is marked made once
// ('applied'); a later notification for a refund already made is recorded as 'ignored'. Twenty notifications
// of one refund at once: the refund's row is locked, so exactly one marks it.
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../db';
import { fail, type Deps, type VerifiedRefundNotification } from '../../core';
import { ANON_TOO_MANY } from '../../plugins';
import type { PayDeps } from './pay-deps';
import { findRefund } from './refund-books';
import { paymentRefundNotifications, payments } from './tables';
import type { NotifyOutcome } from './notify-service';

const REFUSED = '退款通知校验失败';

/** A refund notification body from outside: a caller whose signature fails counts against the anonymous
 * rate (`stranger`, as for the pay notification). */
export async function verifyRefundNotification(deps: Deps, body: unknown, stranger: () => boolean): Promise<VerifiedRefundNotification> {
  const n = deps.pay.verifyRefundNotification(body);
  if ('refused' in n) {
    if (n.refused === 'amount') throw fail('NOTIFY_AMOUNT', `${REFUSED}：金额无效`);
    if (!stranger()) throw fail('TOO_MANY', ANON_TOO_MANY);
    deps.log.warn({ refundNo: String((body as Record<string, unknown> | null)?.refundNo ?? '').slice(0, 64) }, 'refund notification refused: bad signature');
    throw fail('BAD_REQUEST', `${REFUSED}：签名无效`);
  }
  if (!(await deps.services.tenants.byTntId(n.tntId))) throw fail('BAD_REQUEST', `${REFUSED}：商户不存在`);
  return n;
}

/** Applies a verified refund notification: the refund is marked made once. */
export async function applyRefundNotification(deps: PayDeps, n: VerifiedRefundNotification): Promise<NotifyOutcome> {
  const now = new Date(deps.clock.now());
  return withTenant(deps.orm, n.tntId, async (tx) => {
    const found = await findRefund(tx, n.tntId, n.refundNo);
    const [pay] = found
      ? await tx.select({ provider: payments.provider, providerRef: payments.providerRef }).from(payments).where(and(eq(payments.tntId, n.tntId), eq(payments.payNo, found.refund.payNo)))
      : [];
    if (!found || !pay || found.refund.payNo !== n.payNo || pay.provider !== deps.pay.name || (pay.providerRef !== null && pay.providerRef !== n.providerRef)) {
      throw fail('BAD_REQUEST', `${REFUSED}：退款单不存在`);
    }
    if (found.refund.amountFen !== n.amountFen) {
      deps.log.warn({ refundNo: n.refundNo, expected: found.refund.amountFen, notified: n.amountFen }, 'refund notification refused: amount mismatch');
      throw fail('NOTIFY_AMOUNT', `${REFUSED}：金额与退款单不一致`);
    }
    const seen = await tx.insert(paymentRefundNotifications)
      .values({ tntId: n.tntId, provider: deps.pay.name, notifyId: n.notifyId, refundNo: n.refundNo, refundRef: n.refundRef, amountFen: n.amountFen, outcome: 'ignored', receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentRefundNotifications.notifyId });
    if (seen.length === 0) return 'duplicate';
    if (!(await found.book.mark(tx, n.tntId, n.refundNo, n.refundRef, now))) return 'ignored';
    await tx.update(paymentRefundNotifications).set({ outcome: 'applied' })
      .where(and(eq(paymentRefundNotifications.tntId, n.tntId), eq(paymentRefundNotifications.provider, deps.pay.name), eq(paymentRefundNotifications.notifyId, n.notifyId)));
    return 'applied';
  });
}

/** Delivery inside this process, for the demo seed (which runs before the server takes requests): the
 * sandbox's signed refund notification is verified and applied exactly as the notify call would. */
export function deliverInProcess(deps: PayDeps): (path: string, body: unknown) => Promise<boolean> {
  return async (_path, body) => {
    const n = deps.pay.verifyRefundNotification(body);
    if ('refused' in n) return false;
    await applyRefundNotification(deps, n);
    return true;
  };
}
