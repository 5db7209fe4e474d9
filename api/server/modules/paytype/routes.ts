// Handlers of the paytype.* calls (docs/trading.md "Pay types"). The seller's two reads are read handlers
// (core/read-handler.ts).
import { principalOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { sellerOf } from '../item';
import { acceptedForBuyer, payTypeList, saveShopSetting, savePayType, shopSetting } from './paytype-service';

export const paytypeHandlers = {
  'paytype.list': readHandler(async (ctx) => payTypeList(ctx.read, sellerOf(ctx))),
  'paytype.save': async (ctx) => savePayType(ctx.deps, sellerOf(ctx), ctx.body),
  'paytype.shopSetting': readHandler(async (ctx) => shopSetting(ctx.read, sellerOf(ctx))),
  'paytype.shopSettingSave': async (ctx) => saveShopSetting(ctx.deps, sellerOf(ctx), ctx.body),
  'paytype.accepted': async (ctx) => acceptedForBuyer(ctx.deps, principalOf(ctx).tntId, ctx.body.sellerIds),
} satisfies DomainHandlers<'paytype'>;
