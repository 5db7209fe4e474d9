// Code lists of complaints: its states and moves (from the declaration) and what a complaint is about.
import type { CodeLists } from '../../core';
import { complaintFlow } from './workflow';

export const complaintCodes = {
  COMPLAINT_STATUS: complaintFlow.stateList(),
  COMPLAINT_MOVE: complaintFlow.moveList(),
  COMPLAINT_TARGET: [['1', '订单'], ['2', '企业']],
} satisfies CodeLists;
