// Spec 2.11 header: logo and system name, Home link, left and right menus, 更多, the user area.
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useMemo } from 'react';
import { canAtom, menuMapAtom, openGuideIfDue, unifiedAtom, useServices } from '../app';
import { nodeTarget } from '../menus';
import { headerModel, isAgricultureCentre, isHeaderItemActive, type HeaderItem } from '../menus/header';
import { shouldQueryGuide } from '../menus/user-area';
import { MSG } from '../messages';
import { ROUTE } from '../routing';
import { authStatusAtom, globalPageConfigAtom, originFlagsAtom, userInfoAtom } from '../session';
import { HeaderMenu, MoreMenu } from './HeaderMenu';
import { useOpenTarget } from './use-open-target';
import { UserArea } from './UserArea';
import { CartBadge } from './CartBadge';

export function Header({ activeRootId }: { activeRootId: string | undefined }) {
  const store = useStore();
  const { client } = useServices();
  const map = useAtomValue(menuMapAtom);
  const can = useAtomValue(canAtom);
  const unified = useAtomValue(unifiedAtom);
  const config = useAtomValue(globalPageConfigAtom);
  const user = useAtomValue(userInfoAtom);
  const origin = useAtomValue(originFlagsAtom);
  const openTarget = useOpenTarget();

  const model = useMemo(
    () =>
      headerModel({
        map,
        systemName: config?.systemName ?? '',
        logo: config?.logo,
        unified,
        accountType: user?.accountType === undefined ? '' : String(user.accountType),
        fromAdmin: origin.fromAdmin,
        can,
        menuOrder: config?.menuOrder,
      }),
    [map, config, unified, user, origin, can],
  );

  const open = useCallback(
    (item: HeaderItem) => {
      openTarget(nodeTarget(item.node, map), item.label);
      // Spec 2.11: 收购专区 for an enterprise-authenticated user with the new-guide permission queries the
      // novice guide and opens the purchase guide pop-up when it answers 1.
      if (isAgricultureCentre(item.node) && shouldQueryGuide(store.get(authStatusAtom).companyAuthStatus, can)) {
        void openGuideIfDue(store, (key, payload, o) => client.call(key, payload, o));
      }
    },
    [openTarget, map, store, can, client],
  );

  const isActive = (item: HeaderItem) => isHeaderItemActive(item, activeRootId);
  return (
    <header className="scpr-header">
      <div className="scpr-header__brand">
        {/* The logo sits on a tile of the theme colour: a logo drawn on a transparent ground (the demo
            tenants' glyphs) takes the tenant's theme; an opaque logo covers the tile. */}
        {model.logo && (
          <span className="scpr-header__logo">
            <img src={model.logo} alt="" />
          </span>
        )}
        <span>{model.title}</span>
      </div>
      <nav aria-label="主菜单">
        <ul className="scpr-header__menus">
          {model.showHome && (
            <li className="scpr-menu-item">
              <button type="button" className="scpr-link" onClick={() => openTarget({ kind: 'route', name: ROUTE.Home })}>
                {MSG.header.home}
              </button>
            </li>
          )}
          {model.left.map((item) => (
            <HeaderMenu key={item.node.menuId} item={item} active={isActive(item)} onOpen={open} />
          ))}
        </ul>
      </nav>
      <div className="scpr-header__spacer" />
      <nav aria-label="功能菜单">
        <ul className="scpr-header__menus">
          {model.right.map((item) => (
            <HeaderMenu key={item.node.menuId} item={item} active={isActive(item)} onOpen={open} />
          ))}
          <MoreMenu items={model.more} label={MSG.header.more} onOpen={open} />
        </ul>
      </nav>
      <CartBadge />
      <UserArea />
    </header>
  );
}
