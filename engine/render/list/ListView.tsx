// A list block: filters, toolbar (batch actions act on the selection), a TanStack table with server
// sorting and pagination (spec 9: 10/20/50/100, default 10, pager count 5), and 暂无数据 when empty.
// A tree list (`tree`, data.paginate false) shows the whole tree, nodes indented with a ▸/▾ toggle.
// Tabs with counts (`tabs`, order status) sit between the filters and the table and narrow its rows.
// A wide list (`scroll`) keeps each column's least width and scrolls sideways inside its card, with the
// 操作 column (and any Column.fixed one) pinned at its edge: pinned.ts.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTable, type PaginationState, type RowSelectionState, type SortingState, type Updater } from '@tanstack/react-table';
import { fieldTitle, resolveEntity } from '../../schema/entity';
import type { Column, FieldItem, ListBody } from '../../schema/types';
import { ArrowDown, ArrowUp, ArrowUpDown } from '../../ui/icons';
import { Pagination } from '../../ui/Pagination';
import { Progress } from '../../ui/Progress';
import { useScrollEdges } from '../../ui/use-scroll-edges';
import { DEFAULT_PAGE_SIZE, PAGER_COUNT, PAGE_SIZES } from '../../validation/limits';
import { ActionButton } from '../actions/ActionButton';
import { ExportAction } from '../actions/ExportAction';
import { useEngine } from '../context';
import { usePagedData } from '../hooks/use-paged-data';
import { LayerProvider, useLayer, useScreenParts } from '../hosts/layer';
import { useStateSetter } from '../hosts/state';
import { useScope } from '../scope';
import { buildColumns, type Row } from './columns';
import { listFeatures } from './features';
import { cellLooks, usePinnedOffsets } from './pinned';
import { FilterBar } from './FilterBar';
import { ListTabs } from './ListTabs';
import { useActiveTab, useTabCounts } from './use-list-tabs';
import { TableBody } from './TableBody';
import { flattenTree } from './tree-rows';
import { BlockTitle } from '../BlockTitle';

const NO_ROWS: Row[] = [];

