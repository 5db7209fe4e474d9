// Where our payments meet the provider's trades outside a notification: a trade is closed at the provider
// before another attempt opens (and whatever the payer decided first is applied), and a lost notification
// is caught up by asking. Both go through the same path as a notification (notify-service.ts), then any
// refund that became due is made at once (refunds.ts; a durable job retries it).
import { fail, type TradeState } from '../../core';
import { applyNotification, type NotifyOutcome } from './notify-service';
import type { PayDeps } from './pay-deps';
import { refundNow } from './refunds';

/** Applies a verified outcome, then makes the refund it made due (after its commit). */
export async function settle(deps: PayDeps, n: Parameters<typeof applyNotification>[1]): Promise<NotifyOutcome> {
  const r = await applyNotification(deps, n);
  if (r.refundDue) await refundNow(deps, n.tntId, n.payNo);
  return r.outcome;
}

/** Applies the provider's own view of a trade when it is decided; true when something was applied. */
export async function applyState(deps: PayDeps, tntId: string, payNo: string, s: TradeState | null): Promise<boolean> {
  if (!s || (s.status !== 'SUCCESS' && s.status !== 'FAIL')) return false;
  // The same id for the same answer: asking twice records the outcome once.
  return (await settle(deps, { notifyId: `Q${s.providerRef}${s.status}`, tntId, payNo, providerRef: s.providerRef, amountFen: s.amountFen, status: s.status })) === 'applied';
}

export const UNREACHABLE = '支付渠道暂不可用，请稍后再试';

/** Closes the trades of these payments at the provider; a trade the payer paid (or failed) first is
 * applied. Refused (500, nothing opened) when the provider cannot be reached: a superseded attempt must be
 * closed before another opens. */
export async function closeAtProvider(deps: PayDeps, tntId: string, payNos: readonly string[]): Promise<void> {
  for (const payNo of payNos) {
    let s: TradeState | null;
    try {
      s = await deps.pay.close({ tntId, payNo });
    } catch (e) {
      deps.log.error({ err: e, payNo }, 'payment provider could not close a trade');
      throw fail('INTERNAL', UNREACHABLE);
    }
    await applyState(deps, tntId, payNo, s);
  }
}
