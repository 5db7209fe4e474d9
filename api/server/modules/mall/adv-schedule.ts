// An ad's schedule (spec 2.8 add-adv, shop ad manage): it shows while it is enabled and today in China
// Standard Time lies within [startDate, endDate]; its show status (未开始 / 展示中 / 已结束 / 已停用) is derived
// from those, never stored, so it changes with the calendar without a job.
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '../../format';
import { advs as a } from './tables';

/** Today's date in China Standard Time (spec 9 date format yyyy-MM-dd). */
export const todayOf = (now: number): string => formatDateTime(new Date(now)).slice(0, 10);

export type ShowStatus = '0' | '1' | '2' | '3';
export const SHOWING: ShowStatus = '2';

export function showStatusOf(r: { enabled: boolean; startDate: string; endDate: string }, today: string): ShowStatus {
  if (!r.enabled) return '0';
  if (today < r.startDate) return '1';
  return today > r.endDate ? '3' : '2';
}

/** The SQL of one show status on `today` (the lists' filter and the carousels' question). */
export function showStatusWhere(status: string, today: string): SQL {
  switch (status) {
    case '0': return eq(a.enabled, false);
    case '1': return and(eq(a.enabled, true), sql`${a.startDate} > ${today}::date`)!;
    case '2': return and(eq(a.enabled, true), lte(a.startDate, today), gte(a.endDate, today))!;
    default: return and(eq(a.enabled, true), sql`${a.endDate} < ${today}::date`)!;
  }
}
