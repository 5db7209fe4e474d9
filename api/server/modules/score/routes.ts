// Handlers of the order score calls (api/catalogue/score.ts).
import { principalOf, type DomainHandlers } from '../../core';
import { createScore } from './create';
import { itemPage, itemSummary, orderLines } from './queries';

export const scoreHandlers = {
  'score.create': async (ctx) => createScore(ctx.deps, principalOf(ctx), ctx.body),
  'score.orderLines': async (ctx) => orderLines(ctx.deps.orm, principalOf(ctx), ctx.body.orderId),
  'score.itemSummary': async (ctx) => itemSummary(ctx.deps.orm, principalOf(ctx).tntId, ctx.body.itemId),
  'score.itemPage': async (ctx) => itemPage(ctx.deps.orm, principalOf(ctx).tntId, ctx.body),
} satisfies DomainHandlers<'score'>;
