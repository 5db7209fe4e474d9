// Encrypted payloads (spec section 5): base64 RSA-OAEP SHA-256 of a JSON object that carries a timestamp
// and a nonce besides its fields. A payload outside the anti-replay window or seen before is refused,
// so a captured ciphertext cannot be sent again.
import type { ValidateFunction } from 'ajv';
import { REPLAY_WINDOW_MS } from '../../../catalogue';
import { createAjv, localizeErrors } from '../../../../engine/validation';
import { fail, NO_TENANT_SCOPE, type Deps } from '../../core';
import { entitySchemas, requestSchema } from '../../entities';

const ajv = createAjv({ schemas: entitySchemas() });
const stamp = {
  timestamp: { type: 'integer', title: '时间戳', minimum: 0, maximum: 9_999_999_999_999 },
  nonce: { type: 'string', title: '随机数', pattern: '^[A-Za-z0-9_-]{8,128}$' },
};

/** Login: any password text (old passwords need not follow today's rule); the captcha after 3 failures. */
export const loginPayload = ajv.compile<{ phone: string; password: string; captchaId?: string; captchaCode?: string; timestamp: number; nonce: string }>(requestSchema({
  type: 'object',
  properties: {
    phone: { $ref: 'account#/properties/phone' }, password: { type: 'string', title: '密码', minLength: 1, maxLength: 64 },
    captchaId: { $ref: 'account#/properties/captchaId' }, captchaCode: { $ref: 'account#/properties/captchaCode' }, ...stamp,
  },
  required: ['phone', 'password', 'timestamp', 'nonce'],
  additionalProperties: false,
}));

/** A new password: the spec's rule (8-20 with lower case, upper case and digit). */
export const newPasswordPayload = ajv.compile<{ password: string; timestamp: number; nonce: string }>(requestSchema({
  type: 'object',
  properties: { password: { $ref: 'account#/properties/password' }, ...stamp },
  required: ['password', 'timestamp', 'nonce'],
  additionalProperties: false,
}));

export async function openSealed<T extends { timestamp: number; nonce: string }>(
  deps: Deps,
  base64: string,
  validate: ValidateFunction<T>,
): Promise<T> {
  const plain = deps.services.keys.decrypt(base64);
  let value: unknown;
  try {
    value = JSON.parse(plain.toString('utf8'));
  } catch {
    throw fail('DECRYPT_FAILED');
  }
  if (!validate(value)) {
    const fields = localizeErrors(validate.errors);
    throw fail('BAD_REQUEST', fields[0]?.message, fields);
  }
  if (Math.abs(deps.clock.now() - value.timestamp) > REPLAY_WINDOW_MS) throw fail('REPLAY');
  // One scope for every tenant: a captured ciphertext opens nothing in another tenant either.
  if (!(await deps.nonces.useOnce(NO_TENANT_SCOPE, `p:${value.nonce}`, 2 * REPLAY_WINDOW_MS))) throw fail('REPLAY');
  return value;
}
