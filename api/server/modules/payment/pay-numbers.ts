// Payment numbers people can read and quote: ZF + date and time (China Standard Time) + 6 random digits,
// unique per tenant by key (payments (tnt_id, pay_no)); a collision is retried by the caller's unique check.
import { randomInt, createHmac } from 'node:crypto';

export function newPayNo(now: number): string {
  const d = new Date(now + 8 * 3600_000).toISOString(); // 2026-11-24T12:34:56.789Z in UTC+8
  const stamp = d.slice(0, 19).replace(/[-T:]/g, '');
  return `ZF${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The token the result page carries: it shows a payment's outcome without a login, to whoever the
 * provider sent back, and to nobody who merely guesses a number. */
export function resultToken(secret: string, tntId: string, payNo: string): string {
  return createHmac('sha256', secret).update(`result\u0000${tntId}\u0000${payNo}`).digest('hex').slice(0, 32);
}
