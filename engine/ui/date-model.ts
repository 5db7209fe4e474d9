// The date maths of the pickers (dayjs): the weeks of a month starting on Monday (Chinese calendars),
// typed text to a date, and the range presets of spec 9 (1 yesterday, 2 this week (ISO: Monday to
// Sunday), 3 this month, 4 this year). Values are yyyy-MM-dd strings (spec 9), compared as strings.
import dayjs, { type Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';

export const fmt = (d: Dayjs): string => d.format(DATE_FORMAT);

/** yyyy-MM-dd that names a real day (2026-02-30 does not). */
export function isDateText(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = dayjs(text);
  return d.isValid() && fmt(d) === text;
}

/** Typed text as a date: yyyy-MM-dd, also yyyy/M/d and yyyy.M.d and yyyyMMdd; undefined when it is none. */
export function parseTyped(text: string): string | undefined {
  const t = text.trim();
  const m = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?$/.exec(t);
  if (!m) return undefined;
  const iso = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isDateText(iso) ? iso : undefined;
}

/** Monday of the week of d (ISO week, as spec 9's 本周). */
export const mondayOf = (d: Dayjs): Dayjs => d.subtract((d.day() + 6) % 7, 'day').startOf('day');

/** Six weeks of seven days (Monday first) covering the month of `month` (any day of it). */
export function monthGrid(month: Dayjs): Dayjs[][] {
  const start = mondayOf(month.startOf('month'));
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => start.add(w * 7 + d, 'day')));
}

export interface RangePreset {
  label: string;
  range: (today: Dayjs) => [string, string];
}

/** Spec 9, date presets in their order: 1 yesterday, 2 this week (ISO), 3 this month, 4 this year. */
export const RANGE_PRESETS: readonly RangePreset[] = [
  { label: '昨天', range: (t) => [fmt(t.subtract(1, 'day')), fmt(t.subtract(1, 'day'))] },
  { label: '本周', range: (t) => [fmt(mondayOf(t)), fmt(mondayOf(t).add(6, 'day'))] },
  { label: '本月', range: (t) => [fmt(t.startOf('month')), fmt(t.endOf('month'))] },
  { label: '本年', range: (t) => [fmt(t.startOf('year')), fmt(t.endOf('year'))] },
];

/** Whether a day may be picked under min / max (yyyy-MM-dd strings compare in order). */
export const withinBounds = (day: string, min?: string, max?: string): boolean => (!min || day >= min) && (!max || day <= max);
