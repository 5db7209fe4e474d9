// The route table: one root (the shell, guarded) and one child per screen record; unknown addresses fall
// to the catch-all (the guard sends them to /404 first).
import type { RouteObject } from 'react-router';
import type { AppServices } from '../app';
import { AppShell, RouteLoading, ScreenPlaceholder } from '../layout';
import { guardLoader } from './guard-loader';

export function appRoutes(services: AppServices, basename: string): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <AppShell />,
      loader: guardLoader(services.guard, basename),
      shouldRevalidate: () => true,
      HydrateFallback: RouteLoading,
      children: [
        ...services.index.records.map(
          (record): RouteObject => ({ id: record.name, path: record.path, element: <ScreenPlaceholder record={record} />, handle: { record } }),
        ),
        { path: '*', element: <ScreenPlaceholder record={undefined} /> },
      ],
    },
  ];
}
