// The client build that `npm start` (and the e2e suite) needs: built when dist/client is missing or any
// of its inputs changed since, skipped otherwise (a stat of each input, well under a second). The
// fingerprint of the inputs (path, size, mtime) is kept beside the build.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const INPUTS = ['index.html', 'vite.config.ts', 'scripts/client-build.mjs', 'package-lock.json', 'tsconfig.json', 'public', 'src', 'engine', 'schemas', 'screens', 'api/catalogue', 'api/client'];

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
  log('正在构建前端（dist/client 缺失或已过期）…');
  // Vite 8 loads vite.config.ts natively and warns about extensionless imports it resolves anyway.
  // NODE_ENV production whoever calls: under vitest (the e2e setup) it is "test", which built React's
  // development bundles (the login route measured 261 KB instead of the 197 KB production serves).
  const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', NODE_ENV: 'production' };
  const run = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env });
  if (run.status !== 0) throw new Error('client build failed');
  precompress(join(root, 'dist', 'client'));
  writeFileSync(stampFile, want);
  return true;
}

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);

/** Brotli and gzip twins of the text files, served by the server when the browser accepts them. */
export function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) precompress(full);
    else if (COMPRESSIBLE.has(extname(name))) {
      const body = readFileSync(full);
      writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}
