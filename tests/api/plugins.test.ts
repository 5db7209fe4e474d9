// Cross-cutting plugins: anti-replay (spec 7), tenant resolution, the envelope and its codes, request
// validation with Chinese messages, structured request logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { ERRORS, HEADERS, REPLAY_WINDOW_MS } from '../../api/catalogue';
import { lazyChildLogger } from '../../api/server/plugins';
import { LogLines } from '../../api/server/plugins/log-lines';
import { humanLine, lineFormatFor } from '../../api/server/plugins/log-format';
import { startTestServer, type TestServer } from './support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

const code = (r: { status: number; body: { code: string } }) => [r.status, r.body.code];

describe('anti-replay', () => {
  it('accepts a fresh request and refuses the same xvrandom again', async () => {
    const n = 'nonce-replay-1';
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: n }))).toEqual([200, '0']);
    const again = await h.client.call('tenant.getTntTag', {}, { nonce: n });
    expect(code(again)).toEqual([400, ERRORS.REPLAY.code]);
    expect(again.body.msg).toBe('请求已失效，请刷新页面后重试');
  });

  it('refuses a prereq outside 300 s either way, and accepts one inside', async () => {
    const now = h.clock.now();
    expect(code(await h.client.call('tenant.getTntTag', {}, { timestamp: now - REPLAY_WINDOW_MS - 1 }))).toEqual([400, ERRORS.REPLAY.code]);
    expect(code(await h.client.call('tenant.getTntTag', {}, { timestamp: now + REPLAY_WINDOW_MS + 1 }))).toEqual([400, ERRORS.REPLAY.code]);
    expect(code(await h.client.call('tenant.getTntTag', {}, { timestamp: now - REPLAY_WINDOW_MS + 1000 }))).toEqual([200, '0']);
  });

  it('refuses a missing or malformed prereq or xvrandom', async () => {
    expect(code(await h.client.call('tenant.getTntTag', {}, { headers: { [HEADERS.timestamp]: 'yesterday' } }))).toEqual([400, ERRORS.REPLAY.code]);
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: 'short' }))).toEqual([400, ERRORS.REPLAY.code]);
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: 'bad nonce with spaces' }))).toEqual([400, ERRORS.REPLAY.code]);
  });

  it('a nonce is used once whatever the sid (issue 13: a new sid must not replay); a bad sid is refused', async () => {
    const n = 'nonce-with-sid-1';
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: n, headers: { sid: 'tab-a' } }))).toEqual([200, '0']);
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: n, headers: { sid: 'tab-b' } }))).toEqual([400, ERRORS.REPLAY.code]);
    expect(code(await h.client.call('tenant.getTntTag', {}, { nonce: n, headers: { sid: 'tab-a' } }))).toEqual([400, ERRORS.REPLAY.code]);
    expect(code(await h.client.call('tenant.getTntTag', {}, { headers: { sid: 'bad sid!' } }))).toEqual([400, ERRORS.REPLAY.code]);
  });
});

describe('tenant resolution', () => {
  it('from the tntId / idytpCd headers', async () => {
    const r = await h.client.call('tenant.getTntTag', {}, { tenant: { tntId: 'T1002', idytpCd: 'APPLE' } });
    expect(r.body.resultData).toEqual({ tntTag: 'APPLE' });
  });

  it('from idytpCd alone', async () => {
    expect((await h.client.call('tenant.getTntTag', {}, { tenant: null, headers: { idytpcd: 'TCM' } })).body.resultData).toEqual({ tntTag: 'CHINESE_MEDICINE' });
  });

  it('from the query string (page addresses carry tntId and idytpCd)', async () => {
    const r = await h.client.call('tenant.getTntTag', {}, { tenant: null, query: { tntId: 'T1003', idytpCd: 'TCM' } });
    expect(r.body.resultData).toEqual({ tntTag: 'CHINESE_MEDICINE' });
  });

  it('from the host name', async () => {
    const r = await h.client.call('tenant.getTntTag', {}, { tenant: null, headers: { host: 'apple.localhost:8080' } });
    expect(r.body.resultData).toEqual({ tntTag: 'APPLE' });
  });

  it('refuses an unknown tenant, a mismatched industry code, and no tenant where one is needed (404)', async () => {
    expect(code(await h.client.call('tenant.getTntTag', {}, { tenant: { tntId: 'T9999' } }))).toEqual([404, ERRORS.TENANT_UNKNOWN.code]);
    expect(code(await h.client.call('tenant.getTntTag', {}, { tenant: { tntId: 'T1001', idytpCd: 'APPLE' } }))).toEqual([404, ERRORS.TENANT_UNKNOWN.code]);
    const none = await h.client.call('tenant.getTntTag', {}, { tenant: null });
    expect(code(none)).toEqual([404, ERRORS.TENANT_UNKNOWN.code]);
    expect(none.body.msg).toBe('租户不存在');
  });
});

