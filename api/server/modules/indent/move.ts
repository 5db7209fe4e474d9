// THE move function (docs/trading.md "Moving an order"): every status change of an order goes through
// moveOrder, inside the caller's transaction: lock the order row (FOR UPDATE), check the caller is that
// party of the order, refuse frozen orders, check the move against the one table (machine.ts), run the
// move's effect (stock, deliveries, amounts ...), write the new status and exactly one history row.
import { and, eq, sql } from 'drizzle-orm';
import { type Tx } from '../../db';
import * as t from './tables';
import { fail } from '../../core';
import { checkMove, MOVE_NAMES, STATUS, type MoveName, type Status } from './machine';
import { dueBeforeDelivery, EFFECTS } from './effects';
import { orderMoved } from './listeners';
import { SYSTEM, type Actor, type MoveContext, type MoveInput, type OrderRow } from './types';

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

export async function writeHistory(
  tx: Tx,
  o: Pick<OrderRow, 'tntId' | 'orderId'>,
  row: { move: string; from: number | null; to: number; actor: Actor; note: string; at: Date },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO order_history (tnt_id, order_id, seq, move, from_status, to_status, actor_id, actor_role, note, at)
    SELECT ${o.tntId}, ${o.orderId}, coalesce(max(seq), 0) + 1, ${row.move}, ${row.from}, ${row.to}, ${row.actor.accountId},
           ${row.actor.role}, ${row.note}, ${row.at}
    FROM order_history WHERE tnt_id = ${o.tntId} AND order_id = ${o.orderId}`);
}

/** Makes one move (see the header). Throws 404 / 403 / 409 with a Chinese message and changes nothing
 * when the move is not allowed (the caller's transaction rolls back). Returns the order after the move. */
export async function moveOrder<A>(tx: Tx, input: MoveInput<A>): Promise<OrderRow> {
  const o = await lockOrder(tx, input.tntId, input.orderId);
  checkParty(o, input.actor);
  if (o.frozen) throw fail('CONFLICT', `订单已被平台冻结，不能${MOVE_NAMES[input.move]}`);
  const row = checkMove(o.status as Status, input.move, input.actor.role);
  const ctx: MoveContext<A> = { tx, tntId: input.tntId, now: input.now, order: o, actor: input.actor, args: input.args as A, note: input.note ?? '' };
  const effect = EFFECTS[input.move] as ((c: MoveContext<A>) => Promise<Status | void>) | undefined;
  const chosen = effect ? await effect(ctx) : undefined;
  const to = chosen ?? (row.to.length === 1 ? row.to[0]! : undefined);
  if (to === undefined || !row.to.includes(to)) throw new Error(`move ${input.move} from ${o.status} chose ${String(to)}: not in the table`);
  const [after] = await tx
    .update(t.orders)
    .set({ status: to, updatedAt: input.now })
    .where(and(eq(t.orders.tntId, o.tntId), eq(t.orders.orderId, o.orderId)))
    .returning();
  await writeHistory(tx, o, { move: input.move, from: o.status, to, actor: input.actor, note: ctx.note, at: input.now });
  await orderMoved(tx, { tntId: o.tntId, order: after!, move: input.move, from: o.status, to, now: input.now });
  // An order with nothing due before delivery (a price changed to 0) does not wait at 20 for money nobody
  // can send: the system moves it on as paid, in this transaction, with its own history row.
  if (to === STATUS.awaitingPayment && (await dueBeforeDelivery(tx, after!)) === 0)
    return moveOrder(tx, { tntId: input.tntId, orderId: o.orderId, move: 'nothingDue', actor: SYSTEM, now: input.now });
  return after!;
}

export type { MoveName };
