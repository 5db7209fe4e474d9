// Money, one type and one pair of conversions for the server and the browser (docs/money.md; ARCHITECTURE:
// "Money is exact, never floats"; spec 9: amounts in 元 with two decimals). Inside: integer fen. On the
// wire and on screen: a decimal string of yuan ("12.34", "-3.00"). Every conversion is string or BigInt
// arithmetic: no amount passes through a float division or multiplication.

declare const FEN: unique symbol;
/** An integer number of fen (分), proven so: made by parseFen, asFen or roundToFen. */
export type Fen = number & { readonly [FEN]: true };

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** An integer (number, bigint, or integer text as the database returns bigint columns) as Fen.
 *  @throws RangeError when it is not an integer within 2^53 (a float has reached money: a bug). */
export function asFen(n: number | bigint | string): Fen {
  const v = typeof n === 'string' ? (/^-?\d+$/.test(n.trim()) ? Number(n.trim()) : NaN) : Number(n);
  if (!Number.isSafeInteger(v) || (typeof n === 'bigint' && (n > SAFE || n < -SAFE))) throw new RangeError(`not an integer amount of fen: ${String(n)}`);
  return v as Fen;
}

/** THE formatter: fen -> yuan text with two decimals. 1234 -> "12.34", -300 -> "-3.00", 5 -> "0.05".
 *  A bigint is exact at any size (a cart's sum); a number must be an integer (checked). */
export function formatFen(fen: Fen | number | bigint): string {
  const n = typeof fen === 'bigint' ? fen : BigInt(asFen(fen));
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

export interface ParseFenOptions {
  /** Accept a leading minus ("-3.5": a price reduction). Default false: amounts are not negative. */
  signed?: boolean;
}

/** THE parser: yuan text -> fen, exact. "12.5" -> 1250, "12" -> 1200, "0.05" -> 5, "-3" -> -300 (signed).
 *  More than two decimals, another shape, or past 2^53 fen: RangeError (callers that face a user turn it
 *  into their Chinese refusal; request schemas have usually refused the shape already). */
export function parseFen(text: string, opts: ParseFenOptions = {}): Fen {
  const m = DECIMAL.exec(String(text).trim());
  const dec = m?.[3] ?? '';
  if (!m || dec.length > 2 || (m[1] && !opts.signed)) throw new RangeError(`not an amount of yuan with at most 2 decimals: ${text}`);
  const abs = BigInt(m[2]!) * 100n + BigInt(dec.padEnd(2, '0'));
  if (abs > SAFE) throw new RangeError(`amount too large: ${text}`);
  return Number(m[1] === '-' ? -abs : abs) as Fen;
}

/** parseFen that answers null instead of throwing (a browser field being typed, an optional amount). */
export function tryParseFen(text: unknown, opts: ParseFenOptions = {}): Fen | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  try {
    return parseFen(String(text), opts);
  } catch {
    return null;
  }
}

/** A number computed in the browser (a logic expression's product or sum, already a float) rounded half
 *  away from zero to fen from its shortest decimal text: 1.005 -> 101, 0.1 + 0.2 -> 30. The only place a
 *  float may turn into money, and it never goes back to the server (the server recomputes in fen). */
export function roundToFen(value: number): Fen {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  // Shortest round-trip text; exponent forms appear only below 1e-6 (rounds to 0) and at 1e21 and past.
  const text = Math.abs(value) < 1e-6 ? '0' : String(value);
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new RangeError(`amount too large: ${value}`);
  const dec = (m[3] ?? '').padEnd(3, '0');
  let abs = BigInt(m[2]!) * 100n + BigInt(dec.slice(0, 2));
  if (Number(dec[2]) >= 5) abs += 1n;
  if (abs > SAFE) throw new RangeError(`amount too large: ${value}`);
  return (m[1] === '-' && abs > 0n ? -Number(abs) : Number(abs)) as Fen;
}
