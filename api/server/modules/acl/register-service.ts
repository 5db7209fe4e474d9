// Registration (by mobile, by invitation, enterprise, personal) and password retrieval. Each checks the
// tenant's register module (registerConfig paramValue '1'), the captcha, the SMS code and the encrypted
// new password, and only then whether the phone has an account; accounts wait for approval when the
// platform parameter USR00100101 is '1'.
import { and, eq, gt, inArray } from 'drizzle-orm';
import { withTenant, type Tx, isUniqueViolation } from '../../db';
import * as t from './tables';
import { permissionTables } from '../permission';
import { tenantTables } from '../tenant';
import { userTables } from '../user';
import { fail, newId, type Deps, type Tenant } from '../../core';
import { personByPhone } from '../user';
import { consumeCaptcha, consumeSmsCode } from './codes-service';
import { hashPassword } from './passwords';
import { newPasswordPayload, openSealed } from './sealed-payload';
import { clearLoginFailures } from './throttle';

export type RegisterKind = 'mobile' | 'invitation' | 'enterprise' | 'personal';

const MODULE_PARAM: Record<RegisterKind, string> = {
  mobile: 'REGISTER_MOBILE',
  invitation: 'REGISTER_INVITATION',
  enterprise: 'REGISTER_ENTERPRISE',
  personal: 'REGISTER_PERSONAL',
};
/** Spec section 7: USR00100101 = need audit for register. */
const NEED_AUDIT_REGISTER = 'USR00100101';
export const OPE_REGISTER = '1';
export const OPE_RETRIEVE = '2';

export interface RegisterBody {
  phone: string;
  smsCode: string;
  password: string;
  captchaId: string;
  captchaCode: string;
  username?: string;
  inviteCode?: string;
  companyNm?: string;
  creditCode?: string;
  realName?: string;
  idCard?: string;
}

async function params(tx: Tx, tntId: string, names: string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ paramNo: tenantTables.tenantParams.paramNo, paramValue: tenantTables.tenantParams.paramValue })
    .from(tenantTables.tenantParams)
    .where(and(eq(tenantTables.tenantParams.tntId, tntId), inArray(tenantTables.tenantParams.paramNo, names)));
  return new Map(rows.map((r) => [r.paramNo, r.paramValue]));
}

async function roleIdByCode(tx: Tx, tntId: string, roleCode: string): Promise<string | undefined> {
  const [r] = await tx.select({ roleId: permissionTables.roles.roleId }).from(permissionTables.roles).where(and(eq(permissionTables.roles.tntId, tntId), eq(permissionTables.roles.roleCode, roleCode)));
  return r?.roleId;
}

