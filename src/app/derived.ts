// Values derived from the session: the menu map (rebuilt whenever the permissions change, spec 4), the
// rights set, whether the tenant is the unified one.
import { atom } from 'jotai';
import { CONFIG } from '../config';
import { buildMenuMap } from '../menus';
import { createRouteIndex, type RouteIndex } from '../routing';
import { authorityListAtom, buttonAuthorityAtom, disabledListAtom, permissionListAtom, tntIdAtom } from '../session';

/** Set once by createApp with the screens' route records. */
export const routeIndexAtom = atom<RouteIndex>(createRouteIndex([]));

export const menuMapAtom = atom((get) => buildMenuMap(get(permissionListAtom), get(routeIndexAtom)));

/** Route names and button keys together: what `can(permission)` asks. */
export const rightsAtom = atom((get) => new Set([...get(authorityListAtom), ...get(buttonAuthorityAtom)]));

/** Spec 6: the disable list hides any element whose permission name is in it. */
export const canAtom = atom((get) => {
  const rights = get(rightsAtom);
  const disabled = new Set(get(disabledListAtom));
  return (permission: string): boolean => rights.has(permission) && !disabled.has(permission);
});

export const unifiedAtom = atom((get) => get(tntIdAtom) === CONFIG.unifyTenantId);
