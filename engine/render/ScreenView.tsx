// Renders one routed screen: the access pipeline first (tenant patch, disable list, rights), then the
// scope (route params, query, session), the dialog host and the screen's body.
import { useMemo, useState } from 'react';
import { accessScreen } from '../access/pipeline';
import type { Block, DialogDef, RoutedScreen } from '../schema/types';
import { Empty } from '../ui/Empty';
import { BlockView } from './BlockView';
import { useEngine, type LoadedScreen } from './context';
import { DialogHost } from './hosts/DialogHost';
import { ScreenPartsProvider } from './hosts/layer';
import { ScopeProvider } from './scope';
import { ScreenTitleContext } from './BlockTitle';
import { ShareGroupProvider } from './hooks/shared-call';

export interface ScreenViewProps {
  loaded: LoadedScreen;
  /** Route params (path segments). */
  params?: Record<string, string | undefined>;
  query?: Record<string, unknown>;
  /** Whether the host shows the route's title above the screen (the app's page header; default yes):
   * then a block titled like the screen shows no heading of its own. A page outside the menus has no
   * page header, so its blocks keep their headings. */
  headed?: boolean;
}

export function ScreenView({ loaded, params, query, headed = true }: ScreenViewProps) {
  const engine = useEngine();
  // The blocks of this screen share their first loads with one another, never with another screen's.
  const [shareGroup] = useState(() => ({}));
  const screen = useMemo(
    () => accessScreen(loaded.screen as RoutedScreen, loaded.name, engine.access),
    [loaded.screen, loaded.name, engine.access],
  );
  // scope `route`: the path params, plus the name and mode of the route the screen was opened through
  // (one goods form serves add, edit and view through aliases).
  const route = loaded.route;
  const scope = useMemo(
    () => ({ route: { ...(params ?? {}), ...(route ? { name: route.name, mode: route.mode } : {}) }, query: query ?? {}, session: engine.session }),
    [params, query, engine.session, route],
  );
  const parts = useMemo(
    () => ({ entities: loaded.entities, dialogs: ((screen as { dialogs?: Record<string, DialogDef> } | null)?.dialogs ?? {}) }),
    [loaded.entities, screen],
  );
  if (!screen) return <p role="alert">暂无权限访问该页面</p>;
  // An area or group routes to its children; opened with none to show, it says so in a card, titled only
  // when the host shows no page header.
  if (screen.kind === 'area' || screen.kind === 'group') {
    return (
      <main className="scpr-screen" data-screen={loaded.name}>
        {headed ? null : <h2>{screen.title ?? screen.route.meta.title}</h2>}
        <section className="scpr-screen__empty">
          <Empty />
        </section>
      </main>
    );
  }
  // The screen's own title is a heading only when the page header does not already say it (add-images
  // titled 添加图片 under the page header 添加图片 showed it twice); the screen is also its root block, so
  // that block (a form's title) shows neither of the titles on the page again.
  const pageTitle = headed ? screen.route?.meta?.title : undefined;
  const ownTitle = screen.title && screen.title !== pageTitle ? screen.title : undefined;
  const shown = [pageTitle, ownTitle].filter((x): x is string => !!x);
  return (
    <ShareGroupProvider value={shareGroup}>
    <ScreenTitleContext.Provider value={shown}>
    <ScreenPartsProvider value={parts}>
      <ScopeProvider value={scope}>
        <DialogHost>
          <main className="scpr-screen" data-screen={loaded.name}>
            {ownTitle ? <h2>{ownTitle}</h2> : null}
            <BlockView block={screen as unknown as Block} />
          </main>
        </DialogHost>
      </ScopeProvider>
    </ScreenPartsProvider>
    </ScreenTitleContext.Provider>
    </ShareGroupProvider>
  );
}
