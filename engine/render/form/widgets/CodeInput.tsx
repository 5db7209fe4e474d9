// The input of a short code (a captcha answer, an SMS code): digits on mobile keyboards, no autofill of
// old values, trimmed as typed; its widget puts a picture or a button beside it.
import type { WidgetProps } from '@rjsf/utils';
import type { useWidget } from './use-widget';

type Widget = ReturnType<typeof useWidget<string>>;

export function CodeInput({ w, schema, autoComplete, maxLength }: { w: Widget; schema: WidgetProps['schema']; autoComplete: string; maxLength: number }) {
  const { value, set, blur, disabled, readOnly, a11y, placeholder, info } = w;
  return (
    <input
      {...a11y}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete}
      className="scpr-input"
      value={value ?? ''}
      placeholder={placeholder ?? `请输入${info.label}`}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : maxLength}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(e) => set(e.target.value.trim() === '' ? undefined : e.target.value.trim())}
      onBlur={blur}
    />
  );
}
