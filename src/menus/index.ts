// src/menus: the menu map and the header / side menu / user area models of spec 2.11 and 4 (pure).
export type { MenuMap, MenuNode } from './types';
export { CUSTOM_HEADR } from './types';
export * from './constants';
export { buildMenuMap, landing, ancestry } from './build-map';
export { jumpByMenuId, nodeTarget, customPageQuery, type JumpTarget } from './jump';
// The header, side menu and user area models (./header, ./side-menu, ./user-area) are imported from their
// files, not from here: only the lazily loaded shell chrome uses them, and a module this barrel reaches is
// placed in the app entry (README "Bundle budget").
