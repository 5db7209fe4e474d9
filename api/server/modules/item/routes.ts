// Handlers of the item.* calls (docs/goods.md): seller catalogue set-up, own goods and shelf moves, other
// members' and platform goods, the platform operator's freeze and off shelf, and the shopping front. The
// calls that only read the caller's tenant are read handlers (core/read-handler.ts).
import { principalOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { platformOf, sellerOf } from './access';
import { addAttribute, attributeList, attributePage, deleteAttribute, updateAttribute } from './attribute-service';
import { addCategory, categoryTree, deleteCategory, updateCategory } from './category-service';
import { frontCategories, frontDetail, search, visibleMalls } from './front-queries';
import { memberPage, ownPage, platformGoodsPage, platformPage, statusCount } from './goods-lists';
import { detailVisibility } from './visibility';
import { goodsDetail } from './goods-queries';
import { createGoods, deleteGoods, setPreSell, updateGoods } from './goods-service';
import { freezeGoods, platformTakeOffShelf, unfreezeGoods } from './platform-service';
import { putOnShelf, takeOffShelf } from './shelf-service';
import { addUnit, deleteUnit, unitList, unitPage, updateUnit } from './unit-service';

export const itemHandlers = {
  'item.categoryTree': readHandler(async (ctx) => categoryTree(ctx.read, sellerOf(ctx))),
  'item.categoryAdd': async (ctx) => addCategory(ctx.deps, sellerOf(ctx), ctx.body),
  'item.categoryUpdate': async (ctx) => updateCategory(ctx.deps, sellerOf(ctx), ctx.body),
  'item.categoryDelete': async (ctx) => deleteCategory(ctx.deps, sellerOf(ctx), ctx.body.categoryId),

  'item.attributePage': readHandler(async (ctx) => attributePage(ctx.read, sellerOf(ctx), ctx.body)),
  'item.attributeList': readHandler(async (ctx) => attributeList(ctx.read, sellerOf(ctx), ctx.body.categoryId)),
  'item.attributeAdd': async (ctx) => addAttribute(ctx.deps, sellerOf(ctx), ctx.body),
  'item.attributeUpdate': async (ctx) => updateAttribute(ctx.deps, sellerOf(ctx), ctx.body),
  'item.attributeDelete': async (ctx) => deleteAttribute(ctx.deps, sellerOf(ctx), ctx.body.attrId),

  'item.unitPage': readHandler(async (ctx) => unitPage(ctx.read, sellerOf(ctx), ctx.body)),
  'item.unitList': readHandler(async (ctx) => unitList(ctx.read, sellerOf(ctx))),
  'item.unitAdd': async (ctx) => addUnit(ctx.deps, sellerOf(ctx), ctx.body),
  'item.unitUpdate': async (ctx) => updateUnit(ctx.deps, sellerOf(ctx), ctx.body),
  'item.unitDelete': async (ctx) => deleteUnit(ctx.deps, sellerOf(ctx), ctx.body.unitId),

  'item.page': readHandler(async (ctx) => ownPage(ctx.read, sellerOf(ctx), ctx.body)),
  'item.statusCount': readHandler(async (ctx) => statusCount(ctx.read, sellerOf(ctx))),
  'item.detail': readHandler(async (ctx) => {
    const p = principalOf(ctx);
    return goodsDetail(ctx.read, p.tntId, ctx.body.itemId, detailVisibility(p));
  }),
  'item.create': async (ctx) => createGoods(ctx.deps, sellerOf(ctx), ctx.body),
  'item.update': async (ctx) => updateGoods(ctx.deps, sellerOf(ctx), ctx.body),
  'item.delete': async (ctx) => deleteGoods(ctx.deps, sellerOf(ctx), ctx.body.itemIds),
  'item.onShelf': async (ctx) => putOnShelf(ctx.deps, sellerOf(ctx), ctx.body.itemIds),
  'item.offShelf': async (ctx) => takeOffShelf(ctx.deps, sellerOf(ctx), ctx.body.itemIds),
  'item.preSell': async (ctx) => setPreSell(ctx.deps, sellerOf(ctx), ctx.body),

  'item.memberPage': readHandler(async (ctx) => memberPage(ctx.read, sellerOf(ctx), ctx.body)),
  'item.platformGoodsPage': readHandler(async (ctx) => platformGoodsPage(ctx.read, sellerOf(ctx), ctx.body)),

  'item.platformPage': readHandler(async (ctx) => platformPage(ctx.read, platformOf(ctx), ctx.body)),
  'item.freeze': async (ctx) => freezeGoods(ctx.deps, platformOf(ctx), ctx.body.itemId, ctx.body.frozenReason),
  'item.unfreeze': async (ctx) => unfreezeGoods(ctx.deps, platformOf(ctx), ctx.body.itemId),
  'item.platformOffShelf': async (ctx) => platformTakeOffShelf(ctx.deps, platformOf(ctx), ctx.body.itemId),

  'item.search': readHandler(async (ctx) => search(ctx.read, principalOf(ctx), ctx.body)),
  'item.frontDetail': readHandler(async (ctx) => frontDetail(ctx.read, principalOf(ctx), ctx.body.itemId)),
  'item.frontCategories': readHandler(async (ctx) => frontCategories(ctx.read, principalOf(ctx), ctx.body.mallId)),
  'item.visibleMalls': readHandler(async (ctx) => visibleMalls(ctx.read, principalOf(ctx))),
} satisfies DomainHandlers<'item'>;
