// The fields of a flat form, drawn by the engine itself: the screen's sections and grid, each field in
// the shared FieldShell with one of our widgets reading and writing the form store. No rjsf: a login or
// registration screen loads only this, the store and the widgets (docs/engine.md, "Forms").
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { DerivedForm } from '../derive';
import { widgetProps } from './widget-props';
import { FieldShell } from '../theme/FieldShell';
import { SectionView } from '../theme/SectionView';
import { widgets } from '../widgets';

function FlatField({ form, field, idPrefix }: { form: DerivedForm; field: string; idPrefix: string }) {
  const ui = (form.uiSchema[field] ?? {}) as { 'ui:widget'?: string; 'ui:title'?: string; 'ui:placeholder'?: string; 'ui:readonly'?: boolean };
  const schema = form.fieldSchemas[field]!;
  const item = form.items[field];
  const label = ui['ui:title'] ?? (typeof schema.title === 'string' ? schema.title : field);
  const id = `${idPrefix}_${field}`;
  const Widget = (widgets[ui['ui:widget'] ?? 'text'] ?? widgets.text) as ComponentType<WidgetProps>;
  const required = form.required.includes(field);
  const props = widgetProps({ id, name: field, schema, uiSchema: ui, label, required, readonly: !!ui['ui:readonly'], placeholder: ui['ui:placeholder'] });
  return (
    <FieldShell path={[field]} id={id} label={label} required={required} readonly={!!ui['ui:readonly']} item={item}>
      <Widget {...props} />
    </FieldShell>
  );
}

export function FlatFields({ form, idPrefix }: { form: DerivedForm; idPrefix: string }) {
  const columns = (form.uiSchema['ui:options'] as { columns?: number } | undefined)?.columns ?? 1;
  return (
    <>
      {form.sections.map((s) => (
        <SectionView key={s.id} section={s} columns={s.columns ?? columns}>
          {s.fields.map((f) => (
            <FlatField key={f} form={form} field={f} idPrefix={idPrefix} />
          ))}
        </SectionView>
      ))}
    </>
  );
}
