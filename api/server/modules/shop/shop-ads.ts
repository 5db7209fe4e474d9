// A shop's storefront ads (spec 2.8 shop management "ad manage") as an AdvKind of the ads service (the mall
// module's adv-service.ts: the mall ads' fields, rules and show statuses, one table): a seller manages its
// own shop's ads and needs an opened shop to add one; a storefront shows those of an open shop.
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../core';
import { given, type Tx } from '../../db';
import type { AdvKind, ShowScope } from '../mall';
import { shopOfCompany } from './shop-service';
import { OPEN } from './workflow';
import * as t from './tables';
import type { Seller } from './access';

export const shopAds = (p: Seller): AdvKind<'shop'> => ({
  kind: 'shop',
  tntId: p.tntId,
  scope: async (tx) => {
    const shop = await shopOfCompany(tx, p.tntId, p.companyId);
    return shop ? { kind: 'shop', shopId: shop.shopId, shopNm: shop.shopNm } : { none: '请先在“我的店铺”保存网店资料，开通网店后再添加广告' };
  },
  // A seller's ad always goes to its own shop.
  owner: async (_tx, _body, scope) => scope as Extract<typeof scope, { kind: 'shop' }>,
});

/** The storefront's carousel: the given shop's, or without one the caller's own (the seller's preview on ad
 * manage); none while the shop is closed. */
export const shopShowScope = (p: Principal, shopId?: string) => async (tx: Tx): Promise<ShowScope | null> => {
  const s = t.shops;
  const [shop] = given(shopId)
    ? await tx.select().from(s).where(and(eq(s.tntId, p.tntId), eq(s.shopId, shopId)))
    : p.companyId ? await tx.select().from(s).where(and(eq(s.tntId, p.tntId), eq(s.companyId, p.companyId))) : [];
  return shop && shop.status === OPEN ? { kind: 'shop', shopId: shop.shopId } : null;
};
