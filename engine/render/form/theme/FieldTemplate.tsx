// The field template of our rjsf theme: rjsf's field props handed to the shared FieldShell.
import type { FieldTemplateProps } from '@rjsf/utils';
import type { FieldItem } from '../../../schema/types';
import { FieldShell } from './FieldShell';

export function FieldTemplate(props: FieldTemplateProps) {
  if (props.fieldPathId.path.length === 0) return props.children;
  const { fieldPathId, id, label, required, disabled, readonly, hidden, schema, uiSchema, children } = props;
  const item = (uiSchema?.['ui:options'] as { item?: FieldItem } | undefined)?.item;
  return (
    <FieldShell
      path={fieldPathId.path}
      id={id}
      label={label}
      required={!!required}
      disabled={!!disabled}
      readonly={!!readonly}
      hidden={!!hidden}
      item={item}
      group={schema.type === 'object'}
    >
      {children}
    </FieldShell>
  );
}
