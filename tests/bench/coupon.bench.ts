// Coupon checkout bench (`npm run bench coupon`; issue 31 item 9, "coupon checkout under 200 parallel
// takers"), through the real server over HTTP with signed, authenticated calls, on a throw-away PGlite and,
// when one answers, a throw-away PostgreSQL database (the demo data seeded):
// - take: 200 buyers' calls at once to 领取 a coupon with 50 left (coupon.receive; the coupon row locked per
//   take): wall time, p50 / p95 of the answers, and that exactly 50 were taken; beside 200 calls at once of
//   the cheapest authenticated read (notice.countUnread) as the baseline of the same run.
// - checkout: 200 orders placed at once (indent.create, buy-now of one SKU), each with its own coupon
//   (used in the order's transaction: locked, checked, its discount taken off), against the same 200 orders
//   at once without a coupon (the baseline): wall, p50 / p95, the ratio; every order checked afterwards
//   (200 placed, 200 coupons used once each, 1.00 off each).
// Nothing here asserts on time: the figures are printed. COUPON_BENCH_TAKERS (200) sizes it;
// COUPON_BENCH_ENGINE=pglite|postgres measures one engine.
import { cpus, loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { buildServer } from '../../api/server/app';
import { BenchClient, benchEngines, type Answer, type Engine } from './bench-server';
import { median, ms, p95 } from './stats';

const TAKERS = Number(process.env.COUPON_BENCH_TAKERS ?? 200);
const LEFT = 50;
/** A buyer may hold at most 100 of one coupon (its limit's bound): the checkout's coupons come from several. */
const PER_BUYER = 100;
const TENANT = { tntId: 'T1001', idytpCd: 'AGRI' };
const CHINA = 8 * 3_600_000;
const day = (plus = 0) => new Date(Date.now() + CHINA + plus * 86_400_000).toISOString().slice(0, 10);

interface Burst { wall: number; p50: number; p95: number; ok: number; refused: Map<string, number> }

/** `n` calls started at once; each answer's time from the common start of its own request. */
async function burst(n: number, send: (i: number) => Promise<Answer>): Promise<Burst> {
  const times: number[] = [];
  const refused = new Map<string, number>();
  let ok = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: n }, async (_, i) => {
    const s = performance.now();
    const r = await send(i);
    times.push(performance.now() - s);
    if (r.code === '0') ok++;
    else refused.set(r.msg ?? r.code, (refused.get(r.msg ?? r.code) ?? 0) + 1);
  }));
  return { wall: performance.now() - t0, p50: median(times), p95: p95(times), ok, refused };
}

interface Figures { take: Burst; takeBase: Burst; checkout: Burst; checkoutBase: Burst; seeded: number }

