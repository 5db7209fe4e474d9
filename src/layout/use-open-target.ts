// Carrying out a menu's target (spec 2.10, 2.11, 4): push a route, open the custom page (remembering it,
// spec 9), or open an external link with the tenant and tokens appended in a new window.
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { openExternal } from '../../api/client';
import { useServices } from '../app';
import type { JumpTarget } from '../menus';
import { href, ROUTE } from '../routing';
import { idytpCdAtom, openedCustomPagesAtom, tntIdAtom, tokenObjectAtom } from '../session';

/** Spec 9: how many opened custom pages are remembered. */
const OPENED_PAGES_KEPT = 20;

export function useOpenTarget(): (target: JumpTarget, title?: string) => void {
  const navigate = useNavigate();
  const store = useStore();
  const { index } = useServices();
  return useCallback(
    (target, title = '') => {
      switch (target.kind) {
        case 'none':
          return;
        case 'external': {
          const token = store.get(tokenObjectAtom);
          openExternal(target.url, {
            idytpCd: store.get(idytpCdAtom),
            tntId: store.get(tntIdAtom),
            access_token: token?.access_token,
            expired: token?.expired,
            refresh_token: token?.refresh_token,
          });
          return;
        }
        case 'custom-page': {
          const record = index.byName(ROUTE.CustomPage);
          if (!record) return;
          const menuId = target.query.activeMenuId ?? target.query.menuId ?? '';
          const opened = store.get(openedCustomPagesAtom).filter((p) => p.menuId !== menuId);
          store.set(openedCustomPagesAtom, [{ menuId, title, query: { ...target.query } }, ...opened].slice(0, OPENED_PAGES_KEPT));
          navigate(href(record.path, target.query));
          return;
        }
        case 'route': {
          const record = index.byName(target.name);
          if (record) navigate(href(record.path, target.query));
          return;
        }
      }
    },
    [index, navigate, store],
  );
}
