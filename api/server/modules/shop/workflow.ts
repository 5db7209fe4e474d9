// The two shop documents (spec 2.8 "Shop management"): an enterprise's online shop and each of its offline
// shops is 营业中 or 已停业, and only these moves change that: the seller closes one (with an optional
// reason the storefront may show) and reopens it. Opening and profile edits are history events.
import { declareWorkflow } from '../../core';

const STATES = {
  open: { code: '10', name: '营业中', tone: 'success' },
  closed: { code: '20', name: '已停业', tone: 'default' },
} as const;

export const shopFlow = declareWorkflow({
  document: 'shop',
  title: '网店',
  roles: { seller: '卖家', system: '系统' },
  states: STATES,
  initial: 'open',
  final: [],
  moves: {
    close: { name: '停业', from: ['open'], to: ['closed'], who: ['seller'], call: 'shop.close' },
    reopen: { name: '恢复营业', from: ['closed'], to: ['open'], who: ['seller'], call: 'shop.reopen' },
  },
  events: { create: '开通网店', update: '修改网店资料' },
  codeLists: { states: 'SHOP_STATUS', moves: 'SHOP_MOVE' },
});

export const offlineShopFlow = declareWorkflow({
  document: 'offline-shop',
  title: '线下门店',
  roles: { seller: '卖家', system: '系统' },
  states: STATES,
  initial: 'open',
  final: [],
  moves: {
    close: { name: '停业', from: ['open'], to: ['closed'], who: ['seller'], call: 'shop.offlineClose' },
    reopen: { name: '恢复营业', from: ['closed'], to: ['open'], who: ['seller'], call: 'shop.offlineReopen' },
  },
  events: { create: '新增门店', update: '修改门店资料' },
  codeLists: { states: 'OFFLINE_SHOP_STATUS', moves: 'OFFLINE_SHOP_MOVE' },
});

export type ShopState = keyof typeof STATES;
export type ShopRole = 'seller' | 'system';
export const OPEN = shopFlow.code('open');
