// Switching account (spec section 4): within the tenant, to another enterprise account of the same person
// (enterprise accounts only); or, with tntIdReplace, to the person's account in the public back office
// (unify) tenant, which needs the 'unify' permission. The old session family is revoked, a new one issued.
// Spec 7: the client sends accountId (and tntIdReplace for the platform switch); in the platform switch
// an accountId that is the caller's current account names where the switch comes from, not a target.
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../db';
import * as t from './tables';
import { fail, type Deps, type Principal, type Tenant } from '../../core';
import { accountById, accountsOfPerson, personByPhone, setLastAccount } from './queries';
import { loginResult, loginUserOf } from './service';

export async function changeAccount(deps: Deps, tenant: Tenant, p: Principal, body: { accountId?: string; tntIdReplace?: string }) {
  if (body.tntIdReplace && body.tntIdReplace !== tenant.tntId) {
    return switchToUnify(deps, tenant, p, body.tntIdReplace, body.accountId === p.accountId ? undefined : body.accountId);
  }
  if (p.accountType !== 2) throw fail('FORBIDDEN', '仅企业账号可切换企业');
  if (!body.accountId) throw fail('BAD_REQUEST', '请选择要切换的账号');
  const targetId = body.accountId;
  const mine = await withTenant(deps.orm, tenant.tntId, async (tx) => {
    const target = await accountById(tx, tenant.tntId, targetId);
    return !!target && target.personId === p.personId && target.accountType === 2 && target.status === '1';
  });
  if (!mine) throw fail('NOT_FOUND', '账号不存在或不可切换');
  // No menus there: nothing changes (spec 4), the caller keeps its session.
  if ((await deps.services.perms.of(tenant.tntId, targetId)).menus.length === 0) return noMenus(deps, tenant, targetId);
  const issued = await withTenant(deps.orm, tenant.tntId, async (tx) => {
    // Checked again in the switch's own transaction: the account may have been stopped meanwhile.
    const target = await accountById(tx, tenant.tntId, targetId);
    if (!target || target.status !== '1') throw fail('NOT_FOUND', '账号不存在或不可切换');
    await setLastAccount(tx, tenant.tntId, p.personId, targetId);
    await deps.services.sessions.revokeInTx(tx, tenant.tntId, [p.familyId], 'switch');
    return deps.services.sessions.issue(tx, tenant.tntId, targetId, p.personId);
  });
  await deps.bus.publish({ kind: 'session', tntId: tenant.tntId, familyIds: [p.familyId] });
  return loginResult(deps, tenant, targetId, issued);
}

/** Spec 4: a target account without menus changes nothing: the caller's session stays, no new one is
 * issued, and the answer's empty menu list makes the app warn (spec 6's messages). */
async function noMenus(deps: Deps, tenant: Tenant, accountId: string) {
  const { perms, loginUser } = await loginUserOf(deps, tenant, accountId);
  return { loginUser, tokenDTO: { access_token: '', refresh_token: '', expired: 0, seqNo: '' }, loginAhrBO: { menus: perms.menus, roleBOS: perms.roles } };
}

async function switchToUnify(deps: Deps, tenant: Tenant, p: Principal, tntIdReplace: string, accountId?: string) {
  const target = await deps.services.tenants.byTntId(tntIdReplace);
  if (!target?.isUnify) throw fail('NOT_FOUND', '目标平台不存在');
  if (!(await deps.services.perms.has(tenant.tntId, p.accountId, 'unify'))) throw fail('FORBIDDEN');
  const [me] = await withTenant(deps.orm, tenant.tntId, (tx) =>
    tx.select({ phone: t.persons.phone }).from(t.persons).where(and(eq(t.persons.tntId, tenant.tntId), eq(t.persons.personId, p.personId))),
  );
  if (!me) throw fail('TOKEN_INVALID');
  const found = await withTenant(deps.orm, target.tntId, async (tx) => {
    const person = await personByPhone(tx, target.tntId, me.phone);
    if (!person) return null;
    const accounts = (await accountsOfPerson(tx, target.tntId, person.personId)).filter((a) => a.status === '1');
    const chosen = accountId ? accounts.find((a) => a.accountId === accountId) : (accounts.find((a) => a.accountType === 2) ?? accounts[0]);
    return chosen ? { personId: person.personId, accountId: chosen.accountId } : null;
  });
  if (!found) throw fail('FORBIDDEN', '暂无企业公共管理后台权限，请联系企业管理员');
  // No menus there: nothing changes (spec 4), the caller keeps its session.
  if ((await deps.services.perms.of(target.tntId, found.accountId)).menus.length === 0) return noMenus(deps, target, found.accountId);
  const issued = await withTenant(deps.orm, target.tntId, async (tx) => {
    await setLastAccount(tx, target.tntId, found.personId, found.accountId);
    return { accountId: found.accountId, token: await deps.services.sessions.issue(tx, target.tntId, found.accountId, found.personId) };
  });
  await deps.services.sessions.revokeFamilies(tenant.tntId, p.personId, [p.familyId], 'switch');
  return loginResult(deps, target, issued.accountId, issued.token);
}
