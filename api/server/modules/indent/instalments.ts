// Instalment plans (pay types 8 buyer instalments, 9 seller instalments; docs/trading.md "Instalments"):
// the plan is percentages of the payable amount with due dates, kept as amounts in fen; when the price
// changes the amounts are recomputed (the last instalment takes the rounding). Payments fill paid_at in
// order (payments.ts).
import { and, asc, eq, isNull } from 'drizzle-orm';
import { type Tx } from '../../db';
import * as t from './tables';
import { fail } from '../../core';
import { chinaDate } from './numbers';

export interface PlanStep {
  percent: number;
  dueDate: string;
}

/** Default plan when none is given: half now, half in 30 days. */
export const defaultPlan = (now: Date): PlanStep[] => [
  { percent: 50, dueDate: chinaDate(now) },
  { percent: 50, dueDate: chinaDate(now, 30) },
];

export function checkPlan(plan: readonly PlanStep[], now: Date): void {
  if (plan.reduce((s, p) => s + p.percent, 0) !== 100) throw fail('BAD_REQUEST', '分期比例合计必须为100%');
  const today = chinaDate(now);
  for (let i = 0; i < plan.length; i++) {
    if (plan[i]!.dueDate < today) throw fail('BAD_REQUEST', '分期到期日不能早于今天');
    if (i > 0 && plan[i]!.dueDate <= plan[i - 1]!.dueDate) throw fail('BAD_REQUEST', '分期到期日须按先后顺序，每期晚于上一期');
  }
}

/** The seller's settings of an instalment pay type (payment-manage): how many instalments, how far apart. */
export interface PlanLimits {
  instalmentCount?: number;
  intervalDays?: number;
}

/** A buyer's own plan (pay type 8) within the seller's settings (docs/trading.md "Instalments and credit"):
 * a valid plan (checkPlan: shares of 100%, so the amounts add up to the payable; due from today, each after
 * the last), of at most the seller's number of instalments, its last due no later than the seller's own plan
 * would end ((count - 1) x interval days from today). */
export function checkBuyerPlan(plan: readonly PlanStep[], limits: PlanLimits, now: Date): void {
  checkPlan(plan, now);
  const n = limits.instalmentCount;
  if (!n) return;
  if (plan.length > n) throw fail('BAD_REQUEST', `分期期数不能超过卖家设置的${n}期`);
  if (!limits.intervalDays) return;
  const last = chinaDate(now, (n - 1) * limits.intervalDays);
  if (plan[plan.length - 1]!.dueDate > last) throw fail('BAD_REQUEST', `最后一期到期日不能晚于${last}（卖家设置的分期期限）`);
}

export function amountsOf(payableFen: number, percents: readonly number[]): number[] {
  // Each instalment's share in whole fen (BigInt: exact, rounded down; the last takes the remainder).
  const out = percents.map((p) => Number((BigInt(payableFen) * BigInt(p)) / 100n));
  out[out.length - 1]! += payableFen - out.reduce((s, x) => s + x, 0);
  return out;
}

export async function writePlan(tx: Tx, tntId: string, orderId: string, payableFen: number, plan: readonly PlanStep[]): Promise<void> {
  await tx.delete(t.orderInstalments).where(and(eq(t.orderInstalments.tntId, tntId), eq(t.orderInstalments.orderId, orderId)));
  const amounts = amountsOf(payableFen, plan.map((p) => p.percent));
  await tx.insert(t.orderInstalments).values(plan.map((p, i) => ({ tntId, orderId, seq: i + 1, amountFen: amounts[i]!, dueDate: p.dueDate, paidAt: null })));
}

export async function planOf(tx: Tx, tntId: string, orderId: string) {
  return tx.select().from(t.orderInstalments).where(and(eq(t.orderInstalments.tntId, tntId), eq(t.orderInstalments.orderId, orderId))).orderBy(asc(t.orderInstalments.seq));
}

/** After a price change: the same percentages (recovered from the old amounts) over the new payable. */
export async function rescalePlan(tx: Tx, tntId: string, orderId: string, payableFen: number): Promise<void> {
  const rows = await planOf(tx, tntId, orderId);
  if (!rows.length) return;
  const total = rows.reduce((s, r) => s + Number(r.amountFen), 0);
  const weights = rows.map((r) => (total > 0 ? Number(r.amountFen) / total : 1 / rows.length));
  const amounts = rows.map((_, i) => Math.floor(payableFen * weights[i]!));
  amounts[amounts.length - 1]! += payableFen - amounts.reduce((s, x) => s + x, 0);
  for (const [i, r] of rows.entries())
    await tx.update(t.orderInstalments).set({ amountFen: amounts[i]! }).where(and(eq(t.orderInstalments.tntId, tntId), eq(t.orderInstalments.orderId, orderId), eq(t.orderInstalments.seq, r.seq)));
}

/** Instalments are paid in order: each whose running total `paidFen` covers gets its paid_at. After a
 * payment; and, with nothing paid, the leading instalments of 0 when an order with nothing due moves on. */
export async function markCovered(tx: Tx, tntId: string, orderId: string, paidFen: number, now: Date): Promise<void> {
  let running = 0;
  for (const i of await planOf(tx, tntId, orderId)) {
    running += Number(i.amountFen);
    if (running > paidFen) break;
    if (!i.paidAt)
      await tx
        .update(t.orderInstalments)
        .set({ paidAt: now })
        .where(and(eq(t.orderInstalments.tntId, tntId), eq(t.orderInstalments.orderId, orderId), eq(t.orderInstalments.seq, i.seq), isNull(t.orderInstalments.paidAt)));
  }
}
