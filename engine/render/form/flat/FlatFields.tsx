// The fields of a flat form, drawn by the engine itself: the screen's sections and grid, each field in
// the shared FieldShell with one of our widgets reading and writing the form store. No rjsf: a login or
// registration screen loads only this, the store and the text widgets (docs/engine.md, "Forms"; the other
// widgets load with the first form that shows one: form/parts.ts).
// A field with `fields` over an object is a group: a titled box of its properties, each on its own store
// path (/address/city), groups nesting; over an array of objects it is the table widget (rows).
import { useMemo } from 'react';
import type { EntitySchema } from '../../../schema/entity';
import type { FieldItem } from '../../../schema/types';
import { asRows, nodeWidget, subItems, type DerivedForm } from '../derive';
import type { Path } from '../store';
import { widgetProps } from './widget-props';
import { SubNodeProvider, type SubNodeProps } from './node-context';
import { FieldShell } from '../theme/FieldShell';
import { SectionView } from '../theme/SectionView';
import { formWidgets } from '../parts';

interface NodeProps {
  path: Path;
  item: FieldItem;
  schema: EntitySchema;
  widget: string;
  label: string;
  required: boolean;
  readonly: boolean;
  placeholder?: string;
  idPrefix: string;
  /** Grid columns of the enclosing grid: a group takes the whole line unless it has a span. */
  line: number;
}

function FlatNode({ path, item, schema, widget, label, required, readonly, placeholder, idPrefix, line }: NodeProps) {
  const id = `${idPrefix}_${path.join('_')}`;
  if (widget === 'group') {
    const columns = item.columns ?? 2;
    const own = new Set(schema.required ?? []);
    return (
      <FieldShell path={path} id={id} label={label} required={required} readonly={readonly} item={{ ...item, span: item.span ?? line }} group>
        <div className="scpr-grid" style={{ ['--scpr-cols' as string]: columns }}>
          {subItems(item).map((given) => {
            const sub = schema.properties?.[given.field];
            return sub ? <SubNode key={given.field} path={[...path, given.field]} item={given} schema={sub} required={[...own]} readonly={readonly} idPrefix={idPrefix} line={columns} /> : null;
          })}
        </div>
      </FieldShell>
    );
  }
  const Widget = formWidgets[widget] ?? formWidgets.text!;
  const ui = { 'ui:widget': widget, ...(placeholder ? { 'ui:placeholder': placeholder } : {}), ...(readonly ? { 'ui:readonly': true } : {}) };
  const props = widgetProps({ id, name: path.join('.'), schema, uiSchema: ui, label, required, readonly, placeholder });
  return (
    <FieldShell path={path} id={id} label={label} required={required} readonly={readonly} item={item}>
      <Widget {...props} />
    </FieldShell>
  );
}

/** A property of an object field (a group's, or an item's of the `groups` widget), drawn as any field. */
function SubNode({ path, item: given, schema: sub, required, readonly, idPrefix, line }: SubNodeProps & { idPrefix: string }) {
  const s = asRows(given, sub);
  return (
    <FlatNode
      path={path}
      item={s}
      schema={sub}
      widget={nodeWidget(s, sub)}
      label={s.label ?? (typeof sub.title === 'string' ? sub.title : s.field)}
      required={s.required ?? required.includes(s.field)}
      readonly={readonly || !!s.readonly}
      placeholder={s.placeholder}
      idPrefix={idPrefix}
      line={line}
    />
  );
}

function FlatField({ form, field, idPrefix, line }: { form: DerivedForm; field: string; idPrefix: string; line: number }) {
  const ui = (form.uiSchema[field] ?? {}) as { 'ui:widget'?: string; 'ui:title'?: string; 'ui:placeholder'?: string; 'ui:readonly'?: boolean };
  const schema = form.fieldSchemas[field]!;
  const label = ui['ui:title'] ?? (typeof schema.title === 'string' ? schema.title : field);
  return (
    <FlatNode
      path={[field]}
      item={form.items[field] ?? { field }}
      schema={schema}
      widget={ui['ui:widget'] ?? 'text'}
      label={label}
      required={form.required.includes(field)}
      readonly={!!ui['ui:readonly']}
      placeholder={ui['ui:placeholder']}
      idPrefix={idPrefix}
      line={line}
    />
  );
}

export function FlatFields({ form, idPrefix }: { form: DerivedForm; idPrefix: string }) {
  const columns = (form.uiSchema['ui:options'] as { columns?: number } | undefined)?.columns ?? 1;
  const Sub = useMemo(() => (props: SubNodeProps) => <SubNode {...props} idPrefix={idPrefix} />, [idPrefix]);
  return (
    <SubNodeProvider value={Sub}>
      {form.sections.map((s) => (
        <SectionView key={s.id} section={s} columns={s.columns ?? columns}>
          {s.fields.map((f) => (
            <FlatField key={f} form={form} field={f} idPrefix={idPrefix} line={s.columns ?? columns} />
          ))}
        </SectionView>
      ))}
    </SubNodeProvider>
  );
}
