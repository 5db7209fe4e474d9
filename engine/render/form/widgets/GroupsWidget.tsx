// An array of objects shown as one box per item: the checkout's order per seller. Each box has a heading,
// a read-only table of the item's lines, the item's own fields edited in place (the pay type, the note;
// their expressions read the item as scope `row`) and the item's totals. The items themselves come from
// the field's `follow` (the checkout quote), so there is no add or delete here. Every box's lines table
// uses one column layout (sharedColumnWidths), so the columns line up down the page.
import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { evaluate } from '../../../logic/evaluate';
import { readPath } from '../../../logic/path';
import type { EntitySchema } from '../../../schema/entity';
import type { DisplayItem, GroupsOptions } from '../../../schema/types';
import { Empty } from '../../../ui/Empty';
import { sharedColumnWidths } from '../../value-types/column-width';
import { SubTable, subTableColumns } from '../../value-types/SubTable';
import { subItems } from '../derive';
import { FormSummary } from '../live/FormSummary';
import { formScope } from '../live/live-scope';
import { useSubNode } from '../flat/node-context';
import { RowScopeProvider } from '../theme/row-context';
import { useFieldInfo } from '../theme/field-context';
import { useFieldValue, useFormRuntime } from '../use-field';
import './groups.css';

type Item = Record<string, unknown>;

export function GroupsWidget(props: WidgetProps) {
  const rt = useFormRuntime();
  const info = useFieldInfo();
  const Sub = useSubNode();
  const value = useFieldValue<Item[] | undefined>(rt.store, info.path);
  const item = info.item ?? { field: String(info.path[0]) };
  const options = (item.options ?? {}) as GroupsOptions;
  const itemSchema = ((props.schema as EntitySchema).items ?? {}) as EntitySchema;
  const key = item.follow?.key;
  const rows = Array.isArray(value) ? value : [];
  const columns = item.columns ?? 2;
  const lines = options.lines;
  const linesSchema = lines ? itemSchema.properties?.[lines.rows] : undefined;
  const linesItem = useMemo<DisplayItem | undefined>(() => (lines ? { field: lines.rows, columns: lines.columns as DisplayItem['columns'] } : undefined), [lines]);
  const widths = useMemo(() => {
    if (!linesItem) return undefined;
    const props = ((linesSchema?.items ?? {}) as EntitySchema).properties;
    return sharedColumnWidths(subTableColumns(linesItem, linesSchema), (f) => props?.[f]);
  }, [linesItem, linesSchema]);
  if (rows.length === 0) return <Empty description={item.placeholder ?? '暂无数据'} />;
  return (
    <div className="scpr-groups" id={info.id} tabIndex={-1} aria-describedby={info.errorId}>
      {rows.map((row, i) => {
        const scope = formScope(rt.store, rt.scope, rt.computed, { row });
        const heading = options.heading === undefined ? '' : String(evaluate(options.heading, scope) ?? '');
        return (
          <RowScopeProvider key={key ? String(readPath(row, key)) : i} value={row}>
            <section className="scpr-groups__box" aria-label={heading || `${info.label}${i + 1}`}>
              {heading ? <header className="scpr-groups__heading">{heading}</header> : null}
              {lines && linesItem ? (
                <SubTable value={readPath(row, lines.rows)} item={linesItem} schema={linesSchema} label={`${heading}商品`} scope={scope} widths={widths} />
              ) : null}
              <div className="scpr-grid scpr-groups__fields" style={{ ['--scpr-cols' as string]: columns }}>
                {subItems(item).map((s) => {
                  const schema = itemSchema.properties?.[s.field];
                  return schema ? <Sub key={s.field} path={[...info.path, i, s.field]} item={s} schema={schema} required={itemSchema.required ?? []} readonly={info.readonly} line={columns} /> : null;
                })}
              </div>
              {options.summary?.length ? <FormSummary items={options.summary} row={row} label={`${heading}合计`} /> : null}
            </section>
          </RowScopeProvider>
        );
      })}
    </div>
  );
}
