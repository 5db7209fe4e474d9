// The route table: one root (the shell, guarded, with the engine's context) and one child per screen
// record, each rendered by the engine; unknown addresses fall to the catch-all (the guard sends them to
// /404 first).
import type { RouteObject } from 'react-router';
import type { AppServices } from '../app';
import { EngineHost, EngineRoute } from '../engine-host';
import { AppShell, RouteLoading } from '../layout';
import { MSG } from '../messages';
import { guardLoader } from './guard-loader';

export function appRoutes(services: AppServices, basename: string): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: (
        <EngineHost>
          <AppShell />
        </EngineHost>
      ),
      loader: guardLoader(services.guard, basename),
      shouldRevalidate: () => true,
      HydrateFallback: RouteLoading,
      children: [
        ...services.index.records.map(
          (record): RouteObject => ({ id: record.name, path: record.path, element: <EngineRoute record={record} />, handle: { record } }),
        ),
        { path: '*', element: <p className="scpr-empty">{MSG.notFound}</p> },
      ],
    },
  ];
}
