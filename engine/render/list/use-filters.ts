// The filters a list or a card grid applies: those the user applied with 查询, starting from the items'
// `default`s evaluated in the scope (a search page prefilled from `{ "var": "query.keyword" }`). When
// the defaults change (a new search from the header on a mounted page), they apply again.
import { useMemo, useState } from 'react';
import { evaluate } from '../../logic/evaluate';
import type { Scope } from '../../logic/types';
import type { FieldItem } from '../../schema/types';
import { filterPayload } from './filter-payload';

type Values = Record<string, unknown>;
const NONE: FieldItem[] = [];

export function filterDefaults(items: readonly FieldItem[], scope: Scope): Values {
  const out: Values = {};
  for (const item of items) {
    if (item.default === undefined) continue;
    const v = evaluate(item.default, scope);
    if (v !== undefined && v !== null && v !== '') out[item.field] = v;
  }
  return out;
}

export interface Filters {
  /** Draft values the filter form starts from. */
  initial: Values;
  /** Changes when the defaults change: key the filter form with it, so it starts again from them. */
  key: string;
  /** Payload entries of the applied filters. */
  applied: Values;
  apply(values: Values): void;
}

export function useFilters(given: readonly FieldItem[] | undefined, scope: Scope): Filters {
  const items = given ?? NONE;
  const initial = useMemo(() => filterDefaults(items, scope), [items, scope]);
  const key = JSON.stringify(initial);
  const [state, setState] = useState(() => ({ key, applied: filterPayload(items, initial) }));
  let applied = state.applied;
  if (state.key !== key) {
    // Derived state: adjusted during render, as React recommends over an effect.
    applied = filterPayload(items, initial);
    setState({ key, applied });
  }
  return { initial, key, applied, apply: (values) => setState({ key, applied: values }) };
}
