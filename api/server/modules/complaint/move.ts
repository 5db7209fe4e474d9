// The complaint document (docs/workflow.md): the declared workflow bound to the complaints table, its
// effects and its history. Every status change of a complaint goes through complaintDocument.move, inside
// the caller's transaction.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { declareDocument, fail } from '../../core';
import * as t from './tables';
import { EFFECTS, type MoveArgs } from './effects';
import { complaintFlow, type ComplaintRole, type ComplaintState } from './workflow';
import { SYSTEM, type ComplaintActor, type ComplaintRow } from './types';

export async function lockComplaint(tx: Tx, tntId: string, complaintId: string): Promise<ComplaintRow> {
  const [row] = await tx.select().from(t.complaints).where(and(eq(t.complaints.tntId, tntId), eq(t.complaints.complaintId, complaintId))).for('update');
  if (!row) throw fail('NOT_FOUND', '投诉不存在');
  return row;
}

/** The complainant is its enterprise (any of its accounts) or the personal account itself; the platform's
 * handlers have checked the tenant admin already. */
export function isComplainant(row: ComplaintRow, a: { accountId: string; companyId: string | null }): boolean {
  return row.complainantCompanyId !== null ? a.companyId === row.complainantCompanyId : a.companyId === null && a.accountId === row.complainantAccountId;
}

export const complaintDocument = declareDocument<ComplaintRow, ComplaintState, typeof complaintFlow.decl.moves, ComplaintRole, string, MoveArgs>({
  workflow: complaintFlow,
  lock: lockComplaint,
  idOf: (r) => r.complaintId,
  statusOf: (r) => r.status,
  async setStatus(tx, r, to, now) {
    const [after] = await tx.update(t.complaints).set({ status: to, updatedAt: now }).where(and(eq(t.complaints.tntId, r.tntId), eq(t.complaints.complaintId, r.complaintId))).returning();
    return after!;
  },
  isParty: (r, a) => a.role !== 'complainant' || isComplainant(r, a),
  history: { table: 'complaint_history', key: 'complaint_id' },
  effects: EFFECTS,
  system: SYSTEM,
});

export type { ComplaintActor };
