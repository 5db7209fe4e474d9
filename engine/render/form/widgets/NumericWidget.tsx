// Spec 5 numeric input: only digits and one point; with precision p at most 11 integer digits without
// leading zeros and at most p decimals (integers only when round); min 0 by default; trimmed on blur.
// A keystroke that would break the shape is refused (the text stays as it was).
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { acceptsTyping, normalizeOnBlur, toNumericValue, type NumericOptions } from '../../../validation/numeric';
import { useWidget } from './use-widget';

const toText = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

export function NumericWidget(props: WidgetProps) {
  const { value, set, blur, disabled, readOnly, a11y, placeholder, info } = useWidget<number | string>(props);
  const opts: NumericOptions = { ...(props.schema['x-numeric'] as NumericOptions | undefined), ...(info.item?.options as NumericOptions | undefined) };
  const type = typeof props.schema.type === 'string' ? props.schema.type : undefined;
  const [text, setText] = useState(toText(value));
  const [committed, setCommitted] = useState<number | string | undefined>(value);
  if (!Object.is(committed, value)) {
    // The value changed from outside (reset, loaded record): show it.
    setCommitted(value);
    setText(toText(value));
  }
  const commit = (t: string) => {
    const v = toNumericValue(t, type);
    setCommitted(v);
    set(v);
  };
  return (
    <input
      {...a11y}
      type="text"
      inputMode={opts.round || type === 'integer' ? 'numeric' : 'decimal'}
      className="scpr-input"
      value={text}
      placeholder={placeholder ?? `请输入${info.label}`}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(e) => {
        const next = e.target.value.trim();
        if (!acceptsTyping(next, { ...opts, round: opts.round || type === 'integer' })) return;
        setText(next);
        commit(next);
      }}
      onBlur={() => {
        const t = normalizeOnBlur(text);
        setText(t);
        commit(t);
        blur();
      }}
    />
  );
}
