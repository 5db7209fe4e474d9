// The header's cart badge (issue 12): how many lines the buyer's cart holds (cart.count), set after a
// read and by the cartBadge.refresh effect with the answer of cart.add.
import { atom } from 'jotai';

export const cartCountAtom = atom(0);

export const setCartCountAtom = atom(null, (_get, set, count: unknown) => {
  const n = Number(count);
  set(cartCountAtom, Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);
});
