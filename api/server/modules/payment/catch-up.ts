// A lost notification is never lost money (docs/trading.md "Catching up"): the status check (the order
// page polls it) and the provider's return ask the provider about every online attempt whose trade may
// still change, waiting ones and closed ones alike, and apply its answer through the notification's path:
// a closed attempt whose trade the payer paid ends paid (its orders still owing it) or refunded, and one
// whose trade still waits (a close that failed) is closed again. A closed attempt stops being asked once
// the provider has given its last word (notified_at). A refund still due is made again.
import { and, eq, isNull } from 'drizzle-orm';
import { withTenant } from '../../db';
import type { TradeState } from '../../core';
import { PAY_CHANNEL, PAY_STATUS } from './codes';
import type { PayDeps } from './pay-deps';
import { applyState } from './provider-sync';
import { refundNow } from './refunds';
import { payments } from './tables';

type PaymentRow = typeof payments.$inferSelect;

/** Checks these payments with the provider; true when something changed (the caller reads again). */
export async function catchUp(deps: PayDeps, tntId: string, pays: readonly PaymentRow[]): Promise<boolean> {
  let changed = false;
  for (const p of pays) {
    if (p.channel !== PAY_CHANNEL.online || p.provider !== deps.pay.name) continue;
    try {
      if (p.status === PAY_STATUS.paid && p.refundNo && !p.refundedAt) changed = (await refundNow(deps, tntId, p.payNo)) || changed;
      else if (p.status === PAY_STATUS.waiting) changed = (await applyState(deps, tntId, p.payNo, await deps.pay.queryStatus({ tntId, payNo: p.payNo }))) || changed;
      else if (p.status === PAY_STATUS.closed && !p.notifiedAt) changed = (await closedOne(deps, tntId, p)) || changed;
    } catch (e) {
      // The provider unreachable: the next poll asks again; the caller still gets our own view.
      deps.log.warn({ err: e, payNo: p.payNo }, 'payment provider not reachable while catching up');
    }
  }
  return changed;
}

async function closedOne(deps: PayDeps, tntId: string, p: PaymentRow): Promise<boolean> {
  // Closing answers the trade as it ends: still waiting is closed now; decided first is applied.
  const s: TradeState | null = await deps.pay.close({ tntId, payNo: p.payNo });
  const applied = await applyState(deps, tntId, p.payNo, s);
  // The provider's last word on this trade is in: it is not asked again.
  const now = new Date(deps.clock.now());
  await withTenant(deps.orm, tntId, (tx) =>
    tx.update(payments).set({ notifiedAt: now }).where(and(eq(payments.tntId, tntId), eq(payments.payId, p.payId), isNull(payments.notifiedAt))),
  );
  return applied;
}
