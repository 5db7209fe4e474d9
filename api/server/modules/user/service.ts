// User info (spec section 3) and the login / account-switch answer {loginUser, tokenDTO, loginAhrBO}.
import type { ResponseOf } from '../../../catalogue';
import { tenantRead } from '../../db';
import { fail, type Deps, type Tenant } from '../../core';
import type { RoleBO } from '../permission';
import { accountById, type AccountRow } from './queries';

export type TokenDTO = ResponseOf<'acl.login'>['tokenDTO'];

export function toLoginUser(tenant: Tenant, a: AccountRow, roles: RoleBO[]) {
  const company = a.companyId
    ? { companyId: a.companyId, companyNm: a.companyNm ?? '', entAuthStatus: a.entAuthStatus ?? '1' }
    : null;
  return {
    userId: a.personId,
    username: a.username,
    phone: a.phone,
    // creNo: the login credential number, the phone (spec section 3 lists it without a definition).
    creNo: a.phone,
    userIcon: a.userIcon,
    accountId: a.accountId,
    // accounts.account_type is CHECKed to 1 (personal) or 2 (enterprise) by migration 0001.
    accountType: a.accountType as 1 | 2,
    isTnt: a.isTnt,
    company,
    companyId: a.companyId,
    companyNm: a.companyNm,
    userAuthStatus: a.userAuthStatus,
    entAuthStatus: a.entAuthStatus,
    roleList: roles,
    tntId: tenant.tntId,
    idytpCd: tenant.idytpCd,
  };
}

export async function loginUserOf(deps: Deps, tenant: Tenant, accountId: string) {
  const account = await tenantRead(deps.db, tenant.tntId, (q) => accountById(q, tenant.tntId, accountId));
  if (!account) throw fail('TOKEN_INVALID');
  const perms = await deps.services.perms.of(tenant.tntId, accountId);
  return { account, perms, loginUser: toLoginUser(tenant, account, perms.roles) };
}

export async function loginResult(deps: Deps, tenant: Tenant, accountId: string, tokenDTO: TokenDTO) {
  const { perms, loginUser } = await loginUserOf(deps, tenant, accountId);
  return { loginUser, tokenDTO, loginAhrBO: { menus: perms.menus, roleBOS: perms.roles } };
}
