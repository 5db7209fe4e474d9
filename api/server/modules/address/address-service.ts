// A buyer's delivery addresses: at most 20, exactly one default while any exist (the first one added, or
// the one set; deleting the default hands it to the most recently changed other address).
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, newId, type Deps } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { lockOwner, type Buyer } from './buyer';
import { regionNameOf, regionProblem } from './region';
import * as addressT from './tables';

/** The tables this file reads and writes, by the names the queries use. */
const t = { ...addressT };

export const MAX_ADDRESSES = 20;

export interface AddressInput {
  consignee: string;
  phone: string;
  regionCode: string;
  detail: string;
  postalCode?: string;
  isDefault?: boolean;
}

type Row = typeof t.addresses.$inferSelect;
export const addressAnswer = (r: Row) => ({
  addressId: r.addressId, consignee: r.consignee, phone: r.phone, regionCode: r.regionCode, regionName: r.regionName,
  detail: r.detail, postalCode: r.postalCode, isDefault: r.isDefault, updatedAt: formatDateTime(r.updatedAt),
});

function clean(body: AddressInput) {
  const consignee = body.consignee.trim();
  const detail = body.detail.trim();
  if (!consignee) throw fail('BAD_REQUEST', '请输入收货人');
  if (!detail) throw fail('BAD_REQUEST', '请输入详细地址');
  // Goods are delivered to a district (the region table gives cities without districts their towns).
  const problem = regionProblem(body.regionCode, 'district', '所在地区');
  if (problem) throw fail('BAD_REQUEST', problem);
  return { consignee, phone: body.phone, regionCode: body.regionCode, regionName: regionNameOf(body.regionCode), detail, postalCode: body.postalCode ?? '' };
}

const mine = (b: Buyer) => and(eq(t.addresses.tntId, b.tntId), eq(t.addresses.ownerId, b.ownerId));

export async function addressPage(read: TenantReads, b: Buyer, body: { pageNum: number; pageSize: number }) {
  const [[total], rows] = await Promise.all([
    read.query((q) => q.select({ n: count() }).from(t.addresses).where(mine(b))),
    read.query((q) =>
      q.select().from(t.addresses).where(mine(b))
        .orderBy(desc(t.addresses.isDefault), desc(t.addresses.updatedAt), asc(t.addresses.addressId))
        .limit(body.pageSize).offset((body.pageNum - 1) * body.pageSize)),
  ]);
  return { records: rows.map(addressAnswer), total: Number(total?.n ?? 0) };
}

async function lockMine(tx: Tx, b: Buyer, addressId: string): Promise<Row> {
  await lockOwner(tx, b.tntId, b.ownerId, 'address');
  const [row] = await tx.select().from(t.addresses).where(and(mine(b), eq(t.addresses.addressId, addressId))).for('update');
  if (!row) throw fail('NOT_FOUND');
  return row;
}

/** Clears the owner's default (before another address takes it: the database keeps at most one). */
const clearDefault = (tx: Tx, b: Buyer) => tx.update(t.addresses).set({ isDefault: false }).where(and(mine(b), eq(t.addresses.isDefault, true)));

export async function addAddress(deps: Deps, b: Buyer, body: AddressInput) {
  const v = clean(body);
  return withTenant(deps.orm, b.tntId, async (tx) => {
    // One owner's adds one at a time: the count check and the first address's default hold.
    await lockOwner(tx, b.tntId, b.ownerId, 'address');
    const existing = await tx.select({ id: t.addresses.addressId }).from(t.addresses).where(mine(b));
    if (existing.length >= MAX_ADDRESSES) throw fail('CONFLICT', `收货地址最多${MAX_ADDRESSES}个`);
    const isDefault = existing.length === 0 || body.isDefault === true;
    if (isDefault) await clearDefault(tx, b);
    const at = new Date(deps.clock.now());
    const [row] = await tx.insert(t.addresses).values({ tntId: b.tntId, addressId: newId(), ownerId: b.ownerId, ...v, isDefault, createdAt: at, updatedAt: at }).returning();
    return addressAnswer(row!);
  });
}

export async function updateAddress(deps: Deps, b: Buyer, body: AddressInput & { addressId: string }) {
  const v = clean(body);
  return withTenant(deps.orm, b.tntId, async (tx) => {
    const cur = await lockMine(tx, b, body.addressId);
    // Unticking "default" on the default address keeps it: exactly one default while any address exists.
    const isDefault = cur.isDefault || body.isDefault === true;
    if (isDefault && !cur.isDefault) await clearDefault(tx, b);
    const [row] = await tx.update(t.addresses).set({ ...v, isDefault, updatedAt: new Date(deps.clock.now()) })
      .where(and(mine(b), eq(t.addresses.addressId, cur.addressId))).returning();
    return addressAnswer(row!);
  });
}

export async function setDefaultAddress(deps: Deps, b: Buyer, addressId: string) {
  return withTenant(deps.orm, b.tntId, async (tx) => {
    const cur = await lockMine(tx, b, addressId);
    if (cur.isDefault) return addressAnswer(cur);
    await clearDefault(tx, b);
    const [row] = await tx.update(t.addresses).set({ isDefault: true, updatedAt: new Date(deps.clock.now()) })
      .where(and(mine(b), eq(t.addresses.addressId, cur.addressId))).returning();
    return addressAnswer(row!);
  });
}

export async function deleteAddress(deps: Deps, b: Buyer, addressId: string): Promise<null> {
  await withTenant(deps.orm, b.tntId, async (tx) => {
    const cur = await lockMine(tx, b, addressId);
    await tx.delete(t.addresses).where(and(mine(b), eq(t.addresses.addressId, cur.addressId)));
    if (!cur.isDefault) return;
    const [next] = await tx.select({ id: t.addresses.addressId }).from(t.addresses)
      .where(and(mine(b), ne(t.addresses.addressId, cur.addressId)))
      .orderBy(desc(t.addresses.updatedAt), asc(t.addresses.addressId)).limit(1);
    if (next) await tx.update(t.addresses).set({ isDefault: true }).where(and(mine(b), eq(t.addresses.addressId, next.id)));
  });
  return null;
}
