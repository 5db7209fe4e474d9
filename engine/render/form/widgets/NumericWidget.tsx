// Spec 5 numeric input: only digits and one point; with precision p at most 11 integer digits without
// leading zeros and at most p decimals (integers only when round); min 0 by default; trimmed on blur.
// A keystroke that would break the shape is refused (the text stays as it was).
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { acceptsTyping, normalizeOnBlur, toNumericValue, type NumericOptions } from '../../../validation/numeric';
import { NumberInput } from '../../../ui/NumberInput';
import { useWidget } from './use-widget';

const toText = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

export function NumericWidget(props: WidgetProps) {
  const { value, set, blur, disabled, readOnly, a11y, hint, info } = useWidget<number | string>(props);
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
    <NumberInput
      {...a11y}
      value={text}
      placeholder={hint(`请输入${info.label}`)}
      disabled={disabled}
      readOnly={readOnly}
      // Steppers stay within min (default 0, spec 5) and max, written with the field's decimals.
      min={opts.min ?? 0}
      max={opts.max}
      precision={opts.round || type === 'integer' ? 0 : (opts.precision ?? 2)}
      accepts={(t) => acceptsTyping(t, { ...opts, round: opts.round || type === 'integer' })}
      onChange={(next) => {
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
