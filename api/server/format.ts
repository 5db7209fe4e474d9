// Times shown to users: China Standard Time (UTC+8, no daylight saving), "YYYY-MM-DD HH:mm:ss".
const CST_OFFSET_MS = 8 * 3600_000;

export function formatDateTime(d: Date): string {
  return new Date(d.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
