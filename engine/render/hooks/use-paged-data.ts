// Filtered, paged rows for lists and card grids, on top of useDataSource: the filters the user applied
// (use-filters), the page (pageNum / pageSize, spec 9), extra payload entries (a list's sorting), and
// the rows and total read from the answer (`map.rows` / `map.total`, default records / total when
// paged, resultData itself otherwise). Whenever what is asked changes (filters applied or prefilled
// anew, sorting), the page goes back to 1: page 3 of another question is not an answer.
import { useMemo, useState } from 'react';
import { readPath } from '../../logic/path';
import type { Scope } from '../../logic/types';
import type { DataSource, FieldItem } from '../../schema/types';
import { useFilters } from '../list/use-filters';
import { useDataSource, type DataState } from './use-data-source';

type Values = Record<string, unknown>;
const NO_ROWS: never[] = [];

export interface PagedDataOptions {
  /** The filter items (normalized); none: no filters. */
  filters?: readonly FieldItem[];
  /** Send pageNum / pageSize and read records / total. */
  paged: boolean;
  /** The first page size. */
  pageSize: number;
  /** More payload entries (a list's sort parameters); a change goes back to page 1. */
  extra?: Values;
  /** Called whenever the page or the question changes (a list clears its selection). */
  onMove?: () => void;
}

export interface PagedData<Row> {
  data: DataState<unknown>;
  rows: Row[];
  /** Rows in all pages (paged), else the rows' count. */
  total: number;
  page: { num: number; size: number };
  setPage(num: number, size: number): void;
  /** Props of the FilterBar: key it with `filterKey` so it starts again from new defaults. */
  filterKey: string;
  filterInitial: Values;
  applyFilters(values: Values): void;
  /** Payload entries of the filters applied now (a list's tab counts follow them). */
  applied: Values;
}

export function usePagedData<Row = Values>(source: DataSource | undefined, scope: Scope, options: PagedDataOptions): PagedData<Row> {
  const { paged, onMove } = options;
  const filters = useFilters(options.filters, scope);
  const question = JSON.stringify([filters.applied, options.extra ?? null]);
  const [state, setState] = useState({ num: 1, size: options.pageSize, question });
  let page = state;
  if (state.question !== question) {
    // Derived state, adjusted during render (React's advice over an effect): a new question, page 1.
    page = { ...state, num: 1, question };
    setState(page);
    onMove?.();
  }
  const extra = useMemo(
    () => ({ ...filters.applied, ...(paged ? { pageNum: page.num, pageSize: page.size } : {}), ...options.extra }),
    // `question` stands for filters.applied and options.extra
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [question, paged, page.num, page.size],
  );
  const data = useDataSource(source, scope, options.filters?.length || paged || options.extra ? extra : undefined);
  const rowsPath = source?.map?.rows ?? (paged ? 'records' : '');
  const rows = useMemo(() => (source ? ((readPath(data.result, rowsPath) as Row[] | undefined) ?? NO_ROWS) : NO_ROWS), [data.result, source, rowsPath]);
  const total = paged ? Number(readPath(data.result, source?.map?.total ?? 'total') ?? 0) : rows.length;
  return {
    data,
    rows,
    total,
    page: { num: page.num, size: page.size },
    setPage: (num, size) => {
      setState((s) => ({ ...s, num, size }));
      onMove?.();
    },
    applied: filters.applied,
    filterKey: filters.key,
    filterInitial: filters.initial,
    applyFilters: (values) => {
      filters.apply(values);
      setState((s) => ({ ...s, num: 1 }));
      onMove?.();
    },
  };
}
