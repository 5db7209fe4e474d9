// The field template of our rjsf theme: label, required mark, error and help around the widget, grid
// span, and the field's visible/disabled conditions, each subscribed to just the values it reads.
import { useEffect } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';
import type { FieldItem } from '../../../schema/types';
import { errorIdOf, Field } from '../../../ui/Field';
import { pointerOf } from '../store';
import { useFieldError, useFormCondition, useFormRuntime } from '../use-field';
import { FieldInfoProvider } from './field-context';

export function FieldTemplate(props: FieldTemplateProps) {
  if (props.fieldPathId.path.length === 0) return props.children;
  return <FieldShell {...props} />;
}

function FieldShell({ fieldPathId, id, label, required, disabled, readonly, hidden, schema, uiSchema, children }: FieldTemplateProps) {
  const rt = useFormRuntime();
  const path = fieldPathId.path;
  const pointer = pointerOf(path);
  const item = (uiSchema?.['ui:options'] as { item?: FieldItem } | undefined)?.item;
  const visible = useFormCondition(rt.store, rt.scope, item?.access?.visible, true);
  const off = useFormCondition(rt.store, rt.scope, item?.access?.disabled, false);
  const error = useFieldError(rt.store, path);
  useEffect(() => {
    rt.store.setHidden(pointer, !visible);
  }, [rt.store, pointer, visible]);
  if (!visible || hidden) return null;
  const info = { path, id, label, required: !!required, disabled: !!disabled || off, readonly: !!readonly, item, errorId: error ? errorIdOf(id) : undefined };
  if (schema.type === 'object') {
    return (
      <fieldset className="scpr-fieldset" style={item?.span ? { gridColumn: `span ${item.span}` } : undefined}>
        <legend>{label}</legend>
        <FieldInfoProvider value={info}>{children}</FieldInfoProvider>
      </fieldset>
    );
  }
  return (
    <Field id={id} label={label} required={required} error={error} help={item?.help} span={item?.span}>
      <FieldInfoProvider value={info}>{children}</FieldInfoProvider>
    </Field>
  );
}
