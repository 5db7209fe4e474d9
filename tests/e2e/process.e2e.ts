// `npm start` as a person runs it (issue 13 item 12): it says what it is doing while the database is
// prepared, and stopping it — SIGTERM to npm alone, Ctrl-C to the whole process group, or start.mjs killed
// outright — leaves no server behind: the port stops answering and no process it started survives. Each
// case starts its own server (fresh DATA_DIR, free port; the client build is the one the e2e setup made).
// No fixed waits: every step waits for what can be observed (a line on stdout, the port, /proc).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Started {
  proc: ChildProcess;
  port: number;
  out: () => string;
}

const dirs: string[] = [];
const procs: ChildProcess[] = [];
afterEach(() => {
  // A failed case must not leave its server running either.
  for (const p of procs.splice(0)) if (p.pid && p.exitCode === null) killGroup(p.pid);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Starts `command` in its own process group and resolves once it prints the ready line. */
function start(command: string, args: string[]): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scpr-process-'));
  dirs.push(dataDir);
  const proc = spawn(command, args, {
    // PORT=0: the server takes a free port and names it in its ready line. No demo data: quicker, and
    // the start-up steps are the same.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  procs.push(proc);
  let out = '';
  proc.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  return new Promise((resolve, reject) => {
    const check = () => {
      const m = /已启动 http:\/\/localhost:(\d+)\//.exec(out);
      if (m) resolve({ proc, port: Number(m[1]), out: () => out });
    };
    proc.stdout!.on('data', check);
    proc.once('exit', (code) => reject(new Error(`exited (${code}) before it was ready:\n${out}`)));
  });
}

/** Every live descendant of `pid` (from /proc), zombies left out. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    // pid (comm) state ppid ...: comm may hold spaces, so parse from the last ')'.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields && fields[0] !== 'Z') parentOf.set(Number(name), Number(fields[1]));
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parentOf) {
      if (parent !== p) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

const alive = (pid: number) => {
  const stat = read(`/proc/${pid}/stat`);
  return stat !== undefined && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
};

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

/** Waits (polling, bounded only by the test's own timeout) until the port is closed and no pid lives. */
async function expectGone(port: number, pids: number[]) {
  await vi.waitFor(
    async () => {
      expect(pids.filter(alive)).toEqual([]);
      expect(await answers(port)).toBe(false);
    },
    { timeout: 60_000, interval: 100 },
  );
}

/** The server start.mjs runs: its bundle (scripts/server-build.mjs). */
const serverPid = (pids: number[]) => pids.find((p) => read(`/proc/${p}/cmdline`)?.includes('dist/server/main.mjs'));

// A first start on a busy machine may take a while (the database is created): a generous bound, no race.
describe('npm start', { timeout: 240_000 }, () => {
  it('prints its progress and stops the server when npm alone gets SIGTERM', async () => {
    const s = await start('npm', ['start', '--silent']);
    expect(s.out()).toContain('正在启动服务器…');
    expect(s.out()).toContain('正在准备数据库');
    expect(await answers(s.port)).toBe(true);
    const pids = descendants(s.proc.pid!);
    expect(serverPid(pids)).toBeDefined();
    process.kill(s.proc.pid!, 'SIGTERM');
    await expectGone(s.port, [s.proc.pid!, ...pids]);
  });

  it('Ctrl-C (SIGINT to the whole process group) stops everything, start.mjs exiting with the server\'s code', async () => {
    const s = await start(process.execPath, ['scripts/start.mjs']);
    const pids = descendants(s.proc.pid!);
    expect(serverPid(pids)).toBeDefined();
    const exited = new Promise<number | null>((r) => s.proc.once('exit', (code) => r(code)));
    process.kill(-s.proc.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    await expectGone(s.port, pids);
  });

  it('start.mjs killed outright (SIGKILL, nothing forwarded): the server notices and stops', async () => {
    const s = await start(process.execPath, ['scripts/start.mjs']);
    const pids = descendants(s.proc.pid!);
    expect(serverPid(pids)).toBeDefined();
    process.kill(s.proc.pid!, 'SIGKILL');
    await expectGone(s.port, pids);
  });
});
