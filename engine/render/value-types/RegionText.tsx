// A GB/T 2260 code shown as its full name (浙江省 杭州市 西湖区), or several codes joined. The region table
// loads as its own chunk the first time a region is shown (engine/validation/region), never with the
// login route or an ordinary screen.
import { useEffect, useState } from 'react';
import type * as Regions from '../../validation/region';
import { EMPTY, isEmpty } from './format';

type RegionModule = typeof Regions;
let loaded: RegionModule | undefined;
let loading: Promise<RegionModule> | undefined;

/** The region module, loaded once (its own chunk). */
export function loadRegions(): Promise<RegionModule> {
  loading ??= import('../../validation/region').then((m) => (loaded = m));
  return loading;
}

/** The module if it is already here (no flash of codes on later renders). */
export const regionsNow = (): RegionModule | undefined => loaded;

export function RegionText({ value }: { value: unknown }) {
  const [mod, setMod] = useState(regionsNow);
  useEffect(() => {
    if (!mod && !isEmpty(value)) void loadRegions().then(setMod);
  }, [mod, value]);
  if (isEmpty(value)) return <>{EMPTY}</>;
  const codes = Array.isArray(value) ? value.map(String) : [String(value)];
  if (!mod) return <span aria-busy="true">{codes.join('、')}</span>;
  return <>{codes.map((c) => mod.regionFullName(c) || c).join('、')}</>;
}
