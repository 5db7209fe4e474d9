// `npm start`: builds the client when dist/client is missing or stale (quick when up to date), then runs
// the server, which serves it under /scprmall/ (demo data seeded on first start; PORT, DATA_DIR,
// DATABASE_URL apply).
import { spawn } from 'node:child_process';
import { ensureClientBuild } from './client-build.mjs';

try {
  ensureClientBuild();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'api/server/main.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
