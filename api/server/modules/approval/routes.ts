// Handlers of the approval.* calls (api/catalogue/approval.ts): guards first, then a service.
import { principalOf, type DomainHandlers } from '../../core';
import { addCustomer, auditPage, customerPage, decide, platformOf } from './audit-service';

export const approvalHandlers = {
  'approval.page': async (ctx) => auditPage(ctx.deps, platformOf(principalOf(ctx)), ctx.body),
  'approval.approve': async (ctx) => decide(ctx.deps, platformOf(principalOf(ctx)), ctx.body.accountId, { move: 'approve' }),
  'approval.refuse': async (ctx) => decide(ctx.deps, platformOf(principalOf(ctx)), ctx.body.accountId, { move: 'refuse', reason: ctx.body.auditNote }),
  'approval.addCustomer': async (ctx) => addCustomer(ctx.deps, principalOf(ctx), ctx.body),
  'approval.customerPage': async (ctx) => customerPage(ctx.deps, principalOf(ctx), ctx.body),
} satisfies DomainHandlers<'approval'>;