export async function register(deps: Deps, tenant: Tenant, kind: RegisterKind, body: RegisterBody) {
  const tntId = tenant.tntId;
  const now = new Date(deps.clock.now());
  const pre = await withTenant(deps.orm, tntId, async (tx) => {
    const p = await params(tx, tntId, [MODULE_PARAM[kind], NEED_AUDIT_REGISTER]);
    if (p.get(MODULE_PARAM[kind]) !== '1') throw fail('FEATURE_CLOSED', '当前平台未开放此注册方式');
    let invitation: { companyId: string; roleId: string } | undefined;
    if (kind === 'invitation') {
      [invitation] = await tx
        .select({ companyId: t.invitations.companyId, roleId: t.invitations.roleId })
        .from(t.invitations)
        .where(and(eq(t.invitations.tntId, tntId), eq(t.invitations.inviteCode, body.inviteCode!), gt(t.invitations.expiresAt, now)));
      if (!invitation) throw fail('NOT_FOUND', '邀请码无效或已过期');
    }
    if (kind === 'enterprise') {
      const [c] = await tx
        .select({ id: userTables.companies.companyId })
        .from(userTables.companies)
        .where(and(eq(userTables.companies.tntId, tntId), eq(userTables.companies.creditCode, body.creditCode!.toUpperCase())));
      if (c) throw fail('CONFLICT', '该企业已注册');
    }
    return { invitation, pending: p.get(NEED_AUDIT_REGISTER) === '1' };
  });
  const { password } = await openSealed(deps, body.password, newPasswordPayload);
  await consumeCaptcha(deps, tntId, body.captchaId, body.captchaCode);
  await consumeSmsCode(deps, tntId, body.phone, OPE_REGISTER, body.smsCode);
  // Only now, to whoever proved the phone, is it said to be taken (issue 13 item 6: no enumeration).
  if (await withTenant(deps.orm, tntId, (tx) => personByPhone(tx, tntId, body.phone))) throw fail('CONFLICT', '该手机号已注册，请直接登录');
  const passwordHash = await hashPassword(password);
  const personId = newId();
  const accountId = newId();
  const accountType = kind === 'enterprise' || kind === 'invitation' ? 2 : 1;
  const status = pre.pending ? '0' : '1';
  try {
    await withTenant(deps.orm, tntId, async (tx) => {
      await tx.insert(userTables.persons).values({
        tntId, personId, phone: body.phone, passwordHash, username: body.username ?? `用户${body.phone.slice(-4)}`,
        userIcon: '', realName: body.realName ?? null, idCard: body.idCard?.toUpperCase() ?? null,
        // Not yet certified: the real name and ID card given here prefill the certification, which needs
        // the card's pictures too (modules/certify).
        userAuthStatus: '1', lastAccountId: accountId, createdAt: now,
      });
      let companyId: string | null = null;
      let roleId: string | undefined;
      if (kind === 'enterprise') {
        companyId = newId();
        await tx.insert(userTables.companies).values({
          tntId, companyId, companyNm: body.companyNm!, creditCode: body.creditCode!.toUpperCase(), authStatus: '1', createdAt: now,
        });
        roleId = await roleIdByCode(tx, tntId, 'ENT_ADMIN');
      } else if (kind === 'invitation') {
        companyId = pre.invitation!.companyId;
        roleId = pre.invitation!.roleId;
      } else {
        roleId = await roleIdByCode(tx, tntId, 'PERSONAL');
      }
      // A registration waiting for the platform is an account audit document (modules/approval).
      await tx.insert(userTables.accounts).values({ tntId, accountId, personId, accountType, companyId, isTnt: false, status, createdAt: now, auditKind: pre.pending ? '1' : null });
      if (roleId) await tx.insert(permissionTables.accountRoles).values({ tntId, accountId, roleId });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('CONFLICT', '该手机号或企业已注册');
    throw e;
  }
  return { accountId, accountType, status };
}

export async function retrievePassword(
  deps: Deps,
  tenant: Tenant,
  body: { phone: string; smsCode: string; password: string; captchaId: string; captchaCode: string },
) {
  const tntId = tenant.tntId;
  const { password } = await openSealed(deps, body.password, newPasswordPayload);
  await consumeCaptcha(deps, tntId, body.captchaId, body.captchaCode);
  await consumeSmsCode(deps, tntId, body.phone, OPE_RETRIEVE, body.smsCode);
  // Said only to whoever proved the phone (issue 13 item 6).
  const person = await withTenant(deps.orm, tntId, (tx) => personByPhone(tx, tntId, body.phone));
  if (!person) throw fail('NOT_FOUND', '该手机号未注册');
  const passwordHash = await hashPassword(password);
  await withTenant(deps.orm, tntId, async (tx) => {
    await tx.update(userTables.persons).set({ passwordHash }).where(and(eq(userTables.persons.tntId, tntId), eq(userTables.persons.personId, person.personId)));
  });
  // A new password ends the run of failures (no captcha at the next login) and every session opened
  // with the old one.
  await clearLoginFailures(deps, body.phone);
  await deps.services.sessions.revokePerson(tntId, person.personId, 'password');
  return null;
}
