// Handlers of the acl.* calls, by catalogue key.
import { UNIFY_TENANT } from '../../../catalogue';
import { fail, principalOf, tenantOf, type CallContext, type DomainHandlers } from '../../core';
import { loginUserOf } from '../user';
import { createCaptcha, sendSmsCode } from './codes-service';
import { login } from './login-service';
import { register, retrievePassword, type RegisterBody, type RegisterKind } from './register-service';

const registerWith = (kind: RegisterKind) => async (ctx: CallContext<RegisterBody>) => register(ctx.deps, tenantOf(ctx), kind, ctx.body);

export const aclHandlers = {
  'acl.getPubKey': async (ctx) => ({ key: ctx.deps.services.keys.publicPem, keyId: ctx.deps.services.keys.keyId }),
  'acl.login': async (ctx) => login(ctx.deps, tenantOf(ctx), ctx.body.data, ctx.req.ip),
  'acl.unifyLogin': async (ctx) => {
    // The public back office has its own tenant whatever the page's tenant headers say.
    const unify = await ctx.deps.services.tenants.byTntId(UNIFY_TENANT.tntId);
    if (!unify) throw fail('TENANT_UNKNOWN');
    return login(ctx.deps, unify, ctx.body.data, ctx.req.ip);
  },
  'acl.refreshToken': async (ctx) => ctx.deps.services.sessions.refresh(tenantOf(ctx).tntId, ctx.body.refreshToken),
  'acl.logout': async (ctx) => {
    const p = principalOf(ctx);
    await ctx.deps.services.sessions.revokeFamilies(p.tntId, p.personId, [...new Set([p.familyId, ctx.body.seqNo])], 'logout');
    return null;
  },
  'acl.verifyToken': async (ctx) => {
    const tenant = tenantOf(ctx);
    const p = await ctx.deps.services.sessions.authenticate(tenant.tntId, ctx.body.tokenDTO.access_token);
    return { valid: true, loginUser: (await loginUserOf(ctx.deps, tenant, p.accountId)).loginUser };
  },
  'acl.sendVerifiedCode': async (ctx) => sendSmsCode(ctx.deps, tenantOf(ctx).tntId, ctx.body, ctx.req.ip),
  'acl.captchaPin': async (ctx) => createCaptcha(ctx.deps, tenantOf(ctx).tntId),
  'acl.registerByMobile': registerWith('mobile'),
  'acl.registerByInvitation': registerWith('invitation'),
  'acl.registerEnterprise': registerWith('enterprise'),
  'acl.registerPersonal': registerWith('personal'),
  'acl.retrievePassword': async (ctx) => retrievePassword(ctx.deps, tenantOf(ctx), ctx.body),
} satisfies DomainHandlers<'acl'>;
