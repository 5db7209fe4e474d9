// Goods bench (`npm run bench goods`): latency of filtered goods pages with ~100k SKUs in one tenant,
// through the real server over HTTP with authenticated, signed calls: the front's item.search (keyword +
// price range + sort) as an enterprise buyer, and the seller's item.page (status filter + sort) as the
// seller 13800000002, first pages and deep pages. Each engine gets a throw-away database: PGlite in a
// temporary directory, and PostgreSQL when DATABASE_URL is set or 127.0.0.1:5432 answers (a database
// created and dropped here). Prints p50/p95 per case and the PGlite/PostgreSQL ratio.
// Goal (issue): p95 <= 50 ms on PostgreSQL, PGlite within 3x of it. Requests go one at a time: the
// figure is the latency of one page, not throughput.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { Writable } from 'node:stream';
import forge from 'node-forge';
import { HEADERS, callByKey } from '../../api/catalogue';
import { buildServer } from '../../api/server/app';
import { pgliteEngine, postgresEngine, type Engine } from './bench-server';
import { BENCH_TENANT, loadBenchGoods } from './goods-data';
import { median, ms, p95 } from './stats';

const ITEMS = Number(process.env.BENCH_GOODS_ITEMS ?? 29_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const GOAL_PG_P95 = 50;
const GOAL_RATIO = 3;
const DEMO = { tntId: BENCH_TENANT, idytpCd: 'AGRI' };
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

interface Case {
  label: string;
  key: string;
  who: 'buyer' | 'seller';
  body: Record<string, unknown>;
}

const search = { keyword: '苹果', minPrice: '10', maxPrice: '200', sortField: 'minPrice', sortOrder: 'asc' };
const CASES: Case[] = [
  { label: 'item.search kw+price, sort price, p1', key: 'item.search', who: 'buyer', body: { pageNum: 1, pageSize: 20, ...search } },
  { label: 'item.search kw+price, sort price, p20', key: 'item.search', who: 'buyer', body: { pageNum: 20, pageSize: 20, ...search } },
  { label: 'item.search kw 1 char, newest, p1', key: 'item.search', who: 'buyer', body: { pageNum: 1, pageSize: 20, keyword: '果' } },
  { label: 'item.search default (newest), p1', key: 'item.search', who: 'buyer', body: { pageNum: 1, pageSize: 20 } },
  { label: 'item.search default (newest), p200', key: 'item.search', who: 'buyer', body: { pageNum: 200, pageSize: 20 } },
  { label: 'item.search sort sales, p1', key: 'item.search', who: 'buyer', body: { pageNum: 1, pageSize: 20, sortField: 'sales', sortOrder: 'desc' } },
  { label: 'item.page status 1, sort price, p1', key: 'item.page', who: 'seller', body: { pageNum: 1, pageSize: 20, status: '1', sortField: 'minPrice', sortOrder: 'asc' } },
  { label: 'item.page status 1, sort price, p500', key: 'item.page', who: 'seller', body: { pageNum: 500, pageSize: 20, status: '1', sortField: 'minPrice', sortOrder: 'asc' } },
  { label: 'item.page default (updated), p1', key: 'item.page', who: 'seller', body: { pageNum: 1, pageSize: 20 } },
  { label: 'item.page name filter, p1', key: 'item.page', who: 'seller', body: { pageNum: 1, pageSize: 20, itemNm: '大米' } },
];

const nonce = () => randomBytes(12).toString('hex');

async function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port: 5432, timeout: 500 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

type Figures = Map<string, { p50: number; p95: number; total: number; records: number }>;

async function measure(engine: Engine): Promise<Figures> {
  const t0 = performance.now();
  const db = await engine.open();
  const sink = new Writable({ write: (_c, _e, done) => done() });
  const app = await buildServer({ db, files: engine.files, seedDemo: true, logger: { level: 'warn', stream: sink } });
  const tSeed = performance.now();
  const loaded = await loadBenchGoods(db, ITEMS);
  const [skus] = await db.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM item_skus WHERE tnt_id = $1`, [BENCH_TENANT]);
  console.log(`${engine.kind}: migrated and seeded in ${ms(tSeed - t0)}, ${loaded.items} goods / ${skus!.n} SKUs in ${BENCH_TENANT} loaded in ${ms(performance.now() - tSeed)}`);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const signed = (extra: Record<string, string> = {}) => ({
      'content-type': 'application/json', [HEADERS.timestamp]: String(Date.now()), [HEADERS.nonce]: nonce(),
      [HEADERS.tntId]: DEMO.tntId, [HEADERS.idytpCd]: DEMO.idytpCd, ...extra,
    });
    const post = async (path: string, body: object, headers: Record<string, string>) => {
      const res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
      return (await res.json()) as { code: string; msg?: string; resultData: Record<string, unknown> };
    };
    const pem = (await post(callByKey.get('acl.getPubKey')!.path, {}, signed())).resultData.key as string;
    const pub = forge.pki.publicKeyFromPem(pem);
    const login = async (phone: string) => {
      const sealed = forge.util.encode64(pub.encrypt(forge.util.encodeUtf8(JSON.stringify({ phone, password: 'Demo@2026', timestamp: Date.now(), nonce: nonce() })), 'RSA-OAEP', { md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } }));
      const r = await post(callByKey.get('acl.login')!.path, { data: sealed }, signed());
      if (r.code !== '0') throw new Error(`bench login ${phone} failed: ${JSON.stringify(r)}`);
      return (r.resultData.tokenDTO as { access_token: string }).access_token;
    };
    const tokens = { buyer: await login('13800000003'), seller: await login('13800000002') };

    const figures: Figures = new Map();
    for (const c of CASES) {
      const path = callByKey.get(c.key)!.path;
      const headers = () => signed({ [HEADERS.token]: tokens[c.who] });
      const first = await post(path, c.body, headers());
      if (first.code !== '0') throw new Error(`${c.label}: ${JSON.stringify(first).slice(0, 300)}`);
      for (let i = 0; i < WARMUP; i++) await post(path, c.body, headers());
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const h = headers();
        const s = performance.now();
        const r = await post(path, c.body, h);
        times.push(performance.now() - s);
        if (r.code !== '0') throw new Error(`${c.label}: ${r.code} ${r.msg}`);
      }
      const data = first.resultData as { total: number; records: unknown[] };
      figures.set(c.label, { p50: median(times), p95: p95(times), total: data.total, records: data.records.length });
    }
    return figures;
  } finally {
    await app.close();
    await engine.cleanup();
  }
}

export default async function bench(): Promise<void> {
  const pgUrl = process.env.DATABASE_URL ?? ((await postgresAnswers()) ? LOCAL_PG : undefined);
  const engines: Engine[] = [pgliteEngine('goods'), ...(pgUrl ? [postgresEngine(pgUrl, 'goods')] : [])];
  const results = new Map<string, Figures>();
  for (const e of engines) results.set(e.kind, await measure(e));

  const lite = results.get('pglite')!;
  const pg = results.get('postgres');
  // Latency one request at a time is only as good as the CPU the machine leaves the server: say how busy it was.
  console.log(`\n${REQUESTS} requests per case, one at a time, after ${WARMUP} warm-up requests; pageSize 20; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs`);
  console.log(`${'case'.padEnd(42)} ${'matches'.padStart(8)}  ${'PGlite p50 / p95'.padStart(20)}  ${pg ? `${'PostgreSQL p50 / p95'.padStart(22)}  ratio p95` : ''}`);
  let worstPg = 0;
  let worstRatio = 0;
  for (const [label, l] of lite) {
    const p = pg?.get(label);
    const ratio = p ? l.p95 / p.p95 : 0;
    worstPg = Math.max(worstPg, p?.p95 ?? 0);
    worstRatio = Math.max(worstRatio, ratio);
    console.log(`${label.padEnd(42)} ${String(l.total).padStart(8)}  ${`${l.p50.toFixed(1)} / ${l.p95.toFixed(1)} ms`.padStart(20)}  ${p ? `${`${p.p50.toFixed(1)} / ${p.p95.toFixed(1)} ms`.padStart(22)}  ${ratio.toFixed(2)}x` : ''}`);
  }
  if (pg) {
    console.log(`goal: p95 <= ${GOAL_PG_P95} ms on PostgreSQL (worst ${worstPg.toFixed(1)} ms: ${worstPg <= GOAL_PG_P95 ? 'met' : 'NOT met'}); PGlite within ${GOAL_RATIO}x (worst ${worstRatio.toFixed(2)}x: ${worstRatio <= GOAL_RATIO ? 'met' : 'NOT met'})`);
  } else {
    console.log('PostgreSQL: not measured (no DATABASE_URL and nothing answers on 127.0.0.1:5432)');
  }
}
