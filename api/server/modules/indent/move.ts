// The order document (docs/trading.md "Moving an order", docs/workflow.md): the declared workflow
// (workflow.ts) bound to the orders table, its effects (effects.ts) and its history. Every status change of
// an order goes through moveOrder, inside the caller's transaction: the kit locks the order row, checks the
// caller is that party of the order, refuses frozen orders, checks the move against the declared table,
// runs the move's effect, writes the new status and exactly one history row, schedules the unpaid timeout
// of an order reaching 20 and tells the listeners (payment).
import { and, eq } from 'drizzle-orm';
import { type Tx } from '../../db';
import * as t from './tables';
import { declareDocument, fail } from '../../core';
import { orderFlow, STATUS, type MoveName, type OrderState, type Role } from './workflow';
import { dueBeforeDelivery, EFFECTS, type MoveArgs } from './effects';
import { orderParam } from './params';
import { SYSTEM, type Actor, type MoveInput, type OrderRow } from './types';

/** The scheduler's job of the unpaid timeout (kind kept: waiting jobs of earlier versions still run). */
export const UNPAID_TIMEOUT_JOB = 'order.unpaidTimeout';

/** The order, locked for the rest of the transaction; 404 when it does not exist in the tenant. */
export async function lockOrder(tx: Tx, tntId: string, orderId: string): Promise<OrderRow> {
  const [o] = await tx.select().from(t.orders).where(and(eq(t.orders.tntId, tntId), eq(t.orders.orderId, orderId))).for('update');
  if (!o) throw fail('NOT_FOUND', '订单不存在');
  return o;
}

/** Whether the actor is the party it claims to be. Another enterprise's order is "not found" (404). */
export function isParty(o: OrderRow, a: Actor): boolean {
  switch (a.role) {
    case 'seller':
      return a.companyId !== null && a.companyId === o.sellerCompanyId;
    case 'buyer':
      return o.buyerCompanyId !== null ? a.companyId === o.buyerCompanyId : a.companyId === null && a.accountId === o.buyerAccountId;
    case 'platform':
    case 'system':
      return true; // the handler of a platform call has checked the tenant admin already
  }
}

export function checkParty(o: OrderRow, a: Actor): void {
  if (!isParty(o, a)) throw fail('NOT_FOUND', '订单不存在');
}

export const orderDocument = declareDocument<OrderRow, OrderState, typeof orderFlow.decl.moves, Role, number, MoveArgs>({
  workflow: orderFlow,
  lock: lockOrder,
  idOf: (o) => o.orderId,
  statusOf: (o) => o.status,
  async setStatus(tx, o, to, now) {
    const [after] = await tx.update(t.orders).set({ status: to, updatedAt: now }).where(and(eq(t.orders.tntId, o.tntId), eq(t.orders.orderId, o.orderId))).returning();
    return after!;
  },
  isParty,
  guard(o, move) {
    if (o.frozen) throw fail('CONFLICT', `订单已被平台冻结，不能${orderFlow.moveName(move)}`);
  },
  history: { table: 'order_history', key: 'order_id' },
  effects: EFFECTS,
  // DOMAIN 20 -> 90: an order waiting for payment longer than the tenant's unpaid time (counted from its
  // latest arrival at 20: agreed, or its voucher rejected) is cancelled; a frozen one waits.
  timed: [
    {
      kind: UNPAID_TIMEOUT_JOB,
      state: 'awaitingPayment',
      move: 'timeout',
      delayMs: async (tx, o) => (await orderParam(tx, o.tntId, 'unpaidTimeoutMinutes')) * 60_000,
      hold: (o) => o.frozen,
    },
  ],
  // An order with nothing due before delivery (a price changed to 0) does not wait at 20 for money nobody
  // can send: the system moves it on as paid, in this transaction, with its own history row.
  async followUp(tx, after, to) {
    return to === 'awaitingPayment' && (await dueBeforeDelivery(tx, after)) === 0 ? 'nothingDue' : undefined;
  },
  system: SYSTEM,
});

/** Makes one move of an order (see the header). Throws 404 / 403 / 409 with a Chinese message and changes
 * nothing when the move is not allowed (the caller's transaction rolls back). Returns the order after it. */
export function moveOrder<A>(tx: Tx, input: MoveInput<A>): Promise<OrderRow> {
  return orderDocument.move(tx, { tntId: input.tntId, id: input.orderId, move: input.move, actor: input.actor, now: input.now, note: input.note, args: input.args as never });
}

/** A history row of an order that changes no status (freeze, replacement ...) or of its creation. */
export function writeHistory(tx: Tx, o: OrderRow, row: { move: string; from: number | null; to: number; actor: Actor; note: string; at: Date }): Promise<void> {
  return orderDocument.record(tx, o, { move: row.move, from: row.from, to: row.to, actor: row.actor, note: row.note, at: row.at });
}

export { STATUS };
export type { MoveName };
