// The login key pair (spec section 5: login and password payloads are RSA-OAEP SHA-256 encrypted).
// RSA-3072, made once and kept in server_keys so restarts and other processes share it.
import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Database } from '../../db';
import { fail } from '../../core';

const KEY_ID = 'login-rsa-3072-1';

interface KeyRow {
  key_id: string;
  public_pem: string;
  private_pem: string;
}

export class KeyService {
  private constructor(
    readonly keyId: string,
    readonly publicPem: string,
    private readonly privateKey: KeyObject,
  ) {}

  /** Loads the persisted key pair, creating it on the very first start. */
  static async ensure(db: Database): Promise<KeyService> {
    const read = async () =>
      (await db.owner.query<KeyRow>('SELECT key_id, public_pem, private_pem FROM server_keys ORDER BY created_at DESC LIMIT 1'))[0];
    let row = await read();
    if (!row) {
      const { publicKey, privateKey } = await promisify(generateKeyPair)('rsa', {
        modulusLength: 3072,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      await db.owner.query(
        'INSERT INTO server_keys (key_id, public_pem, private_pem) VALUES ($1, $2, $3) ON CONFLICT (key_id) DO NOTHING',
        [KEY_ID, publicKey, privateKey],
      );
      row = (await read())!;
    }
    return new KeyService(row.key_id, row.public_pem, createPrivateKey(row.private_pem));
  }

  /** Decrypts base64 RSA-OAEP (SHA-256, MGF1 SHA-256) ciphertext. Anything else, including PKCS#1 v1.5
   * ciphertext, is refused. */
  decrypt(base64: string): Buffer {
    try {
      const buf = Buffer.from(base64, 'base64');
      if (buf.length !== 384) throw new Error('length');
      return privateDecrypt({ key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, buf);
    } catch {
      throw fail('DECRYPT_FAILED');
    }
  }
}
