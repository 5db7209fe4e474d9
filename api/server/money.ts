// Exact amounts: money travels as decimal strings with at most two decimals and is kept as integer fen,
// converted only by formatFen / parseFen (engine/validation/money.ts, shared with the browser; docs/money.md);
// freight units (pieces, kg, m3) as integer thousandths. Nothing passes through a float: strings are cut
// at the point, integers stay below 2^53 (the bounds of the request schemas keep them there).

import { parseFen, type Fen } from '../../engine/validation';
import { fail } from './core';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function scaled(v: string, decimals: number): number {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(v.trim());
  if (!m || (m[2] ?? '').length > decimals) throw new RangeError(`not a decimal with at most ${decimals} decimals: ${v}`);
  const n = Number(m[1]! + (m[2] ?? '').padEnd(decimals, '0'));
  if (!Number.isSafeInteger(n) || n > MAX_SAFE) throw new RangeError(`too large: ${v}`);
  return n;
}

function decimal(n: number, decimals: number): string {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(n))).padStart(decimals + 1, '0');
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** numeric(13,2) text from the database ("12.5", "12.50", "12"; null: 0) -> fen. */
export const fenOfNumeric = (v: string | null | undefined): Fen => (v === null || v === undefined || v === '' ? (0 as Fen) : parseFen(String(v)));

/** "1.5" (kg, m3, pieces) -> 1500 thousandths. */
export const milliOf = (v: string): number => scaled(v, 3);
/** 1500 thousandths -> "1.5" (trailing zeros dropped; "2" for a whole number). */
export const unitsOf = (milli: number): string => decimal(milli, 3).replace(/\.?0+$/, '');
/** numeric(14,3) text from the database -> thousandths (null: 0). */
export const milliOfNumeric = (v: string | null | undefined): number => (v === null || v === undefined || v === '' ? 0 : scaled(String(v), 3));

// ---- Order amounts (issue 29, item 6): the one computation of line amounts, goods, freight and payable
// that the checkout quote (cart.settle) and order creation share, in exact integers, with one bound.

/** The largest amount one order may come to: 99,999,999,999.99 yuan, the largest a money field takes
 * (numeric(13,2) prices). A checkout's orders (at most 200 lines) then sum far within 2^53. */
export const MAX_ORDER_FEN = 99_999_999_999_99;
/** The refusal of an amount past MAX_ORDER_FEN, the same wherever it is met (quote or create). */
export const ORDER_TOO_LARGE = '订单金额过大';

/** An exact amount of fen (computed as a BigInt) as a number, refused past MAX_ORDER_FEN. */
export function orderFen(exact: bigint): number {
  if (exact > BigInt(MAX_ORDER_FEN)) throw fail('BAD_REQUEST', ORDER_TOO_LARGE);
  return Number(exact);
}

/** price x quantity, exact; refused past the bound (a float product loses the last fen past 2^53). */
export const lineFen = (priceFen: number, quantity: number): number => orderFen(BigInt(priceFen) * BigInt(quantity));

export interface OrderAmountsInput {
  lines: readonly { priceFen: number; quantity: number }[];
  freightFen: number;
  discountFen?: number;
  adjustFen?: number;
}
export interface OrderAmounts {
  lineFen: number[];
  goodsFen: number;
  payableFen: number;
}

/** One order's amounts: each line, the goods, and payable = goods + freight - discount + adjust, every one
 * within the bound (a negative payable is the caller's to refuse). */
export function orderAmounts(o: OrderAmountsInput): OrderAmounts {
  const lines = o.lines.map((l) => BigInt(l.priceFen) * BigInt(l.quantity));
  const goods = lines.reduce((s, v) => s + v, 0n);
  const payable = goods + BigInt(o.freightFen) - BigInt(o.discountFen ?? 0) + BigInt(o.adjustFen ?? 0);
  return { lineFen: lines.map(orderFen), goodsFen: orderFen(goods), payableFen: payable < 0n ? Number(payable) : orderFen(payable) };
}
