// The invoice document (docs/workflow.md): the declared workflow (workflow.ts) bound to the invoices
// table, its effects (effects.ts) and its history. Every status change of an invoice goes through
// moveInvoice, inside the caller's transaction.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { declareDocument, fail } from '../../core';
import * as t from './tables';
import { invoiceFlow, type InvoiceMove, type InvoiceRole, type InvoiceState } from './workflow';
import { EFFECTS, type MoveArgs } from './effects';
import { SYSTEM, type InvoiceActor, type InvoiceRow } from './types';

export async function lockInvoice(tx: Tx, tntId: string, invoiceId: string): Promise<InvoiceRow> {
  const [row] = await tx.select().from(t.invoices).where(and(eq(t.invoices.tntId, tntId), eq(t.invoices.invoiceId, invoiceId))).for('update');
  if (!row) throw fail('NOT_FOUND', '开票申请不存在');
  return row;
}

/** The buyer enterprise (or the personal account itself) and the seller enterprise; nobody else. */
export function isParty(row: InvoiceRow, a: InvoiceActor): boolean {
  switch (a.role) {
    case 'buyer':
      return row.buyerCompanyId !== null ? a.companyId === row.buyerCompanyId : a.companyId === null && a.accountId === row.buyerAccountId;
    case 'seller':
      return a.companyId !== null && a.companyId === row.sellerCompanyId;
    case 'system':
      return true;
  }
}

export const invoiceDocument = declareDocument<InvoiceRow, InvoiceState, typeof invoiceFlow.decl.moves, InvoiceRole, string, MoveArgs>({
  workflow: invoiceFlow,
  lock: lockInvoice,
  idOf: (r) => r.invoiceId,
  statusOf: (r) => r.status,
  async setStatus(tx, r, to, now) {
    const [after] = await tx.update(t.invoices).set({ status: to, updatedAt: now }).where(and(eq(t.invoices.tntId, r.tntId), eq(t.invoices.invoiceId, r.invoiceId))).returning();
    return after!;
  },
  isParty,
  history: { table: 'invoice_history', key: 'invoice_id' },
  effects: EFFECTS,
  system: SYSTEM,
});

export interface MoveInvoice<M extends InvoiceMove> {
  tntId: string;
  invoiceId: string;
  move: M;
  actor: InvoiceActor;
  now: Date;
  note?: string;
  args?: M extends keyof MoveArgs ? MoveArgs[M] : undefined;
}

/** Makes one move of an invoice. Throws 404 / 403 / 409 with a Chinese message and changes nothing when
 * the move is not allowed (the caller's transaction rolls back). Answers the invoice after it. */
export function moveInvoice<M extends InvoiceMove>(tx: Tx, input: MoveInvoice<M>): Promise<InvoiceRow> {
  return invoiceDocument.move(tx, { tntId: input.tntId, id: input.invoiceId, move: input.move, actor: input.actor, now: input.now, note: input.note, args: input.args as never });
}