describe('envelope, validation and logs', () => {
  it('answers success as {code "0", msg, resultData}', async () => {
    const r = await h.client.call('tenant.getTntTag');
    expect(r.body).toEqual({ code: '0', msg: '操作成功', resultData: { tntTag: '' } });
  });

  it('an unknown path is 404 in the envelope', async () => {
    const r = await h.app.inject({ method: 'POST', url: '/scpr/nope', payload: {} });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ code: ERRORS.NO_ROUTE.code, msg: '接口不存在', resultData: null });
  });

  it('malformed JSON is a 400 in the envelope, without internals', async () => {
    const r = await h.app.inject({
      method: 'POST', url: '/scpr/acl/tenant/getTntTag', payload: '{"broken',
      headers: { 'content-type': 'application/json', prereq: String(h.clock.now()), xvrandom: 'malformed-json-1', tntid: 'T1001' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ code: ERRORS.BAD_REQUEST.code, msg: '请求参数不正确', resultData: null });
  });

  it('unknown fields are refused with a Chinese message naming them', async () => {
    const r = await h.client.call('tenant.getTntTag', { hack: 1 });
    expect(code(r)).toEqual([400, ERRORS.BAD_REQUEST.code]);
    expect(r.body.msg).toBe('不支持的字段：hack');
  });

  it('writes one structured log line per request with key, tenant, status and code', async () => {
    await h.client.call('tenant.getTntTag', {}, { tenant: { tntId: 'T1002' } });
    const line = h.logs.filter((l) => l.msg === 'request').pop()!;
    expect(line).toMatchObject({ key: 'tenant.getTntTag', tntId: 'T1002', status: 200, code: '0', method: 'POST' });
    expect(typeof line.reqId).toBe('string');
  });

  it('logs the account and the refusal code of a refused call', async () => {
    const token = await h.client.token('13800000005'); // no header-message
    await h.client.call('notice.countUnread', {}, { token });
    const line = h.logs.filter((l) => l.msg === 'request').pop()!;
    expect(line).toMatchObject({ key: 'notice.countUnread', tntId: 'T1001', accountId: 'A050', status: 403, code: ERRORS.FORBIDDEN.code });
  });

  it('a request logger made on first use still carries the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({ write: (c: Buffer, _e, done) => (lines.push(JSON.parse(c.toString()) as Record<string, unknown>), done()) });
    const app = Fastify({ logger: { level: 'info', stream }, childLoggerFactory: lazyChildLogger });
    app.get('/x', async (req) => {
      req.log.warn({ detail: 1 }, 'handler says');
      return 'ok';
    });
    await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(lines.find((l) => l.msg === 'handler says')).toMatchObject({ level: 40, detail: 1, reqId: expect.any(String) });
  });
});

