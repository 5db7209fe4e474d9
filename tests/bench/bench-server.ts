// What a bench of the real server needs: a throw-away database per engine (PGlite in a temporary
// directory; PostgreSQL when DATABASE_URL is set or 127.0.0.1:5432 answers: a database created and dropped
// here), and a client that signs calls like the browser (anti-replay and tenant headers) and logs in with
// a sealed password.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { HEADERS, callByKey } from '../../api/catalogue';
import { openDatabase, type Database } from '../../api/server/db';
import { DirBlobStore } from '../../api/server/storage';

export const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const nonce = () => randomBytes(12).toString('hex');

export async function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port: 5432, timeout: 500 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

export interface Engine {
  kind: 'pglite' | 'postgres';
  open(): Promise<Database>;
  /** Where the server's uploaded files go (a temporary directory, removed by cleanup()). */
  files: DirBlobStore;
  cleanup(): Promise<void>;
}

export function pgliteEngine(label: string): Engine {
  const dir = mkdtempSync(join(tmpdir(), `scpr-${label}-bench-`));
  return {
    kind: 'pglite', open: () => openDatabase({ dataDir: join(dir, 'data') }), files: new DirBlobStore(join(dir, 'files')),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function postgresEngine(adminUrl: string, label: string, poolSize?: number): Engine {
  const name = `scpr_bench_${label}_${process.pid}_${Date.now()}`;
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const admin = async (text: string) => {
    const a = await openDatabase({ databaseUrl: adminUrl, poolSize: 1 });
    try {
      await a.owner.exec(text);
    } finally {
      await a.close();
    }
  };
  const dir = mkdtempSync(join(tmpdir(), `scpr-${label}-bench-`));
  return {
    kind: 'postgres',
    open: async () => {
      await admin(`CREATE DATABASE ${name}`);
      return openDatabase({ databaseUrl: u.toString(), ...(poolSize ? { poolSize } : {}) });
    },
    files: new DirBlobStore(join(dir, 'files')),
    cleanup: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The engines of this run: PGlite always, PostgreSQL when one answers. */
export async function benchEngines(label: string, pgPoolSize?: number): Promise<Engine[]> {
  const pgUrl = process.env.DATABASE_URL ?? ((await postgresAnswers()) ? LOCAL_PG : undefined);
  return [pgliteEngine(label), ...(pgUrl ? [postgresEngine(pgUrl, label, pgPoolSize)] : [])];
}

export interface Answer {
  code: string;
  msg?: string;
  resultData: Record<string, unknown>;
}

/** Signed calls by catalogue key against a listening server. */
export class BenchClient {
  private pub: forge.pki.rsa.PublicKey | null = null;
  constructor(
    private readonly base: string,
    private readonly tenant: { tntId: string; idytpCd: string },
  ) {}

  headers(token?: string): Record<string, string> {
    return {
      'content-type': 'application/json', [HEADERS.timestamp]: String(Date.now()), [HEADERS.nonce]: nonce(),
      [HEADERS.tntId]: this.tenant.tntId, [HEADERS.idytpCd]: this.tenant.idytpCd, ...(token ? { [HEADERS.token]: token } : {}),
    };
  }

  async call(key: string, body: object, token?: string): Promise<Answer> {
    const call = callByKey.get(key);
    if (!call) throw new Error(`${key} is not in the catalogue`);
    const res = await fetch(this.base + call.path, { method: 'POST', headers: this.headers(token), body: JSON.stringify(body) });
    return (await res.json()) as Answer;
  }

  async login(phone: string, password = 'Demo@2026'): Promise<string> {
    this.pub ??= forge.pki.publicKeyFromPem((await this.call('acl.getPubKey', {})).resultData.key as string);
    const plain = forge.util.encodeUtf8(JSON.stringify({ phone, password, timestamp: Date.now(), nonce: nonce() }));
    const sealed = forge.util.encode64(this.pub.encrypt(plain, 'RSA-OAEP', { md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } }));
    const r = await this.call('acl.login', { data: sealed });
    if (r.code !== '0') throw new Error(`bench login ${phone} failed: ${JSON.stringify(r)}`);
    return (r.resultData.tokenDTO as { access_token: string }).access_token;
  }
}
