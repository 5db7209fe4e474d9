// Spec 5: login and password payloads are encrypted with the server's public key, RSA-OAEP with SHA-256
// (and MGF1 with SHA-256: the mix with MGF1 SHA-1 cannot be decrypted by Node, see STACK.md). The
// plaintext carries a timestamp and a nonce so a captured cipher text cannot be replayed.
// node-forge (about 78 KB gzip) is imported here only, dynamically: it loads when a password is sent.

/** What is sent instead of the payload. */
export interface SealedPayload {
  cipherText: string;
}

const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

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

export async function sealPayload(
  payload: Record<string, unknown>,
  publicKey: string,
  now: number = Date.now(),
): Promise<SealedPayload> {
  const forge = await loadForge();
  const key = forge.pki.publicKeyFromPem(toPem(publicKey));
  const plaintext = forge.util.encodeUtf8(JSON.stringify({ ...payload, timestamp: now, nonce: randomHex(16) }));
  // OAEP fits k - 2 * hLen - 2 bytes in one block (190 for a 2048-bit key with SHA-256).
  const room = Math.floor(key.n.bitLength() / 8) - 2 * 32 - 2;
  if (plaintext.length > room) throw new Error(`payload too long to encrypt: ${plaintext.length} > ${room} bytes`);
  const encrypted = key.encrypt(plaintext, 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return { cipherText: forge.util.encode64(encrypted) };
}
