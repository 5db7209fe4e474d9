// Coupon days are China days (spec 9: dates yyyy-MM-dd): a window from the start day's 00:00 to the end of
// the end day (exclusive: the next day's 00:00), China Standard Time.
const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

export const dayStart = (date: string): Date => new Date(`${date}T00:00:00+08:00`);
export const dayAfter = (date: string): Date => new Date(dayStart(date).getTime() + DAY_MS);
/** yyyy-MM-dd of an instant in China time. */
export const chinaDateOf = (at: Date): string => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
/** The window's last day (end_at is exclusive). */
export const lastDayOf = (endAt: Date): string => chinaDateOf(new Date(endAt.getTime() - 1));
export const plusDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);
