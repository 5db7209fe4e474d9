// Times shown to users: China Standard Time (UTC+8, no daylight saving), "YYYY-MM-DD HH:mm:ss".
const CST_OFFSET_MS = 8 * 3600_000;

/** The same instants are formatted again and again (a list's rows on every page view): the strings of
 * the last ones are kept, forgotten all at once when there are too many. */
const formatted = new Map<number, string>();
const MAX_FORMATTED = 4096;

export function formatDateTime(d: Date): string {
  const ms = d.getTime();
  let s = formatted.get(ms);
  if (s === undefined) {
    s = new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(ms, s);
  }
  return s;
}
