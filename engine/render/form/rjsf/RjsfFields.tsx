// The fields of a form that needs rjsf (nested objects, arrays of objects, schema conditions), as a
// chunk of its own: flat forms never load it. rjsf lays out with our templates and widgets; values and
// errors stay in the form store, so rjsf is never told about keystrokes.
import { useMemo } from 'react';
import Form from '@rjsf/core';
import type { DerivedForm } from '../derive';
import type { SchemaValidator } from '../schema-validator';
import { templates, translateString } from '../theme/templates';
import { useFormRuntime } from '../use-field';
import { formWidgets } from '../parts';
import { rjsfValidator } from './rjsf-validator';

export default function RjsfFields({ form, idPrefix, sv }: { form: DerivedForm; idPrefix: string; sv: SchemaValidator }) {
  const rt = useFormRuntime();
  const validator = useMemo(() => rjsfValidator(sv), [sv]);
  // A group drawn by rjsf is its object field (every property, our object template): no "group" widget.
  const uiSchema = useMemo(() => {
    const out = { ...form.uiSchema };
    for (const f of form.fields) {
      const ui = out[f] as Record<string, unknown> | undefined;
      if (ui?.['ui:widget'] === 'group') {
        const { 'ui:widget': _w, ...rest } = ui;
        out[f] = rest;
      }
    }
    return out;
  }, [form]);
  return (
    <Form
      tagName="div"
      idPrefix={idPrefix}
      schema={form.schema}
      uiSchema={uiSchema}
      formData={rt.store.getValues()}
      validator={validator}
      // Every widget: the form loaded the others with its validator (form/parts.ts).
      widgets={formWidgets}
      templates={templates}
      translateString={translateString as never}
      showErrorList={false}
      noHtml5Validate
    />
  );
}