export default function ListView({ block }: { block: ListBody & { title?: string } }) {
  const scope = useScope();
  const engine = useEngine();
  const layer = useLayer();
  const { entities } = useScreenParts();
  const entity = useMemo(() => resolveEntity(block.entity, entities), [block.entity, entities]);
  const [sorting, setSorting] = useState<SortingState>(block.sort ? [{ id: block.sort.field, desc: block.sort.order === 'desc' }] : []);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [working, setWorking] = useState<string | null>(null);

  const sortParams = block.data.sortParams ?? { field: 'sortField', order: 'sortOrder' };
  const sort = sorting[0];
  // Paged unless data.paginate is false (a tree, a short fixed list): then no pageNum/pageSize, rows are
  // resultData itself (or map.rows) and there is no pager. A new sort or filter goes back to page 1.
  const paged = block.data.paginate !== false;
  // Tabs (order status): the active one narrows the rows like a filter (a new tab, page 1).
  const tab = useActiveTab(block.tabs, scope);
  const tabEntry = block.tabs && tab.value !== '' ? { [block.tabs.param ?? 'status']: tab.value } : undefined;
  const sortEntry = sort ? { [sortParams.field]: sort.id, [sortParams.order]: sort.desc ? 'desc' : 'asc' } : undefined;
  const list = usePagedData<Row>(block.data, scope, {
    filters: block.filters as FieldItem[] | undefined,
    paged,
    pageSize: block.pageSize ?? DEFAULT_PAGE_SIZE,
    extra: tabEntry || sortEntry ? { ...tabEntry, ...sortEntry } : undefined,
    onMove: () => setRowSelection({}),
  });
  const tabs = useTabCounts(block.tabs, scope, list.applied);
  // shareFilters: the applied filters kept in the page state too, so a report's summary and chart follow them.
  const setPageState = useStateSetter();
  const sharedJson = block.shareFilters ? JSON.stringify(list.applied) : '';
  useEffect(() => {
    if (block.shareFilters) setPageState({ [block.shareFilters]: JSON.parse(sharedJson) as unknown });
  }, [block.shareFilters, sharedJson, setPageState]);
  const { data: ds, rows: answered, total } = list;
  const pagination: PaginationState = { pageIndex: list.page.num - 1, pageSize: list.page.size };
  const setPagination = (u: Updater<PaginationState>) => {
    const next = typeof u === 'function' ? u(pagination) : u;
    list.setPage(next.pageIndex + 1, next.pageSize);
  };
  const rowKey = block.rowKey ?? 'id';
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => new Set());
  const tree = useMemo(
    () =>
      block.tree
        ? flattenTree(Array.isArray(answered) ? answered : NO_ROWS, { children: block.tree.children ?? 'children', rowKey, expandedByDefault: block.tree.expanded !== false, toggled })
        : undefined,
    [block.tree, answered, rowKey, toggled],
  );
  const rows = tree ? tree.rows : answered;
  const treeColumn = useMemo(
    () =>
      tree
        ? {
            info: (row: Row) => tree.info.get(row),
            toggle: (key: string) =>
              setToggled((t) => {
                const next = new Set(t);
                if (!next.delete(key)) next.add(key);
                return next;
              }),
          }
        : undefined,
    [tree],
  );

  const toolbar = block.toolbar ?? [];
  const selectable = toolbar.some((a) => a.batch);
  const columns = useMemo(
    () =>
      buildColumns(block.columns as Column[], entity, scope, engine, { selectable, rowActions: block.rowActions ?? [], tree: treeColumn, fixedActions: block.scroll?.fixedActions, scroll: !!block.scroll }),
    [block.columns, block.rowActions, block.scroll, entity, scope, engine, selectable, treeColumn],
  );
  const scroll = block.scroll;
  const looks = useMemo(() => cellLooks(columns), [columns]);
  const tableRef = useRef<HTMLTableElement>(null);
  usePinnedOffsets(tableRef, columns);
  const wrapRef = useScrollEdges<HTMLDivElement>();
  const table = useTable({
    features: listFeatures,
    columns,
    data: rows,
    getRowId: (row: Row, index: number) => tree?.info.get(row)?.key ?? String(row[rowKey] ?? index),
    state: { pagination, sorting, rowSelection },
    onPaginationChange: setPagination,
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
  });
  const selection = rows.filter((r, i) => rowSelection[tree?.info.get(r)?.key ?? String(r[rowKey] ?? i)]);
  const reload = () => {
    setRowSelection({});
    ds.reload();
    // An action changed rows: their counts per tab too (an agreed order leaves 待卖家确认).
    tabs.data?.reload();
  };
  const layerValue = useMemo(() => ({ ...layer, reload }), [layer, ds.reload, tabs.data?.reload]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <LayerProvider value={layerValue}>
      <section className="scpr-list" aria-label={block.title} aria-busy={ds.status === 'loading'}>
        <BlockTitle title={block.title} />
        {block.filters?.length ? (
          <FilterBar
            key={list.filterKey}
            items={block.filters as FieldItem[]}
            entity={entity}
            initial={list.filterInitial}
            onApply={list.applyFilters}
          />
        ) : null}
        <ListTabs tabs={tabs.tabs} active={tab.value} onSelect={tab.select} label={block.tabs ? fieldTitle(entity, block.tabs.param ?? 'status') : undefined}>
        {toolbar.length ? (
          <div className="scpr-toolbar">
            {toolbar.map((a) => a.export ? (
              <ExportAction key={a.id} action={{ ...a, export: a.export }} scope={{ ...scope, selection }} filters={{ ...list.applied, ...tabEntry }} />
            ) : (
              <ActionButton
                key={a.id}
                action={a}
                scope={{ ...scope, selection }}
                disabled={a.batch && selection.length === 0}
                onBusy={a.batch ? (on) => setWorking(on ? `${a.label}：正在处理 ${selection.length} 项` : null) : undefined}
              />
            ))}
            {/* A batch action runs as one call: its progress is a moving bar until the answer. */}
            {working ? <Progress label={working} /> : null}
          </div>
        ) : null}
        <div className={scroll ? 'scpr-table-wrap scpr-table-wrap--scroll' : 'scpr-table-wrap'} ref={wrapRef}>
        <table
          ref={tableRef}
          className={scroll ? 'scpr-table scpr-table--scroll' : 'scpr-table'}
          style={typeof scroll?.x === 'number' ? { minWidth: scroll.x } : undefined}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const look = looks[header.column.id];
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={look?.className}
                      style={look?.head}
                      aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                    >
                      {canSort ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                          <span className="scpr-table__sort" aria-hidden>
                            {sorted === 'asc' ? <ArrowUp size={14} /> : sorted === 'desc' ? <ArrowDown size={14} /> : <ArrowUpDown size={14} />}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <TableBody
            table={table}
            looks={looks}
            columnCount={columns.length}
            empty={block.empty ?? '暂无数据'}
            loading={ds.status === 'loading' && rows.length === 0}
            // A failed load says so with 重试 (which asks again), never 暂无数据.
            failed={ds.status === 'error' ? { message: `加载失败：${ds.error?.msg ?? '请稍后重试'}`, retry: reload } : undefined}
          />
        </table>
        </div>
        {paged && total > 0 ? (
          <Pagination
            page={pagination.pageIndex + 1}
            pageSize={pagination.pageSize}
            total={total}
            pageSizes={PAGE_SIZES}
            pagerCount={PAGER_COUNT}
            onChange={list.setPage}
          />
        ) : null}
        </ListTabs>
      </section>
    </LayerProvider>
  );
}
