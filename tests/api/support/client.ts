// The test client: calls by catalogue key through Fastify inject, with the headers the browser's client
// sends (prereq, xvrandom, tenant, login_token), and checks every successful resultData against the
// catalogue's response schema. Login payloads are encrypted with node-forge exactly as the browser does.
import { randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { FastifyInstance } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { callByKey, HEADERS, type Envelope } from '../../../api/catalogue';
import { createAjv } from '../../../engine/validation';
import { entitySchemas } from '../../../api/server/entities';
import type { ManualClock } from '../../../api/server/core';

export const DEMO = { tntId: 'T1001', idytpCd: 'AGRI' } as const;
export const APPLE = { tntId: 'T1002', idytpCd: 'APPLE' } as const;
export const TCM = { tntId: 'T1003', idytpCd: 'TCM' } as const;
export const PASSWORD = 'Demo@2026';

export interface CallOptions {
  token?: string;
  /** null: send no tenant headers. */
  tenant?: { tntId: string; idytpCd?: string } | null;
  headers?: Record<string, string>;
  nonce?: string;
  timestamp?: number;
  query?: Record<string, string>;
  /** The client's address as the server sees it (default 127.0.0.1). */
  remoteAddress?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CallResult<T = any> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

const ajv = createAjv({ schemas: entitySchemas() });
const responseValidators = new Map<string, ValidateFunction>();

export const nonce = (): string => randomBytes(12).toString('hex');

export class Client {
  private publicKey: forge.pki.rsa.PublicKey | null = null;
  constructor(
    private readonly app: FastifyInstance,
    private readonly clock: ManualClock,
  ) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call<T = any>(key: string, body: unknown = {}, o: CallOptions = {}): Promise<CallResult<T>> {
    const call = callByKey.get(key);
    if (!call) throw new Error(`unknown catalogue key ${key}`);
    const tenant = o.tenant === undefined ? DEMO : o.tenant;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [HEADERS.timestamp]: String(o.timestamp ?? this.clock.now()),
      [HEADERS.nonce]: o.nonce ?? nonce(),
      ...(tenant ? { [HEADERS.tntId]: tenant.tntId, ...(tenant.idytpCd ? { [HEADERS.idytpCd]: tenant.idytpCd } : {}) } : {}),
      ...(o.token ? { [HEADERS.token]: o.token } : {}),
      ...o.headers,
    };
    const res = await this.app.inject({
      method: call.method,
      url: call.path,
      headers,
      payload: JSON.stringify(body),
      ...(o.query ? { query: o.query } : {}),
      ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
    });
    const parsed = res.json() as Envelope<T>;
    if (res.statusCode === 200 && parsed.code === '0') {
      let validate = responseValidators.get(key);
      if (!validate) responseValidators.set(key, (validate = ajv.compile(call.response)));
      if (!validate(parsed.resultData)) {
        throw new Error(`${key}: resultData breaks the catalogue response schema: ${ajv.errorsText(validate.errors)}`);
      }
    }
    return { status: res.statusCode, body: parsed, headers: res.headers };
  }

  async pem(tenant: CallOptions['tenant'] = DEMO): Promise<string> {
    const r = await this.call<{ key: string }>('acl.getPubKey', {}, { tenant });
    return r.body.resultData.key;
  }

  /** Encrypts like the browser: RSA-OAEP with SHA-256 (and MGF1 SHA-256), base64. */
  async seal(payload: object, scheme: 'RSA-OAEP' | 'RSAES-PKCS1-V1_5' = 'RSA-OAEP'): Promise<string> {
    this.publicKey ??= forge.pki.publicKeyFromPem(await this.pem());
    const data = forge.util.encodeUtf8(JSON.stringify(payload));
    const encrypted =
      scheme === 'RSA-OAEP'
        ? this.publicKey.encrypt(data, 'RSA-OAEP', { md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } })
        : this.publicKey.encrypt(data, 'RSAES-PKCS1-V1_5');
    return forge.util.encode64(encrypted);
  }

  /** The sealed login payload for a phone and password, stamped now. */
  loginData(phone: string, password = PASSWORD, extra: object = {}): Promise<string> {
    return this.seal({ phone, password, timestamp: this.clock.now(), nonce: nonce(), ...extra });
  }

  /** A sealed new password, as registration and retrieval send it. */
  passwordData(password: string): Promise<string> {
    return this.seal({ password, timestamp: this.clock.now(), nonce: nonce() });
  }

  async login(phone: string, password = PASSWORD, tenant: CallOptions['tenant'] = DEMO): Promise<CallResult> {
    return this.call('acl.login', { data: await this.loginData(phone, password) }, { tenant });
  }

  /** Logs in and returns the access token, failing loudly if login fails. */
  async token(phone: string, tenant: CallOptions['tenant'] = DEMO): Promise<string> {
    const r = await this.login(phone, PASSWORD, tenant);
    if (r.body.code !== '0') throw new Error(`login ${phone} failed: ${r.body.code} ${r.body.msg}`);
    return r.body.resultData.tokenDTO.access_token as string;
  }
}
