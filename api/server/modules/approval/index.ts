// Approvals (issue 32 item 2): accounts waiting for the platform (registration audit, added customers).
import type { ServerModule } from '../../core';
import { auditFlow } from './workflow';
import * as approvalTables from './tables';
import { approvalCodes } from './codes';
import { approvalHandlers } from './routes';
import { seedApprovalDemo } from './demo';

export { approvalTables };
export const approvalModule = {
  handlers: approvalHandlers,
  tables: approvalTables,
  workflows: [auditFlow],
  codes: approvalCodes,
  seedDemo: seedApprovalDemo,
} satisfies ServerModule<'approval'>;
export { auditFlow, AUDIT_KIND, AUDIT_PARAM } from './workflow';
export { auditDocument, type AccountRow } from './move';
export { DEMO_AUDITS } from './demo';
