// Server bench: requests per second of an authenticated, tenant-scoped call (notice.countUnread: anti-replay,
// tenant, login_token, permission header-message, one RLS transaction counting unread notices) against a
// bare Fastify route, both measured here in the same run with autocannon over real HTTP.
// Database: PGlite in memory by default, PostgreSQL when DATABASE_URL is set. Goal: ratio >= 40%.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import forge from 'node-forge';
import { HEADERS, callByKey } from '../../api/catalogue';
import { buildServer } from '../../api/server/app';
import { openDatabase } from '../../api/server/db';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const GOAL = 0.4;
const DEMO = { tntId: 'T1001', idytpCd: 'AGRI' };

const nonce = () => randomBytes(12).toString('hex');

async function load(url: string, body: string, headers: () => Record<string, string>, seconds: number) {
  const result = await autocannon({
    url, method: 'POST', connections: CONNECTIONS, duration: seconds, body,
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers() } }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, total: result.requests.total };
}

export default async function bench(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  let dbName: string | undefined;
  let url = databaseUrl;
  if (databaseUrl) {
    // A throw-away database on the same server, so the bench never touches real data.
    dbName = `scpr_bench_${process.pid}`;
    const admin = await openDatabase({ databaseUrl, poolSize: 1 });
    await admin.owner.exec(`CREATE DATABASE ${dbName}`);
    await admin.close();
    const u = new URL(databaseUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const db = await openDatabase(url ? { databaseUrl: url } : {});
  // Production logging (one JSON line per request at info), written to a sink so the terminal stays readable.
  const sink = new Writable({ write: (_c, _e, done) => done() });
  const app = await buildServer({ db, seedDemo: true, logger: { level: 'info', stream: sink } });
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
  const post = async (key: string, body: object, headers: Record<string, string>) => {
    const res = await fetch(base + callByKey.get(key)!.path, { method: 'POST', headers, body: JSON.stringify(body) });
    return (await res.json()) as { code: string; resultData: Record<string, unknown> };
  };
  const pem = (await post('acl.getPubKey', {}, signed())).resultData.key as string;
  const pub = forge.pki.publicKeyFromPem(pem);
  const data = forge.util.encode64(pub.encrypt(forge.util.encodeUtf8(JSON.stringify({ phone: '13800000003', password: 'Demo@2026', timestamp: Date.now(), nonce: nonce() })), 'RSA-OAEP', { md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } }));
  const login = await post('acl.login', { data }, signed());
  if (login.code !== '0') throw new Error(`bench login failed: ${JSON.stringify(login)}`);
  const token = (login.resultData.tokenDTO as { access_token: string }).access_token;
  const callUrl = base + callByKey.get('notice.countUnread')!.path;
  const check = await post('notice.countUnread', {}, signed({ [HEADERS.token]: token }));
  if (check.code !== '0') throw new Error(`bench call failed: ${JSON.stringify(check)}`);

  // Warm both up, then measure each for the same time.
  await load(bareUrl, '{}', () => ({ 'content-type': 'application/json' }), 2);
  await load(callUrl, '{}', () => signed({ [HEADERS.token]: token }), 2);
  const b = await load(bareUrl, '{}', () => ({ 'content-type': 'application/json' }), DURATION_S);
  const c = await load(callUrl, '{}', () => signed({ [HEADERS.token]: token }), DURATION_S);
  const ratio = c.rps / b.rps;

  console.log(`database: ${db.kind}; ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(`bare Fastify route          : ${b.rps.toFixed(0).padStart(7)} req/s  p50 ${b.p50} ms  p99 ${b.p99} ms  (${b.total} requests, ${b.errors} errors)`);
  console.log(`notice.countUnread (authed) : ${c.rps.toFixed(0).padStart(7)} req/s  p50 ${c.p50} ms  p99 ${c.p99} ms  (${c.total} requests, ${c.errors} errors)`);
  console.log(`ratio: ${(ratio * 100).toFixed(1)}% of the bare route (goal >= ${GOAL * 100}%): ${ratio >= GOAL ? 'met' : 'NOT met'}`);

  await bare.close();
  await app.close();
  if (databaseUrl && dbName) {
    const admin = await openDatabase({ databaseUrl, poolSize: 1 });
    await admin.owner.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.close();
  }
}
