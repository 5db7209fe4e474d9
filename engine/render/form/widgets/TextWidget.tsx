import type { WidgetProps } from '@rjsf/utils';
import { useWidget } from './use-widget';

/** A field whose entity words its own length message (入口名称1-5个字) says it as soon as the text is too
 * long instead of silently refusing keystrokes; other fields keep the native maxlength. */
function lengthRule(props: WidgetProps): { maxLength?: number; tooLong: (v: string) => boolean } {
  const max = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
  const worded = typeof (props.schema['x-messages'] as Record<string, unknown> | undefined)?.maxLength === 'string';
  if (max === undefined) return { tooLong: () => false };
  return worded ? { tooLong: (v) => [...v].length > max } : { maxLength: max, tooLong: () => false };
}

function make(type: 'text' | 'password') {
  return function TextLike(props: WidgetProps) {
    const { value, set, blur, disabled, readOnly, a11y, hint, info } = useWidget<string>(props);
    const rule = lengthRule(props);
    return (
      <input
        {...a11y}
        type={type}
        className="scpr-input"
        value={value ?? ''}
        placeholder={hint(`请输入${info.label}`)}
        maxLength={rule.maxLength}
        disabled={disabled}
        readOnly={readOnly}
        autoComplete={type === 'password' ? 'new-password' : undefined}
        onChange={(e) => {
          set(e.target.value === '' ? undefined : e.target.value);
          if (rule.tooLong(e.target.value)) blur();
        }}
        onBlur={(e) => {
          const trimmed = e.target.value.trim();
          if (trimmed !== e.target.value) set(trimmed === '' ? undefined : trimmed);
          blur();
        }}
      />
    );
  };
}

export const TextWidget = make('text');
export const PasswordWidget = make('password');

export function TextareaWidget(props: WidgetProps) {
  const { value, set, blur, disabled, readOnly, a11y, hint, info } = useWidget<string>(props);
  const rule = lengthRule(props);
  return (
    <textarea
      {...a11y}
      className="scpr-input"
      value={value ?? ''}
      placeholder={hint(`请输入${info.label}`)}
      maxLength={rule.maxLength}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(e) => {
        set(e.target.value === '' ? undefined : e.target.value);
        if (rule.tooLong(e.target.value)) blur();
      }}
      onBlur={blur}
    />
  );
}
