// The cart in the header (issue 12): a link to /shopping/cart with the number of lines, for accounts with
// the Cart right. Read on login and on every page change (the cart page's own edits show at once), and set
// by the cartBadge.refresh effect after 加入购物车.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { canAtom, useServices } from '../app';
import { ROUTE } from '../routing/names';
import { cartCountAtom, isLoginAtom, setCartCountAtom } from '../session';
import { KEYS } from '../../api/client';
import * as icons from '../../engine/ui/icons';

export function CartBadge() {
  const { client } = useServices();
  const loggedIn = useAtomValue(isLoginAtom);
  const mayUseCart = useAtomValue(canAtom)(ROUTE.Cart);
  const count = useAtomValue(cartCountAtom);
  const setCount = useSetAtom(setCartCountAtom);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!loggedIn || !mayUseCart) return;
    let live = true;
    client.call(KEYS.cartCount, {}, { quiet: true })
      .then((r) => live && setCount((r as { count?: number } | null)?.count ?? 0))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn, mayUseCart, pathname, client, setCount]);
  if (!loggedIn || !mayUseCart) return null;
  return (
    <Link to="/shopping/cart" className="scpr-link scpr-header__action scpr-cart-badge" aria-label={`购物车，${count}种商品`}>
      <icons.ShoppingCart size={16} aria-hidden="true" />
      购物车
      {count > 0 ? <span className="scpr-cart-badge__count">{count > 99 ? '99+' : count}</span> : null}
    </Link>
  );
}
