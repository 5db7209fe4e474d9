// The order's workflow, declared once (DOMAIN.md "Orders (indent)", docs/workflow.md): states with their
// names and colours, moves with their one wording, who makes them, and the detail's progress paths. The
// code lists ORDER_STATUS and ORDER_MOVE, the entity's status enum, the screens' status colours and progress
// steps, the moves each side may make on a row and the state diagram (docs/diagrams/order.md) are all
// derived from it. Freeze / unfreeze is a flag, not a status (events below). Extensions of DOMAIN's table
// (docs/trading.md "State machine"): 40 -> 35 when one of several deliveries is revoked; 35 -> 40 by
// redelivery after the buyer reported a delivery missing; 20 -> 30 by the system when nothing is due
// before delivery (a price changed to 0: "Nothing to pay").
import { declareWorkflow } from '../../core';

export const orderFlow = declareWorkflow({
  document: 'order',
  title: '订单',
  roles: { buyer: '买家', seller: '卖家', platform: '平台', system: '系统' },
  states: {
    awaitingSeller: { code: 10, name: '待卖家确认', tone: 'warning' },
    priceChanged: { code: 15, name: '改价待买家确认', tone: 'warning' },
    awaitingPayment: { code: 20, name: '待付款', tone: 'warning' },
    offlineToConfirm: { code: 25, name: '线下付款待确认', tone: 'info' },
    awaitingDelivery: { code: 30, name: '待发货', tone: 'primary' },
    partlyDelivered: { code: 35, name: '部分发货', tone: 'primary' },
    delivered: { code: 40, name: '已发货', tone: 'primary' },
    receivedOwing: { code: 45, name: '已收货待付款', tone: 'info' },
    completed: { code: 50, name: '已完成', tone: 'success' },
    cancelled: { code: 90, name: '已取消', tone: 'default' },
    refused: { code: 91, name: '已拒绝', tone: 'danger', ended: '卖家已拒绝' },
  },
  initial: 'awaitingSeller',
  final: ['completed', 'cancelled', 'refused'],
  moves: {
    agree: { name: '同意订单', from: ['awaitingSeller'], to: ['awaitingPayment', 'awaitingDelivery'], who: ['seller'], call: 'indent.agree' },
    refuse: { name: '拒绝订单', from: ['awaitingSeller'], to: ['refused'], who: ['seller'], call: 'indent.refuse' },
    changePrice: { name: '改价', from: ['awaitingSeller'], to: ['priceChanged'], who: ['seller'], call: 'indent.changePrice' },
    buyerAgree: { name: '确认改价', from: ['priceChanged'], to: ['awaitingPayment', 'awaitingDelivery'], who: ['buyer'], call: 'indent.buyerAgree' },
    cancel: { name: '取消订单', from: ['awaitingSeller', 'priceChanged', 'awaitingPayment'], to: ['cancelled'], who: ['buyer'], call: 'indent.cancel' },
    timeout: { name: '超时取消', from: ['awaitingPayment'], to: ['cancelled'], who: ['system'] },
    paySuccess: { name: '支付', from: ['awaitingPayment'], to: ['awaitingDelivery'], who: ['system'] },
    nothingDue: { name: '无需付款', from: ['awaitingPayment'], to: ['awaitingDelivery'], who: ['system'] },
    offlineSubmit: { name: '提交线下付款', from: ['awaitingPayment'], to: ['offlineToConfirm'], who: ['buyer'], call: 'payment.offlinePay' },
    offlineConfirm: { name: '确认收款', from: ['offlineToConfirm'], to: ['awaitingDelivery'], who: ['seller'] },
    offlineReject: { name: '驳回付款凭证', from: ['offlineToConfirm'], to: ['awaitingPayment'], who: ['seller'] },
    deliver: { name: '发货', from: ['awaitingDelivery', 'partlyDelivered'], to: ['partlyDelivered', 'delivered'], who: ['seller'], call: 'indent.delivery' },
    revokeDelivery: { name: '撤回发货', from: ['partlyDelivered', 'delivered'], to: ['awaitingDelivery', 'partlyDelivered'], who: ['seller'], call: 'indent.revokeDelivery' },
    deleteDelivery: { name: '删除发货单', from: ['partlyDelivered', 'delivered'], to: ['awaitingDelivery', 'partlyDelivered'], who: ['seller'], call: 'indent.deleteDelivery' },
    redeliver: { name: '重新发货', from: ['partlyDelivered'], to: ['partlyDelivered', 'delivered'], who: ['seller'], call: 'indent.redelivery' },
    receive: { name: '确认收货', from: ['delivered'], to: ['receivedOwing', 'completed'], who: ['buyer'], call: 'indent.receive' },
    notDelivered: { name: '反馈未收到货', from: ['delivered'], to: ['partlyDelivered'], who: ['buyer'], call: 'indent.notDelivered' },
    paidOff: { name: '结清货款', from: ['receivedOwing'], to: ['completed'], who: ['system'] },
  },
  events: { create: '下单', freeze: '冻结订单', unfreeze: '解冻订单', replacement: '补发订单' },
  codeLists: { states: 'ORDER_STATUS', moves: 'ORDER_MOVE' },
  // The detail's progress bar: goods first (6, 10) pay after receipt; instalments (8, 9) pay a first part
  // before delivery and the rest after receipt; every other pay type pays before delivery.
  progress: [
    {
      when: '= data.goodsFirst',
      steps: [
        { label: '提交订单', states: [] },
        { label: '卖家确认', states: ['awaitingSeller', 'priceChanged'] },
        { label: '卖家发货', states: ['awaitingDelivery', 'partlyDelivered'] },
        { label: '买家收货', states: ['delivered'] },
        { label: '买家付款', states: ['receivedOwing'] },
        { label: '交易完成', states: [] },
      ],
    },
    {
      when: '= data.instalmentPlan',
      steps: [
        { label: '提交订单', states: [] },
        { label: '卖家确认', states: ['awaitingSeller', 'priceChanged'] },
        { label: '支付首期款', states: ['awaitingPayment', 'offlineToConfirm'] },
        { label: '卖家发货', states: ['awaitingDelivery', 'partlyDelivered'] },
        { label: '买家收货', states: ['delivered'] },
        { label: '付清分期款', states: ['receivedOwing'] },
        { label: '交易完成', states: [] },
      ],
    },
    {
      steps: [
        { label: '提交订单', states: [] },
        { label: '卖家确认', states: ['awaitingSeller', 'priceChanged'] },
        { label: '买家付款', states: ['awaitingPayment', 'offlineToConfirm'] },
        { label: '卖家发货', states: ['awaitingDelivery', 'partlyDelivered'] },
        { label: '买家收货', states: ['delivered'] },
        { label: '交易完成', states: [] },
      ],
    },
  ],
});

