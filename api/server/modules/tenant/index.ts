// Tenants: the in-memory directory, tenant configuration calls.
export { TenantDirectory } from './directory';
import type { ServerModule } from '../../core';
import type { TenantDirectory } from './directory';
import { tenantHandlers } from './routes';
import * as tenantTables from './tables';

export { tenantHandlers, tenantTables };
export const tenantModule = { handlers: tenantHandlers, tables: tenantTables } satisfies ServerModule<'tenant'>;

declare module '../../core/context' {
  interface Services {
    tenants: TenantDirectory;
  }
}
