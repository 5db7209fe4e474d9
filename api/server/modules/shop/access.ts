// Who may touch shops: the seller is an account of an enterprise (its shop is the enterprise's); the
// platform side (the list of every shop, any shop's detail and goods) is the tenant admin's.
import { fail, type Principal } from '../../core';
import type { Seller } from '../item';

export { sellerOf } from '../item';
export type { Seller };

export function platformOf(p: Principal): Principal {
  if (!p.isTnt) throw fail('FORBIDDEN', '只有平台管理员可以管理店铺');
  return p;
}
