// Tenants: the in-memory directory, tenant configuration calls.
export { TenantDirectory } from './directory';
export { PARAM_DEFAULTS, type ParamDefault } from './param-defaults';
import type { ServerModule } from '../../core';
import type { TenantDirectory } from './directory';
import { tenantHandlers } from './routes';
import * as tenantTables from './tables';
import { tenantCodes } from './codes';
import { seedParamsDemo, seedTenantsDemo } from './demo';

export { tenantHandlers, tenantTables };
export const tenantModule = { handlers: tenantHandlers, tables: tenantTables, codes: tenantCodes, seedDemoGlobals: seedTenantsDemo, seedDemo: seedParamsDemo } satisfies ServerModule<'tenant'>;

declare module '../../core/context' {
  interface Services {
    tenants: TenantDirectory;
  }
}
