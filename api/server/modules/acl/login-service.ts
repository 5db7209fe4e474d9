// Login (spec sections 4, 5): the encrypted payload is opened, the lockout checked (5 failures within
// 15 minutes since the last success -> 429), the password verified with argon2id, and a session issued
// for the person's last used account (else the first enterprise account, else the personal one).
import { and, count, eq, gte, max } from 'drizzle-orm';
import { withTenant } from '../../db';
import * as t from './tables';
import { fail, newId, type Deps, type Tenant } from '../../core';
import { accountsOfPerson, loginResult, personByPhone, setLastAccount } from '../user';
import { verifyPassword } from './passwords';
import { loginPayload, openSealed } from './sealed-payload';

export const LOCKOUT = { failures: 5, windowMs: 15 * 60_000 } as const;

async function recentFailures(deps: Deps, tntId: string, phone: string): Promise<number> {
  const since = new Date(deps.clock.now() - LOCKOUT.windowMs);
  return withTenant(deps.orm, tntId, async (tx) => {
    const [last] = await tx
      .select({ at: max(t.loginAttempts.attemptedAt) })
      .from(t.loginAttempts)
      .where(and(eq(t.loginAttempts.tntId, tntId), eq(t.loginAttempts.phone, phone), eq(t.loginAttempts.success, true)));
    const from = last?.at && last.at > since ? last.at : since;
    const [row] = await tx
      .select({ n: count() })
      .from(t.loginAttempts)
      .where(and(eq(t.loginAttempts.tntId, tntId), eq(t.loginAttempts.phone, phone), eq(t.loginAttempts.success, false), gte(t.loginAttempts.attemptedAt, from)));
    return Number(row?.n ?? 0);
  });
}

export async function login(deps: Deps, tenant: Tenant, sealed: string) {
  const { phone, password } = await openSealed(deps, sealed, loginPayload);
  const tntId = tenant.tntId;
  if ((await recentFailures(deps, tntId, phone)) >= LOCKOUT.failures) {
    throw fail('TOO_MANY', '密码错误次数过多，账号已锁定，请15分钟后再试');
  }
  const person = await withTenant(deps.orm, tntId, (tx) => personByPhone(tx, tntId, phone));
  const good = await verifyPassword(person?.passwordHash, password);
  const attempt = { tntId, attemptId: newId(), phone, success: good, attemptedAt: new Date(deps.clock.now()) };
  if (!good || !person) {
    await withTenant(deps.orm, tntId, (tx) => tx.insert(t.loginAttempts).values(attempt));
    throw fail('LOGIN_FAILED');
  }
  const { accountId, token } = await withTenant(deps.orm, tntId, async (tx) => {
    await tx.insert(t.loginAttempts).values(attempt);
    const accounts = (await accountsOfPerson(tx, tntId, person.personId)).filter((a) => a.status === '1');
    const chosen =
      accounts.find((a) => a.accountId === person.lastAccountId) ?? accounts.find((a) => a.accountType === 2) ?? accounts[0];
    if (!chosen) return { accountId: null, token: null };
    await setLastAccount(tx, tntId, person.personId, chosen.accountId);
    return { accountId: chosen.accountId, token: await deps.services.sessions.issue(tx, tntId, chosen.accountId, person.personId) };
  });
  if (!accountId || !token) throw fail('ACCOUNT_PENDING');
  return loginResult(deps, tenant, accountId, token);
}
