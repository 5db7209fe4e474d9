// The certification document (docs/workflow.md): the declared workflow bound to the certifications table.
// Every status change goes through moveCert, inside the caller's transaction; the status is mirrored onto
// the subject (persons.user_auth_status, companies.auth_status), which the login answer and the guard read.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { declareDocument, fail, type Mover } from '../../core';
import { userTables } from '../user';
import * as t from './tables';
import { EFFECTS, type MoveArgs } from './effects';
import { CERT_TYPE, certFlow, type CertRole, type CertState, type CertStatus } from './workflow';
import { SYSTEM, type CertMover, type CertRow } from './types';

export async function lockCert(tx: Tx, tntId: string, certId: string): Promise<CertRow> {
  const [r] = await tx.select().from(t.certifications).where(and(eq(t.certifications.tntId, tntId), eq(t.certifications.certId, certId))).for('update');
  if (!r) throw fail('NOT_FOUND', '认证申请不存在');
  return r;
}

/** The applicant is the person itself, or an account of the enterprise; the platform's handlers have
 * checked the tenant admin already. */
export function isParty(r: CertRow, a: Mover<CertRole>): boolean {
  if (a.role !== 'applicant') return true;
  if (r.certType === CERT_TYPE.enterprise) return a.companyId !== null && a.companyId === r.subjectId;
  return (a as Partial<CertMover>).personId === r.subjectId;
}

/** Mirrors a status onto the person or the enterprise certified. */
export async function mirrorStatus(tx: Tx, r: Pick<CertRow, 'tntId' | 'certType' | 'subjectId'>, status: string): Promise<void> {
  if (r.certType === CERT_TYPE.enterprise) {
    await tx.update(userTables.companies).set({ authStatus: status }).where(and(eq(userTables.companies.tntId, r.tntId), eq(userTables.companies.companyId, r.subjectId)));
  } else {
    await tx.update(userTables.persons).set({ userAuthStatus: status }).where(and(eq(userTables.persons.tntId, r.tntId), eq(userTables.persons.personId, r.subjectId)));
  }
}

export const certDocument = declareDocument<CertRow, CertState, typeof certFlow.decl.moves, CertRole, CertStatus, MoveArgs>({
  workflow: certFlow,
  lock: lockCert,
  idOf: (r) => r.certId,
  statusOf: (r) => r.status as CertStatus,
  async setStatus(tx, r, to, now) {
    const [after] = await tx
      .update(t.certifications)
      .set({ status: to, updatedAt: now })
      .where(and(eq(t.certifications.tntId, r.tntId), eq(t.certifications.certId, r.certId)))
      .returning();
    await mirrorStatus(tx, r, to);
    return after!;
  },
  isParty,
  history: { table: 'certification_history', key: 'cert_id' },
  effects: EFFECTS,
  system: SYSTEM,
});
