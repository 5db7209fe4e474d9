// Payment numbers people can read and quote: ZF + date and time (China Standard Time) + 6 random digits,
// unique per tenant by key (payments (tnt_id, pay_no)); a collision is retried by the caller's unique check.
import { createHash, createHmac, randomInt } from 'node:crypto';

export function newPayNo(now: number): string {
  const d = new Date(now + 8 * 3600_000).toISOString(); // 2026-11-24T12:34:56.789Z in UTC+8
  const stamp = d.slice(0, 19).replace(/[-T:]/g, '');
  return `ZF${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** An online attempt's own return token: the provider sends the payer's browser back with it, and only
 * its holder sees the attempt's outcome. Derived from the attempt's random id with the deployment's key
 * (so every call that continues the attempt gives the provider the same return address); the payment row
 * keeps only its digest. 128 bits, hex. */
export function returnToken(key: string, tntId: string, payId: string): string {
  return createHmac('sha256', key).update(`return\u0000${tntId}\u0000${payId}`).digest('hex').slice(0, 32);
}

export const returnDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
