// Handlers of the certify.* calls (api/catalogue/certify.ts): guards first, then a service.
import { fileGranter } from '../file';
import { principalOf, tenantOf, type CallContext, type DomainHandlers } from '../../core';
import { certDetail, certPage, decide, enterpriseCert, entInfo, personCert, platformOf, submitEnterprise, submitPerson } from './cert-service';

const granter = (ctx: CallContext<unknown>) => fileGranter(ctx.deps.db, tenantOf(ctx).tntId, ctx.deps.clock.now());

export const certifyHandlers = {
  'certify.person': async (ctx) => personCert(ctx.deps, principalOf(ctx), await granter(ctx)),
  'certify.personSubmit': async (ctx) => submitPerson(ctx.deps, principalOf(ctx), ctx.body, await granter(ctx)),
  'certify.enterprise': async (ctx) => enterpriseCert(ctx.deps, principalOf(ctx), await granter(ctx)),
  'certify.enterpriseSubmit': async (ctx) => submitEnterprise(ctx.deps, principalOf(ctx), ctx.body, await granter(ctx)),
  'certify.page': async (ctx) => certPage(ctx.deps, platformOf(principalOf(ctx)), ctx.body, await granter(ctx)),
  'certify.detail': async (ctx) => certDetail(ctx.deps, platformOf(principalOf(ctx)), ctx.body.certId, await granter(ctx)),
  'certify.approve': async (ctx) => decide(ctx.deps, platformOf(principalOf(ctx)), ctx.body.certId, { move: 'approve' }, await granter(ctx)),
  'certify.reject': async (ctx) => decide(ctx.deps, platformOf(principalOf(ctx)), ctx.body.certId, { move: 'reject', reason: ctx.body.rejectReason }, await granter(ctx)),
  'certify.enterpriseInfo': async (ctx) => entInfo(ctx.deps, principalOf(ctx), await granter(ctx)),
} satisfies DomainHandlers<'certify'>;
