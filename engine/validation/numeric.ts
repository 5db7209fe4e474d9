// Spec 5 "Numeric input": empty allowed; only digits with one optional decimal point; with precision p,
// up to 11 integer digits without leading zeros and at most p decimals; integers only when round;
// min 0 by default, max unlimited; trimmed on blur. The widget uses acceptsTyping() to refuse a
// keystroke, normalizeOnBlur() when the field loses focus; checkNumeric() is the final verdict that the
// server applies too.
import { NUMERIC_DEFAULTS } from './limits';
import { MSG } from './messages';

export interface NumericOptions {
  /** Decimal places allowed (default 2). Ignored when `round` is set. */
  precision?: number;
  /** Integers only. */
  round?: boolean;
  /** Integer digits allowed (default 11). */
  integerDigits?: number;
  /** Inclusive lower bound (default 0). */
  min?: number;
  /** Inclusive upper bound (default unlimited). */
  max?: number;
}

function resolved(o: NumericOptions = {}) {
  return {
    precision: o.round ? 0 : (o.precision ?? NUMERIC_DEFAULTS.precision),
    integerDigits: o.integerDigits ?? NUMERIC_DEFAULTS.integerDigits,
    min: o.min ?? NUMERIC_DEFAULTS.min,
    max: o.max,
  };
}

/** Why a (possibly partial) text breaks the character rules, or null when it is acceptable so far. */
function shapeError(text: string, o: ReturnType<typeof resolved>, partial: boolean): string | null {
  if (text === '') return null;
  if (!/^[0-9.]+$/.test(text) || text.split('.').length > 2) return MSG.numericChars;
  const [int = '', dec] = text.split('.');
  if (dec !== undefined && o.precision === 0) return MSG.numericInteger;
  if (int === '' && !(partial && dec === undefined)) return MSG.numericChars;
  if (int.length > 1 && int.startsWith('0')) return MSG.numericLeadingZero;
  if (int.length > o.integerDigits) return MSG.numericIntegerDigits(o.integerDigits);
  if (dec !== undefined && dec.length > o.precision) return MSG.numericPrecision(o.precision);
  if (!partial && dec === '') return MSG.numericChars;
  return null;
}

/** Whether the text may stand in the input while the user is typing ("12." is fine mid-way). */
export function acceptsTyping(text: string, options?: NumericOptions): boolean {
  return shapeError(text, resolved(options), true) === null;
}

/** What the field holds after blur: trimmed, a trailing point dropped. */
export function normalizeOnBlur(text: string): string {
  const t = text.trim();
  return t.endsWith('.') ? t.slice(0, -1) : t;
}

/** The final check of a value (number or numeric text): a Chinese message, or null when valid. */
export function checkNumeric(value: number | string | null | undefined, options?: NumericOptions): string | null {
  if (value === null || value === undefined || value === '') return null;
  const o = resolved(options);
  const text = typeof value === 'number' ? numberToPlainText(value) : value;
  if (text === null) return MSG.numericChars;
  // A negative number breaks the minimum (0 by default) before it breaks the character rule.
  if (/^-\d/.test(text) && !Number.isNaN(Number(text)) && Number(text) < o.min) return MSG.minimum('数值', o.min);
  const shape = shapeError(text, o, false);
  if (shape) return shape;
  const n = Number(text);
  if (n < o.min) return MSG.minimum('数值', o.min);
  if (o.max !== undefined && n > o.max) return MSG.maximum('数值', o.max);
  return null;
}

/** A finite number as plain decimal text without an exponent; null for NaN and infinities. */
function numberToPlainText(n: number): string | null {
  if (!Number.isFinite(n)) return null;
  if (n < 0) return String(n);
  const text = String(n);
  if (!text.includes('e')) return text;
  return n.toFixed(20).replace(/\.?0+$/, '');
}

/** What a numeric text commits to the form: a number for number/integer fields, the text for string
 * fields (money travels as text so it stays exact), undefined when empty. */
export function toNumericValue(text: string, type: string | undefined): number | string | undefined {
  const t = normalizeOnBlur(text);
  if (t === '') return undefined;
  return type === 'number' || type === 'integer' ? Number(t) : t;
}
