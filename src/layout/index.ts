// src/layout: the hand-written shell (spec 2.11): header, menus, side menu, floating tools, drawer.
export { AppShell, RouteLoading } from './AppShell';
export { Header } from './Header';
export { SideMenu, sideCollapsedAtom } from './SideMenu';
export { UserArea } from './UserArea';
export { MessagesDrawer, NOTICE_PAGE_SIZE, NOTICE_DRAWER_WIDTH } from './MessagesDrawer';
export { FloatingTools } from './FloatingTools';
export { KeepAliveOutlet } from './KeepAliveOutlet';
export { useOpenTarget } from './use-open-target';
export { useCurrentPage } from './use-current-page';
export { nextScrollTop, scrollToTop, scrolledElement, BACK_TO_TOP_STEP_PX, BACK_TO_TOP_TICK_MS } from './back-to-top';
