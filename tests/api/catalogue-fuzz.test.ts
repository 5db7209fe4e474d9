// Issue 13, item 3: every call of the catalogue, driven with bad values generated from its own request
// schema (support/fuzz-cases.ts), answers 4xx with a Chinese message: never 500, never success, and
// nothing is written (a fingerprint of every table, before and after). The calls are read from the
// catalogue, so a call added tomorrow is driven too. Each call is made as a demo account that may make
// it, so the bad values reach validation instead of stopping at the permission check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv';
import { catalogue, ERRORS, HEADERS, type CallDef } from '../../api/catalogue';
import { MSG } from '../../engine/validation';
import { compileRequestValidators } from '../../api/server/plugins';
import { PHONE } from '../support/demo-accounts';
import { nonce } from './support/client';
import { fuzzCases, loneSurrogateCases, type FuzzCase } from './support/fuzz-cases';
import { isFixedChoice, requestOf } from './support/schema-walk';
import { MULTIPART_CALLS } from '../../api/server/plugins/multipart-calls';
import { startTestServer, type TestServer } from './support/server';
import { databaseFingerprint } from './support/fingerprint';

let h: TestServer;
const tokens: string[] = [];
const validators: Map<string, ValidateFunction> = compileRequestValidators(catalogue);
const CHINESE = /[\u4e00-\u9fa5]/;

beforeAll(async () => {
  // Every bad value must reach validation: the per-address limit of unauthenticated calls (tested in
  // anti-replay.test.ts) is off here, or thousands of public calls from one address would stop at it.
  h = await startTestServer({ addressLimit: { perWindow: 0 } });
  for (const phone of [PHONE.tenantAdmin, PHONE.seller, PHONE.buyer, PHONE.agent, PHONE.warehouse, PHONE.farmer, PHONE.unifyAdmin]) {
    tokens.push(await h.client.token(phone));
  }
});
afterAll(() => h.close());

interface Answer {
  status: number;
  code: string;
  msg: string;
  detail?: { path: string; message: string }[];
}

async function send(call: CallDef, c: FuzzCase, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HEADERS.timestamp]: String(h.clock.now()),
    [HEADERS.nonce]: nonce(),
    [HEADERS.tntId]: 'T1001',
    [HEADERS.idytpCd]: 'AGRI',
    ...(token ? { [HEADERS.token]: token } : {}),
  };
  const query =
    call.method === 'GET' && c.body && typeof c.body === 'object' && !Array.isArray(c.body)
      ? Object.fromEntries(Object.entries(c.body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
      : undefined;
  const res = await h.app.inject({
    method: call.method,
    url: call.path,
    headers,
    ...(call.method === 'GET' ? (query ? { query } : {}) : { payload: c.raw ?? JSON.stringify(c.body) }),
  });
  let body: { code?: string; msg?: string; detail?: Answer['detail'] } = {};
  try {
    body = res.json();
  } catch {
    body = { code: 'not JSON', msg: res.body.slice(0, 80) };
  }
  return { status: res.statusCode, code: String(body.code), msg: String(body.msg), ...(Array.isArray(body.detail) ? { detail: body.detail } : {}) };
}

/** The first demo account whose call with an unknown field is refused by validation, not by permission. */
async function tokenFor(call: CallDef): Promise<string | undefined> {
  if (call.permission === 'public') return undefined;
  const probe: FuzzCase = { name: 'probe', body: { zzUnknown: 'x' } };
  for (const token of tokens) {
    const a = await send(call, probe, token);
    if (a.status !== 401 && a.status !== 403) return token;
  }
  return tokens[0];
}

describe('every catalogue call refuses bad values (issue 13, item 3)', () => {
  it('answers 4xx with a Chinese message, never 500, and writes nothing', async () => {
    const before = await databaseFingerprint(h.db);
    const wrong: string[] = [];
    const unreached: string[] = [];
    const notBad: string[] = [];
    let sent = 0;
    for (const call of catalogue) {
      const token = await tokenFor(call);
      const validate = validators.get(call.key)!;
      let reached = false;
      for (const c of fuzzCases(requestOf(call))) {
        // A generated case must break the schema (raw bodies are refused by the JSON parser).
        if (c.raw === undefined && validate(c.body)) {
          notBad.push(`${call.key} ${c.name}`);
          continue;
        }
        const a = await send(call, c, token);
        sent++;
        if (a.status !== 401 && a.status !== 403) reached = true;
        if (a.status < 400 || a.status > 499 || a.code === '0' || !CHINESE.test(a.msg)) {
          wrong.push(`${call.key} ${c.name}: ${a.status} ${a.code} ${a.msg}`);
        }
      }
      if (!reached && call.permission !== 'public') unreached.push(call.key);
    }
    expect(wrong).toEqual([]);
    expect(notBad).toEqual([]);
    // Every call that needs an account was reached by one of the demo accounts.
    expect(unreached).toEqual([]);
    console.log(`fuzz: ${sent} bad requests over ${catalogue.length} calls`);
    expect(sent).toBeGreaterThan(catalogue.length * 6);
    expect(await databaseFingerprint(h.db)).toEqual(before);
    // Thousands of requests, each now also spending its nonce in the database: a generous bound for a
    // busy machine (the figure of merit is the assertions above, not the time).
  }, 180_000);
});

// Issue 29, item 5: text the database refuses (PostgreSQL: a lone surrogate in jsonb is an error, in text it
// becomes U+FFFD) is refused at the door, in every string field of every call, by one rule of the request
// validation (x-plain: engine/validation/rules.ts plainTextFault), with a Chinese message naming the field.
// A GET's query string cannot carry one (percent-decoding %ED%A0%80 fails and the parser keeps the text as
// sent: input-text.test.ts), nor can a multipart body (its bytes decode to U+FFFD), so the walk sends JSON.
describe('every string field of every call refuses ill-formed UTF-16 (issue 29, item 5)', () => {
  it('answers 400 YSCPR00000400 naming the field, and writes nothing', async () => {
    const before = await databaseFingerprint(h.db);
    const wrong: string[] = [];
    let sent = 0;
    for (const call of catalogue) {
      if (call.method === 'GET' || MULTIPART_CALLS.has(call.key)) continue;
      const token = await tokenFor(call);
      for (const c of loneSurrogateCases(requestOf(call))) {
        const a = await send(call, c, token);
        sent++;
        const field = a.detail?.find((d) => d.path === c.path);
        // A free-text field says what is wrong with it; a field with a pattern, format or fixed values
        // may say that its format is wrong instead (also true), but it is named all the same.
        const freeText = !isFixedChoice(c.node) && c.node.pattern === undefined && c.node.format === undefined;
        const label = c.node.title ?? c.path.split('/').pop()!;
        const ok =
          a.status === ERRORS.BAD_REQUEST.status && a.code === ERRORS.BAD_REQUEST.code && !!field && CHINESE.test(a.msg) &&
          (!freeText || field.message === MSG.illFormedText(label));
        if (!ok) wrong.push(`${call.key} ${c.name}: ${a.status} ${a.code} ${a.msg} ${field?.message ?? '(field not named)'}`);
      }
    }
    expect(wrong).toEqual([]);
    console.log(`lone surrogates: ${sent} requests`);
    expect(sent).toBeGreaterThan(catalogue.length);
    expect(await databaseFingerprint(h.db)).toEqual(before);
  }, 180_000);
});
