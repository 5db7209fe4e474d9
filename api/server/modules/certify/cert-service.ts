// Certification services (issue 32 item 1): the applicant reads and submits its own certification (a
// person's real name, or its enterprise's), the platform lists, reads and decides. One transaction each;
// every status change through the document (move.ts).
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, newId, type Deps, type Principal } from '../../core';
import { checkFileRefs, restrictFiles } from '../file';
import { tenantTables } from '../tenant';
import { userTables } from '../user';
import { regionError, regionFullName } from '../../../../engine/validation';
import * as t from './tables';
import type { PictureRef } from './tables';
import { certDocument } from './move';
import { blankView, certView, type Granter } from './views';
import { CERT_TYPE, certFlow, type CertType } from './workflow';
import type { CertMover, CertRow, Submitted } from './types';

/** Spec 6: real-name requirements come from platform parameters ('1' on). */
export const REAL_AUTH_PARAM: Record<CertType, string> = { [CERT_TYPE.person]: 'PERSON_REAL_AUTH', [CERT_TYPE.enterprise]: 'ENT_REAL_AUTH' };
const CLOSED: Record<CertType, string> = { [CERT_TYPE.person]: '当前平台未开启个人实名认证', [CERT_TYPE.enterprise]: '当前平台未开启企业认证' };

export interface PersonBody {
  realName: string;
  idCard: string;
  idPictures: PictureRef[];
}
export interface EnterpriseBody {
  companyNm: string;
  creditCode: string;
  legalPerson: string;
  licence: PictureRef[];
  regionCode: string;
  address: string;
}

const applicant = (p: Principal): CertMover => ({ accountId: p.accountId, companyId: p.companyId, role: 'applicant', personId: p.personId });
const platform = (p: Principal): CertMover => ({ accountId: p.accountId, companyId: p.companyId, role: 'platform', personId: p.personId });

/** The enterprise account's company, or 403 (a personal account has no enterprise to certify). */
export function companyOf(p: Principal): string {
  if (p.accountType !== 2 || !p.companyId) throw fail('FORBIDDEN', '个人账号不能进行企业认证，请切换到企业账号');
  return p.companyId;
}

/** The platform side is the tenant admin's (spec 6: certification is decided by the platform). */
export function platformOf(p: Principal): Principal {
  if (!p.isTnt) throw fail('FORBIDDEN', '只有平台管理员可以审核认证');
  return p;
}

async function certOf(tx: Tx, tntId: string, certType: CertType, subjectId: string): Promise<CertRow | undefined> {
  const [r] = await tx
    .select()
    .from(t.certifications)
    .where(and(eq(t.certifications.tntId, tntId), eq(t.certifications.certType, certType), eq(t.certifications.subjectId, subjectId)));
  return r;
}

async function person(tx: Tx, tntId: string, personId: string) {
  const [r] = await tx.select().from(userTables.persons).where(and(eq(userTables.persons.tntId, tntId), eq(userTables.persons.personId, personId)));
  if (!r) throw fail('NOT_FOUND', '用户不存在');
  return r;
}

async function company(tx: Tx, tntId: string, companyId: string) {
  const [r] = await tx.select().from(userTables.companies).where(and(eq(userTables.companies.tntId, tntId), eq(userTables.companies.companyId, companyId)));
  if (!r) throw fail('NOT_FOUND', '企业不存在');
  return r;
}

/** 本人实名认证: the document, or the person's stored status with its registration data to prefill. */
export function personCert(deps: Deps, p: Principal, grant: Granter) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const r = await certOf(tx, p.tntId, CERT_TYPE.person, p.personId);
    if (r) return certView(r, 'applicant', grant);
    const me = await person(tx, p.tntId, p.personId);
    return blankView(CERT_TYPE.person, openStatus(me.userAuthStatus), { realName: me.realName ?? '', idCard: me.idCard ?? '' });
  });
}

/** 企业认证 of the caller's enterprise. */
export function enterpriseCert(deps: Deps, p: Principal, grant: Granter) {
  const companyId = companyOf(p);
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const r = await certOf(tx, p.tntId, CERT_TYPE.enterprise, companyId);
    if (r) return certView(r, 'applicant', grant);
    const c = await company(tx, p.tntId, companyId);
    return blankView(CERT_TYPE.enterprise, openStatus(c.authStatus), { companyNm: c.companyNm, creditCode: c.creditCode });
  });
}

