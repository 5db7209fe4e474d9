// The client build that `npm start` (and the e2e suite) needs: built when dist/client is missing or any
// of its inputs changed since, skipped otherwise (a stat of each input, well under a second). The
// fingerprint of the inputs (path, size, mtime) is kept beside the build.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json', 'public', 'src', 'engine', 'schemas', 'screens', 'api/catalogue', 'api/client'];

function files(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  const st = statSync(full);
  if (!st.isDirectory()) return [[relative(root, full), st.size, Math.trunc(st.mtimeMs)]];
  return readdirSync(full).sort().flatMap((name) => files(root, join(path, name)));
}

export function fingerprint(root) {
  const hash = createHash('sha256');
  for (const f of INPUTS.flatMap((p) => files(root, p))) hash.update(`${f.join(':')}\n`);
  return hash.digest('hex');
}

/** Builds the client into <root>/dist/client unless it is up to date. Returns whether it built. */
export function ensureClientBuild(root = process.cwd(), log = console.log) {
  const stampFile = join(root, 'dist', 'client', '.inputs');
  const want = fingerprint(root);
  const have = existsSync(join(root, 'dist', 'client', 'index.html')) && existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (have === want) return false;
  log('client: building (dist/client missing or out of date)');
  const run = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('client build failed');
  writeFileSync(stampFile, want);
  return true;
}
