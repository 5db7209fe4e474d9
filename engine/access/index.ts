// engine/access: tenant patch -> disable-list prune -> permission prune, as pure functions.
export { accessTable, accessScreen } from './pipeline';
export { accessRoutes } from './routes';
export { buildMenu } from './menu';
export { mergePatch } from '../schema/merge';
export { layersFor, patchScreen, routePatchFor } from './tenant-patch';
export { pruneTree, notDisabled, permitted, type AccessTest } from './prune';
export { manifestOf } from './manifest';
export type { AccessInput, AccessResult, MenuNode, RouteEntry, ScreenManifest, TenantLayer, RoutePatch } from './types';