async function measure(engine: Engine): Promise<Figures> {
  const t0 = performance.now();
  const db = await engine.open();
  const sink = new Writable({ write: (_c, _e, done) => done() });
  const app = await buildServer({ db, files: engine.files, seedDemo: true, logger: { level: 'warn', stream: sink } });
  const seeded = performance.now() - t0;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const client = new BenchClient(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`, TENANT);
    const seller = await client.login('13800000002');
    const buyer = await client.login('13800000003');
    const personal = await client.login('13800000006');
    const must = async (key: string, body: object, token: string) => {
      const r = await client.call(key, body, token);
      if (r.code !== '0') throw new Error(`${key}: ${r.code} ${r.msg}`);
      return r.resultData;
    };
    const coupon = async (couponNm: string, totalCount: number) =>
      (await must('coupon.add', { couponNm, couponType: '1', threshold: '0', value: '1', scopeType: '1', validType: '1', startDate: day(), endDate: day(10), totalCount, perLimit: Math.min(totalCount, PER_BUYER) }, seller)).couponId as string;

    // Take: TAKERS at once for LEFT coupons (half the enterprise buyer, half the personal member).
    const takeBase = await burst(TAKERS, (i) => client.call('notice.countUnread', {}, i % 2 ? buyer : personal));
    const scarce = await coupon('压测限量券', LEFT);
    const take = await burst(TAKERS, (i) => client.call('coupon.receive', { couponId: scarce }, i % 2 ? buyer : personal));
    if (take.ok !== LEFT) throw new Error(`take: ${take.ok} taken of ${LEFT}`);

    // Checkout: one C001 SKU with stock for every order of both rounds.
    const [sku] = await db.owner.query<{ sku_id: string }>(
      `SELECT s.sku_id FROM item_skus s JOIN items i ON i.tnt_id = s.tnt_id AND i.item_id = s.item_id
       WHERE s.tnt_id = 'T1001' AND i.company_id = 'C001' AND i.status = '1' AND i.mall_id = 'M02' ORDER BY s.sku_id LIMIT 1`);
    await db.owner.query(`UPDATE item_skus SET stock = $2, reserved = 0 WHERE tnt_id = 'T1001' AND sku_id = $1`, [sku!.sku_id, TAKERS * 10]);
    const quote = await must('cart.settle', { buyNow: { skuId: sku!.sku_id, quantity: 1 } }, buyer) as { groups: { payTypes: { payType: string }[] }[] };
    const payType = quote.groups[0]!.payTypes[0]!.payType;
    const place = (userCouponId?: string) => client.call('indent.create', { skuId: sku!.sku_id, quantity: 1, sellers: [{ sellerCompanyId: 'C001', payType, ...(userCouponId ? { userCouponId } : {}) }] }, buyer);
    const plenty: string[] = [];
    const held: string[] = [];
    for (let k = 0; held.length < TAKERS; k++) {
      const n = Math.min(PER_BUYER, TAKERS - held.length);
      const couponId = await coupon(`压测下单券${k + 1}`, n);
      plenty.push(couponId);
      for (let i = 0; i < n; i++) held.push((await must('coupon.receive', { couponId }, buyer)).userCouponId as string);
    }
    const checkoutBase = await burst(TAKERS, () => place());
    const checkout = await burst(TAKERS, (i) => place(held[i]));
    if (checkoutBase.ok !== TAKERS || checkout.ok !== TAKERS) throw new Error(`checkout: ${checkoutBase.ok} / ${checkout.ok} of ${TAKERS} placed: ${JSON.stringify([...checkout.refused, ...checkoutBase.refused])}`);
    const [used] = await db.owner.query<{ n: number; fen: string; orders: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(o.discount_fen), 0)::text AS fen, count(DISTINCT o.order_id)::int AS orders
       FROM user_coupons u JOIN orders o ON o.tnt_id = u.tnt_id AND o.order_id = u.order_id WHERE u.tnt_id = 'T1001' AND u.coupon_id = ANY($1) AND u.status = '2'`, [plenty]);
    if (used!.n !== TAKERS || used!.orders !== TAKERS || Number(used!.fen) !== TAKERS * 100) throw new Error(`checkout: coupons used ${JSON.stringify(used)}`);
    return { take, takeBase, checkout, checkoutBase, seeded };
  } finally {
    await app.close();
    await engine.cleanup();
  }
}

const row = (label: string, b: Burst, base?: Burst) =>
  `  ${label.padEnd(44)} ${`${b.ok}/${TAKERS}`.padStart(8)}  wall ${ms(b.wall).padStart(11)}  p50 / p95 ${`${b.p50.toFixed(1)} / ${b.p95.toFixed(1)} ms`.padStart(20)}` +
  (base ? `  p95 ${(b.p95 / base.p95).toFixed(2)}x, wall ${(b.wall / base.wall).toFixed(2)}x the baseline` : '');

export default async function bench(): Promise<void> {
  const only = process.env.COUPON_BENCH_ENGINE;
  const results = new Map<string, Figures>();
  for (const e of await benchEngines('coupon')) if (!only || e.kind === only) results.set(e.kind, await measure(e));
  console.log(`\ncoupon checkout under ${TAKERS} parallel takers (all calls of a round started at once, over HTTP); load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs`);
  for (const [kind, f] of results) {
    console.log(`${kind} (demo data seeded in ${ms(f.seeded)}):`);
    console.log(row('baseline: notice.countUnread', f.takeBase));
    console.log(row(`take: coupon.receive, ${LEFT} left`, f.take, f.takeBase));
    console.log(`    refused: ${[...f.take.refused].map(([m, n]) => `${n} × ${m}`).join(', ') || 'none'} (exactly ${LEFT} taken)`);
    console.log(row('baseline: indent.create without a coupon', f.checkoutBase));
    console.log(row('checkout: indent.create, each with its coupon', f.checkout, f.checkoutBase));
    console.log(`    ${TAKERS} orders placed, ${TAKERS} coupons used once each, 1.00 off each`);
  }
  if (!results.has('postgres') && !only) console.log('PostgreSQL: not measured (no DATABASE_URL and nothing answers on 127.0.0.1:5432)');
}
