// npm's `prepare` script, run by `npm install` and `npm ci` in this checkout (issue 29 item 10: the first
// `npm start` was 17 s, 6.7 s of it a silent client build): builds the client and the server's bundle and
// makes the prepared demo database, so the first start opens it instead of building and seeding. Each step
// is skipped when its output is up to date, and `npm start` still does any that are missing (e.g. after
// `npm install --ignore-scripts`, or once the code changed).
import { spawnSync } from 'node:child_process';
import { ensureClientBuild } from './client-build.mjs';
import { ensureServerBuild } from './server-build.mjs';

const step = (line) => console.log(`准备：${line}`);
try {
  if (!ensureClientBuild(process.cwd(), step)) step('前端已是最新');
  if (!(await ensureServerBuild(process.cwd(), step))) step('服务器已是最新');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/demo-snapshot.ts'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('演示数据库准备失败');
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
