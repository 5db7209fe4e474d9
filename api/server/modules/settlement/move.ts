// The settlement document (docs/workflow.md): the declared workflow (workflow.ts) bound to the settlements
// table, its effects (effects.ts) and its history. Every status change of a bill goes through moveSettlement
// inside the caller's transaction: the kit locks the bill, checks the party (another shop's bill is 404),
// checks the move against the table, runs the effect, writes the status and one history row.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { declareDocument, fail } from '../../core';
import * as t from './tables';
import { settlementFlow, type SettlementMove, type SettlementRole, type SettlementState } from './workflow';
import { EFFECTS, type MoveArgs } from './effects';
import { SYSTEM, type SettlementActor, type SettlementRow } from './types';

export async function lockSettlement(tx: Tx, tntId: string, settlementId: string): Promise<SettlementRow> {
  const [row] = await tx.select().from(t.settlements).where(and(eq(t.settlements.tntId, tntId), eq(t.settlements.settlementId, settlementId))).for('update');
  if (!row) throw fail('NOT_FOUND', '结算单不存在');
  return row;
}

/** The shop's enterprise, the platform (the tenant's administrator: every bill of its tenant), the system. */
export function isParty(row: SettlementRow, a: SettlementActor): boolean {
  switch (a.role) {
    case 'seller':
      return a.companyId !== null && a.companyId === row.sellerCompanyId;
    case 'platform':
    case 'system':
      return true;
  }
}

export const settlementDocument = declareDocument<SettlementRow, SettlementState, typeof settlementFlow.decl.moves, SettlementRole, number, MoveArgs>({
  workflow: settlementFlow,
  lock: lockSettlement,
  idOf: (r) => r.settlementId,
  statusOf: (r) => r.status,
  async setStatus(tx, r, to, now) {
    const [after] = await tx.update(t.settlements).set({ status: to, updatedAt: now })
      .where(and(eq(t.settlements.tntId, r.tntId), eq(t.settlements.settlementId, r.settlementId))).returning();
    return after!;
  },
  isParty,
  history: { table: 'settlement_history', key: 'settlement_id' },
  effects: EFFECTS,
  system: SYSTEM,
});

export interface MoveSettlement<M extends SettlementMove> {
  tntId: string;
  settlementId: string;
  move: M;
  actor: SettlementActor;
  now: Date;
  note?: string;
  args?: M extends keyof MoveArgs ? MoveArgs[M] : undefined;
}

/** Makes one move of a bill; throws 404 / 403 / 409 in Chinese and changes nothing when not allowed. */
export function moveSettlement<M extends SettlementMove>(tx: Tx, input: MoveSettlement<M>): Promise<SettlementRow> {
  return settlementDocument.move(tx, { tntId: input.tntId, id: input.settlementId, move: input.move, actor: input.actor, now: input.now, note: input.note, args: input.args as never });
}
