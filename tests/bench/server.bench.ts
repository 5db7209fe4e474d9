// Server bench: requests per second of authenticated, tenant-scoped calls against a bare Fastify route, all
// measured in the same run over real HTTP: notice.countUnread (anti-replay, tenant, login_token, permission
// header-message, one read under row-level security as the app role, counting unread notices) and the
// list call notice.page (the same walls, a body validated against its request schema, a page of notices
// with their read status and the total: two reads). Database: PGlite in memory by default, PostgreSQL
// when DATABASE_URL is set. Goal (issue 13 item 11): ratio >= 40% for both.
//
// The load generator runs in a child process for every route, with the same connections and duration, so
// it does not take CPU from the server's thread. The routes are measured in alternating rounds (bare,
// authed, constant, bare, ...), so that other work on the machine weighs on all of them alike. BENCH_LOAD picks it: 'lean' (default; a keep-alive
// client that rewrites only the timestamp and nonce bytes of a prebuilt request), 'autocannon' (in the
// child process), or 'inprocess' (autocannon in the server's process, as the first version of this bench
// did). Besides req/s, the server process's CPU time per request and the generator's are printed: when the
// generator, not the server, is the limit, those lines show it.
// The generator's event loop spins (load.ts `spin`: polls instead of sleeping, so no answer has to wake it;
// on a virtual machine that wake-up cost the server up to 17 µs a request) when the database is PGlite, in
// the server's process; not beside PostgreSQL or Redis (see SPIN), nor in 'inprocess' mode, where it would
// spin on the server's thread. BENCH_LOAD_SPIN=1|0 forces it on or off, to compare.
// A third, diagnostic line runs the same authenticated path with a constant answer instead of the read.
// REDIS_URL: the nonces go to Redis (one SET NX PX per request, under a prefix of this run), as several
// processes would run; without it, the in-process nonce store.
// On PostgreSQL a second baseline (issue 29 item 11, sql-baseline.ts): a bare Fastify route that runs the
// list's own SQL through node-postgres with a pool of the server's size. The calls' ratios against it say
// how much of the database's limit the platform's walls and read path leave (goal: the list >= 50%).
// Each line also gives the CPU per request of the bench database's PostgreSQL backends (when PostgreSQL
// runs on this machine) and of Redis (with REDIS_URL; the whole Redis server), from backend-cpu.ts.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import forge from 'node-forge';
import { HEADERS, callByKey, type CallDef } from '../../api/catalogue';
import { buildServer } from '../../api/server/app';
import { openDatabase } from '../../api/server/db';
import { DEFAULT_POOL_SIZE } from '../../api/server/db/connection';
import { PEOPLE } from '../../api/server/modules/acl/demo';
import { LogLines } from '../../api/server/plugins/log-lines';
import { DirBlobStore } from '../../api/server/storage';
import type { LoadJob, LoadResult } from './load';
import { startSqlBaseline, type SqlBaseline } from './sql-baseline';
import { BackendCpu, RedisCpu } from './backend-cpu';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_S = 2;
const CONNECTIONS = 10;
const GOAL = 0.4;
/** The list against its own SQL through node-postgres (PostgreSQL only). */
const SQL_GOAL = 0.5;
const DEMO = { tntId: 'T1001', idytpCd: 'AGRI' };
const LOGIN_PHONE = '13800000003';
const LOAD = process.env.BENCH_LOAD ?? 'lean';
if (!['lean', 'autocannon', 'inprocess'].includes(LOAD)) throw new Error(`BENCH_LOAD must be lean, autocannon or inprocess, got ${LOAD}`);
const IN_PROCESS = LOAD === 'inprocess';
// Spinning takes a core: not beside a database or Redis server on the same machine, which need it (on two
// vCPUs it cut PostgreSQL's countUnread from 8,753 to 4,704 req/s). BENCH_LOAD_SPIN=1|0 decides.
const SPIN = !IN_PROCESS && (process.env.BENCH_LOAD_SPIN ? process.env.BENCH_LOAD_SPIN === '1' : !process.env.DATABASE_URL && !process.env.REDIS_URL);
const GENERATOR: LoadJob['generator'] = LOAD === 'lean' ? 'lean' : 'autocannon';

const nonce = () => randomBytes(12).toString('hex');

