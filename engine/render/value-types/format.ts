// Pure formatting of values (spec 9: amounts in 元, counts in 单, dates yyyy-MM-dd). Money goes through the
// one formatter the server uses too (engine/validation/money.ts, docs/money.md): text arrives exact, and a
// computed number is rounded to fen once, from its decimal text: no float rounding of "0.1" + "0.2" kinds.
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../validation/limits';
import { formatFen, roundToFen, tryParseFen, type Fen } from '../../validation/money';

export const EMPTY = '-';
export const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '';

const group = (int: string): string => int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const fenOfComputed = (v: number): Fen | null => {
  try {
    return roundToFen(v);
  } catch {
    return null;
  }
};

/** 1234.5 -> "1,234.50元"; "12.345" stays at its own precision when it has more than 2 decimals. */
export function formatMoney(v: unknown, unit = '元'): string {
  if (isEmpty(v) || (typeof v === 'number' && !Number.isFinite(v))) return EMPTY;
  // A computed number is rounded half away from zero first (1.005 -> 1.01; toFixed alone gives 1.00).
  const fen = typeof v === 'number' ? fenOfComputed(v) : tryParseFen(String(v).trim(), { signed: true });
  const text = fen === null ? String(v).trim() : formatFen(fen);
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return String(v);
  const [, sign = '', int = '0', dec = ''] = m;
  const decimals = dec.length > 2 ? dec : dec.padEnd(2, '0');
  return `${sign}${group(int)}.${decimals}${unit}`;
}

export function formatCount(v: unknown, unit = '单'): string {
  if (isEmpty(v)) return EMPTY;
  const n = Number(v);
  return Number.isFinite(n) ? `${group(String(Math.trunc(n)))}${unit}` : String(v);
}

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?$/;

export function formatDate(v: unknown, withTime = false): string {
  if (isEmpty(v)) return EMPTY;
  // Already yyyy-MM-dd (HH:mm:ss), as the server sends it: no parsing, no time-zone shift.
  const m = typeof v === 'string' ? ISO_DATE.exec(v) : null;
  if (m) return withTime ? `${m[1]} ${m[2] ?? '00:00:00'}` : m[1]!;
  const d = dayjs(v as string | number);
  return d.isValid() ? d.format(withTime ? `${DATE_FORMAT} HH:mm:ss` : DATE_FORMAT) : String(v);
}

export function formatText(v: unknown): string {
  if (isEmpty(v)) return EMPTY;
  if (Array.isArray(v)) return v.map(formatText).join('、');
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
