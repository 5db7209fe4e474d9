// The answer cache (api/server/db/read-cache/answer-cache.ts): a read handler that keeps its answers
// (notice.countUnread, notice.page) gives the same answer again while nothing it read was written, and a new
// one as soon as a write it depends on has ended, whoever made it. Answers are per caller and per body. Both
// engines: on PostgreSQL the read cache (and with it this one) is turned on for the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../api/server/db';
import { AnswerCache, type ReadObserver } from '../../api/server/db/read-cache';
import { FirstInFirstOut } from '../../api/server/db/read-cache/first-in-first-out';
import { tables as t } from '../../api/server/modules';
import { startTestServer, openTestDatabase, type TestServer } from './support/server';

const BUYER = '13800000003';
const SELLER = '13800000002';
const PAGE = { pageNum: 1, pageSize: 10 };

interface Notice {
  id: string;
  title: string;
  readStatus: string;
}

// The seeded notices (4 for the buyer, 3 for the seller) and the ones the demo's moves sent them (home.test.ts).
const BUYER_NOTICES = 4 + 5;
const SELLER_NOTICES = 3 + 3;

describe('answers of notice.page and notice.countUnread over HTTP', () => {
  let h: TestServer;
  let buyer: string;
  let seller: string;
  beforeAll(async () => {
    h = await startTestServer({ db: await openTestDatabase({ readCache: true }) });
    buyer = await h.client.token(BUYER);
    seller = await h.client.token(SELLER);
  });
  afterAll(() => h.close());

  const stats = () => ({ ...h.db.readCache!.answers.stats });
  const page = async (token: string, body: object = PAGE) => {
    const r = await h.client.call('notice.page', body, { token });
    expect(r.body.code).toBe('0');
    return r.body.resultData as { records: Notice[]; total: number };
  };
  const unread = async (token: string) => (await h.client.call('notice.countUnread', {}, { token })).body.resultData.unreadCount as number;
  /** The answers the cache gave while `fn` ran. */
  async function hitsOf<T>(fn: () => Promise<T>): Promise<{ value: T; hits: number; misses: number }> {
    const before = stats();
    const value = await fn();
    const after = stats();
    return { value, hits: after.hits - before.hits, misses: after.misses - before.misses };
  }

  it('gives the same answer again while nothing it read was written', async () => {
    // Nothing is kept until the read cache knows the schema (read on the first read): ask until an answer
    // is given again (a hang guard, not a time limit).
    for (let i = 0; i < 3000 && !(await hitsOf(() => page(buyer))).hits; i++) await new Promise((r) => setTimeout(r, 20));
    const first = await hitsOf(() => page(buyer));
    const again = await hitsOf(() => page(buyer));
    expect(again.hits).toBe(1);
    expect(again.misses).toBe(0);
    expect(again.value).toEqual(first.value);
    expect(first.value.total).toBe(BUYER_NOTICES);
  });

  it('sends a kept answer as any other: the same envelope, JSON, its length', async () => {
    const before = stats().hits;
    const kept = await h.client.call('notice.page', PAGE, { token: buyer });
    expect(stats().hits).toBe(before + 1);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ code: '0', msg: '操作成功', resultData: { total: BUYER_NOTICES } });
    expect(kept.body.resultData.records[0]).toEqual({ id: expect.any(String), title: expect.any(String), txdDt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), content: expect.any(String), readStatus: expect.stringMatching(/^[01]$/), top: expect.stringMatching(/^[01]$/) });
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(kept.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(kept.body)));
  });

  it('answers each caller and each body apart', async () => {
    const buyerPage = await page(buyer);
    const sellerPage = await page(seller);
    // The seller is not sent the buyer's own notice (N004, to the buyer's account alone).
    expect(buyerPage.records.map((n) => n.id)).toContain('N004');
    expect(sellerPage.records.map((n) => n.id)).not.toContain('N004');
    expect(sellerPage.total).toBe(SELLER_NOTICES);
    const small = await page(buyer, { pageNum: 1, pageSize: 1 });
    expect(small.records).toHaveLength(1);
    expect(small.total).toBe(BUYER_NOTICES);
    expect(await unread(buyer)).not.toBe(await unread(seller));
  });

  it('answers anew once the caller marks a notice read', async () => {
    const before = await page(buyer);
    const target = before.records.find((n) => n.readStatus === '0')!;
    const count = await unread(buyer);
    expect((await h.client.call('notice.read', { id: target.id }, { token: buyer })).body.code).toBe('0');
    const after = await hitsOf(() => page(buyer));
    expect(after.misses).toBe(1);
    expect(after.value.records.find((n) => n.id === target.id)!.readStatus).toBe('1');
    expect(await unread(buyer)).toBe(count - 1);
  });

  it('answers anew after a write made outside the handlers (the owner), and not after another tenant\'s own', async () => {
    await page(buyer);
    // Another tenant's notice, written in that tenant: the buyer's answer stands.
    await withTenant(h.db.orm, 'T1002', (tx) => tx.insert(t.notices).values({ tntId: 'T1002', noticeId: 'NAC-OTHER', title: '别的租户', content: '内容', txdDt: new Date() }));
    const stands = await hitsOf(() => page(buyer));
    expect(stands.hits).toBe(1);
    expect(stands.value.records.map((n) => n.id)).not.toContain('NAC-OTHER');
    // A notice to everyone in the buyer's tenant: shown at once, and counted unread.
    const count = await unread(buyer);
    await h.db.owner.query(`INSERT INTO notices VALUES ('T1001', 'NAC-NEW', NULL, '新的通知', '内容', now() + interval '1 day')`);
    const fresh = await hitsOf(() => page(buyer));
    expect(fresh.misses).toBe(1);
    expect(fresh.value.records[0]).toMatchObject({ id: 'NAC-NEW', title: '新的通知', readStatus: '0' });
    expect(fresh.value.total).toBe(BUYER_NOTICES + 1);
    expect(await unread(buyer)).toBe(count + 1);
  });

  it('keeps nothing for a handler that does not ask for it', async () => {
    const before = stats();
    for (let i = 0; i < 3; i++) expect((await h.client.call('address.list', PAGE, { token: buyer })).body.code).toBe('0');
    expect(stats()).toEqual(before);
  });
});

