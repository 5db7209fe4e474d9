// Tenants: the in-memory directory, tenant configuration calls.
export { TenantDirectory } from './directory';
export { tenantHandlers } from './routes';
