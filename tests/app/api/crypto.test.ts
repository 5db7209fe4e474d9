// Spec 5: password payloads sealed with RSA-OAEP SHA-256 (MGF1 SHA-256) must open with Node's
// privateDecrypt(oaepHash sha256), i.e. with what the server uses. Spec 9: the SM4 helper.
import { constants, createCipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createClient, sealPayload, sm4Decrypt, toPem } from '../../../api/client';
import { ORIGIN, def, fakeFetch, fakeHost, ok } from '../helpers/fake-api';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const open = (cipherText: string): unknown =>
  JSON.parse(
    privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(cipherText, 'base64')).toString(
      'utf8',
    ),
  );

describe('RSA-OAEP payload sealing', () => {
  it('Node opens what node-forge sealed; the plaintext carries the payload, a timestamp and a nonce', async () => {
    const sealed = await sealPayload({ phone: '13800000000', password: 'Abc12345密' }, publicPem, 1_714_550_400_000);
    const plain = open(sealed.cipherText) as Record<string, unknown>;
    expect(plain).toMatchObject({ phone: '13800000000', password: 'Abc12345密', timestamp: 1_714_550_400_000 });
    expect(plain.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('two seals of the same payload differ (OAEP is randomised, the nonce is new)', async () => {
    const a = await sealPayload({ password: 'x' }, publicPem);
    const b = await sealPayload({ password: 'x' }, publicPem);
    expect(a.cipherText).not.toBe(b.cipherText);
    expect((open(a.cipherText) as { nonce: string }).nonce).not.toBe((open(b.cipherText) as { nonce: string }).nonce);
  });

  it('accepts the bare base64 key as well as a PEM', async () => {
    const bare = publicPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(toPem(bare)).toBe(publicPem.trim());
    const sealed = await sealPayload({ password: 'y' }, bare);
    expect(open(sealed.cipherText)).toMatchObject({ password: 'y' });
  });

  it('refuses a payload that does not fit one OAEP block rather than sending garbage', async () => {
    await expect(sealPayload({ blob: 'x'.repeat(200) }, publicPem)).rejects.toThrow(/too long/);
  });

  it('login calls fetch the public key and send only the sealed payload', async () => {
    const catalogue = new Map([
      ['acl.getPubKey', def('acl.getPubKey', '/scpr/acl/getPubKey')],
      ['acl.login', def('acl.login', '/scpr/acl/login')],
      ['mall.getMallList', def('mall.getMallList', '/scpr/mall/getMallList')],
    ]);
    const api = fakeFetch({
      '/scpr/acl/getPubKey': () => ok(publicPem),
      '/scpr/acl/login': () => ok({ loginUser: {} }),
      '/scpr/mall/getMallList': () => ok([]),
    });
    const client = createClient({ host: fakeHost().host, catalogue, fetch: api.fetch, origin: ORIGIN });
    await client.call('acl.login', { phone: '13800000000', password: 'Secret123' });
    expect(api.requests.map((r) => new URL(r.url).pathname)).toEqual(['/scpr/acl/getPubKey', '/scpr/acl/login']);
    const body = api.bodies[1] as { cipherText: string };
    expect(Object.keys(body)).toEqual(['cipherText']);
    expect(open(body.cipherText)).toMatchObject({ phone: '13800000000', password: 'Secret123' });

    await client.call('mall.getMallList', { tntId: 'T' });
    expect(api.bodies[2]).toEqual({ tntId: 'T' });
  });
});

describe('SM4 decrypt helper', () => {
  const key = '0123456789abcdeffedcba9876543210';

  it('decrypts what Node encrypts with sm4-ecb (PKCS#7)', async () => {
    const cipher = createCipheriv('sm4-ecb', Buffer.from(key, 'hex'), null);
    const hex = Buffer.concat([cipher.update('手机号 13800000000', 'utf8'), cipher.final()]).toString('hex');
    await expect(sm4Decrypt(hex, key)).resolves.toBe('手机号 13800000000');
  });

  it('without a configured key it fails loudly instead of guessing', async () => {
    await expect(sm4Decrypt('00', undefined)).rejects.toThrow(/VITE_SM4_KEY/);
  });
});
