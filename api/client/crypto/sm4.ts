// Spec 9: a fixed-key SM4 decrypt helper. The key is configuration, never source: VITE_SM4_KEY
// (32 hex characters). ECB with PKCS#7, input hex, output UTF-8 text. sm-crypto is loaded on first use
// so it stays out of the entry chunk.

/** The key from the build's environment. */
export function configuredSm4Key(): string | undefined {
  const key = (import.meta.env as Record<string, string | undefined>).VITE_SM4_KEY;
  return key && key.length > 0 ? key : undefined;
}

async function loadSm4() {
  const mod = await import('sm-crypto');
  return ((mod as unknown as { default?: typeof mod }).default ?? mod).sm4;
}

export async function sm4Decrypt(cipherHex: string, key: string | undefined = configuredSm4Key()): Promise<string> {
  if (!key || !/^[0-9a-fA-F]{32}$/.test(key)) throw new Error('SM4 key missing or not 32 hex characters (VITE_SM4_KEY)');
  const sm4 = await loadSm4();
  return sm4.decrypt(cipherHex, key, { padding: 'pkcs#7', output: 'string' });
}
