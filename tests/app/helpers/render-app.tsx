// Render the shell through the real routes (guard loader included) in a memory router under /scprmall.
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ServicesContext, type AppServices } from '../../../src/app';
import { appRoutes } from '../../../src/router';

export const BASENAME = '/scprmall';

export function renderApp(app: AppServices, url: string) {
  const router = createMemoryRouter(appRoutes(app, BASENAME), { basename: BASENAME, initialEntries: [`${BASENAME}${url}`] });
  const view = render(
    <Provider store={app.store}>
      <ServicesContext.Provider value={app}>
        <RouterProvider router={router} />
      </ServicesContext.Provider>
    </Provider>,
  );
  /** The app path (without the base) and query. */
  const where = () => `${router.state.location.pathname.replace(BASENAME, '') || '/'}${router.state.location.search}`;
  return { router, view, where };
}
