// The lists' totals and status tabs (docs/trading.md "Lists and counts"): with no filter but status and
// dates they read order_counts (migration 0031: delta rows written by triggers in each move's transaction),
// otherwise they count the orders. Either way they answer what counting the orders answers, on every side,
// after creates, moves and folds of the delta rows. A read never folds: it asks the scheduler (count-fold.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ok, PHONES } from '../support/goods';
import { acceptPayTypes, BUYER, createOrder, deps, move, SELLER, skuWithStock, TNT } from '../support/orders';
import { DATABASE_URL } from '../support/env';
import { withTenant } from '../../../api/server/db';
import { FOLD_COUNTS_JOB, FOLD_EVERY_MS, moveOrder } from '../../../api/server/modules/indent';
import { EVERY, runDueJobs, scheduleRecurring } from '../../../api/server/core';

let h: TestServer;
let seller: string;
let buyer: string;
let admin: string;
let skuId: string;
beforeAll(async () => {
  h = await startTestServer();
  seller = await h.client.token(PHONES.seller);
  buyer = await h.client.token(PHONES.buyer);
  admin = await h.client.token(PHONES.admin);
  skuId = (await skuWithStock(h, 100_000)).skuId;
  await acceptPayTypes(h, ['5']);
});
afterAll(() => h.close());

const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

/** What counting the orders says: per status, for a side's scope and an optional day range. */
async function counted(scope: string, days?: [string, string]): Promise<Record<string, number>> {
  const rows = await h.db.owner.query<{ status: number; n: number }>(
    `SELECT status, count(*)::int AS n FROM orders WHERE tnt_id = $1 AND ${scope}
     ${days ? `AND created_at >= ($2::date::timestamp AT TIME ZONE INTERVAL '08:00') AND created_at < (($3::date + 1)::timestamp AT TIME ZONE INTERVAL '08:00')` : ''}
     GROUP BY status`, days ? [TNT, ...days] : [TNT]);
  return Object.fromEntries(rows.map((r) => [String(r.status), r.n]));
}

const SIDES = [
  { key: 'seller', scope: `seller_company_id = 'C001'` },
  { key: 'buyer', scope: `buyer_company_id = 'C002'` },
  { key: 'platform', scope: 'true' },
] as const;
const token = (side: (typeof SIDES)[number]['key']) => ({ seller, buyer, platform: admin })[side];

async function expectCountsMatch(days?: [string, string]) {
  const range = days ? { beginDate: days[0], endDate: days[1] } : {};
  for (const side of SIDES) {
    const want = await counted(side.scope, days);
    const tabs = await ok(h.client, `indent.${side.key}StatusCount`, range, token(side.key));
    expect([side.key, tabs.byStatus]).toEqual([side.key, want]);
    const all = Object.values(want).reduce((a, n) => a + n, 0);
    expect((await ok(h.client, `indent.${side.key}Page`, { pageNum: 1, pageSize: 5, ...range }, token(side.key))).total).toBe(all);
    for (const [status, n] of Object.entries(want))
      expect((await ok(h.client, `indent.${side.key}Page`, { pageNum: 1, pageSize: 5, status, ...range }, token(side.key))).total).toBe(n);
  }
}

