// Shapes shared by the settlement files: the locked row, who moves it, what an effect receives.
import type { MoveContext as KitMoveContext, Mover } from '../../core';
import type * as t from './tables';
import type { SettlementRole } from './workflow';

export type SettlementRow = typeof t.settlements.$inferSelect;
/** The shop (its enterprise) or the platform (the tenant's administrator); the move checks the party. */
export type SettlementActor = Mover<SettlementRole>;
export type MoveContext<A = unknown> = KitMoveContext<SettlementRow, SettlementRole, A>;

export const SYSTEM: SettlementActor = { accountId: 'system', companyId: null, role: 'system' };