export type OrderFlow = typeof orderFlow;
export type OrderState = keyof OrderFlow['decl']['states'];
export type MoveName = keyof OrderFlow['decl']['moves'];
export type Role = keyof OrderFlow['decl']['roles'];
/** A stored order status (orders.status). */
export type Status = OrderFlow['decl']['states'][OrderState]['code'];

/** The stored code of each state, by name (STATUS.awaitingPayment === 20). */
export const STATUS = Object.fromEntries(Object.entries(orderFlow.decl.states).map(([k, s]) => [k, s.code])) as {
  [K in OrderState]: OrderFlow['decl']['states'][K]['code'];
};

/** The state names by code (the code list ORDER_STATUS). */
export const STATUS_NAMES = Object.fromEntries(Object.values(orderFlow.decl.states).map((s) => [s.code, s.name])) as Record<Status, string>;

/** What money an order's state asks for (the payment module asks, never restates the states): before
 * delivery (awaiting payment), afterwards (goods moving or received: later instalments, goods-first and
 * credit), or nothing. */
export function payStage(status: number | string): 'beforeDelivery' | 'afterwards' | null {
  if (orderFlow.is(status, 'awaitingPayment')) return 'beforeDelivery';
  if (orderFlow.is(status, 'awaitingDelivery', 'partlyDelivered', 'delivered', 'receivedOwing')) return 'afterwards';
  return null;
}
