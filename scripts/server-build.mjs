// The server as `npm start` runs it (issue 29 item 10): api/server/main.ts and our own modules bundled
// into dist/server/main.mjs by esbuild (packages stay in node_modules), built when missing or any input
// changed (a stat of each input, as scripts/client-build.mjs does; the bundle itself takes well under a
// second). Run through tsx instead, the server spent about 6 s of CPU before its first line: every one of
// our few hundred modules was resolved and compiled by tsx's loader, which Node 20 runs in a thread of its
// own and asks by message. `npm run serve` and `npm run dev` still run the sources through tsx.
//
// Our modules find files beside them with import.meta.url (migrations, the screen files, the PGlite
// worker); in a bundle that would be the bundle's address, so each module's own address is written in.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const INPUTS = ['api', 'engine', 'package-lock.json', 'tsconfig.json', 'scripts/server-build.mjs'];
export const SERVER_ENTRY = join('dist', 'server', 'main.mjs');

function files(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  const st = statSync(full);
  if (!st.isDirectory()) return [[relative(root, full), st.size, Math.trunc(st.mtimeMs)]];
  return readdirSync(full).sort().flatMap((name) => files(root, join(path, name)));
}

/** The inputs' paths, sizes and times, and where the checkout is (the bundle holds absolute addresses). */
export function fingerprint(root) {
  const hash = createHash('sha256').update(`${root}\n`);
  for (const f of INPUTS.flatMap((p) => files(root, p))) hash.update(`${f.join(':')}\n`);
  return hash.digest('hex');
}

/** Each of our modules keeps its own import.meta.url inside the bundle. */
const ownAddress = {
  name: 'own-address',
  setup(b) {
    b.onLoad({ filter: /\.(ts|mts|mjs|js)$/ }, (args) => {
      if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const ext = extname(args.path);
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: ext === '.ts' || ext === '.mts' ? 'ts' : 'js' };
    });
  },
};

/** Bundles the server into <root>/dist/server/main.mjs unless it is up to date. Returns whether it built. */
export async function ensureServerBuild(root = process.cwd(), log = console.log) {
  const stampFile = join(root, 'dist', 'server', '.inputs');
  const want = fingerprint(root);
  const have = existsSync(join(root, SERVER_ENTRY)) && existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (have === want) return false;
  log('正在构建服务器…');
  await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'api', 'server', 'main.ts')],
    outfile: join(root, SERVER_ENTRY),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownAddress],
  });
  writeFileSync(stampFile, want);
  return true;
}
