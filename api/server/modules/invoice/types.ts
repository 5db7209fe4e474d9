// Shapes shared by the invoice files: the locked row, who moves it, what an effect receives.
import type { MoveContext as KitMoveContext, Mover } from '../../core';
import type * as t from './tables';
import type { InvoiceRole } from './workflow';

export type InvoiceRow = typeof t.invoices.$inferSelect;
/** An account acting as the buyer or the seller of invoices (the move checks it is that party). */
export type InvoiceActor = Mover<InvoiceRole>;
export type MoveContext<A = unknown> = KitMoveContext<InvoiceRow, InvoiceRole, A>;

export const SYSTEM: InvoiceActor = { accountId: 'system', companyId: null, role: 'system' };
