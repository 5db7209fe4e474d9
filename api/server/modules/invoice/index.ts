// Invoices (DOMAIN.md "Invoices"; docs/workflow.md): the module's public face.
import type { ServerModule } from '../../core';
import * as invoiceTables from './tables';
import { invoiceCodes } from './codes';
import { invoiceHandlers } from './routes';
import { seedDemoInvoices } from './demo';
import { invoiceFlow } from './workflow';

export { invoiceTables };
export const invoiceModule = {
  handlers: invoiceHandlers,
  tables: invoiceTables,
  codes: invoiceCodes,
  workflows: [invoiceFlow],
  seedDemo: (db) => seedDemoInvoices(db),
} satisfies ServerModule<'invoice'>;

export { invoiceDocument, moveInvoice } from './move';
export { invoiceFlow, type InvoiceState, type InvoiceStatus } from './workflow';
