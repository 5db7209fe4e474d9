// The unpaid timeout (DOMAIN.md 20 -> 90 "timeout"): scheduled when an order reaches 20 (effects.ts),
// run by the scheduler when due. An order that moved on is left alone; a frozen one is looked at again
// later (a frozen order takes no move).
import { registerJob } from './scheduler';
import { UNPAID_TIMEOUT_JOB } from './effects';
import { lockOrder, moveOrder } from './move';
import { STATUS } from './machine';
import { SYSTEM } from './types';

const FROZEN_RETRY_MS = 3600_000;

registerJob(UNPAID_TIMEOUT_JOB, async (tx, job, now) => {
  const o = await lockOrder(tx, job.tntId, job.refId);
  if (o.status !== STATUS.awaitingPayment) return 'done';
  if (o.frozen) return { retryAt: new Date(now.getTime() + FROZEN_RETRY_MS) };
  await moveOrder(tx, { tntId: job.tntId, orderId: o.orderId, move: 'timeout', actor: SYSTEM, now });
  return 'done';
});
