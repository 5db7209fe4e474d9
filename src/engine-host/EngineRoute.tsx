// One route's screen: the screen file loaded from the registry (its own chunk), rendered by the engine
// with the route params and the query. An area or group goes on to its default child (spec 4: the first
// non-button, non-hidden child); one with nothing to show is rendered by the engine as empty.
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { LoadedScreen } from '../../engine';
import { ScreenView } from '../../engine/render/ScreenView';
import { Skeleton } from '../../engine/ui/Empty';
import { menuMapAtom, useServices } from '../app';
import { hasPageHeader } from '../layout/use-current-page';
import { landing } from '../menus';
import { MSG } from '../messages';
import { href, type RouteRecord } from '../routing';
import { isContainer } from './records';

type State = { name: string; loaded?: LoadedScreen; failed?: boolean };

export function EngineRoute({ record }: { record: RouteRecord }) {
  const { screens, index } = useServices();
  const map = useAtomValue(menuMapAtom);
  const location = useLocation();
  const params = useParams();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const [state, setState] = useState<State>({ name: '' });

  useEffect(() => {
    let live = true;
    screens.registry.load(record.name).then(
      (loaded) => live && setState({ name: record.name, loaded }),
      () => live && setState({ name: record.name, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [screens, record.name]);

  if (isContainer(record)) {
    const node = map.byRoute.get(record.name);
    const leaf = node ? landing(node, map) : undefined;
    const target = leaf && leaf !== node && leaf.routeName ? index.byName(leaf.routeName) : undefined;
    if (target) return <Navigate to={href(target.path, query)} replace />;
  }
  if (state.name !== record.name) return (
      <div className="scpr-loading">
        <Skeleton rows={5} label={MSG.loading} />
      </div>
    );
  if (state.failed || !state.loaded) return <p role="alert" className="scpr-empty">{MSG.notFound}</p>;
  return <ScreenView loaded={state.loaded} params={params} query={query} headed={hasPageHeader(record, map)} />;
}
