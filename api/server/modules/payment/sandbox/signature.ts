// How the sandbox provider signs its notifications, and how the server checks them: HMAC-SHA256 over the
// fields sorted by name ("k=v" joined by "&", the signature itself left out), hex, with the deployment's
// secret. Any change to any field, a missing field or a signature made with another key fails.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_FIELDS = ['notifyId', 'merchantId', 'outTradeNo', 'tradeNo', 'amountFen', 'tradeStatus', 'timestamp'] as const;
export type SignedField = (typeof SIGNED_FIELDS)[number];
export type NotificationFields = Record<SignedField, string>;
export type SignedNotification = NotificationFields & { sign: string };

function canonical(fields: NotificationFields): string {
  return [...SIGNED_FIELDS].sort().map((k) => `${k}=${fields[k]}`).join('&');
}

export function sign(fields: NotificationFields, secret: string): string {
  return createHmac('sha256', secret).update(canonical(fields), 'utf8').digest('hex');
}

/** The fields of a well-formed, correctly signed body; null otherwise. */
export function verify(body: unknown, secret: string): NotificationFields | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const fields = {} as NotificationFields;
  for (const k of SIGNED_FIELDS) {
    const v = b[k];
    if (typeof v !== 'string' || v.length === 0 || v.length > 64) return null;
    fields[k] = v;
  }
  if (typeof b.sign !== 'string' || !/^[0-9a-f]{64}$/.test(b.sign)) return null;
  const expected = Buffer.from(sign(fields, secret), 'hex');
  const given = Buffer.from(b.sign, 'hex');
  return timingSafeEqual(expected, given) ? fields : null;
}
