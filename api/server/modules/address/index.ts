// Addresses: the handlers, and the public face other domains use (orders: addressForOrder; the cart and
// freight: who the buyer is, region codes).
export { addressHandlers } from './routes';
export { addressForOrder, type OrderAddress } from './for-order';
export { buyerOf, lockOwner, ownerIdOf, type Buyer } from './buyer';
export { coverage, isRegionCode, regionLevel, regionNameOf, type RegionLevel } from './region';
