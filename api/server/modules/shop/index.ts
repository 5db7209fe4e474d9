// Shops (spec 2.8 "Shop management", issue 33 item 5): each seller enterprise's online shop and offline
// shops (two documents: 营业中 / 已停业 by checked moves), the shop's goods and its storefront ads. The
// module's public face: other modules import only this file.
import type { ServerModule } from '../../core';
import * as shopTables from './tables';
import { shopCodes } from './codes';
import { shopHandlers } from './routes';
import { seedShopDemo } from './demo';
import { offlineShopFlow, shopFlow } from './workflow';

export { shopTables };
export const shopModule = {
  handlers: shopHandlers,
  tables: shopTables,
  codes: shopCodes,
  workflows: [shopFlow, offlineShopFlow],
  seedDemo: (db) => seedShopDemo(db),
} satisfies ServerModule<'shop'>;

export { shopDocument, offlineShopDocument } from './move';
export { DEMO_SHOPS, DEMO_OFFLINE_SHOPS, DEMO_SHOP_ADVS } from './demo';
