// src/app: the running application's services and wiring.
export { createApp, type AppServices, type CreateAppOptions, type ScreenSource } from './create-app';
export { createActions, type SessionActions } from './actions';
export { guardSession, createGuardDeps } from './guard-deps';
export { menuMapAtom, rightsAtom, canAtom, unifiedAtom, routeIndexAtom } from './derived';
export { ServicesContext, useServices } from './services-context';
export { browserLocation, underBase, type PageLocation } from './page-location';
export { loadTenantInfo, loadLoggedInFlags, loadUnread, loadApproveMark, ensurePageConfig, seedTenant, setPageConfig } from './bootstrap';
export { loadMenus, loadCodeValues, loadMallList, loadMallFooter, loadSwitchableAccounts, openGuideIfDue } from './session-loaders';
