// One header entry: a direct link, or a dropdown of its children (spec 2.11).
import { useState } from 'react';
import type { HeaderItem } from '../menus/header';

export interface HeaderMenuProps {
  item: HeaderItem;
  active: boolean;
  onOpen: (item: HeaderItem) => void;
}

export function HeaderMenu({ item, active, onOpen }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const hasChildren = item.children.length > 0;
  return (
    <li className={`scpr-menu-item${active ? ' scpr-menu-item--active' : ''}`} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button type="button" className="scpr-link" aria-haspopup={hasChildren || undefined} aria-expanded={hasChildren ? open : undefined} onClick={() => onOpen(item)}>
        {item.label}
      </button>
      {hasChildren && open && (
        <ul className="scpr-dropdown" role="menu">
          {item.children.map((child) => (
            <li key={child.node.menuId} role="none">
              <button
                type="button"
                role="menuitem"
                className="scpr-link"
                onClick={() => {
                  setOpen(false);
                  onOpen(child);
                }}
              >
                {child.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Spec 2.11: custom menus beyond the 4 slots go under 更多. */
export function MoreMenu({ items, label, onOpen }: { items: HeaderItem[]; label: string; onOpen: (item: HeaderItem) => void }) {
  if (items.length === 0) return null;
  const more: HeaderItem = { node: items[0]!.node, label, children: items };
  return <HeaderMenu item={more} active={false} onOpen={(i) => i !== more && onOpen(i)} />;
}
