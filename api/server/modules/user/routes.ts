// Handlers of the user.* calls, by catalogue key.
import { withTenant } from '../../db';
import { principalOf, tenantOf, type DomainHandlers } from '../../core';
import { rolesOfAccounts } from '../permission';
import { accountsOfPerson } from './queries';
import { loginUserOf } from './service';
import { changeAccount } from './switch-service';

export const userHandlers = {
  'user.getRsyMenu': async (ctx) => {
    const p = principalOf(ctx);
    const { perms, loginUser } = await loginUserOf(ctx.deps, tenantOf(ctx), p.accountId);
    return { loginAhrBO: { menus: perms.menus, roleBOS: perms.roles }, loginUser };
  },
  'user.getUserInfo': async (ctx) => (await loginUserOf(ctx.deps, tenantOf(ctx), principalOf(ctx).accountId)).loginUser,
  'user.entAccountList': async (ctx) => {
    const p = principalOf(ctx);
    const tntId = tenantOf(ctx).tntId;
    return withTenant(ctx.deps.orm, tntId, async (tx) => {
      const accounts = (await accountsOfPerson(tx, tntId, p.personId)).filter((a) => a.accountType === 2 && a.status === '1');
      const roles = await rolesOfAccounts(tx, tntId, accounts.map((a) => a.accountId));
      return accounts.map((a) => ({
        accountId: a.accountId, accountType: a.accountType, companyId: a.companyId, companyNm: a.companyNm, isTnt: a.isTnt,
        current: a.accountId === p.accountId, roleList: roles.get(a.accountId) ?? [],
      }));
    });
  },
  'user.changeAccount': async (ctx) => changeAccount(ctx.deps, tenantOf(ctx), principalOf(ctx), ctx.body),
} satisfies DomainHandlers<'user'>;
