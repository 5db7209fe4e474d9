// engine/access: tenant patch -> disable-list prune -> permission prune, as pure functions.
export { accessTable, accessScreen } from './pipeline';
export { accessRoutes } from './routes';
export { buildMenu } from './menu';
export { mergePatch } from '../schema/merge';
export { layersFor, patchScreen, routePatchFor } from './tenant-patch';
export { pruneTree, notDisabled, permitted, type AccessTest } from './prune';
export { manifestOf } from './manifest';
export type { AccessInput, AccessResult, MenuNode, RouteEntry, ScreenManifest, TenantLayer, RoutePatch } from './types';
export { applyScreenPatch, patchElements, joinAddress, PATCH_PAGE_SIZES, type ScreenPatch, type PatchItem, type PatchOrder, type PatchElement, type ElementKind } from './screen-patch';
export { checkScreenPatch, elementLabel, type PatchProblem } from './screen-patch-check';
export { emptyPatch, setItem, itemOf, move, orderedIds, groups, collectionName, KIND_NAMES, type ItemKey } from './patch-draft';
export { screenReads } from '../schema/reads';
