// An order cancelled by its buyer or by the unpaid timeout (-> 90) owes nothing any more: its unpaid online
// attempts are closed in the move's own transaction (the order row is locked first, as every payment path
// locks), and each provider trade is closed after commit by a durable job, so a payer still on the cashier
// page cannot pay a cancelled order. A success that raced the close is still recorded and its money given
// back (refunds.ts). A voucher awaiting the seller (25) admits no cancel (DOMAIN).
import { withTenant } from '../../db';
import { scheduleJob, type JobDecl, type Wiring } from '../../core';
import { orderDocument } from '../indent';
import { CLOSE_TRADE_JOB, supersede } from './attempts';
import { closeAtProvider } from './provider-sync';

/** Payment follows the order document's moves (attached by the module map). */
export const closeOnCancel: Wiring = {
  name: 'payment closes the open attempts of a cancelled order',
  attach: () =>
    orderDocument.listen(async (tx, e) => {
      if (e.to === 'cancelled') await supersede(tx, e.tntId, [e.row.orderId], e.now);
    }),
};

const quiet = { warn() {}, error() {} };

/** Closes a superseded attempt's trade at the provider (refId: the payment's number). */
export const closeTradeJob: JobDecl = {
  kind: CLOSE_TRADE_JOB,
  async run(_tx, job, now, deps) {
    // Without the provider (a scheduler run given no services) the job waits for a run that has it.
    if (!deps.pay) return { retryAt: new Date(now.getTime() + 60_000) };
    const pay = { orm: deps.orm, clock: deps.clock, pay: deps.pay, log: deps.log ?? quiet };
    // The provider is an outside party: called after the job's commit. A trade the payer paid first is
    // applied (its money refunded); an unreachable provider is tried again.
    return {
      afterCommit: () =>
        closeAtProvider(pay, job.tntId, [job.refId]).catch(() =>
          withTenant(deps.orm, job.tntId, (t) => scheduleJob(t, { tntId: job.tntId, kind: CLOSE_TRADE_JOB, refId: job.refId, runAt: new Date(pay.clock.now() + 60_000) }))),
    };
  },
};
