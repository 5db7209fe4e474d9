// `npm run bench start`: a newcomer's first start (issue 29 item 10). Runs `node scripts/start.mjs` as
// `npm start` does, in this checkout as `npm install` left it, with a fresh DATA_DIR and a free port, and
// measures the time until the first page is answered (GET /scprmall/login: 200 and the app page) and the
// longest silence in what the process printed until then. Goal: first page <= 5 s, no silence > 2 s.
// BENCH_START_ROUNDS (default 1) repeats it, each with its own fresh DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const GOAL = { firstPageMs: 5_000, silenceMs: 2_000 } as const;
/** A hang guard, not an expectation. */
const GIVE_UP_MS = 180_000;
const POLL_MS = 50;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** CPU seconds (user + system) used so far by a process and its descendants, from /proc (Linux). On a
 * machine shared with other jobs the wall-clock figures stretch with the load; this one does not. */
function treeCpuSeconds(root: number): number {
  const stats: { pid: number; ppid: number; ticks: number }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.push({ pid: Number(name), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
    } catch {
      // ended meanwhile
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats) {
      if (tree.has(s.pid) || !tree.has(s.ppid)) continue;
      tree.add(s.pid);
      grew = true;
    }
  }
  // Clock ticks: 100 a second on Linux (sysconf(_SC_CLK_TCK)).
  return stats.filter((s) => tree.has(s.pid)).reduce((n, s) => n + s.ticks, 0) / 100;
}

interface StartRun {
  cpuSeconds: number;
  firstPageMs: number;
  longestSilenceMs: number;
  /** What the longest silence came after (the line printed before it, or "(start)"). */
  silenceAfter: string;
  lines: { at: number; text: string }[];
}

async function firstStart(): Promise<StartRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scpr-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: { at: number; text: string }[] = [];
  const take = (chunk: Buffer) => {
    const at = performance.now() - started;
    for (const text of chunk.toString('utf8').split('\n')) if (text.trim()) lines.push({ at, text: text.length > 100 ? `${text.slice(0, 100)}…` : text });
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  try {
    const url = `http://127.0.0.1:${port}/scprmall/login`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${lines.map((l) => l.text).join('\n')}`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error('no first page in time');
      try {
        const res = await fetch(url);
        const body = await res.text();
        if (res.status === 200 && body.includes('<div id="root"')) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const firstPageMs = performance.now() - started;
    const cpuSeconds = child.pid ? treeCpuSeconds(child.pid) : NaN;
    let longestSilenceMs = 0;
    let silenceAfter = '(start)';
    let last = { at: 0, text: '(start)' };
    for (const l of [...lines.filter((x) => x.at <= firstPageMs), { at: firstPageMs, text: '(first page)' }]) {
      if (l.at - last.at > longestSilenceMs) {
        longestSilenceMs = l.at - last.at;
        silenceAfter = last.text;
      }
      last = l;
    }
    return { cpuSeconds, firstPageMs, longestSilenceMs, silenceAfter, lines };
  } finally {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const s = (n: number) => `${(n / 1000).toFixed(2)} s`;

export default async function startBench(): Promise<void> {
  const rounds = Number(process.env.BENCH_START_ROUNDS ?? 1);
  for (let i = 0; i < rounds; i += 1) {
    const run = await firstStart();
    console.log(`round ${i + 1}: what npm start printed until the first page`);
    for (const l of run.lines.filter((x) => x.at <= run.firstPageMs)) console.log(`  ${s(l.at).padStart(8)}  ${l.text}`);
    console.log(`first page (GET /scprmall/login 200, the app page): ${s(run.firstPageMs)} (goal <= ${s(GOAL.firstPageMs)}) ${run.firstPageMs <= GOAL.firstPageMs ? 'ok' : 'OVER'}`);
    console.log(`CPU used by npm start's processes until then: ${run.cpuSeconds.toFixed(2)} s (load average at the end ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`);
    console.log(`longest silence: ${s(run.longestSilenceMs)} after "${run.silenceAfter}" (goal <= ${s(GOAL.silenceMs)}) ${run.longestSilenceMs <= GOAL.silenceMs ? 'ok' : 'OVER'}`);
  }
}
