// Shop settlements (issue 31 item 5; spec 7 "consignment settlements /indent/indent/settlement/*", the user
// centre's shop-order, shop-order-settlement, settle-order-list and pay-history; docs/trading.md
// "Settlements"). The platform collects the buyers' online payments for the shops; a shop asks it to settle
// its completed orders (a bill of 1-50 orders, each settling what the platform collected for it less what
// after-sales gave back); the platform approves or refuses the bill, and pays an approved one out (its bank
// transfer serial number recorded once). Rows answer `actions`: the moves the caller may make now.
import { defineCall } from './types';
import { int, list, obj, open, ref, str, strOrNull, type FieldOf } from './shapes';

const f = <const F extends FieldOf<'settlement'>>(field: F) => ref('settlement', field);
const BASE = '/scpr/indent/indent/settlement';
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };
const idOnly = obj({ settlementId: f('settlementId') }, ['settlementId']);
const moved = open({ settlementId: str, status: str }, ['settlementId', 'status']);

/** One of the shop's completed orders as the settlement screens show it. */
const orderRow = open(
  {
    orderId: str, orderNo: str, buyerNm: str, sellerNm: str, orderStatus: str, payableAmount: str, paidAmount: str, collectedAmount: str,
    refundedAmount: str, amount: str, settleStatus: str, settlementId: strOrNull, settlementNo: strOrNull, completedAt: strOrNull, createdAt: str,
    refusal: str, actions: list(str),
  },
  ['orderId', 'orderNo', 'buyerNm', 'orderStatus', 'collectedAmount', 'refundedAmount', 'amount', 'settleStatus', 'createdAt', 'actions'],
);
const billRow = open(
  {
    settlementId: str, settlementNo: str, sellerNm: str, status: str, orderCount: int, amount: str, remark: str, refuseReason: str,
    payNo: strOrNull, transferNo: strOrNull, paidAt: strOrNull, createdAt: str, actions: list(str),
  },
  ['settlementId', 'settlementNo', 'sellerNm', 'status', 'orderCount', 'amount', 'createdAt', 'actions'],
);
const billOrder = open(
  { orderId: str, orderNo: str, buyerNm: str, completedAt: strOrNull, collectedAmount: str, refundedAmount: str, amount: str },
  ['orderId', 'orderNo', 'buyerNm', 'collectedAmount', 'refundedAmount', 'amount'],
);
const historyRow = open(
  { seq: int, move: str, moveNm: str, fromStatus: strOrNull, toStatus: str, actorRole: str, actorNm: str, note: str, at: str },
  ['seq', 'move', 'moveNm', 'toStatus', 'actorNm', 'note', 'at'],
);
const settledRow = open(
  { settlementId: str, settlementNo: str, sellerNm: str, orderId: str, orderNo: str, buyerNm: str, amount: str, collectedAmount: str, refundedAmount: str, paidAt: strOrNull },
  ['settlementId', 'settlementNo', 'orderId', 'orderNo', 'amount'],
);
const payRow = open(
  { settlementId: str, settlementNo: str, payNo: str, sellerNm: str, orderCount: int, amount: str, transferNo: str, paidAt: str },
  ['settlementId', 'settlementNo', 'payNo', 'sellerNm', 'amount', 'transferNo', 'paidAt'],
);

