// Code lists of shops: the two documents' states and moves (from the declarations).
import type { CodeLists } from '../../core';
import { offlineShopFlow, shopFlow } from './workflow';

export const shopCodes = {
  SHOP_STATUS: shopFlow.stateList(),
  SHOP_MOVE: shopFlow.moveList(),
  OFFLINE_SHOP_STATUS: offlineShopFlow.stateList(),
  OFFLINE_SHOP_MOVE: offlineShopFlow.moveList(),
} satisfies CodeLists;
