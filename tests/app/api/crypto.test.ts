// Spec 5: password payloads sealed with RSA-OAEP SHA-256 (MGF1 SHA-256) must open with Node's
// privateDecrypt(oaepHash sha256), i.e. with what the server uses; what is sealed, and where, follows the
// catalogue (CallDef.encrypted, wire.ts SEALED). Spec 9: the SM4 helper.
import { constants, createCipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createClient, sealPayload, sm4Decrypt, toPem } from '../../../api/client';
import { callByKey, SEALED } from '../../../api/catalogue';
import { ORIGIN, fakeFetch, fakeHost, ok } from '../helpers/fake-api';

// The server's key kind (api/catalogue/wire.ts SEALED): RSA-3072.
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
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
    expect(Buffer.from(sealed, 'base64')).toHaveLength(384);
    const plain = open(sealed) as Record<string, unknown>;
    expect(plain).toEqual({ phone: '13800000000', password: 'Abc12345密', timestamp: 1_714_550_400_000, nonce: expect.any(String) });
    expect(plain.nonce).toMatch(new RegExp(SEALED.noncePattern));
  });

  it('two seals of the same payload differ (OAEP is randomised, the nonce is new)', async () => {
    const a = await sealPayload({ password: 'x' }, publicPem);
    const b = await sealPayload({ password: 'x' }, publicPem);
    expect(a).not.toBe(b);
    expect((open(a) as { nonce: string }).nonce).not.toBe((open(b) as { nonce: string }).nonce);
  });

  it('accepts the bare base64 key as well as a PEM', async () => {
    const bare = publicPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(toPem(bare)).toBe(publicPem.trim());
    expect(open(await sealPayload({ password: 'y' }, bare))).toMatchObject({ password: 'y' });
  });

  it('fits 318 bytes in the RSA-3072 block and refuses more rather than sending garbage', async () => {
    const stamp = JSON.stringify({ timestamp: 1_714_550_400_000, nonce: 'x'.repeat(32) }).length - 2;
    const fill = (n: number) => ({ p: 'x'.repeat(n - stamp - '{"p":"",}'.length) });
    await expect(sealPayload(fill(318), publicPem, 1_714_550_400_000)).resolves.toBeTypeOf('string');
    await expect(sealPayload(fill(319), publicPem, 1_714_550_400_000)).rejects.toThrow(/too long/);
  });
});

describe('sealed calls follow the catalogue (CallDef.encrypted)', () => {
  const setup = () => {
    const api = fakeFetch({
      [callByKey.get('acl.getPubKey')!.path]: () => ok({ key: publicPem, keyId: 'k1' }),
      [callByKey.get('acl.login')!.path]: () => ok({}),
      [callByKey.get('acl.registerByMobile')!.path]: () => ok({}),
      [callByKey.get('acl.retrievePassword')!.path]: () => ok(null),
      [callByKey.get('mall.mallList')!.path]: () => ok([]),
    });
    const client = createClient({ host: fakeHost().host, fetch: api.fetch, origin: ORIGIN, now: () => 1_714_550_400_000 });
    const paths = () => api.requests.map((r) => new URL(r.url).pathname);
    return { api, client, paths };
  };

  it('login: the public key first, then only {data}: the whole payload sealed and stamped', async () => {
    const { api, client, paths } = setup();
    await client.call('acl.login', { phone: '13800000000', password: 'Secret123' });
    expect(paths()).toEqual([callByKey.get('acl.getPubKey')!.path, callByKey.get('acl.login')!.path]);
    const body = api.bodies[1] as Record<string, string>;
    expect(Object.keys(body)).toEqual([SEALED.payloadField]);
    expect(open(body.data!)).toEqual({ phone: '13800000000', password: 'Secret123', timestamp: 1_714_550_400_000, nonce: expect.any(String) });
  });

  it('registration and retrieval: only the password field is sealed, as {password, timestamp, nonce}', async () => {
    const { api, client } = setup();
    await client.call('acl.registerByMobile', { phone: '13911110000', smsCode: '123456', password: 'Abc12345', captchaId: 'c1', captchaCode: '1234' });
    const reg = api.bodies[1] as Record<string, string>;
    expect(reg).toMatchObject({ phone: '13911110000', smsCode: '123456', captchaId: 'c1', captchaCode: '1234' });
    expect(open(reg.password!)).toEqual({ password: 'Abc12345', timestamp: 1_714_550_400_000, nonce: expect.any(String) });
    await client.call('acl.retrievePassword', { phone: '13911110000', smsCode: '654321', password: 'Xyz98765', captchaId: 'c2', captchaCode: '4321' });
    const ret = api.bodies[3] as Record<string, string>;
    expect(Object.keys(ret).sort()).toEqual(['captchaCode', 'captchaId', 'password', 'phone', 'smsCode']);
    expect(open(ret.password!)).toMatchObject({ password: 'Xyz98765' });
  });

  it('a call the catalogue does not mark goes as it is, without fetching the key', async () => {
    const { api, client, paths } = setup();
    await client.call('mall.mallList', { tntId: 'T' });
    expect(paths()).toEqual([callByKey.get('mall.mallList')!.path]);
    expect(api.bodies[0]).toEqual({ tntId: 'T' });
  });

  it('the marked calls are exactly the ones whose request schema carries the sealed field', () => {
    for (const c of callByKey.values()) {
      const field = c.encrypted === 'payload' ? SEALED.payloadField : c.encrypted === 'password' ? SEALED.passwordField : undefined;
      const props = (c.request.properties ?? {}) as Record<string, { $ref?: string }>;
      if (field) expect(props[field]?.$ref, c.key).toMatch(/^account#\/properties\/encrypted(Data|Password)$/);
      else expect(Object.values(props).some((p) => /encrypted(Data|Password)$/.test(p.$ref ?? '')), c.key).toBe(false);
    }
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
