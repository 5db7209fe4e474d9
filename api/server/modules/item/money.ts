// Money travels as decimal strings and is stored as numeric(14,2): it never passes through a float. The
// request schema (format money, x-numeric) already holds the numeric rule; these checks repeat it for
// values that reach a service another way and add the "greater than zero" rule, on the string itself.
import { checkNumeric, formatFen, parseFen } from '../../../../engine/validation';
import { fenOfNumeric } from '../../money';
import { fail } from '../../core';

export const isZeroAmount = (v: string): boolean => /^0+(\.0*)?$/.test(v);

/** Spec 5 "Numeric input", the browser's own rule from engine/validation (issue 13, item 9): 11 integer
 * digits and 2 decimals for money (numeric(14,2) holds them), 3 decimals for a weight. */
function checkRule(v: string, label: string, precision: number): void {
  const message = checkNumeric(v, { precision });
  if (message) throw fail('BAD_REQUEST', `${label}：${message}`);
}

/** A price of a SKU: > 0 and within the numeric rule. */
export function checkPrice(v: string, label: string): void {
  if (isZeroAmount(v)) throw fail('BAD_REQUEST', `${label}必须大于0`);
  checkRule(v, label, 2);
}

/** An optional amount (market price, a search bound): zero allowed. */
export function checkAmount(v: string, label: string): void {
  checkRule(v, label, 2);
}

export function checkWeight(v: string, label = '重量'): void {
  checkRule(v, label, 3);
}

/** numeric text from the database as money with two decimals ("12.5" stays exact: "12.50"; null "0.00"). */
export const money2 = (v: string | null | undefined): string => formatFen(fenOfNumeric(v));

/** A money string (digits, at most two decimals: the request's format money) as integer fen, in decimal
 * digits, by string arithmetic ("12.5" -> "1250", "0.05" -> "5"): compared with items.min_price_fen. */
export function toFen(v: string): string {
  try {
    return String(parseFen(v));
  } catch {
    throw fail('BAD_REQUEST', `金额格式错误: ${v}`);
  }
}
