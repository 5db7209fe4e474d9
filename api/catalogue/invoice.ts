// Invoices (issue 31 item 2; DOMAIN.md "Invoices"; spec 7 /indent/ccbInvoice/*): the buyer applies for an
// invoice over paid orders of one seller (type, title, tax number, amount, orders); the seller agrees with
// the invoice's number and file, or refuses with a reason; the buyer may withdraw an application not yet
// decided. Amounts travel as yuan text ("12.50"). Rows answer `actions`: the moves the caller may make now.
import { defineCall } from './types';
import { int, list, obj, open, ref, str, strOrNull, type FieldOf } from './shapes';

const f = <const F extends FieldOf<'invoice'>>(field: F) => ref('invoice', field);
const BASE = '/scpr/indent/ccbInvoice';
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };
const applyNo = { type: 'string', title: '申请单号', maxLength: 32, pattern: '^[A-Z0-9]*$' } as const;
const listRequest = obj({ ...page, status: f('status'), applyNo, invoiceType: f('invoiceType') }, ['pageNum', 'pageSize']);

const fileRef = open({ id: str, name: str, url: str }, ['id', 'name', 'url']);
const row = open(
  {
    invoiceId: str, applyNo: str, invoiceType: str, title: str, taxNo: str, amount: str, status: str, buyerNm: str, sellerNm: str,
    orderIds: list(str), orderNos: str, invoiceNumber: str, files: list(fileRef), reason: str, remark: str, createdAt: str, decidedAt: strOrNull,
    actions: list(str),
  },
  ['invoiceId', 'applyNo', 'invoiceType', 'title', 'amount', 'status', 'orderIds', 'orderNos', 'files', 'createdAt', 'actions'],
);
const paged = open({ records: list(row), total: int }, ['records', 'total']);
const idOnly = obj({ invoiceId: f('invoiceId') }, ['invoiceId']);
const moved = open({ invoiceId: str, status: str }, ['invoiceId', 'status']);

export const invoice = [
  defineCall({
    key: 'invoice.apply', method: 'POST', path: `${BASE}/apply`, permission: 'purchase-invoice-apply',
    title: '买家申请开票（同一卖家的已付款订单；金额不超过已付款未开票金额）',
    request: obj(
      { orderIds: f('orderIds'), invoiceType: f('invoiceType'), title: f('title'), taxNo: f('taxNo'), amount: f('amount'), remark: f('remark') },
      ['orderIds', 'invoiceType', 'title', 'amount'],
    ),
    response: open({ invoiceId: str, applyNo: str, status: str }, ['invoiceId', 'applyNo', 'status']),
  }),
  defineCall({
    key: 'invoice.invoiceable', method: 'POST', path: `${BASE}/invoiceable`, permission: 'purchase-invoice-apply',
    title: '订单可开票金额（已付款减已申请或已开票），以及订单上的发票抬头与税号',
    request: obj({ orderIds: f('orderIds') }, ['orderIds']),
    response: open({ maxAmount: str, invoiceType: str, title: str, taxNo: str }, ['maxAmount', 'invoiceType', 'title', 'taxNo']),
  }),
  defineCall({ key: 'invoice.buyerPage', method: 'POST', path: `${BASE}/buyerPage`, permission: 'PurchaseInvoice', title: '我的发票申请（本企业或本人为买家）', request: listRequest, response: paged }),
  defineCall({ key: 'invoice.sellerPage', method: 'POST', path: `${BASE}/sellerPage`, permission: 'SaleInvoiceAudit', title: '开票申请审核（本企业为卖家）', request: listRequest, response: paged }),
  defineCall({
    key: 'invoice.orderInvoices', method: 'POST', path: `${BASE}/orderInvoices`, permission: 'login',
    title: '订单的开票申请与结果（订单的买家或卖家）',
    request: obj({ orderId: ref('order', 'orderId') }, ['orderId']),
    response: list(row),
  }),
  defineCall({
    key: 'invoice.agree', method: 'POST', path: `${BASE}/agree`, permission: 'sale-invoice-agree', title: '卖家同意开票（填写发票号码，上传发票文件）',
    request: obj({ invoiceId: f('invoiceId'), invoiceNumber: f('invoiceNumber'), files: f('files') }, ['invoiceId', 'invoiceNumber', 'files']),
    response: moved,
  }),
  defineCall({
    key: 'invoice.refuse', method: 'POST', path: `${BASE}/refuse`, permission: 'sale-invoice-refuse', title: '卖家拒绝开票（填写原因）',
    request: obj({ invoiceId: f('invoiceId'), reason: f('reason') }, ['invoiceId', 'reason']),
    response: moved,
  }),
  defineCall({ key: 'invoice.cancel', method: 'POST', path: `${BASE}/cancel`, permission: 'purchase-invoice-cancel', title: '买家撤销未处理的开票申请', request: idOnly, response: moved }),
] as const;
