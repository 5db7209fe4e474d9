// Exact amounts: money travels as decimal strings with at most two decimals ("12.5", "12.50": format
// money) and is kept as integer fen; freight units (pieces, kg, m3) as integer thousandths. Nothing passes
// through a float: strings are cut at the point, integers stay below 2^53 (the bounds of the request
// schemas keep them there).

const MAX_SAFE_FEN = Number.MAX_SAFE_INTEGER;

function scaled(v: string, decimals: number): number {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(v.trim());
  if (!m || (m[2] ?? '').length > decimals) throw new RangeError(`not a decimal with at most ${decimals} decimals: ${v}`);
  const n = Number(m[1]! + (m[2] ?? '').padEnd(decimals, '0'));
  if (!Number.isSafeInteger(n) || n > MAX_SAFE_FEN) throw new RangeError(`too large: ${v}`);
  return n;
}

function decimal(n: number, decimals: number): string {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(n))).padStart(decimals + 1, '0');
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** "12.5" -> 1250 fen. */
export const fenOf = (yuan: string): number => scaled(yuan, 2);
/** 1250 fen -> "12.50". */
export const yuanOf = (fen: number): string => decimal(fen, 2);
/** numeric text from the database ("12.5", "12.50", "12") -> fen. */
export const fenOfNumeric = (v: string | null | undefined): number => (v === null || v === undefined || v === '' ? 0 : scaled(String(v), 2));

/** "1.5" (kg, m3, pieces) -> 1500 thousandths. */
export const milliOf = (v: string): number => scaled(v, 3);
/** 1500 thousandths -> "1.5" (trailing zeros dropped; "2" for a whole number). */
export const unitsOf = (milli: number): string => decimal(milli, 3).replace(/\.?0+$/, '');
/** numeric(14,3) text from the database -> thousandths (null: 0). */
export const milliOfNumeric = (v: string | null | undefined): number => (v === null || v === undefined || v === '' ? 0 : scaled(String(v), 3));
