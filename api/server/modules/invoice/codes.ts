// Reference code lists of invoices: written at every start, served by tenant.queryCodeList. The states and
// moves are the workflow's declaration (workflow.ts), so the lists and the machine cannot drift.
import type { CodeLists } from '../../core';
import { invoiceFlow } from './workflow';

export const invoiceCodes = {
  INVOICE_TYPE: [['1', '增值税普通发票'], ['2', '增值税专用发票']],
  INVOICE_STATUS: invoiceFlow.stateList(),
  INVOICE_MOVE: invoiceFlow.moveList(),
} satisfies CodeLists;
