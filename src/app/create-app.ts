// Everything the running app holds, made once: the store (read back from storage), the feedback layer,
// the api client bound to the session, the actions and the guard's dependencies.
import { createStore } from 'jotai';
import type { ComponentType } from 'react';
import type { ComponentScreenProps, ScreenLoader, ValidatorFunctions } from '../../engine';
import { clearOtherAdminCookie, createClient, type ApiClient, type TransportOptions } from '../../api/client';
import type { CallDef } from '../../api/catalogue';
import { CONFIG, type AppConfig } from '../config';
import { createFeedback, type Feedback } from '../feedback';
import { createRouteIndex, type GuardDeps, type RouteIndex, type RouteRecord } from '../routing';
import { hydrate, idytpCdAtom, persist, tntIdAtom, tokenAtom, tokenObjectAtom, type Storages, type Store } from '../session';
import { createActions, type SessionActions } from './actions';
import { routeIndexAtom } from './derived';
import { createGuardDeps } from './guard-deps';
import { browserLocation, type PageLocation } from './page-location';

/** What the engine renders from (docs/contracts.md section 4): the screen registry, the hand-written
 * components and, in the browser, the precompiled validators. */
export interface ScreenSource {
  registry: ScreenLoader;
  components?: Readonly<Record<string, ComponentType<ComponentScreenProps>>>;
  validators?: (entity: string) => Promise<ValidatorFunctions>;
}

/** Without a registry (tests of the shell alone) every screen is missing. */
const NO_SCREENS: ScreenSource = { registry: { load: (name) => Promise.reject(new Error(`页面不存在：${name}`)) } };

export interface AppServices {
  store: Store;
  feedback: Feedback;
  client: ApiClient;
  index: RouteIndex;
  config: AppConfig;
  actions: SessionActions;
  guard: GuardDeps;
  screens: ScreenSource;
}

export interface CreateAppOptions extends TransportOptions {
  records: readonly RouteRecord[];
  storages?: Storages;
  location?: PageLocation;
  catalogue?: ReadonlyMap<string, CallDef>;
  config?: AppConfig;
  screens?: ScreenSource;
}

export function createApp(options: CreateAppOptions): AppServices {
  const store = createStore();
  hydrate(store, options.storages);
  persist(store, options.storages);
  const config = options.config ?? CONFIG;
  const index = createRouteIndex(options.records);
  store.set(routeIndexAtom, index);
  const feedback = createFeedback(store);
  const transport: TransportOptions = {
    ...(options.origin !== undefined ? { origin: options.origin } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.nonce ? { nonce: options.nonce } : {}),
  };
  // The host's logout needs the actions, which need the client: bound late.
  const late: { actions?: SessionActions } = {};
  const client = createClient({
    ...transport,
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
    host: {
      context: () => ({ token: store.get(tokenAtom), tntId: store.get(tntIdAtom), idytpCd: store.get(idytpCdAtom) }),
      tokenObject: () => store.get(tokenObjectAtom),
      setTokenObject: (t) => {
        store.set(tokenObjectAtom, t);
        store.set(tokenAtom, t.access_token);
      },
      toast: (message, o) => feedback.toast(message, { type: o.type, ...(o.durationMs ? { durationMs: o.durationMs } : {}) }),
      alert: (message, o) => feedback.alert(message, o),
      logout: () => late.actions?.logout(),
      resetTokenAndReload: () => late.actions?.resetTokenAndReload(),
    },
  });
  const actions = createActions({
    store,
    client,
    feedback,
    config,
    index,
    location: options.location ?? browserLocation(),
    storages: options.storages,
    clearOtherAdminCookie: () => clearOtherAdminCookie({ ...transport, ...(options.catalogue ? { catalogue: options.catalogue } : {}) }),
  });
  late.actions = actions;
  const guard = createGuardDeps(store, (key, payload, o) => client.call(key, payload, o), feedback, index, config.unifyTenantId);
  return { store, feedback, client, index, config, actions, guard, screens: options.screens ?? NO_SCREENS };
}
