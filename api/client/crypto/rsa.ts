// Spec 5: login and password payloads are encrypted with the server's public key, RSA-OAEP with SHA-256
// (and MGF1 with SHA-256: the mix with MGF1 SHA-1 cannot be decrypted by Node, see STACK.md). The
// plaintext carries a timestamp and a nonce so a captured cipher text cannot be replayed. What is sealed
// and where it travels is the catalogue's fact (CallDef.encrypted, wire.ts SEALED).
// node-forge (about 78 KB gzip) is imported here only, dynamically: it loads when a password is sent.
import type { CallDef } from '../../catalogue/types';
import { SEALED } from '../../catalogue/wire';

const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/** OAEP with SHA-256 fits k - 2 * 32 - 2 bytes in one block (318 for the server's RSA-3072 key). */
const HASH_BYTES = 32;

/** getPubKey may answer a PEM or the bare base64 of the SubjectPublicKeyInfo. */
export function toPem(key: string): string {
  const trimmed = key.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed;
  const body = trimmed.replace(/\s+/g, '').match(/.{1,64}/g)?.join('\n') ?? '';
  return `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`;
}

async function loadForge() {
  const mod = await import('node-forge');
  return (mod as unknown as { default?: typeof mod }).default ?? mod;
}

/**
 * Base64 RSA-OAEP (SHA-256, MGF1 SHA-256) of the UTF-8 JSON {...fields, timestamp, nonce}: exactly what
 * the server opens (wire.ts SEALED). `now` must be the server's idea of now within the replay window.
 */
export async function sealPayload(fields: Record<string, unknown>, publicKey: string, now: number = Date.now()): Promise<string> {
  const forge = await loadForge();
  const key = forge.pki.publicKeyFromPem(toPem(publicKey));
  const plaintext = forge.util.encodeUtf8(JSON.stringify({ ...fields, timestamp: now, nonce: randomHex(16) }));
  const room = Math.floor(key.n.bitLength() / 8) - 2 * HASH_BYTES - 2;
  if (plaintext.length > room) throw new Error(`payload too long to encrypt: ${plaintext.length} > ${room} bytes`);
  const encrypted = key.encrypt(plaintext, 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(encrypted);
}

/**
 * The body a call marked `encrypted` sends (CallDef.encrypted):
 * - 'payload': `{ data: seal(payload) }`, nothing else in the clear;
 * - 'password': the payload with its `password` replaced by `seal({ password })`.
 * Calls without the mark send the payload unchanged.
 */
export async function sealedBody(def: Pick<CallDef, 'encrypted'>, payload: unknown, publicKey: () => Promise<string>, now: number): Promise<unknown> {
  if (!def.encrypted) return payload;
  const fields = (payload ?? {}) as Record<string, unknown>;
  if (def.encrypted === 'payload') return { [SEALED.payloadField]: await sealPayload(fields, await publicKey(), now) };
  const { [SEALED.passwordField]: password, ...rest } = fields;
  if (typeof password !== 'string') return payload; // nothing to seal: the server's schema says what is missing
  return { ...rest, [SEALED.passwordField]: await sealPayload({ [SEALED.passwordField]: password }, await publicKey(), now) };
}
