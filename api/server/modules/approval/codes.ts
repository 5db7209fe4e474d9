// Code lists of the account audit: its states and moves (from the declaration) and what waits.
import type { CodeLists } from '../../core';
import { auditFlow } from './workflow';

export const approvalCodes = {
  AUDIT_STATUS: auditFlow.stateList(),
  AUDIT_MOVE: auditFlow.moveList(),
  AUDIT_KIND: [['1', '注册审核'], ['2', '新增客户审核'], ['3', '企业管理员审核']],
} satisfies CodeLists;
