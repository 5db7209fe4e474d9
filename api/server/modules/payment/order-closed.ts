// An order cancelled by its buyer or by the unpaid timeout (-> 90) owes nothing any more: its unpaid online
// attempts are closed in the move's own transaction (the order row is locked first, as every payment path
// locks), and each provider trade is closed after commit by a durable job, so a payer still on the cashier
// page cannot pay a cancelled order. A success that raced the close is still recorded and its money given
// back (refunds.ts). A voucher awaiting the seller (25) admits no cancel (DOMAIN).
import { onOrderMoved, registerJob, scheduleJob, STATUS } from '../indent';
import { withTenant } from '../../db';
import type { Deps } from '../../core';
import { CLOSE_TRADE_JOB, supersede } from './attempts';
import { closeAtProvider } from './provider-sync';

onOrderMoved(async (tx, e) => {
  if (e.to === STATUS.cancelled) await supersede(tx, e.tntId, [e.order.orderId], e.now);
});

const quiet = { warn() {}, error() {} };

registerJob(CLOSE_TRADE_JOB, async (_tx, job, now, deps) => {
  // Without the provider (a scheduler run given no services) the job waits for a run that has it.
  if (!deps.pay) return { retryAt: new Date(now.getTime() + 60_000) };
  const pay = { orm: deps.orm, clock: deps.clock, pay: deps.pay, log: (deps as Partial<Deps>).log ?? quiet };
  // The provider is an outside party: called after the job's commit (refId: the payment's number). A
  // trade the payer paid first is applied (its money refunded); an unreachable provider is tried again.
  return {
    afterCommit: () =>
      closeAtProvider(pay, job.tntId, [job.refId]).catch(() =>
        withTenant(deps.orm, job.tntId, (t) => scheduleJob(t, { tntId: job.tntId, kind: CLOSE_TRADE_JOB, refId: job.refId, runAt: new Date(pay.clock.now() + 60_000) }))),
  };
});
