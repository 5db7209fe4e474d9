// The after-sale document (docs/workflow.md): the declared workflow (workflow.ts) bound to the after_sales
// table, its effects (effects.ts) and its history. Every status change of an after-sale goes through
// afterSaleDocument.move inside the caller's transaction: the kit locks the row, checks the caller is that
// party (another enterprise's after-sale is 404), checks the move against the table, runs the effect, writes
// the status and one history row.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { declareDocument, fail } from '../../core';
import { lockOrder } from '../indent';
import * as t from './tables';
import { afterSaleFlow, type AfterSaleState, type Role } from './workflow';
import { EFFECTS, type MoveArgs } from './effects';
import { SYSTEM, type Actor, type AfterSaleRow } from './types';

/** The refusal of a move on an after-sale whose order the platform froze. */
export const frozenRefusal = (move: string) => `订单已被平台冻结，不能${afterSaleFlow.moveName(move)}`;

export async function lockAfterSale(tx: Tx, tntId: string, afterSaleId: string): Promise<AfterSaleRow> {
  const [r] = await tx.select().from(t.afterSales).where(and(eq(t.afterSales.tntId, tntId), eq(t.afterSales.afterSaleId, afterSaleId))).for('update');
  if (!r) throw fail('NOT_FOUND', '售后单不存在');
  return r;
}

/** Whether the actor is that party: the buyer enterprise (or the personal account that bought), the seller
 * enterprise; the system always. */
export function isParty(r: AfterSaleRow, a: Actor): boolean {
  switch (a.role) {
    case 'seller':
      return a.companyId !== null && a.companyId === r.sellerCompanyId;
    case 'buyer':
      return r.buyerCompanyId !== null ? a.companyId === r.buyerCompanyId : a.companyId === null && a.accountId === r.buyerAccountId;
    case 'system':
      return true;
  }
}

export const afterSaleDocument = declareDocument<AfterSaleRow, AfterSaleState, typeof afterSaleFlow.decl.moves, Role, number, MoveArgs>({
  workflow: afterSaleFlow,
  lock: lockAfterSale,
  idOf: (r) => r.afterSaleId,
  statusOf: (r) => r.status,
  async setStatus(tx, r, to, now) {
    const [after] = await tx.update(t.afterSales).set({ status: to, updatedAt: now })
      .where(and(eq(t.afterSales.tntId, r.tntId), eq(t.afterSales.afterSaleId, r.afterSaleId))).returning();
    return after!;
  },
  isParty,
  // A frozen order holds its after-sales too (the platform is looking into it): no side moves them, and the
  // system's refund waits (refund.ts). The order is locked after the after-sale, the order every after-sale
  // path takes (the refund plan locks it again in the same transaction).
  async guard(r, move, tx) {
    const o = await lockOrder(tx, r.tntId, r.orderId);
    if (o.frozen) throw fail('CONFLICT', frozenRefusal(move));
  },
  history: { table: 'after_sale_history', key: 'after_sale_id' },
  effects: EFFECTS,
  system: SYSTEM,
});
