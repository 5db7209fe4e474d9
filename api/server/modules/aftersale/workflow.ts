// The after-sale's workflow, declared once (DOMAIN.md "After-sales", docs/workflow.md): its states with
// names and colours, its moves with their one wording and who makes them, and the progress paths of the
// detail and of the buyer's four steps. The code lists AFTER_SALE_STATUS and AFTER_SALE_MOVE, the refusals
// and the moves each side may make on a row are derived from it. Way 1 (refund only) goes 10 -> 40 when the
// seller agrees; way 2 (return and refund) 10 -> 20 -> 30 -> 40; the refund (40 -> 50) is made through the
// payment provider by the system as soon as the after-sale reaches 40, or by the seller's 确认退款 (which
// also confirms money paid back outside the platform for voucher payments).
import { declareWorkflow } from '../../core';

export const afterSaleFlow = declareWorkflow({
  document: 'after-sale',
  title: '售后单',
  roles: { buyer: '买家', seller: '卖家', system: '系统' },
  states: {
    applied: { code: 10, name: '已申请', tone: 'warning' },
    awaitingReturn: { code: 20, name: '待买家退货', tone: 'warning' },
    awaitingReceipt: { code: 30, name: '待卖家收货', tone: 'primary' },
    refunding: { code: 40, name: '退款中', tone: 'info' },
    finished: { code: 50, name: '已完成', tone: 'success' },
    cancelled: { code: 61, name: '已撤销', tone: 'default' },
    refused: { code: 62, name: '卖家拒绝', tone: 'danger' },
    receiptRefused: { code: 63, name: '卖家拒收', tone: 'danger' },
  },
  initial: 'applied',
  final: ['finished', 'cancelled', 'refused', 'receiptRefused'],
  moves: {
    agree: { name: '同意售后', from: ['applied'], to: ['refunding', 'awaitingReturn'], who: ['seller'], call: 'aftersale.confirm' },
    refuse: { name: '拒绝售后', from: ['applied'], to: ['refused'], who: ['seller'], call: 'aftersale.confirm' },
    shipBack: { name: '寄回商品', from: ['awaitingReturn'], to: ['awaitingReceipt'], who: ['buyer'], call: 'aftersale.shipBack' },
    receive: { name: '确认收到退货', from: ['awaitingReceipt'], to: ['refunding'], who: ['seller'], call: 'aftersale.receipt' },
    refuseReceipt: { name: '拒绝收货', from: ['awaitingReceipt'], to: ['receiptRefused'], who: ['seller'], call: 'aftersale.receipt' },
    payBack: { name: '退款', from: ['refunding'], to: ['finished'], who: ['seller', 'system'], call: 'aftersale.payBack' },
    cancel: { name: '撤销售后', from: ['applied', 'awaitingReturn', 'awaitingReceipt'], to: ['cancelled'], who: ['buyer'], call: 'aftersale.cancel' },
  },
  events: { create: '申请售后' },
  codeLists: { states: 'AFTER_SALE_STATUS', moves: 'AFTER_SALE_MOVE' },
  // The buyer's four steps (spec 2.6: step-buyer-apply, step-seller-handle, step-buyer-refunds, step-finished)
  // and the detail's bar: a return walks through the buyer's shipping and the seller's receipt.
  progress: [
    {
      when: "= data.way == '2'",
      steps: [
        { label: '买家申请', states: [] },
        { label: '卖家处理', states: ['applied'] },
        { label: '买家退货', states: ['awaitingReturn', 'awaitingReceipt'] },
        { label: '退款完成', states: ['refunding'] },
      ],
    },
    {
      steps: [
        { label: '买家申请', states: [] },
        { label: '卖家处理', states: ['applied'] },
        { label: '退款完成', states: ['refunding'] },
      ],
    },
  ],
});

export type AfterSaleFlow = typeof afterSaleFlow;
export type AfterSaleState = keyof AfterSaleFlow['decl']['states'];
export type AfterSaleMove = keyof AfterSaleFlow['decl']['moves'];
export type Role = keyof AfterSaleFlow['decl']['roles'];

/** The stored code of each state, by name (AS_STATUS.refunding === 40). */
export const AS_STATUS = Object.fromEntries(Object.entries(afterSaleFlow.decl.states).map(([k, s]) => [k, s.code])) as {
  [K in AfterSaleState]: AfterSaleFlow['decl']['states'][K]['code'];
};

/** The states in which an after-sale is open (one per order line: the unique index after_sales_one_open). */
export const OPEN_STATES = ['applied', 'awaitingReturn', 'awaitingReceipt', 'refunding'] as const satisfies readonly AfterSaleState[];
/** The states whose amount is (or will be) refunded: open or finished (a refusal or cancellation gives back
 * nothing, so its amount is free for a new after-sale of the line). */
export const COUNTED_STATES = [...OPEN_STATES, 'finished'] as const satisfies readonly AfterSaleState[];

/** 1 refund only, 2 return and refund. */
export const WAY = { refundOnly: 1, returnAndRefund: 2 } as const;