interface Measured extends LoadResult {
  /** Server process CPU (all threads) per request, in microseconds, and as a share of one core. */
  cpuUsPerReq: number;
  cpuCores: number;
  cpuUs: number;
  /** The part of cpuUs spent in the kernel. */
  sysUs: number;
  wallUs: number;
  /** PostgreSQL on this machine: CPU of the bench database's backends (backend-cpu.ts), else undefined. */
  dbUs?: number | undefined;
  /** REDIS_URL: CPU of the Redis server (all its clients), else undefined. */
  redisUs?: number | undefined;
}

/** Rounds of one route added up: req/s and latency averaged over rounds, CPU over all requests. */
function combine(rounds: Measured[]): Measured {
  const sum = (f: (m: Measured) => number) => rounds.reduce((a, m) => a + f(m), 0);
  const total = sum((m) => m.total);
  const cpuUs = sum((m) => m.cpuUs);
  const sysUs = sum((m) => m.sysUs);
  const wallUs = sum((m) => m.wallUs);
  const dbUs = rounds.every((m) => m.dbUs !== undefined) ? sum((m) => m.dbUs!) : undefined;
  const redisUs = rounds.every((m) => m.redisUs !== undefined) ? sum((m) => m.redisUs!) : undefined;
  return {
    dbUs, redisUs,
    rps: sum((m) => m.rps) / rounds.length, p50: sum((m) => m.p50) / rounds.length, p99: Math.max(...rounds.map((m) => m.p99)),
    total, errors: sum((m) => m.errors), loadCpuUsPerReq: sum((m) => m.loadCpuUsPerReq * m.total) / (total || 1),
    cpuUs, sysUs, wallUs, cpuUsPerReq: cpuUs / (total || 1), cpuCores: cpuUs / wallUs,
  };
}

/** Runs load jobs in a child process (default) or in this process, and measures this process's CPU. */
class LoadRunner {
  private child: ChildProcess | null = null;
  /** Set on PostgreSQL when its backends can be read: each measure also counts the database's CPU. */
  backends: BackendCpu | null = null;
  /** Set with REDIS_URL: each measure also counts Redis's CPU. */
  redis: RedisCpu | null = null;
  async start(): Promise<void> {
    if (IN_PROCESS) return;
    this.child = fork(fileURLToPath(new URL('./load.ts', import.meta.url)), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    await new Promise<void>((resolve, reject) => {
      this.child!.once('spawn', resolve);
      this.child!.once('error', reject);
    });
  }
  private async runJob(job: LoadJob): Promise<LoadResult> {
    if (!this.child) {
      const { runLoad } = await import('./load');
      return runLoad(job);
    }
    return new Promise((resolve, reject) => {
      this.child!.once('message', (m: { ok?: LoadResult; error?: string }) => (m.ok ? resolve(m.ok) : reject(new Error(m.error))));
      this.child!.send(job);
    });
  }
  async measure(job: LoadJob): Promise<Measured> {
    const db0 = await this.backends?.sample();
    const redis0 = await this.redis?.sample();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const r = await this.runJob(job);
    const cpu = process.cpuUsage(cpu0);
    const wallUs = (performance.now() - t0) * 1000;
    const cpuUs = cpu.user + cpu.system;
    const dbUs = db0 ? BackendCpu.spent(db0, await this.backends!.sample()) : undefined;
    const redisUs = redis0 === undefined ? undefined : (await this.redis!.sample()) - redis0;
    return { ...r, dbUs, redisUs, cpuUsPerReq: r.total ? cpuUs / r.total : 0, cpuCores: cpuUs / wallUs, cpuUs, sysUs: cpu.system, wallUs };
  }
  stop(): void {
    this.child?.kill();
  }
}

const ROUTE_NAMES = ['bare', 'countUnread', 'constant', 'list', 'constantNoNonce', 'sqlList'];

/** BENCH_ONLY=<route> (one of these): measure that route alone (see below). BENCH_PROFILE=dir: one more
 * round per route under the V8 profiler (this process: the server), written to dir/<route>.cpuprofile for
 * Chrome DevTools or a flame graph tool. Its samples place system calls badly (it put 20 µs a request in
 * writev where the kernel spent 5): for kernel time, use perf with BENCH_ONLY. */
async function profileRoutes(dir: string, jobs: [string, LoadJob][], runner: LoadRunner): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  for (const [name, j] of jobs) {
    await session.post('Profiler.start');
    const m = await runner.measure(j);
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    console.log(`profile ${name}: ${m.total} requests, ${m.cpuUsPerReq.toFixed(0)} µs/req -> ${join(dir, `${name}.cpuprofile`)}`);
  }
  session.disconnect();
}

