// Values derived from the session: the menu map (rebuilt whenever the permissions change, spec 4), the
// rights set, whether the tenant is the unified one.
import { atom } from 'jotai';
import { CONFIG } from '../config';
import { buildMenuMap } from '../menus';
import { createRouteIndex, type RouteIndex } from '../routing';
import { authorityListAtom, buttonAuthorityAtom, disabledListAtom, permissionListAtom, platformConfigAtom, tntIdAtom } from '../session';
import { wmsFlags } from '../tenant';

/** Set once by createApp with the screens' route records. */
export const routeIndexAtom = atom<RouteIndex>(createRouteIndex([]));

export const menuMapAtom = atom((get) => buildMenuMap(get(permissionListAtom), get(routeIndexAtom)));

/** Route names and button keys together: what `can(permission)` asks. */
export const rightsAtom = atom((get) => new Set([...get(authorityListAtom), ...get(buttonAuthorityAtom)]));

/** The storage centre's route (schemas/storage/storage.json): spec 9 shows it while NEED_WMS is '0'. */
const STORAGE_CENTRE = 'Storage';

/** Spec 6 and 9: the disable list, and the storage centre while the platform parameter NEED_WMS says so
 * (issue 33: the tenant admin switches it in 功能设置). Unknown (not read yet): left as it is. */
export const effectiveDisabledAtom = atom((get) => {
  const list = get(disabledListAtom);
  const platform = get(platformConfigAtom) as Record<string, string | undefined>;
  const known = typeof platform.NEED_WMS === 'string' && platform.NEED_WMS !== '';
  return known && !wmsFlags(platform).storageCentre && !list.includes(STORAGE_CENTRE) ? [...list, STORAGE_CENTRE] : list;
});

/** Spec 6: the disable list hides any element whose permission name is in it. */
export const canAtom = atom((get) => {
  const rights = get(rightsAtom);
  const disabled = new Set(get(effectiveDisabledAtom));
  return (permission: string): boolean => rights.has(permission) && !disabled.has(permission);
});

export const unifiedAtom = atom((get) => get(tntIdAtom) === CONFIG.unifyTenantId);
