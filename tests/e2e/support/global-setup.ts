// One server for the whole e2e run, started the way `npm start` starts it (scripts/start.mjs: the client
// is built if missing or stale, then the server serves it under /scprmall/), on a free port with a fresh
// temporary data directory. The access token lives 30 minutes and a few seconds, so a session enters the
// refresh window of spec 9 shortly after login (the refresh test waits for it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ACCESS_TTL_MS, ARTIFACTS } from './constants';

/** Unauthenticated calls per client address per minute (the product's default is 600). Every browser of the
 * run is one address, 127.0.0.1, and the suite's files together make more public calls a minute than one
 * person would (the public pages of every file, the layout and a11y walks): at 600 a fast run was refused
 * 429 on getPubKey and could not log in. The limit itself is tested in tests/api/anti-replay.test.ts. */
const E2E_ANON_RATE_LIMIT = 100_000;
/** Login tries a minute per phone (the product's default is 10; per address six times as many). The suite
 * logs the same demo accounts in dozens of times, in bursts as fast as the machine runs: a quick run was
 * refused 429 登录尝试过于频繁 and a test waited for a login that never came. The throttle itself is tested
 * in tests/api/login.test.ts. */
const E2E_LOGIN_RATE_LIMIT = 10_000;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A server with the fresh demo data that no test writes to (the visual baselines). */
    pristineUrl: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

async function waitUntilUp(url: string, server: ChildProcess, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}); see ${ARTIFACTS}/server.log`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} in time; see ${ARTIFACTS}/server.log`);
}

interface Started {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** One server as `npm start` starts it, on a free port with a fresh data directory (a copy of the prepared
 * demo database), logging to ARTIFACTS/<logName>. */
async function startServer(logName: string): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scpr-e2e-'));
  const port = await freePort();
  const log = createWriteStream(join(ARTIFACTS, logName));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ACCESS_TOKEN_TTL_MS: String(ACCESS_TTL_MS), ANON_RATE_LIMIT: String(E2E_ANON_RATE_LIMIT), LOGIN_RATE_LIMIT: String(E2E_LOGIN_RATE_LIMIT), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/scprmall/`, server, 180_000);
  return {
    baseUrl,
    stop: async () => {
      // The whole group: start.mjs and the server it spawned.
      if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
      await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What `npm start` builds first when it is missing or stale (scripts/start.mjs: the client, then the
 * server's bundle), built here once: two starts at once would otherwise both build into the same dist/. */
function ensureBuilds(): void {
  const script = "import { ensureClientBuild } from './scripts/client-build.mjs'; import { ensureServerBuild } from './scripts/server-build.mjs'; ensureClientBuild(); await ensureServerBuild();";
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  if (run.status !== 0) throw new Error(`the client or server build failed (exit ${run.status})`);
}

export default async function setup(project: TestProject) {
  mkdirSync(ARTIFACTS, { recursive: true });
  ensureBuilds();
  // Both servers at once (each start then finds its builds up to date): the shared one, and a second that
  // no flow writes to: the visual baselines are pictures of the demo data as a fresh start shows it, and
  // the flows of the other files (orders placed, complaints filed, notices sent) ran on the shared server
  // before them and changed what its screens show.
  const starts = await Promise.allSettled([startServer('server.log'), startServer('server-pristine.log')]);
  const [shared, pristine] = starts.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  if (!shared || !pristine) {
    // One did not come up: stop the other, then fail with the reason.
    await Promise.all([shared?.stop(), pristine?.stop()]);
    throw starts.find((s): s is PromiseRejectedResult => s.status === 'rejected')!.reason;
  }
  project.provide('baseUrl', shared.baseUrl);
  project.provide('pristineUrl', pristine.baseUrl);
  return async () => {
    await Promise.all([shared.stop(), pristine.stop()]);
  };
}
