// Handlers of the finance.* calls (api/catalogue/finance.ts): reads of the caller's tenant only.
import { principalOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { partnerList, productDetail, productPage } from './service';

export const financeHandlers = {
  'finance.productPage': readHandler(async (ctx) => productPage(ctx.read, principalOf(ctx).tntId, ctx.body)),
  'finance.productDetail': readHandler(async (ctx) => productDetail(ctx.read, principalOf(ctx).tntId, ctx.body.productId)),
  'finance.partnerList': readHandler(async (ctx) => partnerList(ctx.read, principalOf(ctx).tntId)),
} satisfies DomainHandlers<'finance'>;