export const settlement = [
  defineCall({
    key: 'settlement.orderPage', method: 'POST', path: `${BASE}/orderPage`, permission: 'ShopOrder',
    title: '店铺订单：本企业已完成的订单及其结算情况（平台管理员：全部店铺）',
    request: obj({ ...page, orderNo: f('orderNo'), buyerNm: f('buyerNm'), settleStatus: f('settleStatus') }, ['pageNum', 'pageSize']),
    response: open({ records: list(orderRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'settlement.orderDetail', method: 'POST', path: `${BASE}/orderDetail`, permission: 'ShopOrderDetail',
    title: '店铺订单详情：商品、平台代收与售后退款、所在结算单',
    request: obj({ orderId: f('orderId') }, ['orderId']),
    response: open(
      {
        ...orderRow.properties,
        lines: list(open({ lineNo: int, itemNm: str, specValues: str, quantity: int, price: str, amount: str }, ['lineNo', 'itemNm', 'quantity', 'price', 'amount'])),
        bills: list(open({ settlementId: str, settlementNo: str, status: str, amount: str, createdAt: str }, ['settlementId', 'settlementNo', 'status', 'amount', 'createdAt'])),
      },
      ['orderId', 'orderNo', 'buyerNm', 'orderStatus', 'collectedAmount', 'refundedAmount', 'amount', 'settleStatus', 'createdAt', 'actions', 'lines', 'bills'],
    ),
  }),
  defineCall({
    key: 'settlement.apply', method: 'POST', path: `${BASE}/apply`, permission: 'shop-order-settle',
    title: '店铺申请结算（1-50笔已完成、无进行中售后、未在结算中的订单）',
    request: obj({ orderIds: f('orderIds'), remark: f('remark') }, ['orderIds']),
    response: open({ settlementId: str, settlementNo: str, status: str, amount: str }, ['settlementId', 'settlementNo', 'status', 'amount']),
  }),
  defineCall({
    key: 'settlement.page', method: 'POST', path: `${BASE}/page`, permission: 'ShopOrderSettlement',
    title: '结算单：本企业的结算单（平台管理员：全部店铺）',
    request: obj({ ...page, settlementNo: f('settlementNo'), sellerNm: f('sellerNm'), status: f('status') }, ['pageNum', 'pageSize']),
    response: open({ records: list(billRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'settlement.detail', method: 'POST', path: `${BASE}/detail`, permission: 'ShopOrderSettlementPayment',
    title: '结算单详情：订单明细、付款、处理记录',
    request: idOnly,
    response: open({ ...billRow.properties, orders: list(billOrder), history: list(historyRow) }, ['settlementId', 'settlementNo', 'status', 'amount', 'orders', 'history', 'actions']),
  }),
  defineCall({ key: 'settlement.approve', method: 'POST', path: `${BASE}/approve`, permission: 'shop-order-settlement-audit', title: '平台审核通过结算单', request: idOnly, response: moved }),
  defineCall({
    key: 'settlement.refuse', method: 'POST', path: `${BASE}/refuse`, permission: 'shop-order-settlement-audit', title: '平台驳回结算单（填写原因）',
    request: obj({ settlementId: f('settlementId'), refuseReason: f('refuseReason') }, ['settlementId', 'refuseReason']),
    response: moved,
  }),
  defineCall({ key: 'settlement.cancel', method: 'POST', path: `${BASE}/cancel`, permission: 'shop-order-settlement-cancel', title: '店铺撤销待审核的结算单', request: idOnly, response: moved }),
  defineCall({
    key: 'settlement.pay', method: 'POST', path: `${BASE}/pay`, permission: 'shop-order-settlement-pay', title: '平台结算付款（登记银行转账流水号，每笔转账只能登记一次）',
    request: obj({ settlementId: f('settlementId'), transferNo: f('transferNo') }, ['settlementId', 'transferNo']),
    response: open({ settlementId: str, status: str, payNo: str }, ['settlementId', 'status', 'payNo']),
  }),
  defineCall({
    key: 'settlement.settledOrders', method: 'POST', path: `${BASE}/settledOrders`, permission: 'SettleOrderList',
    title: '已结算订单（本企业；平台管理员：全部店铺）',
    request: obj({ ...page, orderNo: f('orderNo'), settlementNo: f('settlementNo') }, ['pageNum', 'pageSize']),
    response: open({ records: list(settledRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'settlement.payHistory', method: 'POST', path: `${BASE}/payHistory`, permission: 'SettlePayHistory',
    title: '结算付款记录（本企业收到的；平台管理员：全部付出的）',
    request: obj({ ...page, settlementNo: f('settlementNo'), sellerNm: f('sellerNm') }, ['pageNum', 'pageSize']),
    response: open({ records: list(payRow), total: int }, ['records', 'total']),
  }),
] as const;
