// Handlers of the item.* calls (docs/goods.md): seller catalogue set-up, own goods and shelf moves, other
// members' and platform goods, the platform operator's freeze and off shelf, and the shopping front.
import {  } from '../../db';
import { principalOf, type DomainHandlers } from '../../core';
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
  'item.categoryTree': async (ctx) => categoryTree(ctx.deps, sellerOf(ctx)),
  'item.categoryAdd': async (ctx) => addCategory(ctx.deps, sellerOf(ctx), ctx.body),
  'item.categoryUpdate': async (ctx) => updateCategory(ctx.deps, sellerOf(ctx), ctx.body),
  'item.categoryDelete': async (ctx) => deleteCategory(ctx.deps, sellerOf(ctx), ctx.body.categoryId),

  'item.attributePage': async (ctx) => attributePage(ctx.deps, sellerOf(ctx), ctx.body),
  'item.attributeList': async (ctx) => attributeList(ctx.deps, sellerOf(ctx), ctx.body.categoryId),
  'item.attributeAdd': async (ctx) => addAttribute(ctx.deps, sellerOf(ctx), ctx.body),
  'item.attributeUpdate': async (ctx) => updateAttribute(ctx.deps, sellerOf(ctx), ctx.body),
  'item.attributeDelete': async (ctx) => deleteAttribute(ctx.deps, sellerOf(ctx), ctx.body.attrId),

  'item.unitPage': async (ctx) => unitPage(ctx.deps, sellerOf(ctx), ctx.body),
  'item.unitList': async (ctx) => unitList(ctx.deps, sellerOf(ctx)),
  'item.unitAdd': async (ctx) => addUnit(ctx.deps, sellerOf(ctx), ctx.body),
  'item.unitUpdate': async (ctx) => updateUnit(ctx.deps, sellerOf(ctx), ctx.body),
  'item.unitDelete': async (ctx) => deleteUnit(ctx.deps, sellerOf(ctx), ctx.body.unitId),

  'item.page': async (ctx) => ownPage(ctx.deps, sellerOf(ctx), ctx.body),
  'item.statusCount': async (ctx) => statusCount(ctx.deps, sellerOf(ctx)),
  'item.detail': async (ctx) => {
    const p = principalOf(ctx);
    return goodsDetail(ctx.deps, p.tntId, ctx.body.itemId, detailVisibility(p));
  },
  'item.create': async (ctx) => createGoods(ctx.deps, sellerOf(ctx), ctx.body),
  'item.update': async (ctx) => updateGoods(ctx.deps, sellerOf(ctx), ctx.body),
  'item.delete': async (ctx) => deleteGoods(ctx.deps, sellerOf(ctx), ctx.body.itemIds),
  'item.onShelf': async (ctx) => putOnShelf(ctx.deps, sellerOf(ctx), ctx.body.itemIds),
  'item.offShelf': async (ctx) => takeOffShelf(ctx.deps, sellerOf(ctx), ctx.body.itemIds),
  'item.preSell': async (ctx) => setPreSell(ctx.deps, sellerOf(ctx), ctx.body),

  'item.memberPage': async (ctx) => memberPage(ctx.deps, sellerOf(ctx), ctx.body),
  'item.platformGoodsPage': async (ctx) => platformGoodsPage(ctx.deps, sellerOf(ctx), ctx.body),

  'item.platformPage': async (ctx) => platformPage(ctx.deps, platformOf(ctx), ctx.body),
  'item.freeze': async (ctx) => freezeGoods(ctx.deps, platformOf(ctx), ctx.body.itemId, ctx.body.frozenReason),
  'item.unfreeze': async (ctx) => unfreezeGoods(ctx.deps, platformOf(ctx), ctx.body.itemId),
  'item.platformOffShelf': async (ctx) => platformTakeOffShelf(ctx.deps, platformOf(ctx), ctx.body.itemId),

  'item.search': async (ctx) => search(ctx.deps, principalOf(ctx), ctx.body),
  'item.frontDetail': async (ctx) => frontDetail(ctx.deps, principalOf(ctx), ctx.body.itemId),
  'item.frontCategories': async (ctx) => frontCategories(ctx.deps, principalOf(ctx), ctx.body.mallId),
  'item.visibleMalls': async (ctx) => visibleMalls(ctx.deps, principalOf(ctx)),
} satisfies DomainHandlers<'item'>;
