// Read handlers (api/server/core/read-handler.ts) run while their nonce is being spent (issue 13 item 11:
// the nonce's round trip and the read's no longer come one after the other). What a caller must still
// observe: a replay is answered REPLAY and nothing else, whatever its read found; a nonce store that
// cannot answer refuses the read; a write still waits for its nonce. Run with the database nonce store
// (an asynchronous answer, as on PostgreSQL) on either engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { DbCounterStore, DbNonceStore, fail, type NonceStore } from '../../api/server/core';
import { isReadHandler, readHandler } from '../../api/server/core/read-handler';
import { handlers } from '../../api/server/modules';
import { nonce } from './support/client';
import { openTestDatabase, startTestServer, type TestServer } from './support/server';

const BUYER = '13800000003';
const SELLER = '13800000002';

describe('read handlers start while their nonce is spent', () => {
  let h: TestServer;
  let token: string;
  beforeAll(async () => {
    const db = await openTestDatabase();
    const silent = { error() {}, warn() {}, info() {} } as never;
    // The store PostgreSQL uses: every nonce is decided by an INSERT, so it answers later than the read may.
    const nonces = new DbNonceStore(db.owner, () => Date.now(), silent);
    h = await startTestServer({ db, authStores: { nonces, counters: new DbCounterStore(db.owner, () => Date.now()) } });
    token = await h.client.token(BUYER);
  });
  afterAll(() => h.close());

  it('answers the read once per nonce: concurrent copies of one request get REPLAY, one gets the data', async () => {
    for (const [key, body] of [['notice.countUnread', {}], ['notice.page', { pageNum: 1, pageSize: 10 }]] as const) {
      const n = nonce();
      const answers = await Promise.all(Array.from({ length: 12 }, () => h.client.call(key, body, { token, nonce: n })));
      const ok = answers.filter((r) => r.body.code === '0');
      expect(ok, key).toHaveLength(1);
      const replays = answers.filter((r) => r.body.code === ERRORS.REPLAY.code);
      expect(replays, key).toHaveLength(11);
      // A replay learns nothing the read found.
      for (const r of replays) expect(r.body.resultData, key).toBeNull();
      // And a later copy is refused as well.
      expect((await h.client.call(key, body, { token, nonce: n })).body.code, key).toBe(ERRORS.REPLAY.code);
    }
  });

  // Calls of the modules turned into read handlers: a public one, lists, a detail. Each is sent as 6
  // concurrent copies of one signed request (one nonce): one answer has the data, the others are REPLAY.
  it.each([
    { key: 'mall.mallList', who: null },
    { key: 'item.page', who: SELLER, body: { pageNum: 1, pageSize: 10 } },
    { key: 'address.list', who: BUYER, body: { pageNum: 1, pageSize: 10 } },
    { key: 'item.search', who: BUYER, body: { pageNum: 1, pageSize: 10 } },
    { key: 'item.frontDetail', who: BUYER, detailOf: 'item.search' },
  ] as { key: string; who: string | null; body?: object; detailOf?: string }[])('$key answers once per nonce, REPLAY to the copies', async ({ key, who, body, detailOf }) => {
    expect(isReadHandler(handlers[key]), `${key} is a read handler`).toBe(true);
    const tok = who ? await h.client.token(who) : undefined;
    let payload: object = body ?? {};
    if (detailOf) {
      // A detail of a row the list shows (the demo buyer sees goods on shelf).
      const list = await h.client.call(detailOf, { pageNum: 1, pageSize: 1 }, { token: tok });
      const first = (list.body.resultData.records as { itemId: string }[])[0];
      expect(first, `${detailOf} lists a row`).toBeDefined();
      payload = { itemId: first!.itemId };
    }
    const n = nonce();
    const answers = await Promise.all(Array.from({ length: 6 }, () => h.client.call(key, payload, { token: tok, nonce: n })));
    const ok = answers.filter((r) => r.body.code === '0');
    expect(ok, key).toHaveLength(1);
    expect(ok[0]!.body.resultData, key).not.toBeNull();
    const replays = answers.filter((r) => r.body.code === ERRORS.REPLAY.code);
    expect(replays, key).toHaveLength(5);
    for (const r of replays) expect(r.body.resultData, key).toBeNull();
  });

  it('a write still waits for its nonce: a replayed write changes nothing', async () => {
    const page = await h.client.call('notice.page', { pageNum: 1, pageSize: 10 }, { token });
    const unread = (page.body.resultData.records as { id: string; readStatus: string }[]).find((x) => x.readStatus === '0');
    expect(unread, 'the demo buyer has an unread notice').toBeDefined();
    const before = (await h.client.call('notice.countUnread', {}, { token })).body.resultData.unreadCount as number;
    const n = nonce();
    const answers = await Promise.all(Array.from({ length: 6 }, () => h.client.call('notice.read', { id: unread!.id }, { token, nonce: n })));
    expect(answers.filter((r) => r.body.code === '0')).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === ERRORS.REPLAY.code)).toHaveLength(5);
    expect((await h.client.call('notice.countUnread', {}, { token })).body.resultData.unreadCount).toBe(before - 1);
  });
});

describe('a read handler is refused when its nonce cannot be spent', () => {
  let h: TestServer;
  let token: string;
  let down = false;
  beforeAll(async () => {
    const db = await openTestDatabase();
    const silent = { error() {}, warn() {}, info() {} } as never;
    const real = new DbNonceStore(db.owner, () => Date.now(), silent);
    // The database store whose database stops answering: it refuses as the real one does (INTERNAL), on a
    // later turn of the event loop, so the read has started by then.
    const nonces: NonceStore = {
      useOnce: (scope, n, ttl) => (down ? new Promise((_, reject) => setImmediate(() => reject(fail('INTERNAL')))) : real.useOnce(scope, n, ttl)),
    };
    h = await startTestServer({ db, authStores: { nonces, counters: new DbCounterStore(db.owner, () => Date.now()) } });
    token = await h.client.token(BUYER);
  });
  afterAll(() => h.close());

  it('answers 500 with the envelope and no data', async () => {
    down = true;
    const r = await h.client.call('notice.countUnread', {}, { token });
    down = false;
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ code: ERRORS.INTERNAL.code, msg: '服务器异常，请稍后再试', resultData: null });
    // The same store answering again: the read goes through.
    expect((await h.client.call('notice.countUnread', {}, { token })).body.code).toBe('0');
  });
});

describe('what a read handler is given', () => {
  it('has no services: no database handle for writes, no request, no reply (a compile error otherwise)', () => {
    const h = readHandler<'notice.countUnread'>(async (ctx) => {
      // @ts-expect-error a read handler has no deps
      void ctx.deps;
      // @ts-expect-error nor the raw request
      void ctx.req;
      return { unreadCount: 0 };
    });
    expect(typeof h).toBe('function');
  });
});
