// The chrome of a logged-in page (spec 2.11): the header, the side menu of the page's group, the page
// header and the floating tools, around the page itself. Its own chunk (AppShell loads it lazily): the
// login page and the other bare pages never need it, so they do not load it (README "Bundle budget").
import { useRef, type ReactNode } from 'react';
import { isBuyerOrSellerPage } from '../menus/user-area';
import { ROUTE } from '../routing';
import { FloatingTools } from './FloatingTools';
import { Header } from './Header';
import { PageHeader } from './PageHeader';
import { SideMenu } from './SideMenu';
import type { CurrentPage } from './use-current-page';
import { VersionNotice } from './VersionNotice';

export default function ShellChrome({ page, children }: { page: CurrentPage; children: ReactNode }) {
  const scroller = useRef<HTMLElement>(null);
  // Spec 2.2: NoMenuCustomPage is the custom page without the side menu (header kept).
  const showSide =
    page.group !== undefined && page.group.children.some((c) => !c.hidden) && page.record?.name !== ROUTE.Home && page.record?.name !== ROUTE.NoMenuCustomPage;
  const floating = !!page.record && isBuyerOrSellerPage(page.record.path);
  return (
    <>
      <Header activeRootId={page.active?.rootId} />
      <div className="scpr-body">
        {showSide && page.group && <SideMenu map={page.map} group={page.group} active={page.active} />}
        <main className={`scpr-main${floating ? ' scpr-main--float' : ''}`} ref={scroller}>
          {page.record && page.record.name !== ROUTE.Home ? <PageHeader page={page} /> : null}
          {children}
        </main>
      </div>
      {floating && <FloatingTools scroller={scroller} />}
      <VersionNotice />
    </>
  );
}
