// src/layout: the hand-written shell (spec 2.11): header, menus, side menu, floating tools, drawer.
export { AppShell, RouteLoading } from './AppShell';
// The chrome of logged-in pages (Header, SideMenu, UserArea, MessagesDrawer, FloatingTools) is not
// exported here: AppShell loads it lazily (ShellChrome.tsx), and a static import would pull it back into
// the entry. Tests import those files directly.
export { KeepAliveOutlet } from './KeepAliveOutlet';
export { useOpenTarget } from './use-open-target';
export { useCurrentPage } from './use-current-page';
export { nextScrollTop, scrollToTop, scrolledElement, BACK_TO_TOP_STEP_PX, BACK_TO_TOP_TICK_MS } from './back-to-top';