/** A subject without a document is not yet certified unless it was certified already (seeded, migrated):
 * "in review" without anything to review is "not yet". */
const openStatus = (s: string): string => (s === certFlow.code('certified') ? s : certFlow.code('notYet'));

async function realAuthOn(tx: Tx, tntId: string, certType: CertType): Promise<void> {
  const [row] = await tx
    .select({ v: tenantTables.tenantParams.paramValue })
    .from(tenantTables.tenantParams)
    .where(and(eq(tenantTables.tenantParams.tntId, tntId), eq(tenantTables.tenantParams.paramNo, REAL_AUTH_PARAM[certType])));
  if (row?.v !== '1') throw fail('FEATURE_CLOSED', CLOSED[certType]);
}

/** Pictures must be uploads of this tenant by their own address; from now on they are restricted. */
async function keepPictures(tx: Tx, tntId: string, pictures: PictureRef[]): Promise<PictureRef[]> {
  await checkFileRefs(tx, tntId, pictures);
  await restrictFiles(tx, tntId, pictures.map((x) => x.id));
  return pictures.map((x) => ({ id: x.id, name: x.name, url: x.url }));
}

/** Submits (or, after a rejection, submits again) a certification; a first submission creates it. */
async function submit(deps: Deps, p: Principal, certType: CertType, subjectId: string, data: (tx: Tx) => Promise<Omit<Submitted, 'applicantNm' | 'phone'>>, grant: Granter) {
  const now = new Date(deps.clock.now());
  return withTenant(deps.orm, p.tntId, async (tx) => {
    await realAuthOn(tx, p.tntId, certType);
    const me = await person(tx, p.tntId, p.personId);
    const args: Submitted = { ...(await data(tx)), applicantNm: me.realName || me.username, phone: me.phone };
    let r = await certOf(tx, p.tntId, certType, subjectId);
    if (!r) {
      const stored = certType === CERT_TYPE.enterprise ? (await company(tx, p.tntId, subjectId)).authStatus : me.userAuthStatus;
      const [created] = await tx
        .insert(t.certifications)
        .values({
          tntId: p.tntId, certId: newId(), certType, subjectId, status: openStatus(stored), applicantId: p.accountId, applicantNm: args.applicantNm, phone: args.phone,
          realName: '', idCard: '', companyNm: '', creditCode: '', regionCode: '', regionName: '', address: '', pictures: [], rejectReason: '',
          createdAt: now, updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // Two first submissions at once: the other one created it; this one moves it (and is refused, as
      // the document is in review by then).
      r = created ?? (await certOf(tx, p.tntId, certType, subjectId))!;
      if (created) await certDocument.record(tx, created, { move: 'create', from: null, to: created.status, actor: applicant(p), note: '', at: now });
    }
    const move = certFlow.is(r.status, 'rejected') ? 'resubmit' : 'submit';
    const after = await certDocument.move(tx, { tntId: p.tntId, id: r.certId, move, actor: applicant(p), now, args });
    return certView(after, 'applicant', grant);
  });
}

export function submitPerson(deps: Deps, p: Principal, b: PersonBody, grant: Granter) {
  const idCard = b.idCard.toUpperCase();
  return submit(deps, p, CERT_TYPE.person, p.personId, async (tx) => {
    const [taken] = await tx
      .select({ id: userTables.persons.personId })
      .from(userTables.persons)
      .where(and(eq(userTables.persons.tntId, p.tntId), eq(userTables.persons.idCard, idCard), eq(userTables.persons.userAuthStatus, certFlow.code('certified')), ne(userTables.persons.personId, p.personId)));
    if (taken) throw fail('CONFLICT', '该身份证号码已被其他用户认证');
    const pictures = await keepPictures(tx, p.tntId, b.idPictures);
    return { realName: b.realName.trim(), idCard, companyNm: '', creditCode: '', regionCode: '', regionName: '', address: '', pictures };
  }, grant);
}

export function submitEnterprise(deps: Deps, p: Principal, b: EnterpriseBody, grant: Granter) {
  const companyId = companyOf(p);
  const creditCode = b.creditCode.toUpperCase();
  const region = regionError(b.regionCode, 'district', '企业所在地区');
  if (region) throw fail('BAD_REQUEST', region);
  return submit(deps, p, CERT_TYPE.enterprise, companyId, async (tx) => {
    const [taken] = await tx
      .select({ id: userTables.companies.companyId })
      .from(userTables.companies)
      .where(and(eq(userTables.companies.tntId, p.tntId), eq(userTables.companies.creditCode, creditCode), ne(userTables.companies.companyId, companyId)));
    if (taken) throw fail('CONFLICT', '该统一社会信用代码已被其他企业使用');
    const pictures = await keepPictures(tx, p.tntId, b.licence);
    return {
      realName: b.legalPerson.trim(), idCard: '', companyNm: b.companyNm.trim(), creditCode, regionCode: b.regionCode, regionName: regionFullName(b.regionCode),
      address: b.address.trim(), pictures,
    };
  }, grant);
}

export interface PageArgs {
  pageNum: number;
  pageSize: number;
  certType?: string;
  status?: string;
  keyword?: string;
}

/** 认证审核: the tenant's certifications, those in review first, newest submission first. */
export function certPage(deps: Deps, p: Principal, a: PageArgs, grant: Granter) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const where: SQL[] = [eq(t.certifications.tntId, p.tntId)];
    if (a.certType) where.push(eq(t.certifications.certType, a.certType));
    if (a.status) where.push(eq(t.certifications.status, a.status));
    const kw = a.keyword?.trim();
    if (kw) {
      const like = `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      where.push(or(ilike(t.certifications.companyNm, like), ilike(t.certifications.realName, like), ilike(t.certifications.phone, like))!);
    }
    const [{ n }] = (await tx.select({ n: count() }).from(t.certifications).where(and(...where))) as [{ n: number }];
    const rows = await tx
      .select()
      .from(t.certifications)
      .where(and(...where))
      .orderBy(sql`(${t.certifications.status} = ${certFlow.code('inReview')}) DESC`, desc(t.certifications.submittedAt), desc(t.certifications.certId))
      .limit(a.pageSize)
      .offset((a.pageNum - 1) * a.pageSize);
    return { total: Number(n), records: rows.map((r) => certView(r, 'platform', grant)) };
  });
}

export function certDetail(deps: Deps, p: Principal, certId: string, grant: Granter) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const [r] = await tx.select().from(t.certifications).where(and(eq(t.certifications.tntId, p.tntId), eq(t.certifications.certId, certId)));
    if (!r) throw fail('NOT_FOUND', '认证申请不存在');
    const history = await tx
      .select()
      .from(t.certificationHistory)
      .where(and(eq(t.certificationHistory.tntId, p.tntId), eq(t.certificationHistory.certId, certId)))
      .orderBy(t.certificationHistory.seq);
    return {
      ...certView(r, 'platform', grant),
      history: history.map((h) => ({
        seq: h.seq, move: h.move, moveNm: certFlow.moveName(h.move), fromStatus: h.fromStatus ?? '', toStatus: h.toStatus, actorRole: h.actorRole, note: h.note, at: h.at.toISOString(),
      })),
    };
  });
}

/** The platform's decision: approve, or reject with a reason. */
export function decide(deps: Deps, p: Principal, certId: string, decision: { move: 'approve' } | { move: 'reject'; reason: string }, grant: Granter) {
  const now = new Date(deps.clock.now());
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const after =
      decision.move === 'approve'
        ? await certDocument.move(tx, { tntId: p.tntId, id: certId, move: 'approve', actor: platform(p), now })
        : await certDocument.move(tx, { tntId: p.tntId, id: certId, move: 'reject', actor: platform(p), now, args: { reason: decision.reason.trim() } });
    return certView(after, 'platform', grant);
  });
}

/** 企业信息: the caller's enterprise with its certification data. */
export function entInfo(deps: Deps, p: Principal, grant: Granter) {
  const companyId = companyOf(p);
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const c = await company(tx, p.tntId, companyId);
    const r = await certOf(tx, p.tntId, CERT_TYPE.enterprise, companyId);
    return {
      companyId, companyNm: c.companyNm, creditCode: c.creditCode, entAuthStatus: c.authStatus, legalPerson: r?.realName ?? '', regionCode: r?.regionCode ?? '',
      regionName: r?.regionName ?? '', address: r?.address ?? '', licence: (r?.pictures ?? []).map((x) => ({ ...x, url: grant(x.id) })), rejectReason: r?.rejectReason ?? '',
      certifiedAt: r && certFlow.is(r.status, 'certified') && r.decidedAt ? r.decidedAt.toISOString() : '',
    };
  });
}
