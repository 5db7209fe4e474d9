// src/menus: the menu map and the header / side menu / user area models of spec 2.11 and 4 (pure).
export type { MenuMap, MenuNode } from './types';
export { CUSTOM_HEADR } from './types';
export * from './constants';
export { buildMenuMap, landing, ancestry } from './build-map';
export { jumpByMenuId, nodeTarget, customPageQuery, type JumpTarget } from './jump';
export { headerModel, isHeaderItemActive, displayLabel, isAgricultureCentre, type HeaderItem, type HeaderModel, type HeaderInput } from './header';
export { sideMenuModel, toggleOpen, type SideItem, type SideMenuModel, type SideMenuInput } from './side-menu';
export { userAreaModel, buyerSellerSwitch, isBuyerOrSellerPage, shouldQueryGuide, type UserAreaModel, type SwitchModel } from './user-area';
