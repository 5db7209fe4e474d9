// Freeze / unfreeze by the platform (DOMAIN.md: a flag, not a status; a frozen order takes no move but
// unfreeze). Each writes a history row (from = to = the current status) so the timeline shows it.
import { and, eq } from 'drizzle-orm';
import { type Tx } from '../../db';
import * as t from './tables';
import { fail } from '../../core';
import { lockOrder, writeHistory } from './move';
import type { Actor, OrderRow } from './types';

export async function setFrozen(tx: Tx, p: { tntId: string; orderId: string; frozen: boolean; reason: string; actor: Actor; now: Date }): Promise<OrderRow> {
  const o = await lockOrder(tx, p.tntId, p.orderId);
  if (p.frozen && o.frozen) throw fail('CONFLICT', '订单已被冻结');
  if (!p.frozen && !o.frozen) throw fail('CONFLICT', '订单未冻结');
  if (p.frozen && !p.reason.trim()) throw fail('BAD_REQUEST', '请填写冻结原因');
  const [after] = await tx
    .update(t.orders)
    .set({ frozen: p.frozen, frozenReason: p.frozen ? p.reason : '', updatedAt: p.now })
    .where(and(eq(t.orders.tntId, p.tntId), eq(t.orders.orderId, p.orderId)))
    .returning();
  await writeHistory(tx, o, { move: p.frozen ? 'freeze' : 'unfreeze', from: o.status, to: o.status, actor: p.actor, note: p.reason, at: p.now });
  return after!;
}
