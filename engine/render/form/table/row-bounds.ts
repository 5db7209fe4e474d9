// Per-row bounds of numeric cells (a delivery's quantity at most what remains of its order line): the
// column's `min` / `max` expressions run against each row (scope `row`), on top of the entity's own
// spec 5 numeric rules, with the same Chinese messages ("发货数量不能大于5").
import { evaluate } from '../../../logic/evaluate';
import type { Scope } from '../../../logic/types';
import type { EntitySchema } from '../../../schema/entity';
import type { TableColumn, TableOptions } from '../../../schema/types';
import { MSG } from '../../../validation/messages';
import type { FieldError } from '../../../validation/localize';
import type { DerivedForm } from '../derive';

const blank = (v: unknown) => v === undefined || v === null || v === '';
const bound = (expr: TableColumn['min'], scope: Scope): number | undefined => {
  if (expr === undefined) return undefined;
  const n = Number(evaluate(expr, scope));
  return blank(evaluate(expr, scope)) || !Number.isFinite(n) ? undefined : n;
};

export function rowBoundErrors(form: DerivedForm, field: string, value: unknown, scope: Scope): FieldError[] {
  const columns = ((form.items[field]?.options as TableOptions | undefined)?.columns ?? []).filter(
    (c): c is TableColumn => typeof c === 'object' && (c.min !== undefined || c.max !== undefined),
  );
  if (!columns.length || !Array.isArray(value)) return [];
  const props = ((form.fieldSchemas[field]?.items as EntitySchema | undefined)?.properties ?? {}) as Record<string, EntitySchema>;
  const errors: FieldError[] = [];
  value.forEach((row: unknown, i) => {
    if (!row || typeof row !== 'object') return;
    const rowScope = { ...scope, row };
    for (const col of columns) {
      const v = (row as Record<string, unknown>)[col.field];
      if (blank(v) || !Number.isFinite(Number(v))) continue;
      const label = col.label ?? (typeof props[col.field]?.title === 'string' ? (props[col.field]!.title as string) : col.field);
      const min = bound(col.min, rowScope);
      const max = bound(col.max, rowScope);
      const path = `/${field}/${i}/${col.field}`;
      if (min !== undefined && Number(v) < min) errors.push({ path, message: MSG.minimum(label, min) });
      else if (max !== undefined && Number(v) > max) errors.push({ path, message: MSG.maximum(label, max) });
    }
  });
  return errors;
}
