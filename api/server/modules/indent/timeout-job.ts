// The unpaid timeout (DOMAIN.md 20 -> 90 "timeout"): scheduled when an order reaches 20 (effects.ts: agreed,
// or a voucher rejected), run by the scheduler when due. The time counts from the order's latest arrival
// at 20 (its history), so an earlier timer of an order that went to 25 and back waits for the new deadline.
// An order that moved on is left alone; a frozen one is looked at again later (a frozen order takes no move).
import { and, eq, max } from 'drizzle-orm';
import * as t from './tables';
import { orderParam } from './params';
import { registerJob } from './scheduler';
import { UNPAID_TIMEOUT_JOB } from './effects';
import { lockOrder, moveOrder } from './move';
import { STATUS } from './machine';
import { SYSTEM } from './types';

const FROZEN_RETRY_MS = 3600_000;

registerJob(UNPAID_TIMEOUT_JOB, async (tx, job, now) => {
  const o = await lockOrder(tx, job.tntId, job.refId);
  if (o.status !== STATUS.awaitingPayment) return 'done';
  const [entered] = await tx
    .select({ at: max(t.orderHistory.at) })
    .from(t.orderHistory)
    .where(and(eq(t.orderHistory.tntId, job.tntId), eq(t.orderHistory.orderId, o.orderId), eq(t.orderHistory.toStatus, STATUS.awaitingPayment)));
  if (entered?.at) {
    const deadline = new Date(new Date(entered.at).getTime() + (await orderParam(tx, job.tntId, 'unpaidTimeoutMinutes')) * 60_000);
    if (now < deadline) return { retryAt: deadline };
  }
  if (o.frozen) return { retryAt: new Date(now.getTime() + FROZEN_RETRY_MS) };
  await moveOrder(tx, { tntId: job.tntId, orderId: o.orderId, move: 'timeout', actor: SYSTEM, now });
  return 'done';
});
