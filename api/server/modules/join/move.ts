// The platform join document (docs/workflow.md), bound to platform_joins in the platform applied to. An
// approval makes the enterprise (found by its credit code, else new) and its admin's account there, the
// person signing in with the password of the public back office (its hash, handed in by the service).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { declareDocument, fail, newId, type Effect, type Mover } from '../../core';
import { permissionTables } from '../permission';
import { userTables } from '../user';
import * as t from './tables';
import { joinFlow, type JoinRole, type JoinState, type JoinStatus } from './workflow';

export type JoinRow = typeof t.platformJoins.$inferSelect;
const j = t.platformJoins;

async function lockJoin(tx: Tx, tntId: string, joinId: string): Promise<JoinRow> {
  const [r] = await tx.select().from(j).where(and(eq(j.tntId, tntId), eq(j.joinId, joinId))).for('update');
  if (!r) throw fail('NOT_FOUND', '入驻申请不存在');
  return r;
}

export interface MoveArgs {
  approve: { passwordHash: string; username: string };
  refuse: { reason: string };
}

const approve: Effect<JoinRow, JoinRole, MoveArgs['approve'], 'joined'> = async (c) => {
  const r = c.row;
  const u = userTables;
  const [found] = await c.tx.select({ id: u.companies.companyId }).from(u.companies).where(and(eq(u.companies.tntId, c.tntId), eq(u.companies.creditCode, r.creditCode)));
  const companyId = found?.id ?? newId();
  if (!found) await c.tx.insert(u.companies).values({ tntId: c.tntId, companyId, companyNm: r.companyNm, creditCode: r.creditCode, authStatus: '1', createdAt: c.now });
  const [person] = await c.tx.select({ id: u.persons.personId }).from(u.persons).where(and(eq(u.persons.tntId, c.tntId), eq(u.persons.phone, r.phone)));
  const personId = person?.id ?? newId();
  const accountId = newId();
  if (!person) {
    await c.tx.insert(u.persons).values({
      tntId: c.tntId, personId, phone: r.phone, passwordHash: c.args.passwordHash, username: c.args.username, userIcon: '', realName: null, idCard: null,
      userAuthStatus: '1', lastAccountId: accountId, createdAt: c.now,
    });
  }
  const [account] = await c.tx
    .insert(u.accounts)
    .values({ tntId: c.tntId, accountId, personId, accountType: 2, companyId, isTnt: false, status: '1', createdAt: c.now })
    .onConflictDoNothing()
    .returning();
  if (account) {
    const [role] = await c.tx
      .select({ id: permissionTables.roles.roleId })
      .from(permissionTables.roles)
      .where(and(eq(permissionTables.roles.tntId, c.tntId), eq(permissionTables.roles.roleCode, 'ENT_ADMIN')));
    if (role) await c.tx.insert(permissionTables.accountRoles).values({ tntId: c.tntId, accountId, roleId: role.id });
  }
  await c.tx.update(j).set({ companyId, updatedAt: c.now }).where(and(eq(j.tntId, c.tntId), eq(j.joinId, r.joinId)));
};

const refuse: Effect<JoinRow, JoinRole, MoveArgs['refuse'], 'refused'> = async (c) => {
  c.note = c.args.reason;
  await c.tx.update(j).set({ reason: c.args.reason, updatedAt: c.now }).where(and(eq(j.tntId, c.tntId), eq(j.joinId, c.row.joinId)));
};

export const SYSTEM: Mover<JoinRole> = { accountId: 'system', companyId: null, role: 'system' };

export const joinDocument = declareDocument<JoinRow, JoinState, typeof joinFlow.decl.moves, JoinRole, JoinStatus, MoveArgs>({
  workflow: joinFlow,
  lock: lockJoin,
  idOf: (r) => r.joinId,
  statusOf: (r) => r.status as JoinStatus,
  async setStatus(tx, r, to, now) {
    const [after] = await tx.update(j).set({ status: to, updatedAt: now }).where(and(eq(j.tntId, r.tntId), eq(j.joinId, r.joinId))).returning();
    return after!;
  },
  // The applicant is the enterprise of the public back office that applied; the platform's handlers have
  // checked its admin.
  isParty: (r, a) => a.role !== 'applicant' || (a.companyId !== null && a.companyId === r.srcCompanyId),
  history: { table: 'platform_join_history', key: 'join_id' },
  effects: { approve, refuse },
  system: SYSTEM,
});
