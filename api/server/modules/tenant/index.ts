// Tenants: the in-memory directory, tenant configuration calls.
export { TenantDirectory } from './directory';
import type { ServerModule } from '../../core';
import type { TenantDirectory } from './directory';
import { tenantHandlers } from './routes';

export { tenantHandlers };
export const tenantModule = { handlers: tenantHandlers } satisfies ServerModule<'tenant'>;

declare module '../../core/context' {
  interface Services {
    tenants: TenantDirectory;
  }
}
