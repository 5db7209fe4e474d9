// Issue 29, item 9: the HTTP status of an answer matches its code. The server's own codes end in their
// status (YSCPR, five digits, the status: YSCPR00001404 is sent with 404; YSCPR00000405 was sent with
// 404); the spec's sign-in codes travel with 401. Every code of the one table (api/catalogue/errors.ts)
// goes through the server's own error handler, and real calls answer each kind of refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ERRORS, statusOf, type ErrorName } from '../../api/catalogue';
import { fail } from '../../api/server/core';
import { envelope } from '../../api/server/plugins';
import { PHONE } from '../support/demo-accounts';
import { startTestServer, type TestServer } from './support/server';

const SPEC_SIGN_IN = ['YAUTH00000049', 'YTOKEN0000010', 'YSJTL00000001'];

describe('the table of codes', () => {
  const entries = Object.entries(ERRORS) as [ErrorName, (typeof ERRORS)[ErrorName]][];

  it('each code is the table\'s only one of its kind and names its status', () => {
    expect(new Set(entries.map(([, e]) => e.code)).size).toBe(entries.length);
    for (const [name, e] of entries) {
      const expected = SPEC_SIGN_IN.includes(e.code) ? 401 : Number(/^YSCPR\d{5}(\d{3})$/.exec(e.code)?.[1]);
      expect([name, e.status, statusOf(e.code)]).toEqual([name, expected, expected]);
      expect(e.status >= 400 && e.status <= 599).toBe(true);
    }
  });

  it('every code is sent with its status by the server\'s error handler', async () => {
    const app = Fastify();
    envelope(app);
    app.get('/throw/:name', async (req) => {
      throw fail((req.params as { name: ErrorName }).name);
    });
    await app.ready();
    try {
      for (const [name, e] of entries) {
        const r = await app.inject({ method: 'GET', url: `/throw/${name}` });
        expect([name, r.statusCode, r.json<{ code: string }>().code]).toEqual([name, e.status, e.code]);
      }
    } finally {
      await app.close();
    }
  });
});

describe('real calls answer with the status their code names', () => {
  let h: TestServer;
  let buyer: string;
  beforeAll(async () => {
    h = await startTestServer();
    buyer = await h.client.token(PHONE.buyer);
  });
  afterAll(() => h.close());

  const answer = (r: { status: number; body: { code: string } }) => [r.status, r.body.code];
  const ending = (code: string) => Number(code.slice(-3));

  it('not found, no route, bad body, no permission, no token, replay', async () => {
    const gone = await h.client.call('address.delete', { addressId: 'no-such-address' }, { token: buyer });
    expect(answer(gone)).toEqual([404, ERRORS.NOT_FOUND.code]);
    expect(ending(gone.body.code)).toBe(gone.status);

    const noRoute = await h.app.inject({ method: 'POST', url: '/scpr/no/such/call', payload: {} });
    expect([noRoute.statusCode, noRoute.json<{ code: string }>().code]).toEqual([404, ERRORS.NO_ROUTE.code]);
    expect(ending(ERRORS.NO_ROUTE.code)).toBe(404);

    const bad = await h.client.call('address.delete', { addressId: 1 }, { token: buyer });
    expect(answer(bad)).toEqual([400, ERRORS.BAD_REQUEST.code]);

    const forbidden = await h.client.call('indent.sellerPage', { pageNum: 1, pageSize: 10 }, { token: await h.client.token(PHONE.farmer) });
    expect(answer(forbidden)).toEqual([403, ERRORS.FORBIDDEN.code]);

    expect(answer(await h.client.call('address.delete', { addressId: 'x' }))).toEqual([401, ERRORS.TOKEN_INVALID.code]);

    await h.client.call('tenant.getTntTag', {}, { nonce: 'error-status-replay' });
    const replay = await h.client.call('tenant.getTntTag', {}, { nonce: 'error-status-replay' });
    expect(answer(replay)).toEqual([400, ERRORS.REPLAY.code]);
    expect(ending(replay.body.code)).toBe(400);
  });
});
