// Modules that follow the orders' moves (the payment module: an order cancelled or timed out closes its
// unpaid payments) register here once at start; moveOrder calls them in the move's transaction, after the
// order row was locked and its new status written (orders before payments, as every path locks).
import type { Tx } from '../../db';
import type { OrderRow } from './types';

/** A move just made, in its transaction (the order row locked, the new status written). */
export type MoveListener = (tx: Tx, e: { tntId: string; order: OrderRow; move: string; from: number; to: number; now: Date }) => Promise<void>;
const moveListeners: MoveListener[] = [];
/** Registered once at start by a module that follows the orders' moves. */
export function onOrderMoved(listener: MoveListener): void {
  if (!moveListeners.includes(listener)) moveListeners.push(listener);
}
export async function orderMoved(tx: Tx, e: Parameters<MoveListener>[1]): Promise<void> {
  for (const l of moveListeners) await l(tx, e);
}
