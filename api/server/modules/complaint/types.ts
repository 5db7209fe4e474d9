// Shapes shared by the complaint files: the locked row, who moves it, what an effect receives.
import type { MoveContext as KitMoveContext, Mover } from '../../core';
import type * as t from './tables';
import type { ComplaintRole } from './workflow';

export type ComplaintRow = typeof t.complaints.$inferSelect;
/** An account acting as the complainant or the platform (the move checks it is that party). The name is
 * what the thread shows beside its words. */
export interface ComplaintActor extends Mover<ComplaintRole> {
  name: string;
}
export type MoveContext<A = unknown> = KitMoveContext<ComplaintRow, ComplaintRole, A>;

export const SYSTEM: ComplaintActor = { accountId: 'system', companyId: null, role: 'system', name: '系统' };
