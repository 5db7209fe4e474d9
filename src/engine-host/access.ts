// The engine's access input (docs/contracts.md section 4) from the session: the tenant and its tag, the
// disable list, the authority list, the button rights and the tenant admin's screen patches (issue 33).
// No tenant layers yet: none is configured.
import { atom } from 'jotai';
import type { AccessInput } from '../../engine';
import { screenPatchesAtom } from '../app/tenant-custom';
import { effectiveDisabledAtom } from '../app/derived';
import { authorityListAtom, buttonAuthorityAtom, tenantTagAtom, tntIdAtom } from '../session';

export const engineAccessAtom = atom((get): AccessInput => {
  const tag = get(tenantTagAtom);
  const patches = get(screenPatchesAtom);
  return {
    tenant: { id: get(tntIdAtom), tags: tag ? [tag] : [] },
    layers: [],
    disabled: get(effectiveDisabledAtom),
    authority: get(authorityListAtom),
    buttons: get(buttonAuthorityAtom),
    screenPatches: patches.patches,
    ...(patches.apply ? { applyScreenPatch: patches.apply } : {}),
  };
});
