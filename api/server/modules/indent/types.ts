// Shapes shared by the order files: the locked order row, who moves it, and what a move's effect receives.
import type { Tx } from '../../db';
import type * as t from './tables';
import type { MoveName, Role, Status } from './machine';

export type OrderRow = typeof t.orders.$inferSelect;
export type LineRow = typeof t.orderLines.$inferSelect;

/** Who makes a move. `role` is the side the caller acts on (the handler knows it from the call); the move
 * checks that the account really is that party of the order (else 404: nobody learns of others' orders). */
export interface Actor {
  accountId: string;
  companyId: string | null;
  role: Role;
}

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

export interface MoveContext<A = unknown> {
  tx: Tx;
  tntId: string;
  now: Date;
  order: OrderRow;
  actor: Actor;
  args: A;
  /** What the history row will say; an effect may set it (e.g. the refusal reason). */
  note: string;
}

/** A move's effect: does its work inside the transaction and returns the status it leads to (one of the
 * table's targets), or nothing when the table names only one. */
export type Effect<A = unknown> = (ctx: MoveContext<A>) => Promise<Status | void>;

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
