// Screen files stay compact on disk: a value is written on one line when it fits in WIDTH columns, and
// broken one item a line otherwise (an 18-line condition reads as the one line it is). `npm run lint`
// runs this with --check (a file written otherwise fails, named); without it, files are rewritten.
//   tsx scripts/format-schemas.ts [--check] [dir...]     (default: schemas, entities left as they are)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatJson } from './format-json';

const args = process.argv.slice(2);
const check = args.includes('--check');
const dirs = args.filter((a) => a !== '--check');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return name === 'entities' ? [] : jsonFiles(full);
      return name.endsWith('.json') ? [full] : [];
    });
}

const stale: string[] = [];
for (const file of (dirs.length ? dirs : ['schemas']).flatMap(jsonFiles)) {
  const text = readFileSync(file, 'utf8');
  let formatted: string;
  try {
    formatted = formatJson(JSON.parse(text));
  } catch (e) {
    stale.push(`${file}: not valid JSON (${(e as Error).message})`);
    continue;
  }
  if (formatted === text) continue;
  if (check) stale.push(`${file}: not formatted (run: npm run schemas:format)`);
  else writeFileSync(file, formatted);
}
if (stale.length) {
  console.error(stale.join('\n'));
  process.exit(1);
}
