// Payment codes (migrations/0045_payments.sql) and their code lists (written at every start; shown through
// tenant.queryCodeList).
import type { CodeLists } from '../../core';
import { payFlow } from './workflow';

export const paymentCodes = {
  // The payment workflow's states and moves (workflow.ts).
  PAY_STATUS: payFlow.stateList(),
  PAY_MOVE: payFlow.moveList(),
  PAY_CHANNEL: [['1', '网银支付'], ['2', '线下支付']],
  PAY_KIND: [['1', '订单支付'], ['2', '合并支付'], ['3', '分期还款']],
} satisfies CodeLists;

export { PAY_STATUS } from './workflow';

export const PAY_CHANNEL = { online: '1', offline: '2' } as const;

export const PAY_KIND = { single: '1', batch: '2', instalment: '3' } as const;

/** A batch pays at most this many orders at once (one cashier, one notification). */
export const BATCH_MAX = 20;
