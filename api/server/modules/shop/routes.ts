// Handlers of the shop.* calls (api/catalogue/shop.ts): guards first (the seller is an enterprise account,
// the platform the tenant admin), then one transaction each; the goods list is a read of the item module.
import { and, eq } from 'drizzle-orm';
import { fail, principalOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { given } from '../../db';
import { companyGoodsPage } from '../item';
import { platformOf, sellerOf } from './access';
import { moveMyShop, myShop, platShopDetail, platShopPage, saveShop } from './shop-service';
import { addOffline, moveOffline, myOfflinePage, offlineDetail, platOfflinePage, updateOffline } from './offline-service';
import { addAdv, advPage, deleteAdv, enableAdv, showList, updateAdv } from '../mall';
import { shopAds, shopShowScope } from './shop-ads';
import { storefrontCard, storefrontGoods, storefrontImages, storefrontVideos } from './front-service';
import * as t from './tables';

export const shopHandlers = {
  'shop.mine': async (ctx) => myShop(ctx.deps, sellerOf(ctx)),
  'shop.save': async (ctx) => saveShop(ctx.deps, sellerOf(ctx), ctx.body),
  'shop.close': async (ctx) => moveMyShop(ctx.deps, sellerOf(ctx), 'close', ctx.body.reason),
  'shop.reopen': async (ctx) => moveMyShop(ctx.deps, sellerOf(ctx), 'reopen'),
  'shop.platPage': async (ctx) => platShopPage(ctx.deps, platformOf(principalOf(ctx)), ctx.body),
  'shop.detail': async (ctx) => platShopDetail(ctx.deps, platformOf(principalOf(ctx)), ctx.body.shopId),
  'shop.offlinePage': async (ctx) => myOfflinePage(ctx.deps, sellerOf(ctx), ctx.body),
  'shop.platOfflinePage': async (ctx) => platOfflinePage(ctx.deps, platformOf(principalOf(ctx)), ctx.body),
  'shop.offlineDetail': async (ctx) => offlineDetail(ctx.deps, principalOf(ctx), ctx.body.offlineId),
  'shop.offlineAdd': async (ctx) => addOffline(ctx.deps, sellerOf(ctx), ctx.body),
  'shop.offlineUpdate': async (ctx) => updateOffline(ctx.deps, sellerOf(ctx), ctx.body),
  'shop.offlineClose': async (ctx) => moveOffline(ctx.deps, sellerOf(ctx), ctx.body.offlineId, 'close', ctx.body.reason),
  'shop.offlineReopen': async (ctx) => moveOffline(ctx.deps, sellerOf(ctx), ctx.body.offlineId, 'reopen'),
  // The seller's own shop's goods; with a shop id, that shop's (the platform any, a seller only its own).
  'shop.goodsPage': readHandler(async (ctx) => {
    const p = principalOf(ctx);
    const { shopId, ...filters } = ctx.body;
    if (!given(shopId)) return companyGoodsPage(ctx.read, sellerOf(ctx).companyId, filters);
    const [shop] = await ctx.read.query((q) => q.select({ companyId: t.shops.companyId }).from(t.shops).where(and(eq(t.shops.tntId, p.tntId), eq(t.shops.shopId, shopId))));
    if (!shop || (!p.isTnt && shop.companyId !== p.companyId)) throw fail('NOT_FOUND', '网店不存在');
    return companyGoodsPage(ctx.read, shop.companyId, filters);
  }),
  'shop.advPage': async (ctx) => advPage(ctx.deps, shopAds(sellerOf(ctx)), ctx.body),
  'shop.advAdd': async (ctx) => addAdv(ctx.deps, shopAds(sellerOf(ctx)), ctx.body),
  'shop.advUpdate': async (ctx) => updateAdv(ctx.deps, shopAds(sellerOf(ctx)), ctx.body),
  'shop.advEnable': async (ctx) => enableAdv(ctx.deps, shopAds(sellerOf(ctx)), ctx.body.advId, ctx.body.enabled),
  'shop.advDelete': async (ctx) => deleteAdv(ctx.deps, shopAds(sellerOf(ctx)), ctx.body.advId),
  'shop.advShowList': async (ctx) => showList(ctx.deps, principalOf(ctx).tntId, shopShowScope(principalOf(ctx), ctx.body.shopId)),
  // The storefront (seller page): reads for every account of the shopping front.
  'shop.frontCard': readHandler(async (ctx) => storefrontCard(ctx.read, principalOf(ctx), ctx.body)),
  'shop.frontGoods': readHandler(async (ctx) => storefrontGoods(ctx.read, principalOf(ctx), ctx.body)),
  'shop.frontImages': readHandler(async (ctx) => storefrontImages(ctx.read, principalOf(ctx), ctx.body)),
  'shop.frontVideos': readHandler(async (ctx) => storefrontVideos(ctx.read, principalOf(ctx), ctx.body)),
} satisfies DomainHandlers<'shop'>;
