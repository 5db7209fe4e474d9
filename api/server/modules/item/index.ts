import type { ServerModule } from '../../core';
import { itemHandlers } from './routes';
import * as itemTables from './tables';
import { itemCodes } from './codes';
import { seedGoods } from './demo/goods';

export { itemHandlers, itemTables };
export const itemModule = { handlers: itemHandlers, tables: itemTables, codes: itemCodes, seedDemo: (db) => seedGoods(db) } satisfies ServerModule<'item'>;
export { sellerOf, platformOf, type Seller } from './access';
export { onFront, search as frontSearch } from './front-queries';
export { companyPage as companyGoodsPage } from './goods-lists';
export { seedGoods, type GoodsSeedReport } from './demo/goods';
export { BUY_REFUSALS, buyableSkus, buyRefusal, refusedToBuy, stockShort, type BuyRefusal } from './buy-rule';
export { orderSkuColumns, orderSkuOf, readOrderSkus, type OrderSku } from './order-skus';
