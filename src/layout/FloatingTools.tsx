// Spec 2.11: on buyer and seller pages, the floating 我是买家 / 我是卖家 switch (with that authority),
// back-to-top (50 px per 10 ms) and the collapse / expand button.
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { menuMapAtom } from '../app';
import { nodeTarget } from '../menus';
import { buyerSellerSwitch } from '../menus/user-area';
import { MSG } from '../messages';
import { authorityListAtom } from '../session';
import * as icons from '../../engine/ui/icons';
import { scrollToTop, scrolledElement } from './back-to-top';
import { sideCollapsedAtom } from './SideMenu';
import { useOpenTarget } from './use-open-target';

export function FloatingTools({ scroller }: { scroller: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const authority = useAtomValue(authorityListAtom);
  const map = useAtomValue(menuMapAtom);
  const [collapsed, setCollapsed] = useAtom(sideCollapsedAtom);
  const openTarget = useOpenTarget();
  const running = useRef<{ cancel: () => void } | null>(null);
  useEffect(() => () => running.current?.cancel(), []);

  const toSwitch = buyerSellerSwitch(pathname, new Set(authority));
  return (
    <div className="scpr-float">
      {toSwitch && (
        <button type="button" className="scpr-float__btn scpr-float__btn--primary" onClick={() => {
            // Into the other centre at its default page (spec 4: the first non-hidden child).
            const node = map.byRoute.get(toSwitch.routeName);
            openTarget(node ? nodeTarget(node, map) : { kind: 'route', name: toSwitch.routeName });
          }}>
          {toSwitch.label}
        </button>
      )}
      <button
        type="button"
        className="scpr-float__btn"
        aria-label={MSG.header.backToTop}
        title={MSG.header.backToTop}
        onClick={() => {
          running.current?.cancel();
          running.current = scrollToTop(scrolledElement(scroller.current));
        }}
      >
        <icons.ArrowUp size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="scpr-float__btn"
        aria-pressed={collapsed}
        aria-label={collapsed ? MSG.header.expand : MSG.header.collapse}
        title={collapsed ? MSG.header.expand : MSG.header.collapse}
        onClick={() => setCollapsed(!collapsed)}
      >
        {collapsed ? <icons.PanelLeftOpen size={18} aria-hidden="true" /> : <icons.PanelLeftClose size={18} aria-hidden="true" />}
      </button>
    </div>
  );
}