export default async function bench(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  let dbName: string | undefined;
  let url = databaseUrl;
  if (databaseUrl) {
    // A throw-away database on the same server, so the bench never touches real data.
    dbName = `scpr_bench_${process.pid}_${Date.now()}`;
    const admin = await openDatabase({ databaseUrl, poolSize: 1 });
    await admin.owner.exec(`CREATE DATABASE ${dbName}`);
    await admin.close();
    const u = new URL(databaseUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  // READ_CACHE=on|off as the server's (default: on for PGlite, off for PostgreSQL), to measure both.
  const readCache = process.env.READ_CACHE === undefined ? {} : { readCache: process.env.READ_CACHE === 'on' };
  const db = await openDatabase(url ? { databaseUrl: url, ...readCache } : readCache);
  const fileDir = mkdtempSync(join(tmpdir(), 'scpr-server-bench-'));
  // Production logging (one JSON line per request at info) as the server writes it to standard output
  // (plugins/log-lines.ts: a write per turn of the event loop), to /dev/null so the terminal stays readable,
  // written synchronously as Node writes standard output to a file or a pipe.
  const devNull = openSync('/dev/null', 'w');
  const sink = new LogLines(new Writable({ write: (chunk: Buffer, _e, done) => (writeSync(devNull, chunk), done()) }));
  const redisUrl = process.env.REDIS_URL;
  const app = await buildServer({
    db, files: new DirBlobStore(fileDir), seedDemo: true, logger: { level: 'info', stream: sink },
    ...(redisUrl ? { redisUrl, redisPrefix: `scpr:bench:${process.pid}:${Date.now()}:` } : {}),
    ...(url ? { databaseUrl: url } : {}),
  });
  // Diagnostic only: the same call definition (so every hook runs: anti-replay, tenant, token, permission,
  // validation, log) answered with a constant, to show what the database read costs on top.
  const real = callByKey.get('notice.countUnread')!;
  const constant: CallDef = { ...real, key: 'bench.constant', path: '/scpr/bench/constant' };
  app.post(constant.path, { config: { call: constant } }, async (req) => {
    if (req.scpr) req.scpr.code = '0';
    return { code: '0', msg: '操作成功', resultData: { unreadCount: 0 } };
  });
  // The same constant call with no nonce to spend (anti-replay exempt): the difference to the line above
  // is what spending a nonce costs a request with this run's store.
  const noNonce: CallDef = { ...constant, key: 'bench.constantNoNonce', path: '/scpr/bench/constant-no-nonce', replayExempt: true };
  app.post(noNonce.path, { config: { call: noNonce } }, async (req) => {
    if (req.scpr) req.scpr.code = '0';
    return { code: '0', msg: '操作成功', resultData: { unreadCount: 0 } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => ({ code: '0', msg: '操作成功', resultData: { unreadCount: 0 } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  const signed = (extra: Record<string, string> = {}) => ({
    'content-type': 'application/json', [HEADERS.timestamp]: String(Date.now()), [HEADERS.nonce]: nonce(),
    [HEADERS.tntId]: DEMO.tntId, [HEADERS.idytpCd]: DEMO.idytpCd, ...extra,
  });
  const post = async (path: string, body: object, headers: Record<string, string>) => {
    const res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
    return (await res.json()) as { code: string; resultData: Record<string, unknown> };
  };
  const pem = (await post(callByKey.get('acl.getPubKey')!.path, {}, signed())).resultData.key as string;
  const pub = forge.pki.publicKeyFromPem(pem);
  const data = forge.util.encode64(pub.encrypt(forge.util.encodeUtf8(JSON.stringify({ phone: LOGIN_PHONE, password: 'Demo@2026', timestamp: Date.now(), nonce: nonce() })), 'RSA-OAEP', { md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } }));
  const login = await post(callByKey.get('acl.login')!.path, { data }, signed());
  if (login.code !== '0') throw new Error(`bench login failed: ${JSON.stringify(login)}`);
  const token = (login.resultData.tokenDTO as { access_token: string }).access_token;
  const listCall = callByKey.get('notice.page')!;
  const LIST_BODY = { pageNum: 1, pageSize: 10 };
  for (const [path, body] of [[real.path, {}], [constant.path, {}], [listCall.path, LIST_BODY], [noNonce.path, {}]] as const) {
    const check = await post(path, body, signed({ [HEADERS.token]: token }));
    if (check.code !== '0') throw new Error(`bench call ${path} failed: ${JSON.stringify(check)}`);
  }

  const authedHeaders = { 'content-type': 'application/json', [HEADERS.tntId]: DEMO.tntId, [HEADERS.idytpCd]: DEMO.idytpCd, [HEADERS.token]: token };
  const sign = { timestamp: HEADERS.timestamp, nonce: HEADERS.nonce };
  const job = (target: string, seconds: number, signedReq: boolean, body = '{}'): LoadJob => ({
    url: target, body, connections: CONNECTIONS, seconds,
    headers: signedReq ? authedHeaders : { 'content-type': 'application/json' },
    ...(signedReq ? { sign } : {}), generator: GENERATOR, spin: SPIN,
  });

  // PostgreSQL: the list's own SQL through node-postgres, for the signed-in account's page.
  let sqlBase: SqlBaseline | null = null;
  if (url) {
    const accountId = PEOPLE.find((p) => p.phone === LOGIN_PHONE)!.accounts[0]!.accountId;
    sqlBase = await startSqlBaseline(db, url, DEFAULT_POOL_SIZE, DEMO.tntId, accountId, LIST_BODY);
  }

  const runner = new LoadRunner();
  if (url) runner.backends = await BackendCpu.open(url);
  if (redisUrl) runner.redis = RedisCpu.open(redisUrl);
  await runner.start();
  try {
    const routes: [string, boolean, string?][] = [[bareUrl, false], [base + real.path, true], [base + constant.path, true], [base + listCall.path, true, JSON.stringify(LIST_BODY)], [base + noNonce.path, true]];
    if (sqlBase) routes.push([sqlBase.url, false]);
    const only = process.env.BENCH_ONLY;
    if (only) {
      // One route, for a profiler attached from outside (perf record -a -g -e cpu-clock, with
      // NODE_OPTIONS=--perf-basic-prof for the JavaScript frames): warmed up, then run for BENCH_SECONDS
      // between two lines that say when.
      const r = routes[ROUTE_NAMES.indexOf(only)];
      if (!r) throw new Error(`BENCH_ONLY must be one of ${ROUTE_NAMES.join(', ')}`);
      await runner.measure(job(r[0], WARMUP_S * 2, r[1], r[2]));
      console.log(`measuring ${only} for ${DURATION_S} s (server pid ${process.pid})`);
      const m = await runner.measure(job(r[0], DURATION_S, r[1], r[2]));
      console.log(`measured ${only}: ${m.total} requests, ${m.rps.toFixed(0)} req/s, server CPU ${m.cpuUsPerReq.toFixed(1)} µs/req (kernel ${(m.sysUs / (m.total || 1)).toFixed(1)})${m.dbUs === undefined ? '' : `, database ${(m.dbUs / (m.total || 1)).toFixed(1)} µs/req`}${m.redisUs === undefined ? '' : `, Redis ${(m.redisUs / (m.total || 1)).toFixed(1)} µs/req`}`);
      return;
    }
    // Warm all of them up, then measure each for the same time.
    for (const [u, s, body] of routes) await runner.measure(job(u, WARMUP_S, s, body));
    const rounds: Measured[][] = routes.map(() => []);
    for (let i = 0; i < ROUNDS; i++) {
      for (const [r, [u, s, body]] of routes.entries()) rounds[r]!.push(await runner.measure(job(u, DURATION_S / ROUNDS, s, body)));
    }
    const profileDir = process.env.BENCH_PROFILE;
    if (profileDir) await profileRoutes(profileDir, routes.map(([u, s, body], i) => [ROUTE_NAMES[i]!, job(u, DURATION_S / ROUNDS, s, body)]), runner);
    const [b, c, k, l, n, q] = rounds.map(combine) as [Measured, Measured, Measured, Measured, Measured, Measured | undefined];
    const ratio = c.rps / b.rps;
    const listRatio = l.rps / b.rps;

    const line = (label: string, m: Measured) =>
      `${label.padEnd(34)}: ${m.rps.toFixed(0).padStart(7)} req/s  p50 ${m.p50.toFixed(2)} ms  p99 ${m.p99.toFixed(2)} ms  (${m.total} requests, ${m.errors} errors)  server CPU ${m.cpuUsPerReq.toFixed(0)} µs/req (kernel ${(m.sysUs / (m.total || 1)).toFixed(0)}), ${(m.cpuCores * 100).toFixed(0)}% of a core${m.dbUs === undefined ? '' : `; database ${(m.dbUs / (m.total || 1)).toFixed(0)} µs/req`}${m.redisUs === undefined ? '' : `; Redis ${(m.redisUs / (m.total || 1)).toFixed(0)} µs/req`}${IN_PROCESS ? '' : `; load generator ${m.loadCpuUsPerReq.toFixed(0)} µs/req${SPIN ? ' (spinning)' : ''}`}`;
    const store = redisUrl ? 'Redis (SET NX PX per request)' : db.kind === 'pglite' ? 'in memory, written behind to the database' : 'database, a batched INSERT per group of requests';
    console.log(`database: ${db.kind}; nonces: ${store}; ${CONNECTIONS} connections, ${DURATION_S} s each in ${ROUNDS} alternating rounds; load generator ${IN_PROCESS ? 'autocannon in the server process' : `${GENERATOR} in a child process${SPIN ? ', spinning' : ''}`}`);
    console.log(line('bare Fastify route', b));
    console.log(line('notice.countUnread (authed)', c));
    console.log(line('notice.page (authed list)', l));
    console.log(line('(diagnostic: authed, constant)', k));
    console.log(line('(diagnostic: constant, no nonce)', n));
    if (q) console.log(line("list's SQL through pg, bare route", q));
    console.log(`ratio: ${(ratio * 100).toFixed(1)}% of the bare route (goal >= ${GOAL * 100}%): ${ratio >= GOAL ? 'met' : 'NOT met'}; constant-answer path ${((k.rps / b.rps) * 100).toFixed(1)}%`);
    console.log(`list ratio: notice.page ${(listRatio * 100).toFixed(1)}% of the bare route (goal >= ${GOAL * 100}%): ${listRatio >= GOAL ? 'met' : 'NOT met'}`);
    if (q) {
      const sqlRatio = l.rps / q.rps;
      console.log(`ratio to the list's SQL through pg: notice.page ${(sqlRatio * 100).toFixed(1)}% (goal >= ${SQL_GOAL * 100}%): ${sqlRatio >= SQL_GOAL ? 'met' : 'NOT met'}; countUnread ${((c.rps / q.rps) * 100).toFixed(1)}%; server CPU per request, pg route / list ${((q.cpuUsPerReq / l.cpuUsPerReq) * 100).toFixed(1)}%`);
    }
    console.log(`nonce spend (${store}): ${(k.cpuUsPerReq - n.cpuUsPerReq).toFixed(0)} µs of server CPU per request (constant path with / without: ${k.cpuUsPerReq.toFixed(0)} / ${n.cpuUsPerReq.toFixed(0)}), req/s with = ${((k.rps / n.rps) * 100).toFixed(1)}% of without`);
    const rc = db.readCache?.stats;
    const ac = db.readCache?.answers.stats;
    console.log(rc ? `read cache: ${rc.hits} hits, ${rc.misses} misses, ${rc.passed} reads not cacheable, ${rc.entries} answers kept` : 'read cache: off');
    if (ac) console.log(`answer cache (read handlers with keepAnswers): ${ac.hits} hits, ${ac.misses} misses, ${ac.notKept} answers not kept`);
    console.log(`server CPU per request, bare / authed: ${((b.cpuUsPerReq / c.cpuUsPerReq) * 100).toFixed(1)}%, bare / list ${((b.cpuUsPerReq / l.cpuUsPerReq) * 100).toFixed(1)}% (the ratios the server could reach with CPU to spare for everything else)`);
  } finally {
    runner.stop();
    await runner.backends?.close();
    runner.redis?.close();
    await sqlBase?.close();
    await bare.close();
    await app.close();
    sink.close();
    closeSync(devNull);
    rmSync(fileDir, { recursive: true, force: true });
    if (databaseUrl && dbName) {
      const admin = await openDatabase({ databaseUrl, poolSize: 1 });
      await admin.owner.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.close();
    }
  }
}
