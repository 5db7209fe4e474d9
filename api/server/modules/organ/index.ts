// Organisation and roles (issue 32 item 3): role management with its menu and button tree, departments,
// the accounts of an enterprise, the platform's lists of enterprises, personal members and admins.
import type { ServerModule } from '../../core';
import * as organTables from './tables';
import { organCodes } from './codes';
import { organHandlers } from './routes';
import { seedOrganDemo } from './demo';

export { organTables };
export const organModule = { handlers: organHandlers, tables: organTables, codes: organCodes, seedDemo: seedOrganDemo } satisfies ServerModule<'organ'>;
export { compactGrants } from './grants';
export { DEMO_ORGANS, DEMO_MEMBERS, DEMO_ROLES } from './demo';