describe('log lines (the default destination: standard output, a write per turn of the event loop)', () => {
  const collector = () => {
    const writes: string[] = [];
    return { writes, out: new Writable({ write: (c: Buffer, _e, done) => (writes.push(c.toString()), done()) }) };
  };

  it('gathers the lines of one turn and writes them once, in order, when the turn ends', async () => {
    const { writes, out } = collector();
    const lines = new LogLines(out);
    const app = Fastify({ logger: { level: 'info', stream: lines } });
    app.log.info('第一行');
    app.log.warn({ n: 2 }, '第二行');
    expect(writes).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.trimEnd().split('\n').map((l) => JSON.parse(l) as { msg: string })).toMatchObject([{ msg: '第一行' }, { msg: '第二行', n: 2 }]);
    app.log.info('第三行');
    lines.flushSync();
    expect(writes).toHaveLength(2);
    expect(writes[1]).toContain('第三行');
    await app.close();
    lines.close();
  });

  it('on a terminal writes each line for a person; elsewhere the JSON line unchanged', async () => {
    const terminal = collector();
    Object.assign(terminal.out, { isTTY: true });
    const pipe = collector();
    for (const { out } of [terminal, pipe]) {
      const lines = new LogLines(out);
      const app = Fastify({ logger: { level: 'info', stream: lines } });
      app.log.info({ port: 8080, sms: { phone: '13800000003', code: '123456' } }, 'server ready');
      app.log.error({ err: new Error('连接断开') }, '请求失败');
      lines.flushSync();
      await app.close();
      lines.close();
    }
    const [ready, failed, ...stack] = terminal.writes.join('').trimEnd().split('\n');
    expect(ready).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}server ready port=8080 sms=\{"phone":"13800000003","code":"123456"\}$/);
    expect(failed).toMatch(/^\d\d:\d\d:\d\d\.\d{3} ERROR 请求失败$/);
    expect(stack[0]).toBe('    Error: 连接断开');
    expect(stack.length).toBeGreaterThan(1);
    expect(terminal.writes.join('')).not.toContain('hostname');
    const json = pipe.writes.join('').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(json).toMatchObject([{ level: 30, msg: 'server ready', port: 8080, sms: { code: '123456' } }, { level: 50, msg: '请求失败', err: { message: '连接断开' } }]);
  });

  it('chooses for a person only on a terminal, and leaves anything not JSON as it is', () => {
    expect(lineFormatFor({ isTTY: true })).toBe(humanLine);
    expect(lineFormatFor({ isTTY: false })).toBeUndefined();
    expect(lineFormatFor({})).toBeUndefined();
    expect(humanLine('不是 JSON\n')).toBe('不是 JSON\n');
    expect(humanLine('{"level":40,"time":0,"msg":"慢","ms":1234.5,"url":"/scpr/a b"}\n')).toMatch(/^\d\d:\d\d:\d\d\.000 WARN {2}慢 ms=1234.5 url="\/scpr\/a b"\n$/);
  });

  it('writes what waits when the process exits', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scpr-log-lines-'));
    const script = join(dir, 'exit.ts');
    const module = fileURLToPath(new URL('../../api/server/plugins/log-lines.ts', import.meta.url));
    writeFileSync(script, `import { LogLines } from ${JSON.stringify(module)};\nconst l = new LogLines();\nl.write('退出前的一行\\n');\nprocess.exit(0);\n`);
    try {
      const out = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
      expect(out).toBe('退出前的一行\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('order of the checks', () => {
  it('anti-replay first, then the tenant, then the token', async () => {
    expect(code(await h.client.call('notice.countUnread', {}, { tenant: { tntId: 'T9999' }, nonce: 'bad' }))).toEqual([400, ERRORS.REPLAY.code]);
    expect(code(await h.client.call('notice.countUnread', {}, { tenant: { tntId: 'T9999' } }))).toEqual([404, ERRORS.TENANT_UNKNOWN.code]);
    expect(code(await h.client.call('notice.countUnread', {}))).toEqual([401, ERRORS.TOKEN_INVALID.code]);
  });

  it('a public call needs no token; an unknown path runs none of the checks', async () => {
    expect(code(await h.client.call('tenant.getTntTag', {}, { headers: { [HEADERS.token]: 'whatever' } }))).toEqual([200, '0']);
    const r = await h.app.inject({ method: 'POST', url: '/scpr/nope', payload: {} });
    expect(r.statusCode).toBe(404);
  });
});

