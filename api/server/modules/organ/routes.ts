// Handlers of the organ.* calls (api/catalogue/organ.ts): the keys first (either screen's), then a service.
// The role and department reads are kept read handlers (reads.ts).
import { principalOf, type DomainHandlers } from '../../core';
import { callerWith, platformOnly } from './access';
import { accountPage, adminPage, assignRoles, invite, personPage, setActive } from './account-service';
import { enterpriseDetail, enterprisePage } from './enterprise-service';
import { organDelete, organSave } from './organ-service';
import { organReads } from './reads';
import { roleDelete, roleSave } from './role-service';

export const organHandlers = {
  ...organReads,
  'organ.roleSave': async (ctx) => roleSave(ctx.deps, await callerWith(ctx, 'roleEdit'), ctx.body),
  'organ.roleDelete': async (ctx) => roleDelete(ctx.deps, await callerWith(ctx, 'roleDelete'), ctx.body.roleId),
  'organ.organSave': async (ctx) => organSave(ctx.deps, await callerWith(ctx, 'organEdit'), ctx.body),
  'organ.organDelete': async (ctx) => organDelete(ctx.deps, await callerWith(ctx, 'organEdit'), ctx.body.organId),
  'organ.accountPage': async (ctx) => accountPage(ctx.deps, await callerWith(ctx, 'accountView'), ctx.body),
  'organ.accountInvite': async (ctx) => invite(ctx.deps, await callerWith(ctx, 'accountEdit'), ctx.body),
  'organ.accountDisable': async (ctx) => setActive(ctx.deps, await callerWith(ctx, 'accountEdit'), ctx.body.accountId, 'disable'),
  'organ.accountEnable': async (ctx) => setActive(ctx.deps, await callerWith(ctx, 'accountEdit'), ctx.body.accountId, 'enable'),
  'organ.accountRoles': async (ctx) => assignRoles(ctx.deps, await callerWith(ctx, 'accountEdit'), ctx.body),
  'organ.adminPage': async (ctx) => adminPage(ctx.deps, platformOnly(await callerWith(ctx, 'adminView')), ctx.body),
  'organ.personPage': async (ctx) => personPage(ctx.deps, platformOnly(principalOf(ctx)), ctx.body),
  'organ.enterprisePage': async (ctx) => enterprisePage(ctx.deps, platformOnly(await callerWith(ctx, 'enterpriseView')), ctx.body),
  'organ.enterpriseDetail': async (ctx) => enterpriseDetail(ctx.deps, await callerWith(ctx, 'enterpriseView'), ctx.body.companyId),
} satisfies DomainHandlers<'organ'>;
