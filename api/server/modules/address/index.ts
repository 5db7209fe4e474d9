// Addresses: the handlers, and the public face other domains use (orders: addressForOrder; the cart and
// freight: who the buyer is, region codes).
import type { ServerModule } from '../../core';
import { addressHandlers } from './routes';
import * as addressTables from './tables';

export { addressHandlers, addressTables };
export const addressModule = { handlers: addressHandlers, tables: addressTables } satisfies ServerModule<'address'>;
export { addressForOrder, type OrderAddress } from './for-order';
export { buyerOf, lockOwner, ownerIdOf, type Buyer } from './buyer';
export { coverage, isRegionCode, regionLevel, regionNameOf, regionProblem, type RegionLevel } from './region';
