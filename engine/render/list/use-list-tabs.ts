// A list's tabs (`tabs`): which one is active, and the tabs with their counts. The active tab starts
// from the URL query (a link to ?status=20 opens 待付款), follows the query when it changes, and a click
// writes it back (replacing the history entry, so back leaves the screen rather than stepping tabs).
// The counts are asked with the list's own params and applied filters, never the tab itself: every tab
// counts what the other filters leave.
import { useMemo, useState } from 'react';
import { readPath } from '../../logic/path';
import type { Scope } from '../../logic/types';
import type { ListBody } from '../../schema/types';
import { useEngine } from '../context';
import { useDataSource, type DataState } from '../hooks/use-data-source';

type Values = Record<string, unknown>;
export type ListTabsSpec = NonNullable<ListBody['tabs']>;
export interface ListTab {
  value: string;
  label: string;
  count?: number;
}

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

export function useActiveTab(spec: ListTabsSpec | undefined, scope: Scope): { value: string; select(value: string): void } {
  const { navigate } = useEngine();
  const query = (scope.query ?? {}) as Values;
  const fromQuery = spec?.query ? text(query[spec.query]) : '';
  const [state, setState] = useState({ seen: fromQuery, value: fromQuery });
  let value = state.value;
  if (state.seen !== fromQuery) {
    // Derived state, adjusted during render: the URL changed (a link, back/forward), the tab follows.
    value = fromQuery;
    setState({ seen: fromQuery, value });
  }
  return {
    value,
    select(next) {
      setState((s) => ({ ...s, value: next }));
      const route = (scope.route ?? {}) as Values;
      // Inside a dialog there is no route of its own: the tab lives in the screen.
      if (!spec?.query || typeof route.name !== 'string') return;
      const { [spec.query]: _old, ...rest } = query;
      navigate({ name: route.name, query: next === '' ? rest : { ...rest, [spec.query]: next }, replace: true });
    },
  };
}

/** The tabs and their counts; `applied` are the list's applied filters. */
export function useTabCounts(spec: ListTabsSpec | undefined, scope: Scope, applied: Values): { tabs: ListTab[]; data: DataState<unknown> | undefined } {
  const param = spec?.param ?? 'status';
  // The tab's own filter never narrows the counts (a status filter in the filter bar would).
  const { [param]: _tab, ...others } = applied;
  const data = useDataSource(spec?.data, scope, others);
  const rowsPath = spec?.data.map?.rows ?? '';
  const f = { value: 'value', label: 'label', count: 'count', ...spec?.fields };
  const tabs = useMemo(() => {
    const rows = readPath(data.result, rowsPath);
    if (!Array.isArray(rows)) return [];
    return rows.map((r) => {
      const count = readPath(r, f.count);
      return { value: text(readPath(r, f.value)), label: text(readPath(r, f.label)), count: count === undefined || count === null ? undefined : Number(count) };
    });
  }, [data.result, rowsPath, f.value, f.label, f.count]);
  return { tabs: spec ? tabs : [], data: spec ? data : undefined };
}
