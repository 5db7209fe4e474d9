// Reference code lists of settlements: written at every start, served by tenant.queryCodeList. The states
// and moves are the workflow's declaration (workflow.ts).
import type { CodeLists } from '../../core';
import { settlementFlow } from './workflow';

export const settlementCodes = {
  SETTLEMENT_STATUS: settlementFlow.stateList(),
  SETTLEMENT_MOVE: settlementFlow.moveList(),
  ORDER_SETTLE_STATUS: [['1', '未结算'], ['2', '结算中'], ['3', '已结算']],
} satisfies CodeLists;
