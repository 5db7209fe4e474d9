// An array of objects edited inline (SKU rows): one row per item, one cell per item property, each cell
// an ordinary widget on its own store path (/skus/0/price). The table itself subscribes to the array's
// length only, so a keystroke re-renders one cell, not the table or the form. 添加一行 hides at
// maxItems, 删除 at minItems. Read only, it is a plain table of values.
import { lazy, Suspense, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { EntitySchema } from '../../../schema/entity';
import type { TableOptions } from '../../../schema/types';
import { Button } from '../../../ui/Button';
import { errorIdOf } from '../../../ui/Field';
import { useEngine } from '../../context';
import { compileValue } from '../../value-types/ValueView';
import { widgetProps } from '../flat/widget-props';
import { pointerOf, type FormStore, type Path } from '../store';
import { FieldInfoProvider, useFieldInfo } from '../theme/field-context';
import { useFieldError, useFieldValue, useFormRuntime } from '../use-field';
import { CELL_WIDGETS } from './cell-widgets';
import { tableColumns, type CellColumn } from './columns';
import { ComputedCell } from './ComputedCell';
import { pickedItems, pickerItemKey } from './pick';
import { formScope } from '../live/live-scope';
import { readPath } from '../../../logic/path';

// The row picker's dialog loads when first opened (a form with a picker shows the button only).
const PickerDialog = lazy(() => import('./PickerDialog').then((m) => ({ default: m.PickerDialog })));

/** The array's length, subscribed to without waking on edits inside its rows. */
function useLength(store: FormStore, path: Path): number {
  const key = `v:${pointerOf(path)}`;
  const subscribe = useCallback((cb: () => void) => store.subscribe(key, cb), [store, key]);
  const get = () => {
    const v = store.get(path);
    return Array.isArray(v) ? v.length : 0;
  };
  return useSyncExternalStore(subscribe, get, get);
}

/** Stable React keys per row, so deleting a middle row keeps what the other rows' widgets hold. The
 * keys follow the array's length: rows added or removed from outside (a reset) get or lose keys at the end. */
class RowKeys {
  private keys: number[] = [];
  private seq = 0;
  for(length: number): readonly number[] {
    while (this.keys.length < length) this.keys.push(this.seq++);
    if (this.keys.length > length) this.keys.length = length;
    return this.keys;
  }
  add(): void {
    this.keys.push(this.seq++);
  }
  remove(i: number): void {
    this.keys.splice(i, 1);
  }
}

/** Errors of rows after a deleted one move up with their rows. */
function shiftErrors(store: FormStore, pointer: string, removed: number) {
  const prefix = `${pointer}/`;
  const next: { path: string; message: string }[] = [];
  for (const [path, message] of store.allErrors()) {
    if (!path.startsWith(prefix)) {
      next.push({ path, message });
      continue;
    }
    const [index = '', ...rest] = path.slice(prefix.length).split('/');
    const n = Number(index);
    if (n === removed) continue;
    next.push({ path: `${prefix}${n > removed ? n - 1 : n}${rest.length ? `/${rest.join('/')}` : ''}`, message });
  }
  store.setErrors(next);
}

function Cell({ base, row, col, disabled }: { base: Path; row: number; col: CellColumn; disabled: boolean }) {
  const rt = useFormRuntime();
  const info = useFieldInfo();
  const path = useMemo(() => [...base, row, col.field], [base, row, col.field]);
  const id = `${info.id}_${row}_${col.field}`;
  const error = useFieldError(rt.store, path);
  const label = `第${row + 1}行${col.label}`;
  const Widget = CELL_WIDGETS[col.widget] ?? CELL_WIDGETS.text!;
  const cellInfo = { path, id, label, ariaLabel: label, required: col.required, disabled, readonly: false, item: col.item, errorId: error ? errorIdOf(id) : undefined };
  const props = widgetProps({ id, name: `${info.id}[${row}].${col.field}`, schema: col.schema, label, required: col.required, readonly: false, disabled, placeholder: col.item.placeholder ?? col.label });
  return (
    <td>
      <FieldInfoProvider value={cellInfo}>
        <Widget {...props} />
      </FieldInfoProvider>
      {error ? (
        <div className="scpr-field__error" id={errorIdOf(id)} role="alert">
          {error}
        </div>
      ) : null}
    </td>
  );
}

function ReadonlyTable({ path, columns, label }: { path: Path; columns: CellColumn[]; label: string }) {
  const rt = useFormRuntime();
  const engine = useEngine();
  const value = useFieldValue<Record<string, unknown>[] | undefined>(rt.store, path);
  const shows = useMemo(() => columns.map((c) => compileValue({ field: c.field }, c.schema, c.label, engine)), [columns, engine]);
  const rows = Array.isArray(value) ? value : [];
  return (
    <table className="scpr-table scpr-subtable" aria-label={label}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.field} scope="col" style={{ width: c.width }}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td className="scpr-table__empty" colSpan={columns.length}>
              暂无数据
            </td>
          </tr>
        ) : (
          rows.map((r, i) => (
            <tr key={i}>
              {columns.map((c, j) =>
                c.compute !== undefined ? <ComputedCell key={c.field} base={path} row={i} col={c} /> : <td key={c.field}>{shows[j]!(r?.[c.field], rt.scope)}</td>,
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

export function TableWidget(props: WidgetProps) {
  const rt = useFormRuntime();
  const info = useFieldInfo();
  const schema = props.schema as EntitySchema;
  const options = info.item?.options as TableOptions | undefined;
  const columns = useMemo(() => tableColumns(options, (schema.items ?? {}) as EntitySchema), [options, schema.items]);
  const path = info.path;
  const pointer = pointerOf(path);
  const length = useLength(rt.store, path);
  const [rows] = useState(() => new RowKeys());
  const [picking, setPicking] = useState(false);
  const keys = rows.for(length);
  const readOnly = !!props.readonly || info.readonly;
  const disabled = !!props.disabled || info.disabled;
  if (readOnly) return <ReadonlyTable path={path} columns={columns} label={info.label} />;

  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const list = () => (Array.isArray(rt.store.get(path)) ? (rt.store.get(path) as unknown[]) : []);
  const add = () => {
    rows.add();
    rt.store.set(path, [...list(), {}]);
    // A "请至少添加一个规格" shown under the table goes once the rows suffice.
    if (rt.store.errorOf(pointer) !== undefined) rt.validateAt(String(path[0]), [pointer]);
  };
  const picker = options?.picker;
  // The 操作 column holds 删除 only: a table that can neither lose a row now nor gain one (a delivery of
  // one order line, add off) would show an empty column, so it has none.
  const canGrow = length < max && (options?.add !== false || !!picker);
  const removable = length > min || canGrow;
  const pick = (picked: Record<string, unknown>[]) => {
    setPicking(false);
    if (!picker) return;
    const items = pickedItems(picker, picked, list(), formScope(rt.store, rt.scope, rt.computed));
    if (!items.length) return;
    for (let k = 0; k < items.length; k++) rows.add();
    rt.store.set(path, [...list(), ...items].slice(0, Number.isFinite(max) ? max : undefined));
    if (rt.store.errorOf(pointer) !== undefined) rt.validateAt(String(path[0]), [pointer]);
  };
  const remove = (i: number) => {
    rows.remove(i);
    shiftErrors(rt.store, pointer, i);
    const next = list().filter((_, j) => j !== i);
    rt.store.set(path, next.length ? next : []);
  };
  return (
    <div className="scpr-table-field" id={info.id} tabIndex={-1} aria-describedby={info.errorId}>
      <table className="scpr-table scpr-subtable" aria-label={info.label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.field} scope="col" style={{ width: c.width }}>
                {c.required ? <span className="scpr-field__required" aria-hidden>*</span> : null}
                {c.label}
              </th>
            ))}
            {removable ? <th scope="col">操作</th> : null}
          </tr>
        </thead>
        <tbody>
          {length === 0 ? (
            <tr>
              <td className="scpr-table__empty" colSpan={columns.length + (removable ? 1 : 0)}>
                暂无数据
              </td>
            </tr>
          ) : (
            keys.map((key, i) => (
              <tr key={key}>
                {columns.map((c) =>
                  c.compute !== undefined ? <ComputedCell key={c.field} base={path} row={i} col={c} /> : <Cell key={c.field} base={path} row={i} col={c} disabled={disabled} />,
                )}
                {removable ? (
                <td>
                  {length > min ? (
                    <Button tone="link" cooldownMs={0} disabled={disabled} aria-label={`删除第${i + 1}行`} onClick={() => remove(i)}>
                      删除
                    </Button>
                  ) : null}
                </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {length < max ? (
        <div className="scpr-toolbar">
          {picker ? (
            <Button tone="primary" cooldownMs={0} disabled={disabled} onClick={() => setPicking(true)}>
              {picker.label}
            </Button>
          ) : null}
          {options?.add !== false ? (
            <Button cooldownMs={0} disabled={disabled} onClick={add}>
              {options?.addLabel ?? '添加一行'}
            </Button>
          ) : null}
        </div>
      ) : null}
      {picking && picker ? (
        <Suspense fallback={null}>
          <PickerDialog
            picker={picker}
            scope={formScope(rt.store, rt.scope, rt.computed)}
            taken={new Set(list().map((it) => String(readPath(it, pickerItemKey(picker)))))}
            onPick={pick}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
