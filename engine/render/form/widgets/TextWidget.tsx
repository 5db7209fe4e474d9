import type { WidgetProps } from '@rjsf/utils';
import { useWidget } from './use-widget';

function make(type: 'text' | 'password') {
  return function TextLike(props: WidgetProps) {
    const { value, set, blur, disabled, readOnly, a11y, placeholder, info } = useWidget<string>(props);
    return (
      <input
        {...a11y}
        type={type}
        className="scpr-input"
        value={value ?? ''}
        placeholder={placeholder ?? `请输入${info.label}`}
        maxLength={typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined}
        disabled={disabled}
        readOnly={readOnly}
        autoComplete={type === 'password' ? 'new-password' : undefined}
        onChange={(e) => set(e.target.value === '' ? undefined : e.target.value)}
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
  const { value, set, blur, disabled, readOnly, a11y, placeholder, info } = useWidget<string>(props);
  return (
    <textarea
      {...a11y}
      className="scpr-input"
      value={value ?? ''}
      placeholder={placeholder ?? `请输入${info.label}`}
      maxLength={typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(e) => set(e.target.value === '' ? undefined : e.target.value)}
      onBlur={blur}
    />
  );
}
