// Hands the engine its outside world (docs/contracts.md section 4) from the app's services: calls through
// api/client, the session values, the code list, navigation, the access input, toasts, the screen
// registry, hand-written components, precompiled validators and the app's effects.
import { useAtomValue, useStore } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { openExternal } from '../../api/client';
import type { EngineContext } from '../../engine';
// By file, not through the engine's index: a module the entry reaches through that index is placed in
// the entry whatever chunk uses it (README "Bundle budget").
import { EngineProvider } from '../../engine/render/context';
import { menuMapAtom, useServices } from '../app';
import { refreshTenantCustom } from '../app/tenant-custom';
import { useOpenTarget } from '../layout/use-open-target';
import { MSG } from '../messages';
import { href } from '../routing';
import { codeValueMapAtom, idytpCdAtom, tntIdAtom, tokenObjectAtom } from '../session';
import { engineAccessAtom } from './access';
import { engineCall } from './call';
import { createEffects } from './effects';
import { pageSizeLimit } from './page-limit';
import { appHref, createNavigate, withBase } from './navigate';
import { engineSessionAtom } from './session-values';
import { useScreenSessionLoaders } from './session-loaders';
import { engineToaster } from './toaster';

export function EngineHost({ children }: { children: ReactNode }) {
  const services = useServices();
  const store = useStore();
  const go = useNavigate();
  // The router's base as the browser sees it ('/scprmall/'): in-app links carry it (issue 14).
  const root = useHref('/');
  const openTarget = useOpenTarget();
  const session = useAtomValue(engineSessionAtom);
  const access = useAtomValue(engineAccessAtom);
  const codes = useAtomValue(codeValueMapAtom);
  useScreenSessionLoaders();

  const base = useMemo(() => {
    const { client, feedback, index, actions, config, screens } = services;
    const external = (url: string) => {
      const token = store.get(tokenObjectAtom);
      openExternal(url, {
        idytpCd: store.get(idytpCdAtom),
        tntId: store.get(tntIdAtom),
        access_token: token?.access_token,
        expired: token?.expired,
        refresh_token: token?.refresh_token,
      });
    };
    const navigate = createNavigate({
      index,
      go: (to, o) => void (typeof to === 'number' ? go(to) : go(to, o)),
      openExternal: external,
      notFound: () => feedback.toast(MSG.notFound, { type: 'warning' }),
    });
    const effects = createEffects({
      store,
      actions,
      unifyTenantId: config.unifyTenantId,
      menuMap: () => store.get(menuMapAtom),
      openTarget,
      goTo: (t) => void go('path' in t ? t.path : href(index.byName(t.name)?.path ?? '/'), { replace: true }),
      refreshTenant: () => refreshTenantCustom(store, (key, payload, o) => client.call(key, payload, o)),
    });
    return {
      call: engineCall(client),
      pageSizeLimit,
      navigate,
      href: (to: Parameters<typeof appHref>[0]) => {
        const path = appHref(to, index);
        return path === null ? '#' : withBase(root, path);
      },
      toast: engineToaster(feedback),
      screens: screens.registry,
      ...(screens.components ? { components: screens.components } : {}),
      ...(screens.validators ? { validators: screens.validators } : {}),
      effects,
    };
  }, [services, store, go, openTarget, root]);

  const ctx = useMemo<EngineContext>(() => ({ ...base, session, access, codes: (type) => codes[type] }), [base, session, access, codes]);
  return <EngineProvider value={ctx}>{children}</EngineProvider>;
}
