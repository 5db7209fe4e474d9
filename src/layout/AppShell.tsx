// The root of every page: public and no-container pages render bare; the others get the header, the side
// menu of their page group, the floating tools on buyer and seller pages. Keeps the title (spec 2) and
// the unread count fresh.
import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { canAtom, loadApproveMark, loadUnread, useServices } from '../app';
import { Skeleton } from '../../engine/ui/Empty';
import { FeedbackLayer } from '../feedback';
import { PERMISSION } from '../menus';
import { activeMenuName, pageTitle, ROUTE } from '../routing';
import { authorityListAtom, globalPageConfigAtom, isLoginAtom } from '../session';
import { MSG } from '../messages';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { namingNodeOf, useCurrentPage } from './use-current-page';

/** The header, side menu, page header and floating tools: loaded with the first page that shows them. */
const ShellChrome = lazy(() => import('./ShellChrome'));

/** Spec 2.2: these public pages are mounted under Home, so they keep the shell. */
const SHELLED_PUBLIC: ReadonlySet<string> = new Set([ROUTE.CustomPage, ROUTE.NoMenuCustomPage]);

export function AppShell() {
  const store = useStore();
  const { client, index } = useServices();
  const page = useCurrentPage();
  const system = useAtomValue(globalPageConfigAtom);
  const loggedIn = useAtomValue(isLoginAtom);
  const { pathname } = useLocation();

  useEffect(() => {
    const custom = namingNodeOf(page)?.custom ? page.active?.label : undefined;
    const name = custom ?? activeMenuName(page.record, index, (routeName) => page.map.byRoute.get(routeName)?.label) ?? page.active?.label;
    document.title = pageTitle(system?.systemName, name);
  }, [page, index, system]);

  // Spec 2.11: the message button and its dot need header-message; without it the server answers 403.
  const mayReadMessages = useAtomValue(canAtom)(PERMISSION.headerMessage);
  useEffect(() => {
    if (loggedIn && mayReadMessages) void loadUnread(store, (key, payload, o) => client.call(key, payload, o));
  }, [loggedIn, mayReadMessages, store, client]);

  // Spec 6: the enterprise members page asks for the approve mark (each time it is opened), not the start-up;
  // the side menu's red dot (spec 2.11) reads it.
  const onMembersPage = page.record?.name === ROUTE.MemberEnterprise;
  const mayApprove = useAtomValue(authorityListAtom).includes(ROUTE.MemberEnterprise);
  useEffect(() => {
    if (loggedIn && mayApprove && onMembersPage) void loadApproveMark(store, (key, payload, o) => client.call(key, payload, o));
  }, [loggedIn, mayApprove, onMembersPage, store, client]);

  const meta = page.record?.meta ?? {};
  const bare = !loggedIn || meta.noContainer || (meta.notAuth && !SHELLED_PUBLIC.has(page.record?.name ?? ''));
  return (
    <div className={`scpr-app${bare ? '' : ' scpr-app--shell'}`}>
      {bare ? (
        <div className="scpr-bare">
          <KeepAliveOutlet record={page.record} fallbackKey={pathname} />
        </div>
      ) : (
        <Suspense fallback={<RouteLoading />}>
          <ShellChrome page={page}>
            <KeepAliveOutlet record={page.record} fallbackKey={pathname} />
          </ShellChrome>
        </Suspense>
      )}
      <FeedbackLayer />
    </div>
  );
}

export function RouteLoading() {
  return (
    <div className="scpr-loading">
      <Skeleton rows={5} label={MSG.loading} />
    </div>
  );
}
