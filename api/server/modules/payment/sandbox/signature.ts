// How the sandbox provider signs its notifications, and how the server checks them: HMAC-SHA256 over the
// fields sorted by name ("k=v" joined by "&", the signature itself left out), hex, with the deployment's
// secret. Any change to any field, a missing field or a signature made with another key fails. The pay
// notification and the refund notification are signed the same way over their own field lists; the refund's
// carries notifyType=REFUND, so neither body ever passes as the other.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_FIELDS = ['notifyId', 'merchantId', 'outTradeNo', 'tradeNo', 'amountFen', 'tradeStatus', 'timestamp'] as const;
export type SignedField = (typeof SIGNED_FIELDS)[number];
export type NotificationFields = Record<SignedField, string>;
export type SignedNotification = NotificationFields & { sign: string };

export const REFUND_SIGNED_FIELDS = ['notifyId', 'notifyType', 'merchantId', 'outTradeNo', 'tradeNo', 'refundNo', 'refundId', 'amountFen', 'refundStatus', 'timestamp'] as const;
export type RefundNotificationFields = Record<(typeof REFUND_SIGNED_FIELDS)[number], string>;
export type SignedRefundNotification = RefundNotificationFields & { sign: string };
export const REFUND_NOTIFY_TYPE = 'REFUND';

function canonical(names: readonly string[], fields: Record<string, string>): string {
  return [...names].sort().map((k) => `${k}=${fields[k]}`).join('&');
}

function signOver(names: readonly string[], fields: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(canonical(names, fields), 'utf8').digest('hex');
}

function verifyOver<F extends Record<string, string>>(names: readonly string[], body: unknown, secret: string): F | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const k of names) {
    const v = b[k];
    if (typeof v !== 'string' || v.length === 0 || v.length > 64) return null;
    fields[k] = v;
  }
  if (typeof b.sign !== 'string' || !/^[0-9a-f]{64}$/.test(b.sign)) return null;
  const expected = Buffer.from(signOver(names, fields, secret), 'hex');
  const given = Buffer.from(b.sign, 'hex');
  return timingSafeEqual(expected, given) ? (fields as F) : null;
}

export function sign(fields: NotificationFields, secret: string): string {
  return signOver(SIGNED_FIELDS, fields, secret);
}

/** The fields of a well-formed, correctly signed pay notification; null otherwise. */
export function verify(body: unknown, secret: string): NotificationFields | null {
  return verifyOver<NotificationFields>(SIGNED_FIELDS, body, secret);
}

export function signRefund(fields: RefundNotificationFields, secret: string): string {
  return signOver(REFUND_SIGNED_FIELDS, fields, secret);
}

/** The fields of a well-formed, correctly signed refund notification; null otherwise. */
export function verifyRefund(body: unknown, secret: string): RefundNotificationFields | null {
  const f = verifyOver<RefundNotificationFields>(REFUND_SIGNED_FIELDS, body, secret);
  return f && f.notifyType === REFUND_NOTIFY_TYPE ? f : null;
}