describe('order counts of the lists', () => {
  it('totals and tabs equal the orders counted, per side, status and day range, through creates and moves', async () => {
    await expectCountsMatch();
    const made: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await h.client.call('indent.create', { skuId, quantity: 1, consignee: '张三', phone: '13912345678', regionCode: '370602', detail: '南大街100号', payType: '5' }, { token: buyer });
      expect(r.body.code, r.body.msg).toBe('0');
      made.push(r.body.resultData.orders[0].orderId);
    }
    await move(h, made[0]!, 'agree', SELLER);
    await move(h, made[1]!, 'refuse', SELLER, undefined, '缺货');
    await move(h, made[2]!, 'cancel', BUYER);
    await expectCountsMatch();
    // A day range: yesterday's orders (made with the clock moved back) are outside today's range.
    h.clock.advance(-86_400_000);
    await createOrder(h, [{ skuId, quantity: 1 }]);
    h.clock.advance(86_400_000);
    const today = chinaDay(h.clock.now());
    await expectCountsMatch([today, today]);
    await expectCountsMatch([chinaDay(h.clock.now() - 86_400_000), today]);
    // Another filter (pay type, order number ...) counts the orders themselves: the same answer.
    const tabs = await ok(h.client, 'indent.sellerStatusCount', { payType: '5' }, seller);
    const byPay = await h.db.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE tnt_id = $1 AND seller_company_id = 'C001' AND pay_type = 5`, [TNT]);
    expect(tabs.all).toBe(byPay[0]!.n);
  });

  it('a read never folds: it enqueues one fold of its scope, which the scheduler job does; the counts stay exact', async () => {
    for (let i = 0; i < 120; i++) {
      const o = await createOrder(h, [{ skuId, quantity: 1 }]);
      if (i % 2) await move(h, o.orderId, 'agree', SELLER);
    }
    const before = await rowsOf('s', 'C001');
    expect(before).toBeGreaterThan(200);
    expect(await foldJobs('s:C001')).toEqual([]);
    await expectCountsMatch(); // reads (many), and only asks for the fold
    await expectCountsMatch();
    expect(await rowsOf('s', 'C001')).toBe(before);
    expect(await foldJobs('s:C001')).toEqual([{ done: false }]);
    // The job folds the seller's scope into one row per (status, day); the sums are what they were.
    expect(await runDueJobs(deps(h))).toBeGreaterThanOrEqual(1);
    const after = await rowsOf('s', 'C001');
    expect(after).toBeLessThan(before);
    expect(after).toBe(await groupsOf('s', 'C001'));
    expect(await foldJobs('s:C001')).toEqual([{ done: true }]);
    await expectCountsMatch();
    // The buyer's and the tenant's scopes, read above too, were folded by their own jobs.
    expect(await rowsOf('b', 'C002')).toBe(await groupsOf('b', 'C002'));
    expect(await rowsOf('t', '')).toBe(await groupsOf('t', ''));
  });

  it('the recurring fold (one standing job per tenant) folds every scope with surplus rows and comes back later', async () => {
    await scheduleRecurring(deps(h));
    await scheduleRecurring(deps(h)); // idempotent: still one standing job
    expect(await foldJobs(EVERY)).toEqual([{ done: false }]);
    for (let i = 0; i < 10; i++) {
      const o = await createOrder(h, [{ skuId, quantity: 1 }]);
      if (i % 2) await move(h, o.orderId, 'agree', SELLER);
    }
    expect(await rowsOf('s', 'C001')).toBeGreaterThan(await groupsOf('s', 'C001'));
    await expectCountsMatch(); // few surplus rows: no fold asked
    expect((await foldJobs('s:C001')).filter((j) => !j.done)).toEqual([]);
    await runDueJobs(deps(h));
    for (const [side, owner] of [['s', 'C001'], ['b', 'C002'], ['t', '']] as const) expect(await rowsOf(side, owner)).toBe(await groupsOf(side, owner));
    await expectCountsMatch();
    // Done, it waits for its next turn (the same row), FOLD_EVERY_MS on.
    const [standing] = await h.db.owner.query<{ run_at: Date; done_at: Date | null }>(
      `SELECT run_at, done_at FROM scheduled_jobs WHERE tnt_id = $1 AND kind = $2 AND ref_id = $3`, [TNT, FOLD_COUNTS_JOB, EVERY]);
    expect(standing!.done_at).toBeNull();
    expect(new Date(standing!.run_at).getTime()).toBe(h.clock.now() + FOLD_EVERY_MS);
    expect(await runDueJobs(deps(h))).toBe(0);
  });

  it.skipIf(!DATABASE_URL)('a fold beside a move not yet committed leaves its rows alone: the counts stay exact (PostgreSQL)', async () => {
    await scheduleRecurring(deps(h));
    h.clock.advance(FOLD_EVERY_MS);
    const open = await createOrder(h, [{ skuId, quantity: 1 }]);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let moved!: () => void;
    const inMove = new Promise<void>((r) => (moved = r));
    // A move whose transaction stays open (its delta rows written, not committed) while the job folds.
    const moving = withTenant(deps(h).orm, TNT, async (tx) => {
      await moveOrder(tx, { tntId: TNT, orderId: open.orderId, move: 'agree', actor: SELLER, now: new Date(h.clock.now()) });
      moved();
      await held;
    });
    await inMove;
    expect(await runDueJobs(deps(h))).toBeGreaterThanOrEqual(1);
    await expectCountsMatch();
    release();
    await moving;
    await expectCountsMatch();
    expect(await rowsOf('s', 'C001')).toBeGreaterThan(await groupsOf('s', 'C001'));
  });
});

async function rowsOf(side: string, owner: string): Promise<number> {
  return (await h.db.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_counts WHERE tnt_id = $1 AND side = $2 AND owner = $3`, [TNT, side, owner]))[0]!.n;
}
async function groupsOf(side: string, owner: string): Promise<number> {
  return (await h.db.owner.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT DISTINCT status, day FROM order_counts WHERE tnt_id = $1 AND side = $2 AND owner = $3) g`, [TNT, side, owner]))[0]!.n;
}
async function foldJobs(refId: string): Promise<{ done: boolean }[]> {
  const rows = await h.db.owner.query<{ done: boolean }>(
    `SELECT done_at IS NOT NULL AS done FROM scheduled_jobs WHERE tnt_id = $1 AND kind = $2 AND ref_id = $3 ORDER BY run_at`, [TNT, FOLD_COUNTS_JOB, refId]);
  return rows.map((r) => ({ done: r.done === true || (r.done as unknown) === 't' }));
}
