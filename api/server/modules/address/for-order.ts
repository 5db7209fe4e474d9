// The public face trading-orders uses at order creation: the buyer's address, read inside the order's
// transaction, as the order keeps it (a copy: later edits of the address do not change placed orders).
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { fail } from '../../core';
import * as addressT from './tables';

/** The tables this file reads and writes, by the names the queries use. */
const t = { ...addressT };

export interface OrderAddress {
  addressId: string;
  consignee: string;
  phone: string;
  regionCode: string;
  regionName: string;
  detail: string;
  postalCode: string;
}

/** The owner's address `addressId`, or its default when `addressId` is absent. 400 请选择收货地址 when there
 * is none (another owner's id is "none" too: ids cannot be probed). */
export async function addressForOrder(tx: Tx, q: { tntId: string; ownerId: string; addressId?: string | null }): Promise<OrderAddress> {
  const owner = and(eq(t.addresses.tntId, q.tntId), eq(t.addresses.ownerId, q.ownerId));
  const [row] = q.addressId
    ? await tx.select().from(t.addresses).where(and(owner, eq(t.addresses.addressId, q.addressId)))
    : await tx.select().from(t.addresses).where(owner).orderBy(desc(t.addresses.isDefault), desc(t.addresses.updatedAt)).limit(1);
  if (!row) throw fail('BAD_REQUEST', '请选择收货地址');
  return {
    addressId: row.addressId, consignee: row.consignee, phone: row.phone, regionCode: row.regionCode, regionName: row.regionName,
    detail: row.detail, postalCode: row.postalCode,
  };
}
