// Order numbers people can read: the tenant's day in China time (yyyymmdd) and a 6-digit sequence of that
// day, e.g. 20261124000123; unique per tenant (orders' UNIQUE (tnt_id, order_no)). The day's counter row
// is taken with an upsert, so concurrent creates queue on it for the rest of their transaction.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db';

const CHINA_OFFSET_MS = 8 * 3600_000;

/** yyyymmdd of an instant in China time. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** yyyy-mm-dd of an instant in China time, plus some days (due dates). */
export function chinaDate(at: Date, plusDays = 0): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS + plusDays * 86_400_000).toISOString().slice(0, 10);
}

export async function nextOrderNo(tx: Tx, tntId: string, at: Date): Promise<string> {
  const day = chinaDay(at);
  const r = await tx.execute(sql`
    INSERT INTO order_number_seq (tnt_id, day, last_no) VALUES (${tntId}, ${day}, 1)
    ON CONFLICT (tnt_id, day) DO UPDATE SET last_no = order_number_seq.last_no + 1
    RETURNING last_no`);
  const n = Number((r as unknown as { rows: { last_no: string | number }[] }).rows[0]!.last_no);
  return day + String(n).padStart(6, '0');
}
