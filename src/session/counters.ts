// Spec 4: the unread count goes up and down by one and never below 0.
import { atom } from 'jotai';
import { unreadCountAtom } from './atoms';

export const adjustUnreadAtom = atom(null, (get, set, delta: 1 | -1) => {
  set(unreadCountAtom, Math.max(0, get(unreadCountAtom) + delta));
});

export const setUnreadAtom = atom(null, (_get, set, count: number) => {
  set(unreadCountAtom, Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0);
});
