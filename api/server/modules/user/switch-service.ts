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
import { loginResult } from './service';

export async function changeAccount(deps: Deps, tenant: Tenant, p: Principal, body: { accountId?: string; tntIdReplace?: string }) {
  if (body.tntIdReplace && body.tntIdReplace !== tenant.tntId) {
    return switchToUnify(deps, tenant, p, body.tntIdReplace, body.accountId === p.accountId ? undefined : body.accountId);
  }
  if (p.accountType !== 2) throw fail('FORBIDDEN', '仅企业账号可切换企业');
  if (!body.accountId) throw fail('BAD_REQUEST', '请选择要切换的账号');
  const targetId = body.accountId;
  const token = await withTenant(deps.orm, tenant.tntId, async (tx) => {
    const target = await accountById(tx, tenant.tntId, targetId);
    if (!target || target.personId !== p.personId || target.accountType !== 2 || target.status !== '1') throw fail('NOT_FOUND', '账号不存在或不可切换');
    await setLastAccount(tx, tenant.tntId, p.personId, targetId);
    await deps.services.sessions.revokeInTx(tx, tenant.tntId, [p.familyId], 'switch');
    return deps.services.sessions.issue(tx, tenant.tntId, targetId, p.personId);
  });
  await deps.bus.publish({ kind: 'session', tntId: tenant.tntId, familyIds: [p.familyId] });
  return loginResult(deps, tenant, targetId, token);
}

async function switchToUnify(deps: Deps, tenant: Tenant, p: Principal, tntIdReplace: string, accountId?: string) {
  const target = await deps.services.tenants.byTntId(tntIdReplace);
  if (!target?.isUnify) throw fail('NOT_FOUND', '目标平台不存在');
  if (!(await deps.services.perms.has(tenant.tntId, p.accountId, 'unify'))) throw fail('FORBIDDEN');
  const [me] = await withTenant(deps.orm, tenant.tntId, (tx) =>
    tx.select({ phone: t.persons.phone }).from(t.persons).where(and(eq(t.persons.tntId, tenant.tntId), eq(t.persons.personId, p.personId))),
  );
  if (!me) throw fail('TOKEN_INVALID');
  const issued = await withTenant(deps.orm, target.tntId, async (tx) => {
    const person = await personByPhone(tx, target.tntId, me.phone);
    if (!person) return null;
    const accounts = (await accountsOfPerson(tx, target.tntId, person.personId)).filter((a) => a.status === '1');
    const chosen = accountId ? accounts.find((a) => a.accountId === accountId) : (accounts.find((a) => a.accountType === 2) ?? accounts[0]);
    if (!chosen) return null;
    await setLastAccount(tx, target.tntId, person.personId, chosen.accountId);
    return { accountId: chosen.accountId, token: await deps.services.sessions.issue(tx, target.tntId, chosen.accountId, person.personId) };
  });
  if (!issued) throw fail('FORBIDDEN', '暂无企业公共管理后台权限，请联系企业管理员');
  await deps.services.sessions.revokeFamilies(tenant.tntId, p.personId, [p.familyId], 'switch');
  return loginResult(deps, target, issued.accountId, issued.token);
}
