// The account audit document (docs/workflow.md): the declared workflow bound to the accounts table. The
// platform's decision goes through auditDocument.move, inside the caller's transaction: the account row
// is locked, so a decision sent many times at once is made once.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { declareDocument, fail, type Effect, type Mover } from '../../core';
import { userTables } from '../user';
import { auditFlow, type AuditRole, type AuditState, type AuditStatus } from './workflow';

export type AccountRow = typeof userTables.accounts.$inferSelect;
const a = userTables.accounts;

async function lockAccount(tx: Tx, tntId: string, accountId: string): Promise<AccountRow> {
  const [r] = await tx.select().from(a).where(and(eq(a.tntId, tntId), eq(a.accountId, accountId))).for('update');
  if (!r) throw fail('NOT_FOUND', '账号不存在');
  return r;
}

export interface MoveArgs {
  refuse: { reason: string };
}

const refuse: Effect<AccountRow, AuditRole, { reason: string }, 'refused'> = async (c) => {
  c.note = c.args.reason;
  await c.tx.update(a).set({ auditNote: c.args.reason }).where(and(eq(a.tntId, c.tntId), eq(a.accountId, c.row.accountId)));
};

export const SYSTEM: Mover<AuditRole> = { accountId: 'system', companyId: null, role: 'system' };

export const auditDocument = declareDocument<AccountRow, AuditState, typeof auditFlow.decl.moves, AuditRole, AuditStatus, MoveArgs>({
  workflow: auditFlow,
  lock: lockAccount,
  idOf: (r) => r.accountId,
  statusOf: (r) => r.status as AuditStatus,
  async setStatus(tx, r, to) {
    const [after] = await tx.update(a).set({ status: to }).where(and(eq(a.tntId, r.tntId), eq(a.accountId, r.accountId))).returning();
    return after!;
  },
  // The platform decides audits; an enterprise stops and starts its own accounts only.
  isParty: (r, actor) => actor.role !== 'enterprise' || (actor.companyId !== null && r.companyId === actor.companyId),
  history: { table: 'account_history', key: 'account_id' },
  effects: { refuse },
  system: SYSTEM,
});
