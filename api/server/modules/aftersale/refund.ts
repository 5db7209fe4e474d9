// Making an after-sale's refund (docs/trading.md "After-sales"): each online part is refunded through the
// payment provider under its refund number (the provider refunds once per number: asking again answers the
// same refund), never inside a transaction (an outside call); the part is made (refunded_at) only when the
// provider's signed refund notification is applied (payment's refund-notify.ts, refund-book.ts). Then the move
// 40 -> 50 (payBack), which adds the amount to the order's refunded money. The system makes it by the
// durable job planned with the refund (refund-plan.ts), again a minute later while the provider cannot; the
// seller's 确认退款 makes it at once and confirms the part paid back outside the platform, if any.
import { and, eq, isNull } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, scheduleJob, type Deps, type JobDecl, type JobDeps } from '../../core';
import * as t from './tables';
import { indentTables } from '../indent';
import { REFUND_NOTIFY_PATH } from '../payment';
import { afterSaleDocument, frozenRefusal, lockAfterSale } from './move';
import { CHANNEL, REFUND_JOB } from './refund-plan';
import { afterSaleFlow } from './workflow';
import { SYSTEM, type Actor } from './types';

const RETRY_MS = 60_000;
/** While the platform holds the order frozen, the system's refund looks again this much later. */
const FROZEN_RETRY_MS = 3600_000;

/** Whether the platform froze the after-sale's order (its refund waits: the guard of move.ts). */
async function orderFrozen(tx: Tx, tntId: string, orderId: string): Promise<boolean> {
  const o = indentTables.orders;
  const [r] = await tx.select({ frozen: o.frozen }).from(o).where(and(eq(o.tntId, tntId), eq(o.orderId, orderId)));
  return r?.frozen ?? false;
}
type RefundDeps = Pick<Deps, 'orm' | 'clock' | 'pay'> & { log: Pick<Deps['log'], 'error'> };

/** Asks the provider for every online part not yet made; true once the provider's notifications have
 * marked them all, false while not (the provider could not, or a notification has not come: asked again
 * later, and the provider sends it again). */
export async function refundOnline(deps: RefundDeps, tntId: string, afterSaleId: string): Promise<boolean> {
  const open = () => withTenant(deps.orm, tntId, (tx) => tx.select().from(t.afterSaleRefunds)
    .where(and(eq(t.afterSaleRefunds.tntId, tntId), eq(t.afterSaleRefunds.afterSaleId, afterSaleId), eq(t.afterSaleRefunds.channel, CHANNEL.online), isNull(t.afterSaleRefunds.refundedAt))));
  for (const part of await open()) {
    try {
      await deps.pay.refund({ tntId, payNo: part.payNo!, refundNo: part.refundNo, amountFen: Number(part.amountFen), reason: '售后退款', notifyPath: REFUND_NOTIFY_PATH });
    } catch (e) {
      deps.log.error({ err: e, refundNo: part.refundNo }, 'after-sale refund failed: tried again later');
      return false;
    }
  }
  return (await open()).length === 0;
}

const hasOfflinePart = (tntId: string, afterSaleId: string) => and(eq(t.afterSaleRefunds.tntId, tntId), eq(t.afterSaleRefunds.afterSaleId, afterSaleId), eq(t.afterSaleRefunds.channel, CHANNEL.offline));

/** The seller's 确认退款 (aftersale.payBack): refused at once by the table (state, side, party) before the
 * provider is asked; then the online parts, then the move. Sent many times at once, the provider refunds
 * each part once and one call makes the move; the others are refused by the table (已完成). */
export async function payBack(deps: Deps, tntId: string, afterSaleId: string, actor: Actor) {
  await withTenant(deps.orm, tntId, async (tx) => {
    const [r] = await tx.select().from(t.afterSales).where(and(eq(t.afterSales.tntId, tntId), eq(t.afterSales.afterSaleId, afterSaleId)));
    if (!r || !afterSaleDocument.def.isParty(r, actor)) throw fail('NOT_FOUND', '售后单不存在');
    if (await orderFrozen(tx, tntId, r.orderId)) throw fail('CONFLICT', frozenRefusal('payBack'));
    afterSaleFlow.check(r.status, 'payBack', actor.role);
  });
  if (!(await refundOnline(deps, tntId, afterSaleId))) throw fail('CONFLICT', '退款暂未完成，系统将自动重试，请稍后查看');
  const now = new Date(deps.clock.now());
  const r = await withTenant(deps.orm, tntId, (tx) => afterSaleDocument.move(tx, { tntId, id: afterSaleId, move: 'payBack', actor, now }));
  return { afterSaleId: r.afterSaleId, status: String(r.status) };
}

const quiet = { error() {} };

/** The system's refund: the provider's parts after the commit; the move when nothing is left for the seller
 * to confirm (money paid by voucher waits for the seller's 确认退款). */
export const refundJob: JobDecl = {
  kind: REFUND_JOB,
  run: async (tx, job, now, deps: JobDeps) => {
    const [r] = await tx.select({ status: t.afterSales.status, orderId: t.afterSales.orderId }).from(t.afterSales).where(and(eq(t.afterSales.tntId, job.tntId), eq(t.afterSales.afterSaleId, job.refId)));
    if (!r || !afterSaleFlow.is(r.status, 'refunding')) return 'done';
    if (await orderFrozen(tx, job.tntId, r.orderId)) return { retryAt: new Date(now.getTime() + FROZEN_RETRY_MS) };
    if (!deps.pay) return { retryAt: new Date(now.getTime() + RETRY_MS) };
    const d: RefundDeps = { orm: deps.orm, clock: deps.clock, pay: deps.pay, log: deps.log ?? quiet };
    return {
      afterCommit: async () => {
        const again = () => withTenant(d.orm, job.tntId, (t2) => scheduleJob(t2, { tntId: job.tntId, kind: REFUND_JOB, refId: job.refId, runAt: new Date(d.clock.now() + RETRY_MS) }));
        if (!(await refundOnline(d, job.tntId, job.refId))) return again();
        await withTenant(d.orm, job.tntId, async (t2) => {
          // Locked first: a seller's 确认退款 at the same moment makes the move once, the other finds it made.
          const cur = await lockAfterSale(t2, job.tntId, job.refId);
          const [offline] = await t2.select({ part: t.afterSaleRefunds.part }).from(t.afterSaleRefunds).where(hasOfflinePart(job.tntId, job.refId));
          if (offline || !afterSaleFlow.is(cur.status, 'refunding')) return;
          // Frozen since the job looked: the money went back, the move waits for the unfreeze.
          if (await orderFrozen(t2, job.tntId, cur.orderId)) {
            await scheduleJob(t2, { tntId: job.tntId, kind: REFUND_JOB, refId: job.refId, runAt: new Date(d.clock.now() + FROZEN_RETRY_MS) });
            return;
          }
          await afterSaleDocument.move(t2, { tntId: job.tntId, id: job.refId, move: 'payBack', actor: SYSTEM, now: new Date(d.clock.now()), note: '款项已原路退回' });
        });
      },
    };
  },
};
