// src/tenant: turning the tenant's configuration answers into session values (spec 3, 7, 9).
export { toGlobalPageConfig, enabledRegisterModules, realAuthFlags, wmsFlags, PAGE_PARAMS, REAL_AUTH_PARAMS, type TenantInfoAnswer } from './page-config';
