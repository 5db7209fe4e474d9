// Who may manage what (issue 32 item 3, spec 6). The calls shared by the user centre and the public back
// office are granted by either screen's route; their buttons are declared once (role-manage.json,
// organ-setting.json) and granted to the public back office's admin by key. The scope follows the caller: a tenant admin (isTnt) works
// on the platform's roles and on any enterprise of its tenant, anyone else on its own enterprise only.
import { fail, principalOf, type CallContext, type Principal } from '../../core';

/** Route names and button keys that grant each group of calls (the screens declare them). */
export const KEYS = {
  roleView: ['RoleManage', 'UnifyRole'],
  roleEdit: ['role-edit'],
  roleDelete: ['role-delete'],
  organView: ['OrganSetting', 'OrganDetail', 'PlatOrganSetting', 'OrganManage', 'XmOrganDetail', 'MemberEnterpriseDetail'],
  organEdit: ['organ-edit'],
  accountView: ['OrganSetting', 'OrganDetail', 'PlatOrganSetting', 'OrganManage', 'XmOrganDetail', 'MemberEnterpriseDetail', 'UnifyAdmin'],
  accountEdit: ['account-edit', 'admin-edit'],
  adminView: ['UnifyAdmin', 'MemberEnterprise'],
  enterpriseView: ['OrganManage', 'MemberEnterprise', 'XmOrganDetail', 'MemberEnterpriseDetail', 'OrganSetting', 'PlatOrganSetting', 'UnifyCompanyInfo'],
} as const;

export type KeyGroup = keyof typeof KEYS;

/** The caller, once it holds one of the group's keys (else 403, as the catalogue's own check answers). */
export async function callerWith(ctx: CallContext<unknown>, group: KeyGroup): Promise<Principal> {
  const pr = principalOf(ctx);
  const perms = await ctx.deps.services.perms.of(pr.tntId, pr.accountId);
  if (!KEYS[group].some((k) => perms.keys.has(k))) throw fail('FORBIDDEN');
  return pr;
}

/** The caller's own enterprise (an enterprise account's; personal accounts manage nothing). */
export function ownCompany(pr: Principal): string {
  if (pr.accountType !== 2 || !pr.companyId) throw fail('FORBIDDEN', '个人账号不能管理企业，请切换到企业账号');
  return pr.companyId;
}

/** The enterprise a call works on: the platform names any (its own when none), an enterprise its own. */
export function companyScope(pr: Principal, asked?: string): string {
  if (pr.isTnt) return asked ?? ownCompany(pr);
  const own = ownCompany(pr);
  // Another enterprise's organisation is "not found", like one that does not exist.
  if (asked !== undefined && asked !== own) throw fail('NOT_FOUND', '企业不存在');
  return own;
}

/** Platform-only lists (members, enterprise admins, organisations of the industry centre). */
export function platformOnly(pr: Principal): Principal {
  if (!pr.isTnt) throw fail('FORBIDDEN', '只有平台管理员可以查看');
  return pr;
}
