// Handlers of the complaint calls (api/catalogue/complaint.ts): guards first, then one transaction each.
import { principalOf, tenantOf, type CallContext, type DomainHandlers } from '../../core';
import { fileGranter } from '../file';
import { detailOf, fileComplaint, moveComplaint, myComplaints, openCount, platformComplaints, platformOf, targetsOf } from './service';

/** Evidence pictures' addresses with a download grant, for the complaint's parties' pages. */
const granter = (ctx: CallContext<unknown>) => fileGranter(ctx.deps.db, tenantOf(ctx).tntId, ctx.deps.clock.now());

export const complaintHandlers = {
  'complaint.add': async (ctx) => fileComplaint(ctx.deps, principalOf(ctx), ctx.body, await granter(ctx)),
  'complaint.targets': async (ctx) => targetsOf(ctx.deps, principalOf(ctx), ctx.body),
  'complaint.page': async (ctx) => myComplaints(ctx.deps, principalOf(ctx), ctx.body, await granter(ctx)),
  'complaint.platPage': async (ctx) => platformComplaints(ctx.deps, platformOf(principalOf(ctx)), ctx.body, await granter(ctx)),
  'complaint.detail': async (ctx) => detailOf(ctx.deps, principalOf(ctx), ctx.body.complaintId, await granter(ctx)),
  'complaint.openCount': async (ctx) => openCount(ctx.deps, principalOf(ctx)),
  'complaint.withdraw': async (ctx) => moveComplaint(ctx.deps, principalOf(ctx), 'complainant', ctx.body.complaintId, 'withdraw', {}, await granter(ctx)),
  'complaint.append': async (ctx) =>
    moveComplaint(ctx.deps, principalOf(ctx), 'complainant', ctx.body.complaintId, 'append', { args: { content: ctx.body.appendContent, pictures: ctx.body.replyPictures ?? [] } }, await granter(ctx)),
  'complaint.accept': async (ctx) => moveComplaint(ctx.deps, platformOf(principalOf(ctx)), 'platform', ctx.body.complaintId, 'accept', {}, await granter(ctx)),
  'complaint.refuse': async (ctx) => moveComplaint(ctx.deps, platformOf(principalOf(ctx)), 'platform', ctx.body.complaintId, 'refuse', { note: ctx.body.reason.trim() }, await granter(ctx)),
  'complaint.reply': async (ctx) =>
    moveComplaint(ctx.deps, platformOf(principalOf(ctx)), 'platform', ctx.body.complaintId, 'reply', { args: { content: ctx.body.replyContent, pictures: ctx.body.replyPictures ?? [] } }, await granter(ctx)),
  'complaint.close': async (ctx) => moveComplaint(ctx.deps, platformOf(principalOf(ctx)), 'platform', ctx.body.complaintId, 'close', { note: ctx.body.result.trim() }, await granter(ctx)),
} satisfies DomainHandlers<'complaint'>;
