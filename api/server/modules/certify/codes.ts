// Code lists of certification: its states and moves (from the declaration) and its kinds.
import type { CodeLists } from '../../core';
import { certFlow } from './workflow';

export const certifyCodes = {
  CERT_STATUS: certFlow.stateList(),
  CERT_MOVE: certFlow.moveList(),
  CERT_TYPE: [['1', '个人实名认证'], ['2', '企业认证']],
} satisfies CodeLists;
