// Orders (spec 2.4 / 2.6 / 2.8, 7 "Orders" /indent/indent/v2/*, logistics /indent/express/*; DOMAIN.md
// "Orders"; docs/trading.md). Lists per side (seller, buyer, platform), status counts for the tabs, one
// detail per side, create and every move of the state machine. Amounts travel as yuan text ("12.50").
import { defineCall } from './types';
import { couponChoice } from './cart';
import { bool, int, list, obj, open, ref, str, strOrNull, type FieldOf } from './shapes';

const o = <const F extends FieldOf<'order'>>(field: F) => ref('order', field);
const V2 = '/scpr/indent/indent/v2';
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };
const filters = {
  orderNo: o('orderNo'), buyerNm: o('buyerNm'), sellerNm: o('sellerNm'), goodsName: o('goodsName'), beginDate: o('beginDate'),
  endDate: o('endDate'), payType: o('payType'), orderType: o('orderType'), kind: o('kind'),
};
/** The previous page's `nextCursor` (opaque): the next rows by key, for deep pages (pageNum is then ignored). */
const cursor = { type: 'string', title: '翻页位置', maxLength: 120, pattern: '^[A-Za-z0-9_-]*$' } as const;
const listRequest = obj({ ...page, ...filters, status: o('status'), cursor }, ['pageNum', 'pageSize']);
const countRequest = obj(filters);

const orderRow = open(
  {
    orderId: str, orderNo: str, orderType: str, payType: str, goodsFirst: bool, status: str, kind: str, frozen: bool, frozenReason: str,
    buyerNm: str, sellerNm: str, goodsNames: str, picture: str, quantity: int, payableAmount: str, paidAmount: str, createdAt: str,
    /** What the caller's side may do with the order now (the workflow's moves, freeze ...): the row's buttons. */
    actions: list(str),
  },
  ['orderId', 'orderNo', 'orderType', 'payType', 'status', 'kind', 'frozen', 'buyerNm', 'sellerNm', 'goodsNames', 'payableAmount', 'createdAt', 'actions'],
);
/** nextCursor: where this page ended (null on a short, last page); send it as `cursor` for the next one. */
const paged = open({ records: list(orderRow), total: int, nextCursor: strOrNull }, ['records', 'total']);
/** Tab counts: all, and one per status (DOMAIN's codes as keys). */
const counts = open(
  { all: int, byStatus: { type: 'object', additionalProperties: int } as const, tabs: list(open({ status: str, label: str, count: int }, ['status', 'label', 'count'])) },
  ['all', 'byStatus', 'tabs'],
);

