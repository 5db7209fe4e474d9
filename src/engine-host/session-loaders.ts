// Loads what screens read from the session but navigation does not fetch: the code list (spec 3, through
// the app's loader) once per tenant, and the mall list after login, so the home page's footer has a mall
// (the stored one, else the first the account may see, spec 6).
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { loadCodeValues, loadMallList, useServices } from '../app';
import { isLoginAtom, mallIdAtom, tntIdAtom, userInfoAtom, visibleMalls } from '../session';

export function useScreenSessionLoaders(): void {
  const store = useStore();
  const { client } = useServices();
  const tntId = useAtomValue(tntIdAtom);
  const loggedIn = useAtomValue(isLoginAtom);
  useEffect(() => {
    void loadCodeValues(store, (key, payload) => client.call(key, payload, { quiet: true })).catch(() => undefined);
  }, [store, client, tntId]);
  useEffect(() => {
    if (!loggedIn || store.get(mallIdAtom)) return;
    loadMallList(store, (key, payload) => client.call(key, payload, { quiet: true })).then(
      (malls) => {
        const first = visibleMalls(malls, store.get(userInfoAtom)?.accountType)[0];
        if (first && !store.get(mallIdAtom)) store.set(mallIdAtom, first.id);
      },
      () => undefined,
    );
  }, [store, client, loggedIn, tntId]);
}
