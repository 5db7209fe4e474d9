// Shapes shared by the after-sale files: the locked row, who moves it, what an effect receives.
import type { MoveContext as KitMoveContext, Mover } from '../../core';
import type * as t from './tables';
import type { Role } from './workflow';

export type AfterSaleRow = typeof t.afterSales.$inferSelect;

/** Who makes a move: the buyer (its enterprise, or a personal account itself), the seller enterprise, or
 * the server (the refund job). */
export type Actor = Mover<Role>;

export const SYSTEM: Actor = { accountId: 'system', companyId: null, role: 'system' };

export type MoveContext<A = unknown> = KitMoveContext<AfterSaleRow, Role, A>;
