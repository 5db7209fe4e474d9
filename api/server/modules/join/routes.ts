// Handlers of the join.* calls (api/catalogue/join.ts): guards first, then a service.
import { UNIFY_TENANT } from '../../../catalogue';
import { principalOf, tenantOf, type CallContext, type DomainHandlers } from '../../core';
import { all, applicantOf, applying, apply, cancel, decide, joined, page, platformOf } from './join-service';

const applicant = (ctx: CallContext<unknown>) => applicantOf(principalOf(ctx), tenantOf(ctx).tntId === UNIFY_TENANT.tntId);

const asRecords = <T>(records: T[]) => ({ records, total: records.length });

export const joinHandlers = {
  'join.joined': async (ctx) => asRecords(await joined(ctx.deps, applicant(ctx))),
  'join.applying': async (ctx) => asRecords(await applying(ctx.deps, applicant(ctx))),
  'join.all': async (ctx) => asRecords(await all(ctx.deps, applicant(ctx))),
  'join.apply': async (ctx) => apply(ctx.deps, applicant(ctx), ctx.body.tntId),
  'join.cancel': async (ctx) => cancel(ctx.deps, applicant(ctx), ctx.body.tntId, ctx.body.joinId),
  'join.page': async (ctx) => {
    platformOf(principalOf(ctx));
    return page(ctx.deps, tenantOf(ctx), ctx.body);
  },
  'join.approve': async (ctx) => decide(ctx.deps, tenantOf(ctx), platformOf(principalOf(ctx)), ctx.body.joinId, { move: 'approve' }),
  'join.refuse': async (ctx) => decide(ctx.deps, tenantOf(ctx), platformOf(principalOf(ctx)), ctx.body.joinId, { move: 'refuse', reason: ctx.body.reason }),
} satisfies DomainHandlers<'join'>;