describe('AnswerCache', () => {
  /** A write clock the test moves: `written` tables changed at the current tick. */
  class Ticks {
    tick = 0;
    written = new Map<string, number>();
    now = () => this.tick;
    changedSince = (since: number, _tenant: string, tables: readonly string[]) => tables.some((t) => (this.written.get(t) ?? 0) > since);
    write(table: string) {
      this.written.set(table, ++this.tick);
    }
  }
  const tenant = {};
  const alice = {};
  const bob = {};
  function setup() {
    const ticks = new Ticks();
    const cache = new AnswerCache(ticks);
    let runs = 0;
    const compute = (deps: (string[] | null)[]) => async (o: ReadObserver) => {
      runs++;
      for (const d of deps) o.saw(d);
      return { runs };
    };
    return { ticks, cache, runs: () => runs, compute };
  }

  it('keeps an answer until one of the tables its reads named is written', async () => {
    const { ticks, cache, runs, compute } = setup();
    const read = () => cache.answer(tenant, alice, 'T1', 'k', compute([['a'], ['b']]));
    expect(await read()).toEqual({ runs: 1 });
    expect(await read()).toEqual({ runs: 1 });
    ticks.write('c');
    expect(await read()).toEqual({ runs: 1 });
    ticks.write('b');
    expect(await read()).toEqual({ runs: 2 });
    expect(runs()).toBe(2);
  });

  it('keeps nothing when a read could not be kept, and keeps answers apart per caller and key', async () => {
    const { cache, runs, compute } = setup();
    await cache.answer(tenant, alice, 'T1', 'k', compute([['a'], null]));
    await cache.answer(tenant, alice, 'T1', 'k', compute([['a'], null]));
    expect(runs()).toBe(2);
    await cache.answer(tenant, alice, 'T1', 'k2', compute([['a']]));
    await cache.answer(tenant, bob, 'T1', 'k2', compute([['a']]));
    await cache.answer(tenant, null, 'T1', 'k2', compute([['a']]));
    await cache.answer({}, alice, 'T1', 'k2', compute([['a']]));
    expect(runs()).toBe(6);
    await cache.answer(tenant, bob, 'T1', 'k2', compute([['a']]));
    expect(runs()).toBe(6);
  });

  it('an answer computed while a write it depends on ended is not given again', async () => {
    const { ticks, cache, runs } = setup();
    const racing = async (o: ReadObserver) => {
      o.saw(['a']);
      ticks.write('a'); // ends after the handler started, before it answered
      return runs();
    };
    await cache.answer(tenant, alice, 'T1', 'k', racing);
    const { compute } = setup();
    let second = 0;
    await cache.answer(tenant, alice, 'T1', 'k', async (o) => {
      second++;
      return compute([['a']])(o);
    });
    expect(second).toBe(1);
  });

  it('freezes what it keeps, and does not keep a failure', async () => {
    const { cache } = setup();
    const kept = await cache.answer(tenant, alice, 'T1', 'k', async (o) => {
      o.saw(['a']);
      return { rows: [{ id: 1 }] };
    });
    expect(Object.isFrozen(kept.rows[0])).toBe(true);
    await expect(cache.answer(tenant, alice, 'T1', 'bad', async () => Promise.reject(new Error('读取失败')))).rejects.toThrow('读取失败');
    let ran = false;
    await cache.answer(tenant, alice, 'T1', 'bad', async () => {
      ran = true;
      return 1;
    });
    expect(ran).toBe(true);
  });
});

describe('FirstInFirstOut (the bound of both caches)', () => {
  it('lets the oldest keys go from their own maps past the limit, and nothing before', () => {
    const order = new FirstInFirstOut<string>(3);
    const a = new Map<string, number>();
    const b = new Map<string, number>();
    const store = (m: Map<string, number>, k: string) => {
      order.stored(m, k);
      m.set(k, 1);
    };
    store(a, 'a1');
    store(b, 'b1');
    store(a, 'a2');
    expect([...a.keys(), ...b.keys()]).toEqual(['a1', 'a2', 'b1']);
    store(b, 'b2');
    expect([...a.keys()]).toEqual(['a2']);
    for (let i = 0; i < 20; i++) store(b, `x${i}`);
    expect(order.size).toBe(3);
    expect([...a.keys(), ...b.keys()]).toEqual(['x17', 'x18', 'x19']);
    order.clear();
    expect(order.size).toBe(0);
  });
});
