// Shapes shared by the order files: the locked order row, who moves it, and what a move's effect receives.
import type { MoveContext as KitMoveContext, Mover } from '../../core';
import type * as t from './tables';
import type { MoveName, Role } from './workflow';

export type OrderRow = typeof t.orders.$inferSelect;
export type LineRow = typeof t.orderLines.$inferSelect;

/** Who makes a move. `role` is the side the caller acts on (the handler knows it from the call); the move
 * checks that the account really is that party of the order (else 404: nobody learns of others' orders). */
export type Actor = Mover<Role>;

export const SYSTEM: Actor = { accountId: 'system', companyId: null, role: 'system' };

export interface MoveInput<A = unknown> {
  tntId: string;
  orderId: string;
  move: MoveName;
  actor: Actor;
  now: Date;
  note?: string;
  /** The move's own arguments (deliver: lines and tracking; changePrice: adjustment ...). */
  args?: A;
}

/** What a move's effect receives (the order row is `row`, locked). */
export type MoveContext<A = unknown> = KitMoveContext<OrderRow, Role, A>;

/** The filters of the order lists (lists.ts) and their counts (counts.ts). */
export interface OrderFilters {
  orderNo?: string;
  buyerNm?: string;
  sellerNm?: string;
  goodsName?: string;
  beginDate?: string;
  endDate?: string;
  payType?: string;
  orderType?: string;
  kind?: string;
  status?: string;
}

/** Whose orders a list shows: the seller enterprise's sales, the buyer's purchases, the tenant's. */
export type Scope = { side: 'seller'; companyId: string } | { side: 'buyer'; actor: Actor } | { side: 'platform' };
