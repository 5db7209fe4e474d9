// One field as both renderers draw it: label, required mark, error and help around the widget, grid
// span, and the field's visible/disabled conditions, each subscribed to just the values it reads.
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { FieldItem } from '../../../schema/types';
import { errorIdOf, Field } from '../../../ui/Field';
import { pointerOf, type Path } from '../store';
import { useFieldError, useFormCondition, useFormRuntime } from '../use-field';
import { FieldInfoProvider } from './field-context';
import { useRowScope } from './row-context';
import { SectionTitleContext } from './SectionView';

export interface FieldShellProps {
  path: Path;
  id: string;
  label: string;
  required: boolean;
  disabled?: boolean;
  readonly?: boolean;
  hidden?: boolean;
  item: FieldItem | undefined;
  /** A nested object draws a fieldset around its own fields. */
  group?: boolean;
  children: ReactNode;
}

export function FieldShell({ path, id, label, required, disabled, readonly, hidden, item, group, children }: FieldShellProps) {
  const rt = useFormRuntime();
  const pointer = pointerOf(path);
  // A field of an item (the `groups` widget) reads its item as scope `row` in its conditions.
  const row = useRowScope();
  const scope = useMemo(() => (row ? { ...rt.scope, row } : rt.scope), [rt.scope, row]);
  const visible = useFormCondition(rt.store, scope, item?.access?.visible, true, rt.computed);
  const off = useFormCondition(rt.store, scope, item?.access?.disabled, false, rt.computed);
  const error = useFieldError(rt.store, path);
  const sectionTitle = useContext(SectionTitleContext);
  useEffect(() => {
    rt.store.setHidden(pointer, !visible);
  }, [rt.store, pointer, visible]);
  if (!visible || hidden) return null;
  const info = { path, id, label, required, disabled: !!disabled || off, readonly: !!readonly, item, errorId: error ? errorIdOf(id) : undefined };
  if (group) {
    return (
      <fieldset className="scpr-fieldset" style={item?.span ? { gridColumn: `span ${item.span}` } : undefined}>
        <legend>{label}</legend>
        <FieldInfoProvider value={info}>{children}</FieldInfoProvider>
      </fieldset>
    );
  }
  // A widget that draws nothing (hidden values such as a captcha id) takes no place in the grid.
  if (item?.widget === 'hidden') return <FieldInfoProvider value={info}>{children}</FieldInfoProvider>;
  return (
    <Field id={id} label={label} labelHidden={label === sectionTitle} required={required} error={error} help={item?.help} span={item?.span}>
      <FieldInfoProvider value={info}>{children}</FieldInfoProvider>
    </Field>
  );
}
