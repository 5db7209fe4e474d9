// The row picker of a table field: a button opening a dialog with a server-paged list (its own call,
// text filters, multi-select across pages); 确定 appends the picked rows, mapped, to the array. Rows
// already in the array show as picked and cannot be picked twice (table options.picker).
import '../live/live.css';
import { useMemo, useState } from 'react';
import { test } from '../../../logic/evaluate';
import { readPath } from '../../../logic/path';
import type { Scope } from '../../../logic/types';
import type { PickerOptions } from '../../../schema/types';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { Pagination } from '../../../ui/Pagination';
import { useEngine } from '../../context';
import { useDataSource } from '../../hooks/use-data-source';
import { compileValue } from '../../value-types/ValueView';
import { pickerItemKey, pickerRowKey } from './pick';

type Row = Record<string, unknown>;

interface Props {
  picker: PickerOptions;
  /** The live form scope (params of the list may read the form). */
  scope: Scope;
  /** Keys already in the array. */
  taken: ReadonlySet<string>;
  onPick(rows: Row[]): void;
  onClose(): void;
}

export function PickerDialog({ picker, scope, taken, onPick, onClose }: Props) {
  const engine = useEngine();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState<{ pageNum: number; pageSize: number }>({ pageNum: 1, pageSize: picker.pageSize ?? 10 });
  const [picked, setPicked] = useState<Map<string, Row>>(new Map());
  const source = useMemo(() => ({ call: picker.call, params: picker.params }), [picker.call, picker.params]);
  const extra = useMemo(() => ({ ...page, ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== '')) }), [page, filters]);
  const ds = useDataSource<unknown>(source, scope, extra);
  const result = ds.result as { records?: Row[]; total?: number } | undefined;
  const rows = ds.status === 'done' && Array.isArray(result?.records) ? result!.records : [];
  const rowKey = pickerRowKey(picker);
  const itemKey = pickerItemKey(picker);
  const shows = useMemo(() => picker.columns.map((c) => compileValue({ field: c.field, valueType: c.valueType, codeType: c.codeType }, undefined, c.label, engine)), [picker.columns, engine]);
  const keyOf = (row: Row) => String(readPath(row, rowKey));
  // A row already in the array: its item key equals the row's key unless a map renames it.
  const inArray = (row: Row) => taken.has(keyOf(row)) || (itemKey !== rowKey && taken.has(String(readPath(row, itemKey))));
  const toggle = (row: Row) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (next.has(keyOf(row))) next.delete(keyOf(row));
      else next.set(keyOf(row), row);
      return next;
    });
  const search = () => {
    setFilters(draft);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  const title = picker.title ?? picker.label;
  return (
    <Modal
      open
      title={title}
      width={860}
      onClose={onClose}
      footer={
        <>
          <span className="scpr-picker__count">已选 {picked.size} 项</span>
          <Button onClick={onClose}>取消</Button>
          <Button tone="primary" disabled={picked.size === 0} onClick={() => onPick([...picked.values()])}>
            确定
          </Button>
        </>
      }
    >
      {picker.filters?.length ? (
        <div className="scpr-toolbar scpr-picker__filters" role="search">
          {picker.filters.map((f) => (
            <label key={f.param} className="scpr-picker__filter">
              <span>{f.label}</span>
              <Input value={draft[f.param] ?? ''} placeholder={f.placeholder ?? `请输入${f.label}`} onChange={(v) => setDraft((d) => ({ ...d, [f.param]: v }))} onKeyDown={(e) => e.key === 'Enter' && search()} />
            </label>
          ))}
          <Button tone="primary" cooldownMs={0} onClick={search}>
            查询
          </Button>
          <Button cooldownMs={0} onClick={() => (setDraft({}), setFilters({}), setPage((p) => ({ ...p, pageNum: 1 })))}>
            重置
          </Button>
        </div>
      ) : null}
      <table className="scpr-table" aria-label={title} aria-busy={ds.status === 'loading'}>
        <thead>
          <tr>
            <th scope="col">选择</th>
            {picker.columns.map((c) => (
              <th key={c.field} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="scpr-table__empty" colSpan={picker.columns.length + 1}>
                {ds.status === 'loading' ? '加载中…' : '暂无数据'}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => {
              const already = inArray(row);
              const allowed = !already && test(picker.selectable, { ...scope, row }, true);
              return (
                <tr key={`${keyOf(row)}:${i}`}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`选择第${i + 1}行`}
                      checked={already || picked.has(keyOf(row))}
                      disabled={!allowed}
                      onChange={() => toggle(row)}
                    />
                  </td>
                  {picker.columns.map((c, j) => (
                    <td key={c.field}>{shows[j]!(readPath(row, c.field), { ...scope, row })}</td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
      <Pagination page={page.pageNum} pageSize={page.pageSize} total={Number(result?.total ?? 0)} onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })} />
    </Modal>
  );
}
