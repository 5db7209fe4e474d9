// The entry: global behaviours (spec 1 and 9), the app's services, the shell under the router.
import '../engine/ui/styles.css';
import './styles/theme.css';
import './styles/layout.css';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApp, ServicesContext } from './app';
import { CONFIG } from './config';
import { applyFont, applySkin, applyTheme, devtoolsLikelyOpen, installClickCooldown, installConsoleFilter, installFontScale, parseLevel, startDevtoolsCheck } from './global';
import { MSG } from './messages';
import { appRoutes, basenameOf } from './router';
import { appScreens } from './router/records';
import { globalPageConfigAtom, themeAtom } from './session';

// Spec 1: console output only with a log level in local storage. The unfiltered console is kept for
// the developer-tools notice.
const { original } = installConsoleFilter(console as unknown as Record<string, unknown>, parseLevel(localStorage.getItem(CONFIG.logLevelKey)));
startDevtoolsCheck({
  disabled: () => sessionStorage.getItem(CONFIG.debugFlagKey) !== null,
  isOpen: () => devtoolsLikelyOpen(window),
  onOpen: () => (original.info as ((m: string) => void) | undefined)?.call(console, MSG.devtools),
});
installFontScale();
installClickCooldown();

const { screens, records } = appScreens();
const services = createApp({ records, screens });
applyTheme(services.store.get(themeAtom));
services.store.sub(themeAtom, () => applyTheme(services.store.get(themeAtom)));
// Issue 33: a tenant's own colour and font from the page config kept since the last visit.
const kept = services.store.get(globalPageConfigAtom);
if (kept) {
  applySkin(kept.theme);
  applyFont(kept.font);
}

const basename = basenameOf(import.meta.env.BASE_URL);
const router = createBrowserRouter(appRoutes(services, basename), { basename });

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Provider store={services.store}>
      <ServicesContext.Provider value={services}>
        <RouterProvider router={router} />
      </ServicesContext.Provider>
    </Provider>
  </StrictMode>,
);
