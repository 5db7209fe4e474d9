// Who buys: the enterprise of an enterprise account, or the personal account itself (accountType 1).
// Everyone buying for one enterprise shares its cart and its addresses (docs/trading.md).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { principalOf, type CallContext, type Principal } from '../../core';

export interface Buyer extends Principal {
  /** companyId of an enterprise account, accountId of a personal account. */
  ownerId: string;
}

export const ownerIdOf = (p: Pick<Principal, 'companyId' | 'accountId'>): string => p.companyId ?? p.accountId;

export function buyerOf(ctx: Pick<CallContext<unknown>, 'auth'>): Buyer {
  const p = principalOf(ctx);
  return { ...p, ownerId: ownerIdOf(p) };
}

/** Serialises one owner's writes of one kind (its addresses, its cart) until the transaction ends, also
 * when it has no row yet to lock: a transaction-scoped advisory lock on (tenant, owner, scope). */
export async function lockOwner(tx: Tx, tntId: string, ownerId: string, scope: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${tntId}\u0001${ownerId}\u0001${scope}`}, 0))`);
}
