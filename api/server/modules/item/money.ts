// Money travels as decimal strings and is stored as numeric(14,2): it never passes through a float. The
// request schema (format money) already allows only digits with at most two decimals; these checks add
// what numeric(14,2) can hold and the "greater than zero" rule, on the string itself.
import { fail } from '../../core';

const MAX_INTEGER_DIGITS = 12; // numeric(14,2)
const MAX_WEIGHT_DIGITS = 11; // numeric(14,3)

const integerDigits = (v: string): number => v.split('.')[0]!.replace(/^0+(?=\d)/, '').length;
export const isZeroAmount = (v: string): boolean => /^0+(\.0*)?$/.test(v);

/** A price of a SKU: > 0 and within numeric(14,2). */
export function checkPrice(v: string, label: string): void {
  if (isZeroAmount(v)) throw fail('BAD_REQUEST', `${label}必须大于0`);
  if (integerDigits(v) > MAX_INTEGER_DIGITS) throw fail('BAD_REQUEST', `${label}金额过大`);
}

/** An optional amount (market price, a search bound): within numeric(14,2), zero allowed. */
export function checkAmount(v: string, label: string): void {
  if (integerDigits(v) > MAX_INTEGER_DIGITS) throw fail('BAD_REQUEST', `${label}金额过大`);
}

export function checkWeight(v: string, message = '重量过大'): void {
  if (integerDigits(v) > MAX_WEIGHT_DIGITS) throw fail('BAD_REQUEST', message);
}

/** numeric text from the database as money with two decimals ("12.5" stays exact: "12.50"). */
export function money2(v: string | null | undefined): string {
  if (v === null || v === undefined || v === '') return '0.00';
  const [int, frac = ''] = String(v).split('.');
  return `${int}.${(frac + '00').slice(0, 2)}`;
}

/** A money string (digits, at most two decimals: the request's format money) as integer cents, in decimal
 * digits, by string arithmetic ("12.5" -> "1250", "0.05" -> "5"): compared with items.min_price_cents. */
export function toCents(v: string): string {
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(v.trim());
  if (!m) throw fail('BAD_REQUEST', `金额格式错误: ${v}`);
  return (m[1]! + (m[2] ?? '').padEnd(2, '0')).replace(/^0+(?=\d)/, '');
}
