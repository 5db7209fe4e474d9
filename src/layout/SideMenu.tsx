// Spec 2.11 side menu: two levels, one submenu open at a time, selected icons, red dots, display-only items.
import { atom, useAtomValue } from 'jotai';
import { createElement, useState } from 'react';
import { approveMarkAtom, authStatusAtom } from '../session';
import { nodeTarget, type MenuMap, type MenuNode } from '../menus';
import { sideMenuModel, toggleOpen, type SideItem } from '../menus/side-menu';
import * as icons from '../../engine/ui/icons';
import { menuIcon } from './menu-icons';
import { useOpenTarget } from './use-open-target';

function MenuIcon({ name, label }: { name: string | undefined; label: string }) {
  return createElement(menuIcon(name, label), { size: 16, className: 'scpr-icon', 'aria-hidden': true });
}

/** The collapse button's state (spec 2.11). */
export const sideCollapsedAtom = atom(false);

export interface SideMenuProps {
  map: MenuMap;
  group: MenuNode;
  active: MenuNode | undefined;
}

export function SideMenu({ map, group, active }: SideMenuProps) {
  const collapsed = useAtomValue(sideCollapsedAtom);
  const model = sideMenuModel({
    map,
    groupId: group.menuId,
    activeId: active?.menuId,
    companyAuthStatus: useAtomValue(authStatusAtom).companyAuthStatus,
    approvalPending: useAtomValue(approveMarkAtom),
  });
  // Remember the user's choice per page group; start with the submenu holding the active page.
  const [choice, setChoice] = useState<{ group: string; open: string | undefined } | null>(null);
  const openId = choice?.group === group.menuId ? choice.open : model.openId;
  const openTarget = useOpenTarget();

  const select = (item: SideItem) => {
    if (item.children.length > 0) return setChoice({ group: group.menuId, open: toggleOpen(openId, item.node.menuId) });
    if (item.displayOnly) return;
    openTarget(nodeTarget(item.node, map), item.label);
  };

  const row = (item: SideItem, child: boolean) => (
    <button
      type="button"
      className={[
        'scpr-link scpr-side__item',
        child ? 'scpr-side__item--child' : '',
        item.active && item.children.length === 0 ? 'scpr-side__item--active' : '',
        item.displayOnly ? 'scpr-side__item--display' : '',
      ].join(' ')}
      aria-current={item.active && item.children.length === 0 ? 'page' : undefined}
      aria-expanded={item.children.length > 0 ? openId === item.node.menuId : undefined}
      aria-disabled={item.displayOnly || undefined}
      title={collapsed ? item.label : undefined}
      onClick={() => select(item)}
    >
      {!child && <MenuIcon name={item.icon} label={item.label} />}
      <span className={`scpr-side__label${item.dot ? ' scpr-dot' : ''}`} title={item.label}>{item.label}</span>
      {item.children.length > 0 && !collapsed ? (
        <icons.ChevronDown size={14} className={`scpr-side__arrow${openId === item.node.menuId ? ' is-open' : ''}`} aria-hidden="true" />
      ) : null}
    </button>
  );

  return (
    <nav className={`scpr-side${collapsed ? ' scpr-side--collapsed' : ''}`} aria-label={group.label}>
      <ul>
        {model.items.map((item) => (
          <li key={item.node.menuId}>
            {row(item, false)}
            {item.children.length > 0 && openId === item.node.menuId && !collapsed && (
              <ul>
                {item.children.map((c) => (
                  <li key={c.node.menuId}>{row(c, true)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
