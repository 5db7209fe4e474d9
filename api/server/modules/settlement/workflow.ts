// The shop settlement's workflow, declared once (docs/trading.md "Settlements", docs/workflow.md; DOMAIN.md
// names settlements without their states, so this declaration is where they are fixed). A shop applies to
// settle its completed orders; the platform approves the bill or refuses it with a reason; the shop may
// withdraw a bill not yet reviewed; the platform pays an approved bill out (its bank transfer recorded).
// The code lists SETTLEMENT_STATUS and SETTLEMENT_MOVE, the refusals and the moves each side may make on a
// row are derived from it.
import { declareWorkflow } from '../../core';

export const settlementFlow = declareWorkflow({
  document: 'settlement',
  title: '结算单',
  roles: { seller: '店铺', platform: '平台', system: '系统' },
  states: {
    applied: { code: 10, name: '待审核', tone: 'warning' },
    approved: { code: 20, name: '待付款', tone: 'primary' },
    settled: { code: 30, name: '已结算', tone: 'success' },
    cancelled: { code: 90, name: '已撤销', tone: 'default' },
    refused: { code: 91, name: '已驳回', tone: 'danger' },
  },
  initial: 'applied',
  final: ['settled', 'cancelled', 'refused'],
  moves: {
    approve: { name: '审核通过', from: ['applied'], to: ['approved'], who: ['platform'], call: 'settlement.approve' },
    refuse: { name: '驳回结算', from: ['applied'], to: ['refused'], who: ['platform'], call: 'settlement.refuse' },
    cancel: { name: '撤销结算', from: ['applied'], to: ['cancelled'], who: ['seller'], call: 'settlement.cancel' },
    pay: { name: '结算付款', from: ['approved'], to: ['settled'], who: ['platform'], call: 'settlement.pay' },
  },
  events: { apply: '申请结算' },
  codeLists: { states: 'SETTLEMENT_STATUS', moves: 'SETTLEMENT_MOVE' },
  progress: [
    {
      steps: [
        { label: '店铺申请', states: [] },
        { label: '平台审核', states: ['applied'] },
        { label: '平台付款', states: ['approved'] },
        { label: '结算完成', states: ['settled'] },
      ],
    },
  ],
});

export type SettlementFlow = typeof settlementFlow;
export type SettlementState = keyof SettlementFlow['decl']['states'];
export type SettlementMove = keyof SettlementFlow['decl']['moves'];
export type SettlementRole = keyof SettlementFlow['decl']['roles'];

/** The states in which a bill holds its orders (an order is in at most one such bill). */
export const HOLDING = ['applied', 'approved', 'settled'] as const satisfies readonly SettlementState[];
