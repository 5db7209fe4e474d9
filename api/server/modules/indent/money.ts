// Money of orders is integer fen in the database and yuan text on the wire ("12.50", "-3.00"), converted
// by string arithmetic: it never passes through a float.
import { fail } from '../../core';

export function yuan(fen: number | string | bigint): string {
  const n = BigInt(fen);
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** "12.5" -> 1250, "-0.05" -> -5 (the request schema has checked the shape; this re-checks). */
export function fenOf(text: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw fail('BAD_REQUEST', `金额格式错误：${text}`);
  const v = Number(m[2]!) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(v) || v > 99_999_999_999_99) throw fail('BAD_REQUEST', '金额过大');
  return m[1] ? -v : v;
}
