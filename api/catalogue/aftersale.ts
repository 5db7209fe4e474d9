// After-sales (spec 2.4 / 2.6, 7 "/indent/after/sale/*"; DOMAIN.md "After-sales"; docs/trading.md
// "After-sales"): the buyer applies for one order line (refund only, or return and refund), cancels, ships
// the goods back; the seller agrees or refuses, receives the return or refuses it, and confirms the refund
// (made through the payment provider). Pages per side, one detail per side, the lines of an order with what
// each may still ask. Amounts travel as yuan text ("12.50").
import { defineCall } from './types';
import { bool, int, list, obj, open, ref, str, strOrNull, type FieldOf } from './shapes';

const a = <const F extends FieldOf<'after-sale'>>(field: F) => ref('after-sale', field);
const BASE = '/scpr/indent/after/sale';
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };
const pageRequest = obj(
  { ...page, afterSaleNo: a('afterSaleNo'), orderNo: a('orderNo'), itemNm: a('itemNm'), status: a('status'), way: a('way'), beginDate: a('beginDate'), endDate: a('endDate') },
  ['pageNum', 'pageSize'],
);
const rowFields = {
  afterSaleId: str, afterSaleNo: str, orderId: str, orderNo: str, lineNo: int, way: str, status: str, buyerNm: str, sellerNm: str, itemNm: str,
  specValues: str, picture: str, quantity: int, amount: str, reason: str, createdAt: str, actions: list(str),
};
const row = open(rowFields, ['afterSaleId', 'afterSaleNo', 'orderId', 'orderNo', 'way', 'status', 'itemNm', 'quantity', 'amount', 'createdAt', 'actions']);
const paged = open({ records: list(row), total: int }, ['records', 'total']);
const picture = open({ id: str, name: str, url: str }, ['id', 'name', 'url']);
const detail = open(
  {
    ...rowFields, orderStatus: str, description: str, evidence: list(picture), refuseReason: str, expressCode: str, expressNm: str, trackingNo: str,
    shippedAt: str, receivedAt: str, refundedAt: str, updatedAt: str, price: str, lineQuantity: int, lineAmount: str, paidForLine: str, refundedAmount: str,
    refunds: list(open({ part: int, channel: str, payNo: str, amount: str, refundNo: str, refundStatus: str, refundedAt: str }, ['part', 'channel', 'amount', 'refundNo', 'refundStatus'])),
    history: list(open({ seq: int, move: str, moveNm: str, fromStatus: strOrNull, toStatus: str, actorRole: str, actorNm: str, note: str, at: str }, ['seq', 'move', 'toStatus', 'at'])),
  },
  ['afterSaleId', 'afterSaleNo', 'orderNo', 'way', 'status', 'amount', 'evidence', 'refunds', 'history', 'actions'],
);
const idOnly = obj({ afterSaleId: a('afterSaleId') }, ['afterSaleId']);
const moved = open({ afterSaleId: str, status: str }, ['afterSaleId', 'status']);

export const aftersale = [
  // ---- reads ----
  defineCall({ key: 'aftersale.sellerPage', method: 'POST', path: `${BASE}/sellerPage`, permission: 'AfterSalesManage', title: '售后单分页（本企业为卖家）', request: pageRequest, response: paged }),
  defineCall({ key: 'aftersale.buyerPage', method: 'POST', path: `${BASE}/buyerPage`, permission: 'AfterSales', title: '我的售后分页（本企业或本人为买家）', request: pageRequest, response: paged }),
  defineCall({ key: 'aftersale.sellerDetail', method: 'POST', path: `${BASE}/sellerDetail`, permission: 'AfterSalesManage', title: '售后单详情（卖家）', request: idOnly, response: detail }),
  defineCall({ key: 'aftersale.buyerDetail', method: 'POST', path: `${BASE}/buyerDetail`, permission: 'AfterSales', title: '售后单详情（买家）', request: idOnly, response: detail }),
  defineCall({
    key: 'aftersale.orderLines', method: 'POST', path: `${BASE}/orderLines`, permission: 'AfterSales', title: '订单商品的售后情况（实付、可退金额、进行中的售后、能否申请；给出订单行则只答该行）',
    request: obj({ orderId: a('orderId'), lineNo: a('lineNo') }, ['orderId']),
    response: open(
      {
        orderId: str, orderNo: str, orderStatus: str, refusal: str,
        lines: list(open(
          {
            lineNo: int, itemNm: str, specValues: str, picture: str, price: str, quantity: int, deliveredQty: int, amount: str, paidForLine: str, refundable: str,
            afterSaleId: str, afterSaleStatus: str, canApply: bool,
          },
          ['lineNo', 'itemNm', 'quantity', 'amount', 'paidForLine', 'refundable', 'afterSaleId', 'afterSaleStatus', 'canApply'],
        )),
      },
      ['orderId', 'orderNo', 'orderStatus', 'refusal', 'lines'],
    ),
  }),
  // ---- buyer ----
  defineCall({
    key: 'aftersale.create', method: 'POST', path: `${BASE}/create`, permission: 'after-sales-apply', title: '申请售后（订单的一个商品：仅退款或退货退款）',
    request: obj(
      { orderId: a('orderId'), lineNo: a('lineNo'), way: a('way'), quantity: a('quantity'), amount: a('amount'), reason: a('reason'), description: a('description'), evidence: a('evidence') },
      ['orderId', 'lineNo', 'way', 'quantity', 'amount', 'reason'],
    ),
    response: open({ afterSaleId: str, afterSaleNo: str, status: str }, ['afterSaleId', 'afterSaleNo', 'status']),
  }),
  defineCall({ key: 'aftersale.cancel', method: 'POST', path: `${BASE}/cancel`, permission: 'after-sales-apply', title: '买家撤销售后申请', request: obj({ afterSaleId: a('afterSaleId'), note: a('note') }, ['afterSaleId']), response: moved }),
  defineCall({
    key: 'aftersale.shipBack', method: 'POST', path: `${BASE}/shipBack`, permission: 'after-sales-apply', title: '买家寄回商品（退货物流）',
    request: obj({ afterSaleId: a('afterSaleId'), expressCode: a('expressCode'), trackingNo: a('trackingNo') }, ['afterSaleId', 'expressCode', 'trackingNo']),
    response: moved,
  }),
  // ---- seller ----
  defineCall({
    key: 'aftersale.confirm', method: 'POST', path: `${BASE}/confirm`, permission: 'after-sales-handle', title: '卖家处理售后申请（同意或拒绝，拒绝须填写原因）',
    request: obj({ afterSaleId: a('afterSaleId'), agree: a('agree'), refuseReason: a('refuseReason') }, ['afterSaleId', 'agree']),
    response: moved,
  }),
  defineCall({
    key: 'aftersale.receipt', method: 'POST', path: `${BASE}/receipt`, permission: 'after-sales-handle', title: '卖家确认收到退货或拒绝收货（拒绝须填写原因）',
    request: obj({ afterSaleId: a('afterSaleId'), received: a('received'), refuseReason: a('refuseReason') }, ['afterSaleId', 'received']),
    response: moved,
  }),
  defineCall({ key: 'aftersale.payBack', method: 'POST', path: `${BASE}/payBack`, permission: 'after-sales-refund', title: '卖家确认退款（原路退回，线下付款部分确认已线下退款）', request: idOnly, response: moved }),
] as const;
