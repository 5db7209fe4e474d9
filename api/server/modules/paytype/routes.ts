// Handlers of the paytype.* calls (docs/trading.md "Pay types").
import { principalOf, type DomainHandlers } from '../../core';
import { sellerOf } from '../item';
import { acceptedForBuyer, payTypeList, saveShopSetting, savePayType, shopSetting } from './paytype-service';

export const paytypeHandlers = {
  'paytype.list': async (ctx) => payTypeList(ctx.deps, sellerOf(ctx)),
  'paytype.save': async (ctx) => savePayType(ctx.deps, sellerOf(ctx), ctx.body),
  'paytype.shopSetting': async (ctx) => shopSetting(ctx.deps, sellerOf(ctx)),
  'paytype.shopSettingSave': async (ctx) => saveShopSetting(ctx.deps, sellerOf(ctx), ctx.body),
  'paytype.accepted': async (ctx) => acceptedForBuyer(ctx.deps, principalOf(ctx).tntId, ctx.body.sellerIds),
} satisfies DomainHandlers<'paytype'>;
