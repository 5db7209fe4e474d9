// Login (spec sections 4, 5; issue 13 item 5): the encrypted payload is opened, the try counted for the
// phone and the client address (throttle.ts, atomic and global), the captcha required from the fourth try
// after the last success (never a lock the owner cannot pass), the password verified with argon2id, and a
// session issued for the person's last used account (else the first enterprise account, else the
// personal one). Every try is also recorded in login_attempts (the tenant's audit trail).
import { withTenant } from '../../db';
import * as t from './tables';
import { fail, newId, type Deps, type Tenant } from '../../core';
import { accountsOfPerson, loginResult, personByPhone, setLastAccount } from '../user';
import { consumeCaptcha } from './codes-service';
import { verifyPassword } from './passwords';
import { loginPayload, openSealed } from './sealed-payload';
import { clearLoginFailures, countLoginTry, LOGIN_RULES, MESSAGES } from './throttle';

/** `sealed`: the call's data field, base64 RSA-OAEP of {phone, password, captchaId?, captchaCode?, timestamp, nonce}. */
export async function login(deps: Deps, tenant: Tenant, sealed: string, address: string) {
  const body = await openSealed(deps, sealed, loginPayload);
  const { phone, password } = body;
  const tntId = tenant.tntId;
  const attempt = await countLoginTry(deps, phone, address);
  if (attempt > LOGIN_RULES.captchaAfterFailures) {
    if (!body.captchaId || !body.captchaCode) throw fail('CAPTCHA_REQUIRED', MESSAGES.captchaRequired);
    await consumeCaptcha(deps, tntId, body.captchaId, body.captchaCode);
  }
  const person = await withTenant(deps.orm, tntId, (tx) => personByPhone(tx, tntId, phone));
  const good = await verifyPassword(person?.passwordHash, password);
  const record = { tntId, attemptId: newId(), phone, success: good, attemptedAt: new Date(deps.clock.now()) };
  if (!good || !person) {
    await withTenant(deps.orm, tntId, (tx) => tx.insert(t.loginAttempts).values(record));
    throw fail('LOGIN_FAILED');
  }
  const { accountId, token, refused } = await withTenant(deps.orm, tntId, async (tx) => {
    await tx.insert(t.loginAttempts).values(record);
    const all = await accountsOfPerson(tx, tntId, person.personId);
    const accounts = all.filter((a) => a.status === '1');
    const chosen =
      accounts.find((a) => a.accountId === person.lastAccountId) ?? accounts.find((a) => a.accountType === 2) ?? accounts[0];
    // None active: waiting for the platform's audit ('0'), or refused / stopped ('9') with nothing waiting.
    if (!chosen) return { accountId: null, token: null, refused: all.length > 0 && !all.some((a) => a.status === '0') };
    await setLastAccount(tx, tntId, person.personId, chosen.accountId);
    return { accountId: chosen.accountId, token: await deps.services.sessions.issue(tx, tntId, chosen.accountId, person.personId), refused: false };
  });
  await clearLoginFailures(deps, phone);
  if (refused) throw fail('FORBIDDEN', MESSAGES.accountRefused);
  if (!accountId || !token) throw fail('ACCOUNT_PENDING');
  return loginResult(deps, tenant, accountId, token);
}
