// The certification document (issue 32 item 1, spec 6): a person's real-name certification or an
// enterprise's certification, submitted by the applicant and decided by the platform (the tenant admin).
// Codes are spec 6's: '3' certified, '1' not yet, '2' in review, otherwise ('4') rejected.
import { declareWorkflow } from '../../core';

export const certFlow = declareWorkflow({
  document: 'certification',
  title: '认证',
  roles: { applicant: '申请人', platform: '平台', system: '系统' },
  states: {
    notYet: { code: '1', name: '未认证', tone: 'default' },
    inReview: { code: '2', name: '认证审核中', tone: 'warning' },
    certified: { code: '3', name: '已认证', tone: 'success' },
    rejected: { code: '4', name: '认证驳回', tone: 'danger' },
  },
  initial: 'notYet',
  final: ['certified'],
  moves: {
    submit: { name: '提交认证', from: ['notYet'], to: ['inReview'], who: ['applicant'], call: 'certify.enterpriseSubmit' },
    resubmit: { name: '重新认证', from: ['rejected'], to: ['inReview'], who: ['applicant'], call: 'certify.enterpriseSubmit' },
    approve: { name: '认证通过', from: ['inReview'], to: ['certified'], who: ['platform'], call: 'certify.approve' },
    reject: { name: '驳回认证', from: ['inReview'], to: ['rejected'], who: ['platform'], call: 'certify.reject' },
  },
  events: { create: '创建认证' },
  codeLists: { states: 'CERT_STATUS', moves: 'CERT_MOVE' },
  progress: [
    {
      steps: [
        { label: '填写认证信息', states: ['notYet', 'rejected'] },
        { label: '平台审核', states: ['inReview'] },
        { label: '认证完成', states: [] },
      ],
    },
  ],
});

export type CertFlow = typeof certFlow;
export type CertState = keyof CertFlow['decl']['states'];
export type CertRole = keyof CertFlow['decl']['roles'];
export type CertStatus = CertFlow['decl']['states'][CertState]['code'];

/** Kinds of certification (code list CERT_TYPE). */
export const CERT_TYPE = { person: '1', enterprise: '2' } as const;
export type CertType = (typeof CERT_TYPE)[keyof typeof CERT_TYPE];
