// The notices the moves of issue 32 send to the party concerned (the workflow kit's listeners: each is
// told of every move of its document, in the move's transaction): a certification approved or rejected,
// an account audit approved or refused, a platform join approved or refused, a complaint replied, refused
// or closed. One wording per notice, here.
import { and, desc, eq } from 'drizzle-orm';
import type { Wiring } from '../../core';
import { auditDocument } from '../approval';
import { CERT_TYPE, certDocument } from '../certify';
import { complaintDocument, complaintTables } from '../complaint';
import { joinDocument } from '../join';
import { sendNotice } from './send';

const quote = (s: string) => `“${s}”`;

export const noticeWiring: Wiring[] = [
  {
    name: 'notice tells the applicant its certification was approved or rejected',
    attach: () =>
      certDocument.listen(async (tx, e) => {
        if (e.move !== 'approve' && e.move !== 'reject') return;
        const r = e.row;
        const enterprise = r.certType === CERT_TYPE.enterprise;
        const what = enterprise ? `企业认证（${r.companyNm}）` : '个人实名认证';
        const to = enterprise ? { companyId: r.subjectId } : { accountId: r.applicantId };
        const [title, content] =
          e.move === 'approve'
            ? [`${enterprise ? '企业认证' : '实名认证'}已通过`, `您提交的${what}已通过平台审核。`]
            : [`${enterprise ? '企业认证' : '实名认证'}被驳回`, `您提交的${what}被驳回，原因：${r.rejectReason}。请修改后重新认证。`];
        await sendNotice(tx, { tntId: e.tntId, ...to, kind: 'certification', refId: r.certId, title, content, at: e.now });
      }),
  },
  {
    name: 'notice tells an account its audit was approved or refused',
    attach: () =>
      auditDocument.listen(async (tx, e) => {
        if (e.move !== 'approve' && e.move !== 'refuse') return;
        const [title, content] =
          e.move === 'approve' ? ['账号审核已通过', '您的账号已通过平台审核，欢迎使用。'] : ['账号审核未通过', `您的账号未通过平台审核，原因：${e.row.auditNote}。`];
        await sendNotice(tx, { tntId: e.tntId, accountId: e.row.accountId, kind: 'member-audit', refId: e.row.accountId, title, content, at: e.now });
      }),
  },
  {
    name: 'notice tells the applicant enterprise its platform join was approved or refused',
    attach: () =>
      joinDocument.listen(async (tx, e) => {
        const r = e.row;
        if (e.move === 'approve') {
          await sendNotice(tx, { tntId: e.tntId, companyId: r.companyId, kind: 'platform-join', refId: r.joinId, title: '入驻申请已通过', content: `${r.companyNm}已入驻本平台，欢迎使用。`, at: e.now });
        }
        // Refused: the applicant has no account in this platform; it reads the notice in its own tenant.
        if (e.move === 'refuse') {
          await sendNotice(tx, { tntId: r.srcTntId, companyId: r.srcCompanyId, kind: 'platform-join', refId: r.joinId, title: '入驻申请被驳回', content: `${r.companyNm}的入驻申请被驳回，原因：${r.reason}。`, at: e.now });
        }
      }),
  },
  {
    name: 'notice tells the complainant the platform replied, refused or closed its complaint',
    attach: () =>
      complaintDocument.listen(async (tx, e) => {
        const r = e.row;
        let content: string;
        let title: string;
        if (e.move === 'reply') {
          const c = complaintTables.complaintReplies;
          const [last] = await tx.select({ content: c.content }).from(c).where(and(eq(c.tntId, r.tntId), eq(c.complaintId, r.complaintId))).orderBy(desc(c.seq)).limit(1);
          [title, content] = ['投诉有新回复', `您的投诉${quote(r.title)}（${r.complaintNo}）平台回复：${last?.content ?? ''}`];
        } else if (e.move === 'refuse') {
          [title, content] = ['投诉不予受理', `您的投诉${quote(r.title)}（${r.complaintNo}）不予受理，原因：${r.reason}`];
        } else if (e.move === 'close') {
          [title, content] = ['投诉已结案', `您的投诉${quote(r.title)}（${r.complaintNo}）已结案，处理结果：${r.result}`];
        } else return;
        const to = r.complainantCompanyId ? { companyId: r.complainantCompanyId } : { accountId: r.complainantAccountId };
        await sendNotice(tx, { tntId: e.tntId, ...to, kind: 'complaint', refId: r.complaintId, title, content, at: e.now });
      }),
  },
];
