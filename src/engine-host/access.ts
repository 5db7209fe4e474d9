// The engine's access input (docs/contracts.md section 4) from the session: the tenant and its tag, the
// disable list, the authority list and the button rights. No tenant layers yet: none is configured.
import { atom } from 'jotai';
import type { AccessInput } from '../../engine';
import { authorityListAtom, buttonAuthorityAtom, disabledListAtom, tenantTagAtom, tntIdAtom } from '../session';

export const engineAccessAtom = atom((get): AccessInput => {
  const tag = get(tenantTagAtom);
  return {
    tenant: { id: get(tntIdAtom), tags: tag ? [tag] : [] },
    layers: [],
    disabled: get(disabledListAtom),
    authority: get(authorityListAtom),
    buttons: get(buttonAuthorityAtom),
  };
});
