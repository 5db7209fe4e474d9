// The invoice's workflow, declared once (DOMAIN.md "Invoices", docs/workflow.md): the buyer applies, the
// seller issues the invoice (its number and file) or refuses it with a reason; the buyer may withdraw an
// application the seller has not decided yet. The code lists INVOICE_STATUS and INVOICE_MOVE, the refusals
// and the moves each side may make on a row are derived from it.
import { declareWorkflow } from '../../core';

export const invoiceFlow = declareWorkflow({
  document: 'invoice',
  title: '开票申请',
  roles: { buyer: '买家', seller: '卖家', system: '系统' },
  states: {
    applied: { code: '1', name: '待开票', tone: 'warning' },
    issued: { code: '2', name: '已开票', tone: 'success' },
    refused: { code: '3', name: '已拒绝', tone: 'danger' },
    withdrawn: { code: '4', name: '已撤销', tone: 'default' },
  },
  initial: 'applied',
  final: ['issued', 'refused', 'withdrawn'],
  moves: {
    agree: { name: '同意开票', from: ['applied'], to: ['issued'], who: ['seller'], call: 'invoice.agree' },
    refuse: { name: '拒绝开票', from: ['applied'], to: ['refused'], who: ['seller'], call: 'invoice.refuse' },
    cancel: { name: '撤销申请', from: ['applied'], to: ['withdrawn'], who: ['buyer'], call: 'invoice.cancel' },
  },
  events: { apply: '申请开票' },
  codeLists: { states: 'INVOICE_STATUS', moves: 'INVOICE_MOVE' },
});

export type InvoiceFlow = typeof invoiceFlow;
export type InvoiceState = keyof InvoiceFlow['decl']['states'];
export type InvoiceMove = keyof InvoiceFlow['decl']['moves'];
export type InvoiceRole = keyof InvoiceFlow['decl']['roles'];
export type InvoiceStatus = InvoiceFlow['decl']['states'][InvoiceState]['code'];

/** The states whose amounts count against what an order may still be invoiced for. */
export const HOLDING: readonly InvoiceState[] = ['applied', 'issued'];
