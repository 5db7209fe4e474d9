// What each certification move does besides changing the status (docs/workflow.md): a submission keeps
// the applicant's data on the document; an approval writes the certified data onto the person or the
// enterprise; a rejection keeps its reason (the applicant sees it, and the history says it).
import { and, eq, ne } from 'drizzle-orm';
import { fail, type Effect, type MoveContext } from '../../core';
import { userTables } from '../user';
import * as t from './tables';
import { CERT_TYPE } from './workflow';
import type { CertRow, Submitted } from './types';

export interface MoveArgs {
  submit: Submitted;
  resubmit: Submitted;
  reject: { reason: string };
}

async function keepSubmitted(c: MoveContext<CertRow, string, Submitted>): Promise<void> {
  const s = c.args;
  await c.tx
    .update(t.certifications)
    .set({
      applicantId: c.actor.accountId, applicantNm: s.applicantNm, phone: s.phone, realName: s.realName, idCard: s.idCard, companyNm: s.companyNm,
      creditCode: s.creditCode, regionCode: s.regionCode, regionName: s.regionName, address: s.address, pictures: s.pictures, rejectReason: '',
      submittedAt: c.now, decidedAt: null, decidedBy: null, updatedAt: c.now,
    })
    .where(and(eq(t.certifications.tntId, c.tntId), eq(t.certifications.certId, c.row.certId)));
}

/** The certified data onto its subject: an enterprise's name and credit code, a person's name and ID card. */
async function certifySubject(c: MoveContext<CertRow, string, undefined>): Promise<void> {
  const r = c.row;
  if (r.certType === CERT_TYPE.enterprise) {
    const [taken] = await c.tx
      .select({ id: userTables.companies.companyId })
      .from(userTables.companies)
      .where(and(eq(userTables.companies.tntId, c.tntId), eq(userTables.companies.creditCode, r.creditCode), ne(userTables.companies.companyId, r.subjectId)));
    if (taken) throw fail('CONFLICT', '该统一社会信用代码已被其他企业使用');
    await c.tx
      .update(userTables.companies)
      .set({ companyNm: r.companyNm, creditCode: r.creditCode })
      .where(and(eq(userTables.companies.tntId, c.tntId), eq(userTables.companies.companyId, r.subjectId)));
  } else {
    const [taken] = await c.tx
      .select({ id: userTables.persons.personId })
      .from(userTables.persons)
      .where(and(eq(userTables.persons.tntId, c.tntId), eq(userTables.persons.idCard, r.idCard), eq(userTables.persons.userAuthStatus, '3'), ne(userTables.persons.personId, r.subjectId)));
    if (taken) throw fail('CONFLICT', '该身份证号码已被其他用户认证');
    await c.tx
      .update(userTables.persons)
      .set({ realName: r.realName, idCard: r.idCard })
      .where(and(eq(userTables.persons.tntId, c.tntId), eq(userTables.persons.personId, r.subjectId)));
  }
  await decided(c, '');
}

async function decided(c: MoveContext<CertRow, string, unknown>, reason: string): Promise<void> {
  await c.tx
    .update(t.certifications)
    .set({ rejectReason: reason, decidedAt: c.now, decidedBy: c.actor.accountId, updatedAt: c.now })
    .where(and(eq(t.certifications.tntId, c.tntId), eq(t.certifications.certId, c.row.certId)));
}

type Role = 'applicant' | 'platform' | 'system';
export const EFFECTS: {
  submit: Effect<CertRow, Role, Submitted, 'inReview'>;
  resubmit: Effect<CertRow, Role, Submitted, 'inReview'>;
  approve: Effect<CertRow, Role, undefined, 'certified'>;
  reject: Effect<CertRow, Role, { reason: string }, 'rejected'>;
} = {
  submit: keepSubmitted,
  resubmit: keepSubmitted,
  approve: certifySubject,
  async reject(c) {
    c.note = c.args.reason;
    await decided(c, c.args.reason);
  },
};
