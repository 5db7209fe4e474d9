// Money of orders is integer fen in the database and yuan text on the wire ("12.50", "-3.00"), converted
// by the one formatter and parser of engine/validation/money.ts (docs/money.md): never through a float.
import { parseFen, type Fen } from '../../../../engine/validation';
import { MAX_ORDER_FEN } from '../../money';
import { fail } from '../../core';

/** A signed amount a caller sent ("12.5" -> 1250, "-0.05" -> -5), refused in Chinese when it is not one
 *  (the request schema has checked the shape; this re-checks) or past the largest order amount. */
export function fenOf(text: string): Fen {
  let fen: Fen;
  try {
    fen = parseFen(text, { signed: true });
  } catch {
    throw fail('BAD_REQUEST', /^[+-]?\d+(\.\d{0,2})?$/.test(text.trim()) ? '金额过大' : `金额格式错误：${text}`);
  }
  if (Math.abs(fen) > MAX_ORDER_FEN) throw fail('BAD_REQUEST', '金额过大');
  return fen;
}
