// Issue 33: what the tenant admin configures reaches every user on their next page. On each page load
// (prepareRoutes) and right after a save (the settings.refresh effect) the app reads again: the page config
// (skin, logo, font, menu order, system name, introduction: kept in local storage by spec 9, so without
// this a user would keep the old look), the disable list, the platform flags and the screen patches.
import { atom } from 'jotai';
import { KEYS } from '../../api/client';
import type { AccessInput, ScreenPatch } from '../../engine';
import { disabledListAtom, globalPageConfigAtom, idytpCdAtom, parseDisabledList, tenantNameAtom, tntIdAtom, type Caller, type Store } from '../session';
import { toGlobalPageConfig } from '../tenant';
import { loadLoggedInFlags, setPageConfig } from './bootstrap';

/** The tenant's screen patches in effect, by screen name, and the patch layer that applies them
 * (engine/access/screen-patch.ts), loaded lazily with them: only a logged-in page reads patches, so the
 * login route never loads the layer (README "Bundle budget"). */
export interface ScreenPatches {
  patches: Readonly<Record<string, ScreenPatch>>;
  apply?: AccessInput['applyScreenPatch'];
}
export const screenPatchesAtom = atom<ScreenPatches>({ patches: {} });

/** The patch layer, one import per page load (the chunk is cached by the browser after that). */
let patchLayer: Promise<AccessInput['applyScreenPatch']> | undefined;
const loadPatchLayer = () => (patchLayer ??= import('../../engine/access/screen-patch').then((m) => m.applyScreenPatch));

/** The page config read again over the one held: a logged-in user asks the page config call (the
 * registration modules, host level and index type it does not carry are kept); a guest the tenant info. */
export async function refreshPageConfig(store: Store, call: Caller, loggedIn: boolean): Promise<void> {
  const held = store.get(globalPageConfigAtom);
  const tntId = store.get(tntIdAtom);
  if (!held || !tntId) return;
  try {
    if (loggedIn) {
      const answer = await call(KEYS.tenantPageConfig, { idytpCd: store.get(idytpCdAtom), tntid: tntId }, { quiet: true });
      const fresh = toGlobalPageConfig({ configRespDTO: answer });
      if (fresh) setPageConfig(store, { ...fresh, registerModules: held.registerModules ?? [], hostLevel: held.hostLevel, indexType: held.indexType });
      if (answer?.infoRespDTO?.tntName) store.set(tenantNameAtom, answer.infoRespDTO.tntName);
    } else {
      const answer = await call(KEYS.tenantInfoByServerName, { idytpCd: store.get(idytpCdAtom), tntId }, { quiet: true });
      const fresh = toGlobalPageConfig(answer);
      if (fresh) setPageConfig(store, fresh);
    }
  } catch {
    // What is held stays: the page still shows the last look it knew.
  }
}

export async function loadScreenPatches(store: Store, call: Caller): Promise<void> {
  // The layer is loaded even without patches: the tenant admin's preview applies a draft to any screen.
  try {
    const [rows, apply] = await Promise.all([call(KEYS.activePatches, {}, { quiet: true }), loadPatchLayer()]);
    store.set(screenPatchesAtom, { patches: Object.fromEntries((rows ?? []).map((r) => [r.screen, r.patch as ScreenPatch])), apply });
  } catch {
    // As before the layer was lazy: without the patches (or their layer) the screens show as shipped (a
    // patch only hides, relabels and presets, so nothing is shown that access would prune); tried again
    // on the next page.
    patchLayer = undefined;
    store.set(screenPatchesAtom, { patches: {} });
  }
}

export async function reloadDisabledList(store: Store, call: Caller): Promise<void> {
  try {
    const r = await call(KEYS.disabledList, { idytpCd: store.get(idytpCdAtom), tntId: store.get(tntIdAtom) }, { quiet: true });
    store.set(disabledListAtom, parseDisabledList(r?.contorValue));
  } catch {
    // Spec 7: a failed disabled-function call clears the list.
    store.set(disabledListAtom, []);
  }
}

/** After a save of the tenant's settings: everything they change, read again for the saver's own page. */
export async function refreshTenantCustom(store: Store, call: Caller): Promise<void> {
  await Promise.all([refreshPageConfig(store, call, true), reloadDisabledList(store, call), loadLoggedInFlags(store, call), loadScreenPatches(store, call)]);
}
