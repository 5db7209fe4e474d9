// The client against the contract it shares with the server (api/catalogue): every key it calls exists,
// no key is written outside keys.ts, the wire facts come from wire.ts, and every code the server sends
// (errors.ts) gets the spec 8 behaviour.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callByKey, catalogue, ERRORS, HEADERS, UNIFY_TENANT, type Envelope } from '../../../api/catalogue';
import { createClient, interpret, KEYS } from '../../../api/client';
import { CONFIG } from '../../../src/config';
import { fakeFetch, fakeHost, ok, ORIGIN } from '../helpers/fake-api';

const ROOT = join(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('catalogue keys', () => {
  it.each(Object.entries(KEYS))('KEYS.%s = %s is a call of the catalogue', (_name, key) => {
    expect(callByKey.has(key), `${key} is not in api/catalogue (npm run -s catalogue lists the keys)`).toBe(true);
  });

  it('no file of api/client or src writes a catalogue key outside keys.ts', () => {
    const domains = [...new Set(catalogue.map((c) => c.key.split('.')[0]))].join('|');
    const literal = new RegExp(`['"\`](?:${domains})\\.[A-Za-z]+['"\`]`, 'g');
    const offenders = [...sources(join(ROOT, 'api', 'client')), ...sources(join(ROOT, 'src'))]
      .filter((f) => !f.endsWith(join('api', 'client', 'keys.ts')) && !f.endsWith(join('api', 'client', 'gen', 'routes.ts'))) // the route table generated from the catalogue
      .flatMap((f) => (readFileSync(f, 'utf8').match(literal) ?? []).map((m) => `${relative(ROOT, f)}: ${m}`));
    expect(offenders).toEqual([]);
  });
});

describe('wire facts from api/catalogue/wire.ts', () => {
  it('the unify tenant defaults to the catalogue constant (one source of truth)', () => {
    expect({ tntId: CONFIG.unifyTenantId, idytpCd: CONFIG.unifyIdytpCd }).toEqual(UNIFY_TENANT);
  });

  it('every request carries the HEADERS names: token, tenant, anti-replay', async () => {
    const { fetch, requests } = fakeFetch({ [callByKey.get(KEYS.unreadCount)!.path]: () => ok({ unreadCount: 0 }) });
    const { host } = fakeHost({ access_token: 'AT', refresh_token: 'RT', expired: Date.parse('2100-01-01'), seqNo: 'S' }, { tntId: 'T1001', idytpCd: 'AGRI' });
    await createClient({ host, fetch, origin: ORIGIN, now: () => 1_700_000_000_000 }).call(KEYS.unreadCount, {});
    const sent = Object.fromEntries([...requests[0]!.headers.entries()]);
    expect(sent).toMatchObject({
      [HEADERS.token]: 'AT',
      [HEADERS.tntId]: 'T1001',
      [HEADERS.idytpCd]: 'AGRI',
      [HEADERS.timestamp]: '1700000000000',
      [HEADERS.nonce]: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});

describe('every server code (errors.ts) gets the spec 8 behaviour', () => {
  const reaction = (e: { code: string; status: number; msg: string }) =>
    interpret({ kind: 'envelope', status: e.status, envelope: { code: e.code, msg: e.msg, resultData: null } satisfies Envelope });

  it('expired token: alert 登录已过期, then logout', () => {
    const r = reaction(ERRORS.TOKEN_EXPIRED);
    expect([r.show, r.then]).toEqual([{ kind: 'alert', message: '登录已过期', button: '确定' }, 'logout']);
  });

  it('invalid or revoked token (YTOKEN0000010): toast with the message, and logout', () => {
    const r = reaction(ERRORS.TOKEN_INVALID);
    expect([r.show, r.then]).toEqual([{ kind: 'toast', message: ERRORS.TOKEN_INVALID.msg, durationMs: 2000 }, 'logout']);
  });

  it('forced out (YSJTL00000001): alert with the message, then logout', () => {
    const r = reaction(ERRORS.FORCED_OUT);
    expect([r.show, r.then]).toEqual([{ kind: 'alert', message: ERRORS.FORCED_OUT.msg, button: '确定' }, 'logout']);
  });

  it.each(Object.entries(ERRORS).filter(([, e]) => e.code.startsWith('YSCPR') && e.status !== 500))(
    'our %s code: a 2 s toast with its msg, the session stays',
    (_name, e) => {
      const r = reaction(e);
      expect([r.settle, r.show, r.then]).toEqual(['reject', { kind: 'toast', message: e.msg, durationMs: 2000 }, 'none']);
    },
  );

  it('the 500 code: 服务器异常，请稍后再试', () => {
    expect(reaction(ERRORS.INTERNAL).show).toEqual({ kind: 'toast', message: '服务器异常，请稍后再试', durationMs: 2000 });
  });
});
