// Reading an order's lines and reserving what they hold (used by the moves and create).
import { and, asc, eq } from 'drizzle-orm';
import { type Tx } from '../../db';
import * as t from './tables';
import type { LineRow } from './types';

export async function linesOf(tx: Tx, tntId: string, orderId: string): Promise<LineRow[]> {
  return tx.select().from(t.orderLines).where(and(eq(t.orderLines.tntId, tntId), eq(t.orderLines.orderId, orderId))).orderBy(asc(t.orderLines.lineNo));
}

export const fullyDelivered = (lines: readonly LineRow[]): boolean => lines.every((l) => Number(l.deliveredQty) >= Number(l.quantity));
export const anyDelivered = (lines: readonly LineRow[]): boolean => lines.some((l) => Number(l.deliveredQty) > 0);
