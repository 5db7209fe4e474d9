// A report's day range (China days, like the aggregate rows and the order lists): both ends optional, by
// default the 30 days up to today; at most 366 days, so a chart never has more points than a year.
import { fail } from '../../core';
import { given } from '../../db';

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** Today's China day at the clock's now. */
export const chinaDay = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

export interface DayRange {
  beginDate: string;
  endDate: string;
}

export function dayRange(f: { beginDate?: string | undefined; endDate?: string | undefined }, nowMs: number): DayRange {
  const endDate = given(f.endDate) ? f.endDate : given(f.beginDate) ? addDays(f.beginDate, DEFAULT_DAYS - 1) : chinaDay(nowMs);
  const beginDate = given(f.beginDate) ? f.beginDate : addDays(endDate, -(DEFAULT_DAYS - 1));
  if (Number.isNaN(Date.parse(`${beginDate}T00:00:00Z`)) || Number.isNaN(Date.parse(`${endDate}T00:00:00Z`))) throw fail('BAD_REQUEST', '日期格式不正确');
  if (beginDate > endDate) throw fail('BAD_REQUEST', '开始日期不能晚于结束日期');
  if (daysBetween(beginDate, endDate) >= MAX_DAYS) throw fail('BAD_REQUEST', `统计区间不能超过${MAX_DAYS}天`);
  return { beginDate, endDate };
}

/** A China day's start as an instant (the orders' created_at bounds of a range). */
export const dayStart = (d: string, plusDays = 0): Date => new Date(Date.parse(`${d}T00:00:00+08:00`) + plusDays * DAY_MS);