const line = open(
  {
    lineNo: int, skuId: str, itemId: str, itemNm: str, specValues: str, picture: str, unitNm: str, price: str, quantity: int,
    deliveredQty: int, remainingQty: int, amount: str, originLineNo: { type: ['integer', 'null'] },
  },
  ['lineNo', 'skuId', 'itemNm', 'specValues', 'price', 'quantity', 'deliveredQty', 'remainingQty', 'amount'],
);
const historyRow = open({ seq: int, move: str, moveNm: str, fromStatus: strOrNull, toStatus: str, actorRole: str, actorNm: str, note: str, at: str }, ['seq', 'move', 'toStatus', 'at']);
const delivery = open(
  { deliveryId: str, expressCode: str, expressNm: str, trackingNo: str, status: str, createdAt: str, lines: list(open({ lineNo: int, itemNm: str, specValues: str, quantity: int }, ['lineNo', 'quantity'])) },
  ['deliveryId', 'expressNm', 'trackingNo', 'status', 'lines'],
);
const instalment = open({ seq: int, amount: str, dueDate: str, paidAt: strOrNull }, ['seq', 'amount', 'dueDate']);
const payment = open({ payId: str, payWay: str, amount: str, status: str, statusNm: str, paidAt: str }, ['payId', 'amount', 'status']);
const address = {
  ...obj(
    { consignee: o('consignee'), phone: o('phone'), regionCode: o('regionCode'), regionName: o('regionName'), detail: o('detail') },
    ['consignee', 'phone', 'regionCode', 'detail'],
  ),
  title: '收货地址',
};
const invoice = { ...obj({ invoiceType: o('invoiceType'), title: o('invoiceTitle'), taxNo: o('taxNo') }, ['invoiceType']), title: '发票' };
const detail = open(
  {
    orderId: str, orderNo: str, orderType: str, payType: str, goodsFirst: bool, instalmentPlan: bool, status: str, kind: str, frozen: bool, frozenReason: str,
    buyerNm: str, sellerNm: str, buyerCompanyId: strOrNull, sellerCompanyId: str, originOrderId: strOrNull, originOrderNo: strOrNull,
    goodsAmount: str, freightAmount: str, discountAmount: str, adjustAmount: str, payableAmount: str, paidAmount: str, refundedAmount: str,
    unpaidAmount: str, address: { type: 'object' }, invoice: { type: 'object' }, note: str, reason: str, creditDueDate: strOrNull,
    createdAt: str, updatedAt: str, lines: list(line), history: list(historyRow), deliveries: list(delivery), instalments: list(instalment),
    payments: list(payment), actions: list(str),
    revocable: list(open({ value: str, label: str }, ['value', 'label'])),
    reportedMissing: list(open({ value: str, label: str }, ['value', 'label'])),
    deliverable: list(open({ lineNo: int, itemNm: str, specValues: str, remainingQty: int, quantity: int }, ['lineNo', 'quantity'])),
  },
  ['orderId', 'orderNo', 'status', 'lines', 'history', 'deliveries', 'instalments', 'payments', 'actions', 'payableAmount'],
);
const idOnly = obj({ orderId: o('orderId') }, ['orderId']);
const moved = open({ orderId: str, status: str }, ['orderId', 'status']);
const created = open({ orders: list(open({ orderId: str, orderNo: str, status: str, payableAmount: str }, ['orderId', 'orderNo', 'status'])) }, ['orders']);
const plan = { type: 'array', title: '分期计划', minItems: 2, maxItems: 24, items: { ...obj({ percent: o('percent'), dueDate: o('dueDate') }, ['percent', 'dueDate']), title: '分期' } } as const;
const buyLine = { ...obj({ skuId: o('skuId'), quantity: o('quantity') }, ['skuId', 'quantity']), title: '订单商品' };
const pricedLine = { ...obj({ skuId: o('skuId'), quantity: o('quantity'), price: o('price') }, ['skuId', 'quantity']), title: '订单商品' };
const deliverLines = { type: 'array', title: '订单商品', minItems: 1, maxItems: 200, items: { ...obj({ lineNo: o('lineNo'), quantity: o('quantity') }, ['lineNo', 'quantity']), title: '订单商品' } } as const;
const sellerOrder = obj(
  // userCouponId: the buyer's coupon this seller's order uses (absent, '' or '0': none); the server checks it and computes the discount.
  { sellerCompanyId: ref('order', 'buyerCompanyId'), payType: o('payType'), invoice, note: o('note'), instalments: plan, userCouponId: couponChoice },
  ['sellerCompanyId', 'payType'],
);

