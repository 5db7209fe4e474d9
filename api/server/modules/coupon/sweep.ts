// Expiry by the scheduler (a recurring job per tenant, every minute): coupons whose first day has come
// start, coupons whose last day has passed end (each through the document's move, one history row each),
// and the buyers' unused coupons whose validity has ended expire, in bulk: one guarded UPDATE (only rows
// still in the states the expire move starts from) and one history row per coupon, in the job's
// transaction. The calls never wait for the sweep: taking and using check the time themselves.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import type { JobDecl } from '../../core';
import * as t from './tables';
import { couponDocument } from './move';
import { couponFlow, userCouponFlow } from './workflow';
import { COUPON_SYSTEM } from './types';

export const SWEEP_JOB = 'coupon.sweep';
export const SWEEP_EVERY_MS = 60_000;
/** Buyers' coupons expired per run (the rest the next minute). */
const EXPIRE_BATCH = 5000;

export async function sweepCoupons(tx: Tx, tntId: string, now: Date): Promise<{ started: number; ended: number; expired: number }> {
  const c = t.coupons;
  const due = await tx.select({ id: c.couponId, status: c.status, startAt: c.startAt, endAt: c.endAt }).from(c)
    .where(and(eq(c.tntId, tntId), inArray(c.status, couponFlow.codes('notStarted', 'running')), sql`(${c.startAt} <= ${now} AND ${c.status} = ${couponFlow.code('notStarted')} OR ${c.endAt} <= ${now})`))
    .orderBy(c.couponId);
  let started = 0;
  let ended = 0;
  for (const d of due) {
    if (d.endAt.getTime() <= now.getTime()) {
      await couponDocument.move(tx, { tntId, id: d.id, move: 'end', actor: COUPON_SYSTEM, now, note: '发放时间已结束' });
      ended++;
    } else {
      await couponDocument.move(tx, { tntId, id: d.id, move: 'start', actor: COUPON_SYSTEM, now, note: '发放时间已到' });
      started++;
    }
  }
  const u = t.userCoupons;
  const from = userCouponFlow.codes(...userCouponFlow.sources('expire'));
  const to = userCouponFlow.code('expired');
  const ids = (await tx.select({ id: u.userCouponId }).from(u)
    .where(and(eq(u.tntId, tntId), inArray(u.status, from), lte(u.validTo, now))).limit(EXPIRE_BATCH).for('update', { skipLocked: true })).map((r) => r.id);
  if (ids.length) {
    await tx.update(u).set({ status: to, updatedAt: now }).where(and(eq(u.tntId, tntId), inArray(u.userCouponId, ids)));
    await tx.execute(sql`
      INSERT INTO user_coupon_history (tnt_id, user_coupon_id, seq, move, from_status, to_status, actor_id, actor_role, note, at)
      SELECT ${tntId}, x.id, coalesce((SELECT max(h.seq) FROM user_coupon_history h WHERE h.tnt_id = ${tntId} AND h.user_coupon_id = x.id), 0) + 1,
             'expire', ${from[0]}, ${to}, ${COUPON_SYSTEM.accountId}, 'system', '有效期已结束', ${now}
      FROM unnest(string_to_array(${ids.join(',')}, ',')) AS x(id)`);
  }
  return { started, ended, expired: ids.length };
}

export const sweepJob: JobDecl = {
  kind: SWEEP_JOB,
  everyMs: SWEEP_EVERY_MS,
  run: async (tx, job, now) => {
    await sweepCoupons(tx, job.tntId, now);
    return 'done';
  },
};
