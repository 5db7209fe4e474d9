// The account audit (issue 32 item 2, spec 6 and 7): an account that waits for the platform before it may
// log in, the document being the account itself: a registration while USR00100101 (NEED_AUDIT_REGISTER)
// is on, a customer an enterprise added while USR00600302 (NEED_AUDIT_ADD_COUSTOMER) is on. The platform
// (the tenant admin) approves it or refuses it with a reason; an enterprise admin its enterprise invited
// while NEED_AUDIT_ADMIN is on (spec 9: it equals ENT_REAL_AUTH) waits the same way. Any account is
// then stopped and started again by its enterprise or the platform (organ-setting, issue 32 item 3).
// Codes are accounts.status.
import { declareWorkflow } from '../../core';

export const auditFlow = declareWorkflow({
  document: 'member-audit',
  title: '账号',
  roles: { platform: '平台', enterprise: '企业管理员', system: '系统' },
  states: {
    pending: { code: '0', name: '待审核', tone: 'warning' },
    active: { code: '1', name: '正常', tone: 'success' },
    refused: { code: '9', name: '已停用', tone: 'danger' },
  },
  initial: 'pending',
  final: [],
  moves: {
    approve: { name: '审核通过', from: ['pending'], to: ['active'], who: ['platform'], call: 'approval.approve' },
    refuse: { name: '审核拒绝', from: ['pending'], to: ['refused'], who: ['platform'], call: 'approval.refuse' },
    disable: { name: '停用', from: ['active'], to: ['refused'], who: ['platform', 'enterprise'], call: 'organ.accountDisable' },
    enable: { name: '启用', from: ['refused'], to: ['active'], who: ['platform', 'enterprise'], call: 'organ.accountEnable' },
  },
  events: { create: '提交注册', add: '添加客户', invite: '邀请成员' },
  codeLists: { states: 'AUDIT_STATUS', moves: 'AUDIT_MOVE' },
});

export type AuditFlow = typeof auditFlow;
export type AuditState = keyof AuditFlow['decl']['states'];
export type AuditRole = keyof AuditFlow['decl']['roles'];
export type AuditStatus = AuditFlow['decl']['states'][AuditState]['code'];

/** What waits (accounts.audit_kind; code list AUDIT_KIND). */
export const AUDIT_KIND = { register: '1', customer: '2', admin: '3' } as const;
/** Spec 7: the platform parameters that switch each audit on ('1'). */
export const AUDIT_PARAM = { register: 'USR00100101', customer: 'USR00600302', admin: 'ENT_REAL_AUTH' } as const;
