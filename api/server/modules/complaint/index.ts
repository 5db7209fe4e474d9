// Complaints (issue 32 item 4; DOMAIN.md "Complaints"; docs/workflow.md): the module's public face.
import type { ServerModule } from '../../core';
import * as complaintTables from './tables';
import { complaintCodes } from './codes';
import { complaintHandlers } from './routes';
import { seedComplaintDemo } from './demo';
import { complaintFlow } from './workflow';

export { complaintTables };
export const complaintModule = {
  handlers: complaintHandlers,
  tables: complaintTables,
  codes: complaintCodes,
  workflows: [complaintFlow],
  seedDemo: (db) => seedComplaintDemo(db),
} satisfies ServerModule<'complaint'>;

export { complaintDocument } from './move';
export { complaintFlow, type ComplaintState, type ComplaintStatus } from './workflow';
export { DEMO_COMPLAINTS } from './demo';
