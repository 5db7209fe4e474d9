// 我的业绩 (spec 2.8 my-performance): read from the orders of the indent module; no table of its own.
import { principalOf, type DomainHandlers, type ServerModule } from '../../core';
import { monthPage, summary } from './service';

export const performanceHandlers = {
  'performance.summary': async (ctx) => summary(ctx.deps, principalOf(ctx)),
  'performance.monthPage': async (ctx) => monthPage(ctx.deps, principalOf(ctx), ctx.body),
} satisfies DomainHandlers<'performance'>;

export const performanceModule = { handlers: performanceHandlers, tables: {} } satisfies ServerModule<'performance'>;
