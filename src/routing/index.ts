// src/routing: the rules of spec 2 and 4 as pure functions, and the runner that applies them.
export type { RouteRecord, RouteMeta, Query, Target, Decision } from './types';
export type { GuardInput, GuardSession, TenantInfo } from './context';
export { ROUTE, NOT_FOUND_PATH, NOT_FOUND_ALIAS, UNIFY_PATH } from './names';
export { createRouteIndex, type RouteIndex } from './route-index';
export { decide } from './guard';
export { guardLoggedIn, HOME_TO_MY_CENTER_TAGS } from './guard-logged-in';
export { guardGuest, PLATFORM_GUEST_PAGES } from './guard-guest';
export { certificationRedirect, enterpriseWarning, CERT_EXEMPT } from './certification';
export { tenantFromQuery, withTenantQuery, type TenantIds } from './tenant-query';
export { pageTitle, activeMenuName } from './title';
export { permittedRoutes } from './permitted';
export { createWarnOnce } from './warn-once';
export { runGuard, href, HOME_PATH, type GuardDeps } from './run-guard';
