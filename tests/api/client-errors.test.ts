// Issue 13, item 3: what Node's HTTP parser refuses before any route runs still answers with the
// envelope and a Chinese message (an oversize header used to get Fastify's English 431 body).
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { startTestServer, type TestServer } from './support/server';

let h: TestServer;
let port: number;

beforeAll(async () => {
  h = await startTestServer();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(() => h.close());

function get(headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/scpr/acl/acl/getPubKey', method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

describe('errors raised before routing', () => {
  it('answers an oversize header with 431 and the envelope', async () => {
    const r = await get({ 'content-type': 'application/json', 'x-padding': 'a'.repeat(64 * 1024) });
    expect(r.status).toBe(431);
    expect(JSON.parse(r.body)).toEqual({ code: ERRORS.HEADERS_TOO_LARGE.code, msg: ERRORS.HEADERS_TOO_LARGE.msg, resultData: null });
  });
});