export const indent = [
  // ---- lists and counts: seller (sale-order), buyer (purchase-order), platform (user-order-list) ----
  defineCall({ key: 'indent.sellerPage', method: 'POST', path: `${V2}/sellerPage`, permission: 'SaleOrder', title: '销售订单分页（本企业为卖家）', request: listRequest, response: paged }),
  defineCall({ key: 'indent.sellerStatusCount', method: 'POST', path: `${V2}/sellerStatusCount`, permission: 'SaleOrder', title: '销售订单按状态计数', request: countRequest, response: counts }),
  defineCall({ key: 'indent.buyerPage', method: 'POST', path: `${V2}/buyerPage`, permission: 'PurchaseOrder', title: '采购订单分页（本企业或本人为买家）', request: listRequest, response: paged }),
  defineCall({ key: 'indent.buyerStatusCount', method: 'POST', path: `${V2}/buyerStatusCount`, permission: 'PurchaseOrder', title: '采购订单按状态计数', request: countRequest, response: counts }),
  defineCall({ key: 'indent.platformPage', method: 'POST', path: `${V2}/platformPage`, permission: 'UserOrderList', title: '平台订单分页（租户全部订单）', request: listRequest, response: paged }),
  defineCall({ key: 'indent.platformStatusCount', method: 'POST', path: `${V2}/platformStatusCount`, permission: 'UserOrderList', title: '平台订单按状态计数', request: countRequest, response: counts }),
  defineCall({ key: 'indent.offlinePage', method: 'POST', path: `${V2}/offlinePage`, permission: 'SaleOrder', title: '线下订单分页（卖家录入）', request: listRequest, response: paged }),
  // ---- detail per side ----
  defineCall({ key: 'indent.sellerDetail', method: 'POST', path: `${V2}/sellerDetail`, permission: 'SaleOrder', title: '销售订单详情', request: idOnly, response: detail }),
  defineCall({ key: 'indent.buyerDetail', method: 'POST', path: `${V2}/buyerDetail`, permission: 'PurchaseOrder', title: '采购订单详情', request: idOnly, response: detail }),
  defineCall({ key: 'indent.platformDetail', method: 'POST', path: `${V2}/platformDetail`, permission: 'UserOrderList', title: '平台订单详情', request: idOnly, response: detail }),
  // ---- create ----
  defineCall({
    key: 'indent.create', method: 'POST', path: `${V2}/create`, permission: 'GenerateOrder',
    title: '提交订单（每个卖家一单：购物车选中的商品、订单行或立即购买的规格；每个卖家的付款方式，或一个付款方式用于全部卖家）',
    request: obj(
      {
        cartIds: { type: 'array', title: '购物车商品', minItems: 1, maxItems: 200, uniqueItems: true, items: { type: 'string', title: '购物车商品', minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' } },
        lines: { type: 'array', title: '订单商品', minItems: 1, maxItems: 200, items: buyLine },
        skuId: o('skuId'),
        quantity: o('quantity'),
        addressId: { type: 'string', title: '收货地址', minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' },
        address,
        consignee: o('consignee'), phone: o('phone'), regionCode: o('regionCode'), detail: o('detail'),
        sellers: { type: 'array', title: '卖家订单', minItems: 1, maxItems: 50, items: { ...sellerOrder, title: '卖家订单' } },
        payType: o('payType'), invoiceType: o('invoiceType'), invoiceTitle: o('invoiceTitle'), taxNo: o('taxNo'), note: o('note'),
      },
    ),
    response: created,
  }),
  defineCall({
    key: 'indent.agentCreate', method: 'POST', path: `${V2}/agentCreate`, permission: 'SaleAgentOrder',
    title: '代客下单（卖家为客户企业下单，订单类型2）',
    request: obj(
      {
        buyerCompanyId: o('buyerCompanyId'), lines: { type: 'array', title: '订单商品', minItems: 1, maxItems: 200, items: pricedLine }, payType: o('payType'),
        consignee: o('consignee'), phone: o('phone'), regionCode: o('regionCode'), detail: o('detail'), invoiceType: o('invoiceType'), invoiceTitle: o('invoiceTitle'), taxNo: o('taxNo'), note: o('note'), instalments: plan,
      },
      ['buyerCompanyId', 'lines', 'payType', 'consignee', 'phone', 'regionCode', 'detail'],
    ),
    response: created,
  }),
  defineCall({
    key: 'indent.offlineCreate', method: 'POST', path: `${V2}/offlineCreate`, permission: 'sale-order-offline',
    title: '录入线下订单（线下成交、已线下结清，待发货）',
    request: obj(
      { buyerCompanyId: o('buyerCompanyId'), lines: { type: 'array', title: '订单商品', minItems: 1, maxItems: 200, items: pricedLine }, payType: o('payType'), consignee: o('consignee'), phone: o('phone'), regionCode: o('regionCode'), detail: o('detail'), note: o('note') },
      ['buyerCompanyId', 'lines', 'payType', 'consignee', 'phone', 'regionCode', 'detail'],
    ),
    response: created,
  }),
  defineCall({
    key: 'indent.replacementCreate', method: 'POST', path: `${V2}/replacementCreate`, permission: 'sale-order-replacement',
    title: '补发订单（关联已完成订单的订单行，免费补发）',
    request: obj({ orderId: o('orderId'), lines: deliverLines, note: o('note') }, ['orderId', 'lines']),
    response: created,
  }),
  // ---- seller moves ----
  defineCall({ key: 'indent.agree', method: 'POST', path: `${V2}/agree`, permission: 'sale-order-agree', title: '卖家同意订单（锁定库存）', request: obj({ orderId: o('orderId'), instalments: plan }, ['orderId']), response: moved }),
  defineCall({ key: 'indent.refuse', method: 'POST', path: `${V2}/refuse`, permission: 'sale-order-refuse', title: '卖家拒绝订单', request: obj({ orderId: o('orderId'), reason: o('reason') }, ['orderId', 'reason']), response: moved }),
  defineCall({ key: 'indent.changePrice', method: 'POST', path: `${V2}/changePrice`, permission: 'sale-order-change-price', title: '卖家改价（待买家确认）', request: obj({ orderId: o('orderId'), adjustAmount: o('adjustAmount'), note: o('note') }, ['orderId', 'adjustAmount']), response: moved }),
  defineCall({
    key: 'indent.delivery', method: 'POST', path: `${V2}/delivery`, permission: 'sale-order-deliver', title: '发货（可部分发货：订单行与数量）',
    request: obj({ orderId: o('orderId'), lines: ref('order-delivery', 'lines'), expressCode: o('expressCode'), trackingNo: o('trackingNo') }, ['orderId', 'lines', 'expressCode', 'trackingNo']),
    response: moved,
  }),
  defineCall({ key: 'indent.revokeDelivery', method: 'POST', path: `${V2}/revokeDelivery`, permission: 'sale-order-deliver', title: '撤回未收货的发货单', request: obj({ orderId: o('orderId'), deliveryId: o('deliveryId') }, ['orderId', 'deliveryId']), response: moved }),
  defineCall({ key: 'indent.deleteDelivery', method: 'POST', path: `${V2}/deleteDelivery`, permission: 'sale-order-deliver', title: '删除未收货的发货单', request: obj({ orderId: o('orderId'), deliveryId: o('deliveryId') }, ['orderId', 'deliveryId']), response: moved }),
  defineCall({
    key: 'indent.redelivery', method: 'POST', path: `${V2}/redelivery`, permission: 'sale-order-deliver', title: '重新发货（买家反馈未收到的发货单）',
    request: obj({ orderId: o('orderId'), deliveryId: o('deliveryId'), expressCode: o('expressCode'), trackingNo: o('trackingNo') }, ['orderId', 'deliveryId', 'expressCode', 'trackingNo']),
    response: moved,
  }),
  // ---- buyer moves ----
  defineCall({ key: 'indent.cancel', method: 'POST', path: `${V2}/cancel`, permission: 'purchase-order-cancel', title: '买家取消订单（释放库存）', request: obj({ orderId: o('orderId'), reason: o('note') }, ['orderId']), response: moved }),
  defineCall({ key: 'indent.buyerAgree', method: 'POST', path: `${V2}/buyerAgree`, permission: 'purchase-order-agree', title: '买家确认改价', request: idOnly, response: moved }),
  defineCall({ key: 'indent.receive', method: 'POST', path: `${V2}/receive`, permission: 'purchase-order-receive', title: '买家确认收货', request: idOnly, response: moved }),
  defineCall({ key: 'indent.notDelivered', method: 'POST', path: `${V2}/notDelivered`, permission: 'purchase-order-receive', title: '买家反馈未收到货', request: obj({ orderId: o('orderId'), deliveryId: o('deliveryId'), reason: o('note') }, ['orderId']), response: moved }),
  // ---- platform ----
  defineCall({ key: 'indent.freeze', method: 'POST', path: `${V2}/freeze`, permission: 'user-order-freeze', title: '平台冻结订单', request: obj({ orderId: o('orderId'), frozenReason: o('frozenReason') }, ['orderId', 'frozenReason']), response: moved }),
  defineCall({ key: 'indent.unfreeze', method: 'POST', path: `${V2}/unfreeze`, permission: 'user-order-freeze', title: '平台解冻订单', request: idOnly, response: moved }),
  // ---- choices of the seller's order forms (agent / offline orders) ----
  defineCall({
    key: 'indent.customerOptions', method: 'POST', path: `${V2}/customerOptions`, permission: 'SaleAgentOrder', title: '可代客下单的客户企业（本租户其他企业）',
    request: obj({ keyword: o('buyerNm') }), response: list(open({ value: str, label: str }, ['value', 'label'])),
  }),
  defineCall({
    key: 'indent.skuOptions', method: 'POST', path: `${V2}/skuOptions`, permission: 'SaleAgentOrder', title: '本企业可售商品规格（名称、规格、价格、可用库存）',
    request: obj({ keyword: o('goodsName') }),
    response: list(open({ value: str, label: str, price: str, available: int }, ['value', 'label', 'price', 'available'])),
  }),
  defineCall({
    key: 'indent.skuPage', method: 'POST', path: `${V2}/skuPage`, permission: 'SaleAgentOrder', title: '本企业可售商品规格分页（代客下单选商品：名称、规格、售价、可用库存）',
    request: obj({ ...page, keyword: o('goodsName') }, ['pageNum', 'pageSize']),
    response: open({ records: list(open({ skuId: str, itemNm: str, specValues: str, price: str, available: int }, ['skuId', 'itemNm', 'specValues', 'price', 'available'])), total: int }, ['records', 'total']),
  }),
  // ---- logistics ----
  defineCall({
    key: 'indent.expressCompanies', method: 'POST', path: '/scpr/indent/express/companies', permission: 'login', title: '物流公司列表',
    request: obj({}), response: list(open({ code: str, name: str }, ['code', 'name'])),
  }),
  defineCall({
    key: 'indent.expressTrack', method: 'POST', path: '/scpr/indent/express/track', permission: 'login', title: '发货单物流跟踪（订单的买家、卖家或平台）',
    request: obj({ orderId: o('orderId'), deliveryId: o('deliveryId') }, ['orderId', 'deliveryId']),
    response: open({ expressNm: str, trackingNo: str, events: list(open({ at: str, text: str }, ['at', 'text'])) }, ['expressNm', 'trackingNo', 'events']),
  }),
] as const;
