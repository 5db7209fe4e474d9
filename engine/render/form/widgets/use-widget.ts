// What every widget of our theme does: read its value from the form store (field-level subscription),
// write it back on change (re-validating when an error is shown), validate on blur, and spread the
// accessibility attributes of its field.
import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { pointerOf } from '../store';
import { useFieldValue, useFormRuntime } from '../use-field';
import { useFieldInfo } from '../theme/field-context';

/** A choice's name kept on the record beside its value (options.text: `categoryNm` beside `categoryId`): what
 * the select shows when its options do not hold the value (a view of another enterprise's goods, whose
 * categories and units are not the viewer's). */
export function useKnownOption<V>(text: string | undefined, value: V | undefined, options: readonly { value: V; label: string }[]) {
  const rt = useFormRuntime();
  const info = useFieldInfo();
  const path = useMemo(() => [...info.path.slice(0, -1), text ?? ''], [info.path, text]);
  const name = useFieldValue<unknown>(rt.store, path);
  const known = !!text && typeof name === 'string' && name !== '' && value !== undefined && value !== null && value !== '';
  const held = options.some((o) => String(o.value) === String(value));
  return { options: known && !held ? [...options, { value: value as V, label: name }] : options, known };
}

export function useWidget<T = unknown>(props: WidgetProps) {
  const rt = useFormRuntime();
  const info = useFieldInfo();
  const value = useFieldValue<T>(rt.store, info.path);
  const pointer = pointerOf(info.path);
  const set = (v: T | undefined) => {
    rt.store.set(info.path, v);
    if (rt.store.errorOf(pointer) !== undefined) rt.validateField(info.path);
  };
  const blur = () => rt.validateField(info.path);
  const disabled = !!props.disabled || info.disabled;
  const readOnly = !!props.readonly || info.readonly;
  const a11y = {
    id: props.id,
    name: props.htmlName ?? props.name,
    'aria-label': info.ariaLabel,
    'aria-required': info.required || undefined,
    'aria-invalid': info.errorId ? true : undefined,
    'aria-describedby': info.errorId,
  };
  const placeholder = props.placeholder || info.item?.placeholder;
  /** The text of an empty input: none read only (a view shows no 请输入…). */
  const hint = (fallback: string) => (readOnly ? undefined : (placeholder ?? fallback));
  return { rt, info, value, set, blur, disabled, readOnly, a11y, placeholder, hint };
}
