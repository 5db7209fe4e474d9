// Money taken twice is given back (docs/trading.md "Refunds"): a success for orders that no longer owe it
// (the attempt was superseded or closed, the order cancelled or paid by another attempt) is recorded as
// paid with a refund due (notify-service.ts), in the same transaction as a durable job; the refund is asked
// of the provider right after the commit, and the job asks again until the provider's signed refund
// notification has come (refund-notify.ts): only that marks the payment 已退款 (status 7), on the order's
// payments and in 支付记录.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { scheduleJob, type JobDecl } from '../../core';
import { fromCodes } from './workflow';
import type { PayDeps } from './pay-deps';
import { payments } from './tables';
import { REFUND_NOTIFY_PATH } from './refund-books';

export const REFUND_JOB = 'payment.refund';
export const REFUND_REMARK_DUE = '订单已不需支付，待退款';
const RETRY_MS = 60_000;

/** Marks a paid payment's money as to be given back (its refund number) and schedules the job that
 * makes sure it is; call in the transaction that records the payment. */
export async function refundDue(tx: Tx, tntId: string, pay: { payId: string; payNo: string }, now: Date): Promise<void> {
  await tx.update(payments).set({ refundNo: `TK${pay.payNo.slice(2)}`, remark: REFUND_REMARK_DUE, updatedAt: now })
    .where(and(eq(payments.tntId, tntId), eq(payments.payId, pay.payId)));
  await scheduleJob(tx, { tntId, kind: REFUND_JOB, refId: pay.payNo, runAt: new Date(now.getTime() + RETRY_MS) });
}

const dueWhere = (tntId: string, payNo: string) =>
  and(eq(payments.tntId, tntId), eq(payments.payNo, payNo), inArray(payments.status, fromCodes('refund')), isNotNull(payments.refundNo), isNull(payments.refundedAt));

/** Asks the provider for a due refund; true once its notification has marked it made, false while not (the
 * provider could not, or its notification has not come: the job asks again, and the provider sends it
 * again). Safe to repeat: the provider refunds once per refund number, the notification marks it once. */
export async function refundNow(deps: PayDeps, tntId: string, payNo: string): Promise<boolean> {
  const due = () => withTenant(deps.orm, tntId, (tx) => tx.select().from(payments).where(dueWhere(tntId, payNo)));
  const [row] = await due();
  if (!row) return true;
  try {
    await deps.pay.refund({ tntId, payNo, refundNo: row.refundNo!, amountFen: row.amountFen, reason: '订单已不需支付', notifyPath: REFUND_NOTIFY_PATH });
  } catch (e) {
    deps.log.error({ err: e, payNo }, 'payment refund failed: tried again later');
    return false;
  }
  return (await due()).length === 0;
}

const quiet = { warn() {}, error() {} };

/** Makes sure a due refund is made (after the commit of the transaction that found it due). */
export const refundJob: JobDecl = { kind: REFUND_JOB, run: async (tx, job, now, deps) => {
  const [due] = await tx.select({ payId: payments.payId }).from(payments).where(dueWhere(job.tntId, job.refId));
  if (!due) return 'done';
  if (!deps.pay) return { retryAt: new Date(now.getTime() + RETRY_MS) };
  const pay = { orm: deps.orm, clock: deps.clock, pay: deps.pay, log: deps.log ?? quiet };
  return {
    afterCommit: async () => {
      if (await refundNow(pay, job.tntId, job.refId)) return;
      await withTenant(deps.orm, job.tntId, (t) => scheduleJob(t, { tntId: job.tntId, kind: REFUND_JOB, refId: job.refId, runAt: new Date(pay.clock.now() + RETRY_MS) }));
    },
  };
} };
