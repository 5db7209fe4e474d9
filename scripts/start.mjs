// `npm start`: builds the client when dist/client is missing or stale (npm install builds it; quick when
// up to date) and the server's bundle likewise (scripts/server-build.mjs), then runs the server, which
// serves the client under /scprmall/ (demo data on first start, from the prepared demo database when
// npm install made one: api/server/demo-snapshot.ts; PORT, DATA_DIR, DATABASE_URL apply).
//
// The server is a child process (its own Node options), so stopping `npm start` must stop it too (issue 13
// item 12): SIGINT, SIGTERM and SIGHUP are forwarded and this process exits with the child's code. npm runs
// this script through `sh -c`, and a signal sent to npm alone kills that shell without telling us: we notice
// that our parent is gone (we are re-parented) and stop the server as if told SIGTERM. The child holds an
// IPC channel to us, so it stops by itself even when this process is killed with SIGKILL (api/server/main.ts).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ensureClientBuild } from './client-build.mjs';
import { ensureServerBuild, SERVER_ENTRY } from './server-build.mjs';

/** A server still running this long after it was told to stop is killed (a stuck shutdown must not orphan it). */
const STOP_GRACE_MS = 15_000;
const PARENT_CHECK_MS = 500;

try {
  ensureClientBuild();
  await ensureServerBuild();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
console.log('正在启动服务器…');
const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: process.env });

let stopping = false;
function stop(signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  if (stopping) return;
  stopping = true;
  setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, PARENT_CHECK_MS).unref();

child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
