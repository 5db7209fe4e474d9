// The props our widgets read (id, name, schema, placeholder, readonly), with the rest of rjsf's widget
// contract filled with inert values: the flat renderer and the table widget's cells draw widgets
// without rjsf.
import type { WidgetProps } from '@rjsf/utils';
import type { EntitySchema } from '../../../schema/entity';

const noop = () => {};

export interface WidgetPropsInput {
  id: string;
  name: string;
  schema: EntitySchema;
  label: string;
  required: boolean;
  readonly: boolean;
  disabled?: boolean;
  placeholder?: string;
  uiSchema?: Record<string, unknown>;
}

export function widgetProps(p: WidgetPropsInput): WidgetProps {
  return {
    id: p.id, name: p.name, htmlName: p.name, schema: p.schema, uiSchema: p.uiSchema ?? {}, label: p.label, value: undefined,
    required: p.required, disabled: !!p.disabled, readonly: p.readonly, placeholder: p.placeholder, autofocus: false,
    options: {}, rawErrors: [], onChange: noop, onBlur: noop, onFocus: noop, registry: undefined,
  } as unknown as WidgetProps;
}
